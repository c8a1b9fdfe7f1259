import Testing

@testable import AdReplayOsprey

/// How a tracker URL as the server wrote it is recognised in the URL the SDK sent.
@Suite struct URLTemplateTests {
    static let error = URLTemplate("https://t.example/e?bid=b1&c=[ERRORCODE]")

    @Test func withoutMacros_matchesItselfOnly() {
        let template = URLTemplate("https://t.example/imp?bid=b1")
        #expect(template.values(in: "https://t.example/imp?bid=b1") == [])
        #expect(!template.matches("https://t.example/imp?bid=b1&layer=inline"))
        #expect(!template.matches("https://t.example/imp?bid=b"))
    }

    @Test func macroAtTheEnd() {
        #expect(Self.error.values(in: "https://t.example/e?bid=b1&c=302") == ["302"])
        // OpenRTB removes an unset optional macro: an empty value.
        #expect(Self.error.values(in: "https://t.example/e?bid=b1&c=") == [""])
        #expect(!Self.error.matches("https://t.example/e?bid=b1&c=302&x=1"))
    }

    @Test func macroAtTheStart() {
        let template = URLTemplate("[CACHEBUSTING].gif?bid=b1")
        #expect(template.values(in: "00000042.gif?bid=b1") == ["00000042"])
        #expect(!template.matches("a/00000042.gif?bid=b1"))
    }

    /// Two macros side by side are one span: where one value ends is unknown.
    @Test func adjacentMacros() {
        let template = URLTemplate("https://t.example/win?p=${AUCTION_PRICE}${AUCTION_CURRENCY}&b=1")
        #expect(template.values(in: "https://t.example/win?p=4.62USD&b=1") == ["", "4.62USD"])
        #expect(!template.matches("https://t.example/win?p=4.62&c=USD&b=1"))
    }

    /// Named values, for telling one auction's URL from another's: a value beside another macro
    /// has no known end, so it is left out.
    @Test func namedValues() {
        let template = URLTemplate("https://t.example/i?a=${AUCTION_ID}&p=${AUCTION_PRICE}${AUCTION_CURRENCY}&c=[ERRORCODE]")
        let named = template.namedValues(in: "https://t.example/i?a=osprey-2&p=4.62USD&c=302").map { "\($0.name)=\($0.value)" }
        #expect(named == ["AUCTION_ID=osprey-2", "ERRORCODE=302"])
        #expect(template.namedValues(in: "https://t.example/other").isEmpty)
    }

    @Test func base64SuffixMacro() {
        let template = URLTemplate("https://t.example/win?p=${AUCTION_PRICE:B64}")
        #expect(template.values(in: "https://t.example/win?p=NC42Mg%3D%3D") == ["NC42Mg%3D%3D"])
        #expect(URLTemplate.unreplacedMacro(in: "p=${AUCTION_PRICE:B64}") == "${AUCTION_PRICE:B64}")
        // Only OpenRTB's macros have the Base64 form.
        #expect(URLTemplate.unreplacedMacro(in: "c=[ERRORCODE:B64]") == nil)
    }

    /// A macro's value is one path segment or query value: a template ending in a macro is not
    /// every URL under its prefix.
    @Test func aURLThatOnlySharesAPrefix() {
        let template = URLTemplate("https://t.example/${AUCTION_ID}")
        #expect(template.values(in: "https://t.example/osprey-1") == ["osprey-1"])
        #expect(!template.matches("https://t.example/imp?bid=b1"))
        #expect(!template.matches("https://t.example/imp/b1"))
        #expect(!URLTemplate("https://t.example/imp?bid=${AUCTION_BID_ID}").matches("https://t.example/imp?bid=b1&layer=inline"))
    }

    /// The SDK sends a URL with `[` and `{` percent-encoded: the template still recognises it.
    @Test func aURLSentPercentEncoded() {
        let template = URLTemplate("https://t.example/e?tag=a|b&c=[ERRORCODE]")
        #expect(template.values(in: "https://t.example/e?tag=a%7Cb&c=302") == ["302"])
        #expect(Self.error.values(in: "https://t.example/e?bid=b1&c=%5BERRORCODE%5D") == ["%5BERRORCODE%5D"])
    }

    @Test func macroNames() {
        #expect(URLTemplate.unreplacedMacro(in: "https://t.example/e?c=[ERRORCODE]") == "[ERRORCODE]")
        #expect(URLTemplate.unreplacedMacro(in: "https://t.example/w?s=${BIDSERVERID}") == "${BIDSERVERID}")
        #expect(URLTemplate.unreplacedMacro(in: "https://t.example/w?s=%%PATTERN%%") == "%%PATTERN%%")
        // Brackets that are no macro: an index, lower case, empty.
        #expect(URLTemplate.unreplacedMacro(in: "https://t.example/w?a[0]=1&b[x]=2&c=[]") == nil)
        #expect(URLTemplate("https://t.example/w?a[0]=1").values(in: "https://t.example/w?a[0]=1") == [])
    }

    @Test func leftMacro_asWrittenOrPercentEncoded() {
        #expect(URLTemplate.leftMacro(in: "[ERRORCODE]") == "[ERRORCODE]")
        #expect(URLTemplate.leftMacro(in: "%5BERRORCODE%5D") == "[ERRORCODE]")
        #expect(URLTemplate.leftMacro(in: "$%7BAUCTION_PRICE%7D") == "${AUCTION_PRICE}")
        #expect(URLTemplate.leftMacro(in: "302") == nil)
        #expect(URLTemplate.leftMacro(in: "%5Bq%5D") == nil)
    }

    @Test func encodedTwice() {
        #expect(URLTemplate.isEncodedTwice("00%253A00%253A07.500"))
        #expect(URLTemplate.isEncodedTwice("%2541"))
        #expect(!URLTemplate.isEncodedTwice("00%3A00%3A07.500"))
        #expect(!URLTemplate.isEncodedTwice("50%25"))
        #expect(!URLTemplate.isEncodedTwice("%25zz"))
    }
}
