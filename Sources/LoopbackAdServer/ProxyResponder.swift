import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// A recording reverse proxy's forwarding: the request to the upstream origin through an
/// ephemeral `URLSession` (its callbacks on a queue of its own, while the server's thread waits),
/// the response back as it came, less hop-by-hop fields, header fields sorted by name.
struct ProxyResponder: Sendable {
    private let upstream: String
    private let session: URLSession
    /// Seconds to wait for the upstream before answering 504.
    static let patience: TimeInterval = 30

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
        session = URLSession(configuration: configuration, delegate: RedirectRefuser(), delegateQueue: queue)
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
        session.dataTask(with: forwarded) { data, response, error in
            arrival.finish(data: data, response: response, error: error)
        }.resume()
        guard let (data, response, error) = arrival.wait(seconds: Self.patience + 5) else {
            return .text(504, "\(upstream) did not answer \(request.method) \(request.target) within \(Int(Self.patience)) seconds.")
        }
        guard let response = response as? HTTPURLResponse else {
            let reason = error.map { "\($0.localizedDescription)" } ?? "no HTTP response"
            return .text(502, "\(upstream) failed for \(request.method) \(request.target): \(reason).")
        }
        let headers = response.allHeaderFields.compactMap { name, value -> LoopbackAdServer.Header? in
            guard let name = name as? String, let value = value as? String, !Self.dropped.contains(name.lowercased()) else { return nil }
            return LoopbackAdServer.Header(name, value)
        }
        return Response(status: response.statusCode, headers: headers.sorted { $0.name.lowercased() < $1.name.lowercased() }, body: Array(data ?? Data()))
    }
}

/// One upstream answer handed from the session's queue to the server's thread.
private final class Arrival: Sendable {
    private let signal = DispatchSemaphore(value: 0)
    private let value = Mutex<(Data?, URLResponse?, (any Error)?)?>(nil)

    func finish(data: Data?, response: URLResponse?, error: (any Error)?) {
        value.withLock { $0 = (data, response, error) }
        signal.signal()
    }

    func wait(seconds: TimeInterval) -> (Data?, URLResponse?, (any Error)?)? {
        guard signal.wait(timeout: .now() + seconds) == .success else { return nil }
        return value.withLock { $0 }
    }
}

/// Hands redirects back to the client instead of following them.
private final class RedirectRefuser: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
