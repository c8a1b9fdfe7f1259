import Foundation

/// A test ad server on 127.0.0.1: seeded OpenRTB 2.6 bid responses (banner HTML, VAST 4.2 video
/// with wrapper chains, Native 1.2), every failure an SDK must survive, tracker and CDN endpoints;
/// or, built with `init(proxyingTo:)`, a reverse proxy in front of a real ad server.
///
/// It listens on a port the system picks and serves one connection at a time on a thread of its
/// own (not Swift concurrency's pool, which a recording's blocked world thread could starve). Each
/// response closes its connection and states a `Simulated-Latency` in milliseconds, which
/// `TransportNetwork` turns into virtual time (a request refused before it was read whole, 400,
/// 411, 413 or 431, states 5 ms, or the overriding latency). An answer depends only on the
/// ``Answers`` and the request, never on the order of requests or the clock, so one server can
/// serve many recordings and two servers with the same seed answer byte for byte alike.
///
/// The payloads name the public hosts of ``Hosts`` (`https://ads.osprey.example/…`), never the
/// loopback port; a recording routes those hosts here with ``routes``. Because every host arrives
/// at the same origin, the server tells them apart by path, not by `Host`:
///
/// | path | host in payloads | answer |
/// | --- | --- | --- |
/// | `POST /openrtb2/auction` | ads | a bid response, or the ``Mode`` drawn or forced |
/// | `GET /vast/<bid id>?depth=N` | ads | a VAST Wrapper (N > 0) or the InLine (N = 0) |
/// | `GET /t/…` | track | 204: win, billing, loss, impression, quartile, click and error trackers |
/// | `GET /cdn/….gif`, `/cdn/….mp4` | cdn | a 1×1 GIF, a few bytes of MP4 |
/// | anything else | | 404 (405 for a known path with another method) |
///
/// ```swift
/// let server = try LoopbackAdServer(answers: .seeded(7))
/// defer { server.stop() }
/// server.origin                       // "http://127.0.0.1:41233"
/// server.routes["ads.osprey.example"] // "http://127.0.0.1:41233"
/// // … send requests, then:
/// server.requests.map(\.target)       // ["/openrtb2/auction", "/t/win?bid=…&price=1.5"]
/// ```
public final class LoopbackAdServer: Sendable {
    /// The port the server listens on, on 127.0.0.1.
    public let port: UInt16
    /// The public host names the payloads use.
    public let hosts: Hosts
    private let listener: Listener
    private let log: RequestLog

    /// Starts a seeded ad server.
    ///
    /// ```swift
    /// let server = try LoopbackAdServer(answers: .init(seed: 7, forced: .noBid))
    /// // POST /openrtb2/auction → 204, Simulated-Latency: 40…300
    /// ```
    ///
    /// - Parameters:
    ///   - answers: the seed and the overrides the answers follow.
    ///   - hosts: the public host names written into payloads.
    /// - Throws: ``StartFailure`` when no socket could be opened.
    public convenience init(answers: Answers = Answers(), hosts: Hosts = .osprey) throws(StartFailure) {
        let responder = AdResponder(answers: answers, hosts: hosts)
        try self.init(hosts: hosts, refusalLatency: answers.latency ?? 5) { responder.respond(to: $0) }
    }

    /// Starts a recording reverse proxy: each request goes to `upstream` (its path, if any, then
    /// the request's) with the same method, path, query, header fields (less hop-by-hop ones and
    /// `Host`) and body, and its response
    /// comes back as it is, less hop-by-hop fields and `Content-Encoding` (Foundation has
    /// already decoded the body). Redirects are returned, not followed. A real server states no
    /// `Simulated-Latency`, so `TransportNetwork` keeps the measured time; when `upstream` cannot
    /// be reached the answer is 502 with the reason as text. Every routed host goes to the one
    /// upstream: the `Host` a request arrives with is the loopback origin, not the public name.
    ///
    /// ```swift
    /// let proxy = try LoopbackAdServer(proxyingTo: URL(string: "https://ads.example.com")!)
    /// // POST http://127.0.0.1:PORT/openrtb2/auction → POST https://ads.example.com/openrtb2/auction
    /// ```
    ///
    /// - Parameters:
    ///   - upstream: the real server's origin, `http` or `https`.
    ///   - hosts: the public names ``routes`` maps to this proxy.
    /// - Throws: ``StartFailure`` when `upstream` is not an http(s) origin or no socket could be opened.
    public convenience init(proxyingTo upstream: URL, hosts: Hosts = .osprey) throws(StartFailure) {
        guard let proxy = ProxyResponder(upstream: upstream) else {
            throw StartFailure("LoopbackAdServer cannot proxy to \(upstream.absoluteString): give an http or https URL with a host.")
        }
        try self.init(hosts: hosts, refusalLatency: nil) { proxy.respond(to: $0) }
    }

    private init(hosts: Hosts, refusalLatency: Int?, respond: @escaping @Sendable (Request) -> Response) throws(StartFailure) {
        let log = RequestLog()
        listener = try Listener(refusalLatency: refusalLatency) { request in
            log.append(request)
            return respond(request)
        }
        port = listener.port
        self.hosts = hosts
        self.log = log
    }

    deinit {
        listener.stop()
    }

    /// `http://127.0.0.1:PORT`, the origin to route the public hosts to.
    public var origin: String { "http://127.0.0.1:\(port)" }

    /// Each public host name mapped to ``origin``, in the shape `RoutedTransport(routes:)` takes.
    public var routes: [String: String] {
        Dictionary(uniqueKeysWithValues: hosts.all.map { ($0, origin) })
    }

    /// Every request read whole so far, in the order they arrived (refused ones, 400, 413, 431,
    /// are not in it).
    public var requests: [Request] { log.all }

    /// Closes the listening socket and waits for the server's thread to end (after the connection
    /// it is serving, if any). Later connections are refused. Safe to call more than once, from
    /// any thread; `deinit` calls it.
    public func stop() {
        listener.stop()
    }

    /// Why a server could not start, in a sentence that says what to change.
    ///
    /// ```swift
    /// do { _ = try LoopbackAdServer(proxyingTo: URL(string: "file:///tmp")!) }
    /// catch { print(error) }
    /// // LoopbackAdServer cannot proxy to file:///tmp: give an http or https URL with a host.
    /// ```
    public struct StartFailure: Error, Equatable, CustomStringConvertible {
        /// The sentence.
        public let description: String

        init(_ description: String) {
            self.description = description
        }
    }
}
