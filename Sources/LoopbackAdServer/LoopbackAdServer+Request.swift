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
        public var method: String
        /// The path and query, as sent (`/vast/b1?depth=2`).
        public var target: String
        public var headers: [Header]
        public var body: Data

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

        public var description: String {
            body.isEmpty ? "\(method) \(target)" : "\(method) \(target) (\(body.count) bytes)"
        }
    }

    /// One header field, name as sent.
    public struct Header: Sendable, Hashable {
        public var name: String
        public var value: String

        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }
}
