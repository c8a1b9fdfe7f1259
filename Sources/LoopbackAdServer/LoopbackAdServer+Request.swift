import Foundation

extension LoopbackAdServer {
    /// One request as the server read it: method, request target, header fields in the order
    /// sent, and body.
    ///
    /// ```swift
    /// let request = server.requests[0]
    /// request.method               // "POST"
    /// request.target               // "/openrtb2/auction"
    /// request["content-type"]      // "application/json"
    /// ```
    public struct Request: Sendable, Hashable, CustomStringConvertible {
        /// `GET`, `POST`, as sent.
        public var method: String
        /// The path and query, as sent (`/vast/b1?depth=2`).
        public var target: String
        /// The header fields in the order sent.
        public var headers: [Header]
        /// The body's bytes (empty without `Content-Length`).
        public var body: Data

        /// A request as a test or a tool would write it down; the server builds its own.
        public init(method: String, target: String, headers: [Header] = [], body: Data = Data()) {
            self.method = method
            self.target = target
            self.headers = headers
            self.body = body
        }

        /// The target up to its `?`.
        public var path: String {
            String(target.prefix { $0 != "?" })
        }

        /// The value of the first header field named `name`, in any case.
        public subscript(name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }

        /// `METHOD target`, and the body's size when there is one: `POST /openrtb2/auction (212 bytes)`.
        public var description: String {
            body.isEmpty ? "\(method) \(target)" : "\(method) \(target) (\(body.count) bytes)"
        }
    }

    /// One header field, its name spelled as sent.
    ///
    /// ```swift
    /// LoopbackAdServer.Header("Content-Type", "application/json").name   // "Content-Type"
    /// ```
    public struct Header: Sendable, Hashable {
        public var name: String
        public var value: String

        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }
}
