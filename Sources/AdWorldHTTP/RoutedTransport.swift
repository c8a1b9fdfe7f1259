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
            guard let components = URLComponents(string: origin), let scheme = components.scheme, let target = components.host else { continue }
            parsed[host.lowercased()] = (scheme, components.port.map { "\(target):\($0)" } ?? target)
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

    /// `authority` without its port (and without brackets around an IPv6 address), lowercased.
    static func host(of authority: String) -> String {
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            return String(authority[authority.index(after: authority.startIndex)..<close]).lowercased()
        }
        return String(authority.split(separator: ":", maxSplits: 1).first ?? "").lowercased()
    }
}
