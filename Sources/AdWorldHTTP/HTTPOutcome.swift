import Foundation
import HTTPTypes

/// What an HTTP request came to: a response (any status, with its body's bytes) or a failure
/// to get one.
///
/// ```swift
/// HTTPOutcome.response(HTTPResponse(status: .noContent), body: Data()).description   // "204 No Content"
/// HTTPOutcome.failure(.timedOut).description                                          // "failure timedOut"
/// ```
public enum HTTPOutcome: Hashable, Sendable, Codable, CustomStringConvertible {
    case response(HTTPResponse, body: Data)
    case failure(HTTPFailure)

    /// The response's status code, or nil for a failure.
    public var statusCode: Int? {
        if case .response(let head, _) = self { head.status.code } else { nil }
    }

    public var description: String {
        switch self {
        case .response(let head, let body):
            body.isEmpty ? "\(head.status)" : "\(head.status) (\(body.count) bytes)"
        case .failure(let failure):
            "failure \(failure)"
        }
    }
}

/// Why an HTTP request got no response.
public enum HTTPFailure: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// Nothing came back in the transport's time.
    case timedOut
    /// No connection could be opened (refused, unknown host, no route).
    case cannotConnect
    /// The connection closed before the whole response arrived.
    case connectionLost
    /// What came back was not an HTTP response.
    case badResponse
    /// The request could not be sent as given (no URL, a URL the transport does not speak).
    case badRequest

    public var description: String { rawValue }
}
