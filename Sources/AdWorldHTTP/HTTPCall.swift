import Foundation
import HTTPTypes

/// One HTTP request as an SDK sends it through its ``HTTPTransport``: the head (method, URL,
/// header fields) and the body's bytes.
///
/// ```swift
/// var head = HTTPRequest(method: .post, scheme: "https", authority: "ads.osprey.example", path: "/openrtb2/auction")
/// head.headerFields[.contentType] = "application/json"
/// let call = HTTPCall(head, body: Data(#"{"id":"1"}"#.utf8))
/// call.description   // "POST https://ads.osprey.example/openrtb2/auction (10 bytes)"
/// ```
public struct HTTPCall: Hashable, Sendable, Codable, CustomStringConvertible {
    public var head: HTTPRequest
    public var body: Data

    public init(_ head: HTTPRequest, body: Data = Data()) {
        self.head = head
        self.body = body
    }

    /// A GET of `url` with no body and no header fields, as a tracker ping is sent; nil when
    /// `url` has no scheme or host.
    public init?(get url: URL) {
        guard url.scheme != nil, url.host != nil else { return nil }
        self.init(HTTPRequest(method: .get, url: url))
    }

    /// `scheme://authority/path?query`, as the request head says.
    public var url: String {
        "\(head.scheme ?? "http")://\(head.authority ?? "")\(head.path ?? "/")"
    }

    public var description: String {
        body.isEmpty ? "\(head.method) \(url)" : "\(head.method) \(url) (\(body.count) bytes)"
    }
}
