import Testing

@testable import OspreySDK

/// A payload's URL as it goes on the wire: as written, escapes kept, a stray `%` and what a URL
/// cannot hold escaped once (Foundation's `URL(string:)` escapes every `%` again instead).
@Suite struct WireURLTests {
    @Test(arguments: [
        ("https://t.example/p?r=https%3A%2F%2Fa.example&x=5%", "https://t.example/p?r=https%3A%2F%2Fa.example&x=5%25"),
        ("https://t.example/p?a=%zz&b=%4", "https://t.example/p?a=%25zz&b=%254"),
        ("HTTPS://T.example/a b?q=é", "https://T.example/a%20b?q=%C3%A9"),
        ("https://t.example?x=1#frag", "https://t.example/?x=1"),
        ("https://t.example", "https://t.example/"),
        ("https://t.example/e?c=[ERRORCODE]", "https://t.example/e?c=[ERRORCODE]"),
    ])
    func sentAsWritten(text: String, sent: String) {
        #expect(WireURL.call(text)?.url == sent)
    }

    @Test(arguments: ["ftp://t.example/x", "//t.example/x", "https:///x", "https://t exa.example/", "not a url", "javascript:alert(1)"])
    func notAnHTTPURL_isNone(text: String) {
        #expect(WireURL.call(text) == nil)
    }
}
