import Dispatch
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A recording reverse proxy's forwarding: the request to the upstream origin through an
/// ephemeral `URLSession` (its callbacks on a queue of its own, while the server's thread waits),
/// the response back as it came, less hop-by-hop fields, header fields sorted by name.
///
/// An upstream is untrusted: its answer is read to at most ``bodyLimit`` bytes (counted after a
/// compressed body is decoded, so a gzip bomb stops there) and waited for at most ``patience``
/// seconds in all (a body that drips); past either the connection is cancelled and the client gets
/// a 502 or 504 naming the upstream. Redirects are handed back, never followed.
struct ProxyResponder: Sendable {
    private let upstream: String
    private let session: URLSession
    private let delegate: ProxyDelegate
    /// Seconds to wait for the upstream's whole answer before answering 504.
    static let patience: TimeInterval = 30
    /// The most bytes of one answer's body passed on (8 MiB, a fixture file's own bound).
    static let bodyLimit = 8 << 20

    /// Fields that describe one connection, not the message (RFC 9110 §7.6.1), and the ones
    /// Foundation sets itself or has already acted on.
    static let dropped: Set<String> = [
        "connection", "keep-alive", "proxy-connection", "proxy-authenticate", "proxy-authorization", "te", "trailer",
        "transfer-encoding", "upgrade", "host", "content-length", "content-encoding",
    ]

    init?(upstream url: URL) {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil else { return nil }
        var origin = url.absoluteString
        while origin.hasSuffix("/") { origin.removeLast() }
        upstream = origin
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        configuration.httpShouldSetCookies = false
        configuration.timeoutIntervalForRequest = Self.patience
        let queue = OperationQueue()
        queue.name = "LoopbackAdServer.proxy"
        queue.maxConcurrentOperationCount = 1
        delegate = ProxyDelegate()
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: queue)
    }

    func respond(to request: LoopbackAdServer.Request) -> Response {
        guard let url = URL(string: upstream + request.target) else {
            return .text(400, "\(request.target) does not make a URL after \(upstream).")
        }
        var forwarded = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: Self.patience)
        forwarded.httpMethod = request.method
        for header in request.headers where !Self.dropped.contains(header.name.lowercased()) {
            forwarded.addValue(header.value, forHTTPHeaderField: header.name)
        }
        if !request.body.isEmpty { forwarded.httpBody = request.body }

        let arrival = Arrival()
        let task = session.dataTask(with: forwarded)
        delegate.begin(task.taskIdentifier, arrival)
        task.resume()
        guard let (data, response, error) = arrival.wait(seconds: Self.patience) else {
            task.cancel()
            return .text(
                504, "\(upstream) did not finish its answer to \(request.method) \(request.target) within \(Int(Self.patience)) seconds.")
        }
        if arrival.overflowed {
            return .text(
                502,
                "\(upstream) sent more than \(Self.bodyLimit) bytes (after decoding) in answer to \(request.method) \(request.target); the proxy passes on no more."
            )
        }
        guard let response = response as? HTTPURLResponse else {
            let reason = error.map { "\($0.localizedDescription)" } ?? "no HTTP response"
            return .text(502, "\(upstream) failed for \(request.method) \(request.target): \(reason).")
        }
        let headers = response.allHeaderFields.compactMap { name, value -> LoopbackAdServer.Header? in
            guard let name = name as? String, let value = value as? String, !Self.dropped.contains(name.lowercased()) else { return nil }
            return LoopbackAdServer.Header(name, value)
        }
        return Response(
            status: response.statusCode, headers: headers.sorted { $0.name.lowercased() < $1.name.lowercased() },
            body: Array(data ?? Data()))
    }
}

/// One upstream answer handed from the session's queue to the server's thread: its body so far,
/// then how it ended.
private final class Arrival: Sendable {
    private let signal = DispatchSemaphore(value: 0)
    private let value = Mutex<(Data?, URLResponse?, (any Error)?)?>(nil)
    private let body = Mutex<(data: Data, overflowed: Bool)>((Data(), false))

    /// More body: false once it went past the proxy's bound (read no more).
    func append(_ data: Data) -> Bool {
        body.withLock { body in
            guard !body.overflowed else { return false }
            if body.data.count + data.count > ProxyResponder.bodyLimit {
                body = (Data(), true)
                return false
            }
            body.data.append(data)
            return true
        }
    }

    var overflowed: Bool { body.withLock { $0.overflowed } }

    func finish(response: URLResponse?, error: (any Error)?) {
        let data = body.withLock { $0.data }
        value.withLock { $0 = $0 ?? (data, response, error) }
        signal.signal()
    }

    func wait(seconds: TimeInterval) -> (Data?, URLResponse?, (any Error)?)? {
        guard signal.wait(timeout: .now() + seconds) == .success else { return nil }
        return value.withLock { $0 }
    }
}

/// Each task's bytes to its ``Arrival``, bounded; redirects handed back to the client instead of
/// being followed.
private final class ProxyDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private let arrivals = Mutex<[Int: Arrival]>([:])

    func begin(_ task: Int, _ arrival: Arrival) {
        arrivals.withLock { $0[task] = arrival }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let arrival = arrivals.withLock({ $0[dataTask.taskIdentifier] }), !arrival.append(data) else { return }
        dataTask.cancel()
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let arrival = arrivals.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        arrival?.finish(response: task.response, error: error)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
