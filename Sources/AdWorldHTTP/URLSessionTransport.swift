import Dispatch
import Foundation
import HTTPTypes

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The live transport: Foundation's `URLSession`, with an ephemeral configuration (no cookies, no
/// cache, no credentials kept between requests) so that one request never depends on an earlier
/// session's.
///
/// What comes back is what the server sent: a redirect is an answer (its status and `location`),
/// never followed, so a recording stores the auction's own answer and not another URL's. Response
/// header fields come back sorted by name: Foundation hands them over as a dictionary, whose order
/// changes from run to run, and a recording must not.
///
/// It bounds nothing: a recording against a server nobody here controls uses ``BoundedTransport``,
/// which holds every answer to ``AnswerBounds`` (URLSession on Linux decodes a body far ahead of
/// what its delegate has seen, so no delegate can hold a gzip bomb to a bound).
public struct URLSessionTransport: HTTPTransport {
    private let sessions: LazySession
    private let timeout: TimeInterval

    /// `timeout`: seconds to wait for a response before failing with ``HTTPFailure/timedOut``.
    /// The `URLSession` is made on the first request: an SDK's default transport that a replay
    /// replaces at once costs nothing.
    public init(timeout: TimeInterval = 10) {
        sessions = LazySession(timeout: timeout)
        self.timeout = timeout
    }

    public func send(_ call: HTTPCall, completion: @escaping @Sendable (HTTPOutcome) -> Void) {
        guard let url = URL(string: call.url) else { return completion(.failure(.badRequest)) }
        let allowance = timeout
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = call.head.method.rawValue
        for field in call.head.headerFields {
            request.addValue(field.value, forHTTPHeaderField: field.name.rawName)
        }
        if !call.body.isEmpty { request.httpBody = call.body }
        let session = sessions.session
        let task = session.session.dataTask(with: request)
        let exchange = Exchange(completion: completion)
        session.delegate.begin(task.taskIdentifier, exchange)
        // The whole answer's time, first byte to last: an idle timeout alone lets a body that
        // drips one byte at a time go on for ever.
        DispatchQueue.global().asyncAfter(deadline: .now() + allowance) { [weak task] in
            guard exchange.finish(.failure(.timedOut)) else { return }
            task?.cancel()
        }
        task.resume()
    }

    static func outcome(data: Data?, response: URLResponse?, error: (any Error)?) -> HTTPOutcome {
        if let error {
            return .failure(failure(for: error))
        }
        guard let response = response as? HTTPURLResponse, let head = head(of: response) else {
            return .failure(.badResponse)
        }
        return .response(head, body: data ?? Data())
    }

    /// The response's status and header fields (sorted by name), or nil for a status outside 100…999.
    static func head(of response: HTTPURLResponse) -> HTTPResponse? {
        guard let status = HTTPResponse.Status(exactly: response.statusCode) else { return nil }
        var fields = HTTPFields()
        let named = response.allHeaderFields.compactMap { key, value -> (String, String)? in
            guard let name = key as? String, let value = value as? String else { return nil }
            return (name, value)
        }
        for (name, value) in named.sorted(by: { $0.0.lowercased() < $1.0.lowercased() }) {
            if let fieldName = HTTPField.Name(name) { fields.append(HTTPField(name: fieldName, value: value)) }
        }
        return HTTPResponse(status: status, headerFields: fields)
    }

    static func failure(for error: any Error) -> HTTPFailure {
        guard let error = error as? URLError else { return .badResponse }
        switch error.code {
        case .timedOut: return .timedOut
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet: return .cannotConnect
        case .networkConnectionLost: return .connectionLost
        case .badURL, .unsupportedURL: return .badRequest
        default: return .badResponse
        }
    }
}

/// One request in flight: its body so far, and the completion, called once.
private final class Exchange: @unchecked Sendable {
    // @unchecked: every stored `var` is only read and written under `lock`.
    private let lock = NSLock()
    private var completion: (@Sendable (HTTPOutcome) -> Void)?
    private var head: HTTPResponse?
    private var body = Data()

    init(completion: @escaping @Sendable (HTTPOutcome) -> Void) {
        self.completion = completion
    }

    func received(_ head: HTTPResponse) {
        lock.withLock { self.head = head }
    }

    func received(_ data: Data) {
        lock.withLock {
            if completion != nil { body.append(data) }
        }
    }

    /// The task ended.
    func completed(_ error: (any Error)?, response: URLResponse?) {
        let outcome: HTTPOutcome = lock.withLock {
            if let error { return .failure(URLSessionTransport.failure(for: error)) }
            if let head { return .response(head, body: body) }
            return URLSessionTransport.outcome(data: body, response: response, error: nil)
        }
        _ = finish(outcome)
    }

    /// Calls the completion with `outcome` unless it was called already (true when it was not).
    @discardableResult
    func finish(_ outcome: HTTPOutcome) -> Bool {
        let taken: (@Sendable (HTTPOutcome) -> Void)? = lock.withLock {
            defer { completion = nil; body = Data() }
            return completion
        }
        guard let taken else { return false }
        taken(outcome)
        return true
    }
}

/// The session's delegate: each task's bytes to its ``Exchange``, redirects never followed.
private final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // @unchecked: `exchanges` is only read and written under `lock`.
    private let lock = NSLock()
    private var exchanges: [Int: Exchange] = [:]

    func begin(_ task: Int, _ exchange: Exchange) {
        lock.withLock { exchanges[task] = exchange }
    }

    private func exchange(_ task: URLSessionTask) -> Exchange? {
        lock.withLock { exchanges[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        guard let exchange = exchange(dataTask), let http = response as? HTTPURLResponse,
            let head = URLSessionTransport.head(of: http)
        else {
            return completionHandler(.allow)
        }
        exchange.received(head)
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        exchange(dataTask)?.received(data)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let exchange = lock.withLock { exchanges.removeValue(forKey: task.taskIdentifier) }
        exchange?.completed(error, response: task.response)
    }
}

/// The transport's one `URLSession`, made when first asked for.
private final class LazySession: @unchecked Sendable {
    // @unchecked: `made` is only read and written under `lock`.
    private let lock = NSLock()
    private let timeout: TimeInterval
    private var made: (session: URLSession, delegate: SessionDelegate)?

    init(timeout: TimeInterval) {
        self.timeout = timeout
    }

    deinit {
        made?.session.invalidateAndCancel()
    }

    var session: (session: URLSession, delegate: SessionDelegate) {
        lock.withLock {
            if let made { return made }
            let configuration = URLSessionConfiguration.ephemeral
            configuration.httpCookieStorage = nil
            configuration.urlCache = nil
            configuration.httpShouldSetCookies = false
            configuration.timeoutIntervalForRequest = timeout
            let delegate = SessionDelegate()
            let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
            made = (session, delegate)
            return (session, delegate)
        }
    }
}

extension HTTPResponse.Status {
    /// The status with this code, or nil outside 100…999.
    init?(exactly code: Int) {
        guard (100...999).contains(code) else { return nil }
        self.init(code: code)
    }
}
