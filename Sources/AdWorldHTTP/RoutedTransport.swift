import Foundation

/// Sends each request for a routed host to another origin instead, and the rest unchanged: how a
/// recording points an SDK's fixed server names (`ads.osprey.example`) at a test server on
/// `127.0.0.1` while the SDK, and the fixture, keep the names the SDK ships with.
///
/// ```swift
/// let transport = RoutedTransport(URLSessionTransport(), routes: ["ads.osprey.example": "http://127.0.0.1:53124"])
/// ```
public struct RoutedTransport: HTTPTransport {
    private let base: any HTTPTransport
    private let routes: [String: (scheme: String, authority: String)]

    /// `routes`: a host name, without port, to the origin (`http://127.0.0.1:53124`) its requests go to.
    public init(_ base: any HTTPTransport, routes: [String: String]) {
        self.base = base
        var parsed: [String: (scheme: String, authority: String)] = [:]
        for (host, origin) in routes {
            guard let target = Self.origin(origin) else { continue }
            parsed[host.lowercased()] = target
        }
        self.routes = parsed
    }

    public func send(_ call: HTTPCall, completion: @escaping @Sendable (HTTPOutcome) -> Void) {
        base.send(routed(call), completion: completion)
    }

    /// `call` with its origin replaced when its host is routed.
    public func routed(_ call: HTTPCall) -> HTTPCall {
        guard let authority = call.head.authority, let route = routes[Self.host(of: authority)] else { return call }
        var routed = call
        routed.head.scheme = route.scheme
        routed.head.authority = route.authority
        return routed
    }

    /// `origin`'s scheme (lowercased: `HTTP://` is `http://`) and authority (`host:port`, an IPv6
    /// address in its brackets: `[::1]:8080`), without user name, password, path or query; nil
    /// when it has no `scheme://` or no host.
    static func origin(_ origin: String) -> (scheme: String, authority: String)? {
        guard let separator = origin.range(of: "://") else { return nil }
        let scheme = origin[..<separator.lowerBound].lowercased()
        var authority = origin[separator.upperBound...].prefix { !"/?#".contains($0) }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        guard !scheme.isEmpty, !authority.isEmpty, !authority.hasPrefix(":") else { return nil }
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            return (scheme, authority[...close].lowercased() + authority[authority.index(after: close)...])
        }
        return (scheme, authority.lowercased())
    }

    /// `authority` without its port (and without brackets around an IPv6 address), lowercased.
    static func host(of authority: String) -> String {
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            return String(authority[authority.index(after: authority.startIndex)..<close]).lowercased()
        }
        return String(authority.split(separator: ":", maxSplits: 1).first ?? "").lowercased()
    }
}
