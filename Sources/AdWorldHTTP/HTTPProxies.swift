/// The proxies the environment names (`http_proxy`, `https_proxy`, `all_proxy`, `no_proxy` and
/// their capitals), read once and applied by a live recording's transport on purpose: libcurl
/// would otherwise read them itself, unseen, for every request a process makes, a recording
/// against the loopback ad server included.
///
/// The choice for a request is libcurl's: `no_proxy` (then `NO_PROXY`) lists hosts reached
/// directly (`*` all of them; `example.com` that host and its subdomains; an IPv4 address, or a
/// network such as `10.0.0.0/8`); otherwise the scheme's variable (`http_proxy` for http, never
/// `HTTP_PROXY`, which a CGI server sets from a request's `Proxy` header; `https_proxy`, then
/// `HTTPS_PROXY`, for https), then `all_proxy`, then `ALL_PROXY`. The first of those that is set
/// decides, and an empty one means a direct connection.
///
/// ```swift
/// let proxies = HTTPProxies(environment: ["https_proxy": "http://user:secret@proxy.example:3128"])
/// let proxy = proxies.proxy(scheme: "https", host: "ads.example.com")
/// proxy?.shown      // "http://proxy.example"
/// proxy?.variable   // "https_proxy"
/// proxies.proxy(scheme: "http", host: "ads.example.com")   // nil: http_proxy is not set
/// ```
public struct HTTPProxies: Sendable, Equatable {
    /// The variables read, in the order they are tried (`no_proxy` first).
    public static let variables = ["no_proxy", "NO_PROXY", "http_proxy", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"]

    /// Every variable libcurl reads for proxies, `HTTP_PROXY` too (which it reads for other
    /// schemes than http): what a process that must reach no proxy is started without.
    public static let environmentNames = variables + ["HTTP_PROXY"]

    /// The schemes a proxy may be reached by (libcurl's).
    public static let proxySchemes = ["http", "https", "socks4", "socks4a", "socks5", "socks5h"]

    /// A proxy a request goes through.
    public struct Proxy: Sendable, Equatable {
        /// The variable that named it, e.g. `https_proxy`.
        public let variable: String
        /// Its value as given, for libcurl: it may hold a user name and password, so it is never
        /// shown.
        public let url: String
        /// `http://proxy.example`: its scheme and host only, for a sentence.
        public let shown: String
    }

    private let values: [String: String]

    /// The proxies `environment` names.
    public init(environment: [String: String]) {
        values = environment.filter { Self.variables.contains($0.key) }
    }

    /// No proxy for any request.
    public static let none = HTTPProxies(environment: [:])

    /// `environment` without any proxy variable.
    public static func removing(from environment: [String: String]) -> [String: String] {
        environment.filter { !environmentNames.contains($0.key) }
    }

    /// The proxy variables `environment` sets, for a process that must reach the same proxies.
    public static func taken(from environment: [String: String]) -> [String: String] {
        environment.filter { environmentNames.contains($0.key) }
    }

    /// The proxy a request to `host` by `scheme` goes through, or nil for a direct connection.
    public func proxy(scheme: String, host: String) -> Proxy? {
        if let exceptions = values["no_proxy"] ?? values["NO_PROXY"], Self.excludes(exceptions, host: host) { return nil }
        let scheme = scheme.lowercased()
        var names = scheme == "http" ? ["http_proxy"] : ["\(scheme)_proxy", "\(scheme.uppercased())_PROXY"]
        names += ["all_proxy", "ALL_PROXY"]
        guard let variable = names.first(where: { values[$0] != nil }), let url = values[variable], !url.isEmpty,
            let parts = Self.parts(of: url)
        else { return nil }
        return Proxy(variable: variable, url: url, shown: "\(parts.scheme)://\(parts.host)")
    }

    /// Why `value` of the proxy variable `variable` is not one libcurl can use, as a sentence,
    /// or nil when it is (an empty value, a direct connection, is).
    ///
    /// ```swift
    /// HTTPProxies.problem(variable: "http_proxy", value: "http://proxy.example:99999")
    /// // "http_proxy is http://proxy.example…, not a proxy: write [SCHEME://][USER:PASSWORD@]HOST[:PORT] …"
    /// ```
    public static func problem(variable: String, value: String) -> String? {
        if value.isEmpty { return nil }
        if variable.lowercased() == "no_proxy" {
            guard value.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return nil }
            return
                "\(variable) holds a control character; it takes host names, addresses and networks separated by commas "
                + "(e.g. localhost,127.0.0.1,.example.com), or * for every host."
        }
        if parts(of: value) != nil { return nil }
        return "\(variable) is \(shownWithoutSecrets(value)), not a proxy: write [SCHEME://][USER:PASSWORD@]HOST[:PORT] with SCHEME "
            + "\(proxySchemes.dropLast().joined(separator: ", ")) or \(proxySchemes.last ?? "") and PORT from 1 to 65535 "
            + "(e.g. http://proxy.example:3128), or unset it to connect directly."
    }

    /// A proxy value's scheme (http when it names none) and host, or nil when it is no proxy: an
    /// unknown scheme, no host, a host with other characters than a name's or an address's, a
    /// port outside 1…65535.
    static func parts(of value: String) -> (scheme: String, host: String)? {
        var rest = Substring(value)
        var scheme = "http"
        if let separator = value.range(of: "://") {
            scheme = value[..<separator.lowerBound].lowercased()
            rest = value[separator.upperBound...]
        }
        guard proxySchemes.contains(scheme) else { return nil }
        // The authority ends at the path; a user and password end at its last `@`.
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let hostAndPort = authority.lastIndex(of: "@").map { authority[authority.index(after: $0)...] } ?? authority
        var host: Substring
        var port: Substring?
        if hostAndPort.hasPrefix("[") {
            guard let close = hostAndPort.firstIndex(of: "]") else { return nil }
            host = hostAndPort[...close]
            let after = hostAndPort[hostAndPort.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { return nil }
                port = after.dropFirst()
            }
            guard host.dropFirst().dropLast().allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }), host.count > 2 else { return nil }
        } else {
            let pieces = hostAndPort.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            host = pieces[0]
            port = pieces.count > 1 ? pieces[1] : nil
            guard !host.isEmpty, host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "." || $0 == "_") })
            else { return nil }
        }
        if let port {
            guard !port.isEmpty, port.count <= 5, port.allSatisfy(\.isASCII), let number = Int(port), (1...65535).contains(number) else {
                return nil
            }
        }
        return (scheme, String(host).lowercased())
    }

    /// A proxy value as a refusal may show it: its scheme and host, `…` for whatever else it
    /// held (a password), or nothing of it when it has no recognisable host.
    static func shownWithoutSecrets(_ value: String) -> String {
        var rest = Substring(value)
        var scheme = ""
        if let separator = value.range(of: "://") {
            scheme = String(value[..<separator.lowerBound])
            rest = value[separator.upperBound...]
        }
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let hostAndPort = authority.lastIndex(of: "@").map { authority[authority.index(after: $0)...] } ?? authority
        let host: Substring =
            if hostAndPort.hasPrefix("[") {
                hostAndPort.firstIndex(of: "]").map { hostAndPort[...$0] } ?? ""
            } else {
                hostAndPort.prefix { $0 != ":" }
            }
        let printable = { (text: Substring) in
            text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-._[]".contains($0)) }
        }
        guard !host.isEmpty, printable(host), printable(Substring(scheme)) else {
            return "(a value that is not a proxy URL, not shown: it may hold a password)"
        }
        let shown = (scheme.isEmpty ? "" : scheme + "://") + host
        return shown.count < value.count ? shown + "…" : shown
    }

    /// Whether the `no_proxy` list `list` names `host`, as libcurl reads it.
    static func excludes(_ list: String, host rawHost: String) -> Bool {
        var host = rawHost.lowercased()
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        while host.hasSuffix(".") { host.removeLast() }
        let entries = list.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map { $0.lowercased() }
        if entries == ["*"] { return true }
        let address = IPv4.address(host)
        for var entry in entries {
            if let address, let network = IPv4.network(entry) {
                let bits = network.bits
                if bits == 0 || address >> (32 - bits) == network.address >> (32 - bits) { return true }
                continue
            }
            if entry.hasPrefix("[") && entry.hasSuffix("]") { entry = String(entry.dropFirst().dropLast()) }
            if entry.hasPrefix(".") { entry.removeFirst() }
            while entry.hasSuffix(".") { entry.removeLast() }
            if entry.isEmpty { continue }
            if host == entry || host.hasSuffix("." + entry) { return true }
        }
        return false
    }
}

/// IPv4 addresses as numbers, for `no_proxy` networks.
private enum IPv4 {
    static func address(_ text: some StringProtocol) -> UInt32? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var value: UInt32 = 0
        for part in parts {
            guard (1...3).contains(part.count), part.allSatisfy(\.isASCII), let byte = UInt8(part) else { return nil }
            value = value << 8 | UInt32(byte)
        }
        return value
    }

    /// `10.0.0.0/8` or `10.1.2.3` (a network of one address).
    static func network(_ text: String) -> (address: UInt32, bits: Int)? {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard let address = address(parts[0]) else { return nil }
        guard parts.count == 2 else { return (address, 32) }
        guard let bits = Int(parts[1]), (0...32).contains(bits) else { return nil }
        return (address, bits)
    }
}
