import Foundation

/// Reads one HTTP/1.1 request from a connection: the request line and header fields (at most
/// 64 KiB, else 431), then a `Content-Length` body (at most 1 MiB, else 413). Anything that is
/// not HTTP/1.x with an origin-form or absolute-form target, well-formed fields and at most one
/// length is 400; a chunked body is 411 (send its length).
struct RequestReader {
    static let headLimit = 64 * 1024
    static let bodyLimit = 1 << 20

    enum Outcome {
        case request(LoopbackAdServer.Request)
        /// Refused before the request was read whole; the rest of it may still be arriving.
        case refused(Response)
        /// The client went away (or stalled) before sending a whole request head.
        case closed
    }

    let connection: Socket

    func read() -> Outcome {
        var buffer: [UInt8] = []
        var headEnd: Int?
        while headEnd == nil {
            let chunk = connection.receive(upTo: 16 * 1024)
            guard !chunk.isEmpty else {
                return buffer.isEmpty ? .closed : .refused(.text(400, "The request ended before its header fields did."))
            }
            buffer += chunk
            headEnd = Self.endOfHead(in: buffer)
            if headEnd == nil, buffer.count > Self.headLimit {
                return .refused(.text(431, "The request line and header fields exceed \(Self.headLimit) bytes."))
            }
        }
        guard let headEnd, headEnd <= Self.headLimit else {
            return .refused(.text(431, "The request line and header fields exceed \(Self.headLimit) bytes."))
        }
        let head: Head
        switch Self.parseHead(buffer[..<headEnd]) {
        case .success(let parsed): head = parsed
        case .failure(let refusal): return .refused(refusal.response)
        }
        if head.expectsContinue, head.length > 0 {
            connection.send(Response(status: 100).interimBytes)
        }
        var body = Array(buffer[(headEnd + 4)...])
        while body.count < head.length {
            let chunk = connection.receive(upTo: min(64 * 1024, head.length - body.count))
            guard !chunk.isEmpty else { return .refused(.text(400, "The body ended after \(body.count) of its \(head.length) bytes.")) }
            body += chunk
        }
        let request = LoopbackAdServer.Request(
            method: head.method, target: head.target, headers: head.headers, body: Data(body.prefix(head.length)))
        return .request(request)
    }

    /// The index of the `\r\n\r\n` that ends the head, if it has arrived.
    static func endOfHead(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }

    struct Head {
        var method: String
        var target: String
        var headers: [LoopbackAdServer.Header]
        var length: Int
        var expectsContinue: Bool
    }

    struct Refusal: Error {
        var response: Response
        static func bad(_ reason: String) -> Refusal { Refusal(response: .text(400, reason)) }
    }

    static func parseHead(_ bytes: ArraySlice<UInt8>) -> Result<Head, Refusal> {
        guard let text = String(bytes: bytes, encoding: .utf8) else { return .failure(.bad("The request head is not UTF-8.")) }
        let lines = text.components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy({ $0.isLetter && $0.isUppercase }),
            parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0",
            let target = originForm(of: String(parts[1]))
        else { return .failure(.bad("The request line is not `METHOD /target HTTP/1.1`.")) }
        var headers: [LoopbackAdServer.Header] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { return .failure(.bad("A header field has no colon.")) }
            let name = String(line[..<colon])
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && !$0.isWhitespace }) else {
                return .failure(.bad("A header field's name is empty or holds white space."))
            }
            headers.append(.init(name, line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        let named = { (wanted: String) in headers.filter { $0.name.lowercased() == wanted }.map(\.value) }
        if !named("transfer-encoding").isEmpty {
            return .failure(Refusal(response: .text(411, "Chunked bodies are not read here; send a Content-Length.")))
        }
        let lengths = Set(named("content-length"))
        guard lengths.count <= 1 else { return .failure(.bad("The request has conflicting Content-Length fields.")) }
        var length = 0
        if let declared = lengths.first {
            guard !declared.isEmpty, declared.allSatisfy(\.isASCII), declared.allSatisfy(\.isNumber), let value = Int(declared) else {
                return .failure(.bad("Content-Length is not a number."))
            }
            guard value <= bodyLimit else {
                return .failure(Refusal(response: .text(413, "The body (\(declared) bytes) exceeds \(bodyLimit) bytes.")))
            }
            length = value
        }
        let expects = named("expect").contains { $0.lowercased() == "100-continue" }
        return .success(Head(method: String(parts[0]), target: target, headers: headers, length: length, expectsContinue: expects))
    }

    /// `/path?query` from an origin-form target, or from an absolute-form one (`http://host/path`).
    static func originForm(of target: String) -> String? {
        if target.hasPrefix("/") { return target }
        guard let scheme = target.range(of: "://"), target.lowercased().hasPrefix("http") else { return nil }
        let rest = target[scheme.upperBound...]
        guard let slash = rest.firstIndex(of: "/") else { return "/" }
        return String(rest[slash...])
    }
}

extension Response {
    /// `HTTP/1.1 100 Continue` and nothing else: the go-ahead for a body sent after `Expect`.
    var interimBytes: [UInt8] {
        Array("HTTP/1.1 \(status) \(Self.reason(for: status))\r\n\r\n".utf8)
    }
}
