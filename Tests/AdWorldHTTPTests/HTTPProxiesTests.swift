import AdWorldHTTP
import Testing

/// The proxy a live request goes through, chosen from the environment as libcurl chooses it, and
/// what a proxy variable may hold.
@Suite struct HTTPProxiesTests {
    @Test func theSchemesVariable_thenAllProxy_decide() {
        let proxies = HTTPProxies(environment: [
            "https_proxy": "http://secure.proxy:3128", "all_proxy": "socks5h://any.proxy:1080", "HTTP_PROXY": "http://cgi.proxy",
        ])
        #expect(proxies.proxy(scheme: "https", host: "ads.example.com")?.variable == "https_proxy")
        #expect(proxies.proxy(scheme: "https", host: "ads.example.com")?.shown == "http://secure.proxy")
        // http reads http_proxy only, never HTTP_PROXY (a CGI server sets it from a request's header).
        #expect(proxies.proxy(scheme: "http", host: "ads.example.com")?.variable == "all_proxy")
        #expect(proxies.proxy(scheme: "HTTP", host: "ads.example.com")?.shown == "socks5h://any.proxy")
    }

    @Test func capitals_areReadAfterTheLowerCase() {
        let proxies = HTTPProxies(environment: ["HTTPS_PROXY": "upper.proxy", "ALL_PROXY": "all.proxy"])
        #expect(proxies.proxy(scheme: "https", host: "a.example")?.variable == "HTTPS_PROXY")
        #expect(proxies.proxy(scheme: "https", host: "a.example")?.shown == "http://upper.proxy")
        #expect(proxies.proxy(scheme: "http", host: "a.example")?.variable == "ALL_PROXY")
    }

    /// The first variable set decides: an empty one is a direct connection, not a pass to the next.
    @Test func anEmptyVariable_isADirectConnection() {
        let proxies = HTTPProxies(environment: ["http_proxy": "", "all_proxy": "http://any.proxy"])
        #expect(proxies.proxy(scheme: "http", host: "a.example") == nil)
        #expect(proxies.proxy(scheme: "https", host: "a.example")?.variable == "all_proxy")
    }

    @Test func noProxy_namesHostsTheirSubdomainsAndNetworks() {
        let proxies = HTTPProxies(environment: [
            "all_proxy": "http://p:1", "no_proxy": "example.com, .internal,10.0.0.0/8,[::1],192.168.1.7",
        ])
        #expect(proxies.proxy(scheme: "https", host: "example.com") == nil)
        #expect(proxies.proxy(scheme: "https", host: "ads.EXAMPLE.com.") == nil)
        #expect(proxies.proxy(scheme: "https", host: "notexample.com") != nil)
        #expect(proxies.proxy(scheme: "https", host: "a.internal") == nil)
        #expect(proxies.proxy(scheme: "https", host: "10.200.3.4") == nil)
        #expect(proxies.proxy(scheme: "https", host: "11.0.0.1") != nil)
        #expect(proxies.proxy(scheme: "http", host: "[::1]") == nil)
        #expect(proxies.proxy(scheme: "http", host: "192.168.1.7") == nil)
        #expect(proxies.proxy(scheme: "http", host: "192.168.1.8") != nil)
        #expect(HTTPProxies(environment: ["all_proxy": "http://p:1", "NO_PROXY": "*"]).proxy(scheme: "http", host: "x") == nil)
        // no_proxy wins over NO_PROXY, as libcurl reads them.
        #expect(
            HTTPProxies(environment: ["all_proxy": "http://p:1", "no_proxy": "a", "NO_PROXY": "*"]).proxy(scheme: "http", host: "x") != nil)
    }

    @Test(arguments: [
        "proxy.example", "proxy.example:3128", "http://proxy.example:3128/", "https://user:p%40ss@proxy.example",
        "socks4a://10.0.0.1:1080", "SOCKS5H://[::1]:1080", "http://a:b:c@p_1.example:65535",
    ])
    func aProxyLibcurlCanUse_isNoProblem(value: String) {
        #expect(HTTPProxies.problem(variable: "https_proxy", value: value) == nil)
    }

    @Test(arguments: [
        ("ftp://proxy.example", "ftp://proxy.example"),
        ("http://proxy.example:0", "http://proxy.example…"),
        ("http://proxy.example:65536", "http://proxy.example…"),
        ("http://user:secret@", "(a value that is not a proxy URL, not shown: it may hold a password)"),
        ("http://[::1", "(a value that is not a proxy URL, not shown: it may hold a password)"),
        ("proxy example", "(a value that is not a proxy URL, not shown: it may hold a password)"),
    ])
    func aProxyLibcurlCannotUse_isNamedWithoutItsSecrets(value: String, shown: String) throws {
        let problem = try #require(HTTPProxies.problem(variable: "all_proxy", value: value))
        #expect(problem.hasPrefix("all_proxy is \(shown), not a proxy: write [SCHEME://][USER:PASSWORD@]HOST[:PORT] with SCHEME http, "))
        #expect(!problem.contains("secret"))
    }

    @Test func removing_dropsEveryProxyVariable_andKeepsTheRest() {
        let environment = [
            "http_proxy": "a", "HTTP_PROXY": "b", "https_proxy": "c", "HTTPS_PROXY": "d", "all_proxy": "e", "ALL_PROXY": "f",
            "no_proxy": "g", "NO_PROXY": "h", "PATH": "/bin",
        ]
        #expect(HTTPProxies.removing(from: environment) == ["PATH": "/bin"])
        #expect(HTTPProxies.taken(from: environment).count == 8)
    }
}
