import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HTTPTypes

/// The live transport: Foundation's `URLSession`, with an ephemeral configuration (no cookies, no
/// cache, no credentials kept between requests) so that one request never depends on an earlier
/// session's.
///
/// Response header fields come back sorted by name: Foundation hands them over as a dictionary,
/// whose order changes from run to run, and a recording must not.
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
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = call.head.method.rawValue
        for field in call.head.headerFields {
            request.addValue(field.value, forHTTPHeaderField: field.name.rawName)
        }
        if !call.body.isEmpty { request.httpBody = call.body }
        sessions.session.dataTask(with: request) { data, response, error in
            completion(Self.outcome(data: data, response: response, error: error))
        }.resume()
    }

    static func outcome(data: Data?, response: URLResponse?, error: (any Error)?) -> HTTPOutcome {
        if let error {
            return .failure(failure(for: error))
        }
        guard let response = response as? HTTPURLResponse, let status = HTTPResponse.Status(exactly: response.statusCode) else {
            return .failure(.badResponse)
        }
        var fields = HTTPFields()
        let named = response.allHeaderFields.compactMap { key, value -> (String, String)? in
            guard let name = key as? String, let value = value as? String else { return nil }
            return (name, value)
        }
        for (name, value) in named.sorted(by: { $0.0.lowercased() < $1.0.lowercased() }) {
            if let fieldName = HTTPField.Name(name) { fields.append(HTTPField(name: fieldName, value: value)) }
        }
        return .response(HTTPResponse(status: status, headerFields: fields), body: data ?? Data())
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

/// The transport's one `URLSession`, made when first asked for.
private final class LazySession: @unchecked Sendable {
    // @unchecked: `made` is only read and written under `lock`.
    private let lock = NSLock()
    private let timeout: TimeInterval
    private var made: URLSession?

    init(timeout: TimeInterval) {
        self.timeout = timeout
    }

    var session: URLSession {
        lock.withLock {
            if let made { return made }
            let configuration = URLSessionConfiguration.ephemeral
            configuration.httpCookieStorage = nil
            configuration.urlCache = nil
            configuration.httpShouldSetCookies = false
            configuration.timeoutIntervalForRequest = timeout
            let session = URLSession(configuration: configuration)
            made = session
            return session
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
