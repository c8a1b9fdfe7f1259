/// One answer the server writes: a status, header fields in a fixed order, a body. Serialized
/// with `Content-Length` (except where a body is forbidden) and `Connection: close` last, and no
/// `Date`, so the same answer is the same bytes.
struct Response: Sendable, Equatable {
    var status: Int
    var headers: [LoopbackAdServer.Header]
    var body: [UInt8]

    init(status: Int, headers: [LoopbackAdServer.Header] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A seeded server's answer: `Content-Type` (when there is a body), then `Simulated-Latency`.
    static func answer(_ status: Int, _ contentType: String? = nil, _ body: [UInt8] = [], latency: Int) -> Response {
        var headers: [LoopbackAdServer.Header] = []
        if let contentType, !body.isEmpty { headers.append(.init("Content-Type", contentType)) }
        headers.append(.init("Simulated-Latency", String(latency)))
        return Response(status: status, headers: headers, body: body)
    }

    /// A refusal or a failure, with its reason as a line of text (and a latency when seeded).
    static func text(_ status: Int, _ reason: String, latency: Int? = nil) -> Response {
        var response = Response(
            status: status, headers: [.init("Content-Type", "text/plain; charset=utf-8")], body: Array((reason + "\n").utf8))
        if let latency { response.headers.append(.init("Simulated-Latency", String(latency))) }
        return response
    }

    /// 1xx, 204 and 304 carry no body and no `Content-Length`.
    private var forbidsBody: Bool { status < 200 || status == 204 || status == 304 }

    var bytes: [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reason(for: status))\r\n"
        for header in headers { head += "\(header.name): \(header.value)\r\n" }
        if !forbidsBody { head += "Content-Length: \(body.count)\r\n" }
        head += "Connection: close\r\n\r\n"
        return Array(head.utf8) + (forbidsBody ? [] : body)
    }

    static func reason(for status: Int) -> String {
        switch status {
        case 100: "Continue"
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 303: "See Other"
        case 304: "Not Modified"
        case 307: "Temporary Redirect"
        case 308: "Permanent Redirect"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "Status \(status)"
        }
    }
}
