import AdReplay
import AdWorldHTTP
import Foundation
import HTTPTypes

/// How an HTTP exchange is stored in a timeline: the parts of a HAR entry, flat, so that
/// ``FixtureLayout``'s one-field-a-line spreading reaches the fields of a JSON body.
///
/// ```json
/// {"at":   120, "sdk": "osprey", "request": "POST https://ads.osprey.example/openrtb2/auction",
///       "headers": [["content-type", "application/json"]],
///       "body": {
///         "id": "r1",
///         "imp": [{"id": "1", "tagid": "home-top"}]
///       },
///       "answer": 200,
///       "answerHeaders": [["content-type", "application/json"]],
///       "answerBody": {"id": "r1", "seatbid": […]},
///       "latency": 120}
/// ```
///
/// `request` is the method and URL; `headers` the kept header fields as ordered name/value
/// pairs; `body` a JSON object or list as JSON, text as a string, anything else base64 with
/// `"bodyEncoding": "base64"`. `answer` is the status code, or the failure's name (`"timedOut"`);
/// the response's fields follow as `answerHeaders`, `answerBody`, `answerBodyEncoding`.
/// `latency` is left out when the answer came inside the request's call. Empty parts are left
/// out. Fields come in this order and no other is read.
enum HTTPExchangeForm {
    typealias Member = JSONValue.Member

    static let keys = [
        "request", "headers", "body", "bodyEncoding", "answer", "answerHeaders", "answerBody", "answerBodyEncoding", "latency",
    ]

    /// The stored fields of an exchange, or an error saying why it cannot be stored.
    static func members(_ call: HTTPCall, _ outcome: HTTPOutcome, latency: Int) throws -> [Member] {
        guard let scheme = call.head.scheme, let authority = call.head.authority, let path = call.head.path else {
            throw Unstorable(description: "the request \(call) has no scheme, authority or path, so it cannot be stored as a URL")
        }
        var members = [Member(key: "request", value: .string("\(call.head.method.rawValue) \(scheme)://\(authority)\(path)"))]
        members += stored(call.head.headerFields, body: call.body, prefix: "", bodyKey: "body")
        switch outcome {
        case .response(let head, let body):
            members.append(Member(key: "answer", value: .int(head.status.code)))
            members += stored(head.headerFields, body: body, prefix: "answer", bodyKey: "answerBody")
        case .failure(let failure):
            members.append(Member(key: "answer", value: .string(failure.rawValue)))
        }
        if latency != 0 { members.append(Member(key: "latency", value: .int(latency))) }
        return members
    }

    /// Why an exchange cannot be stored.
    struct Unstorable: Error, CustomStringConvertible {
        let description: String
    }

    private static func stored(_ fields: HTTPFields, body: Data, prefix: String, bodyKey: String) -> [Member] {
        var members: [Member] = []
        if !fields.isEmpty {
            let pairs = fields.map { JSONValue.array([.string($0.name.canonicalName), .string($0.value)]) }
            members.append(Member(key: prefix.isEmpty ? "headers" : "\(prefix)Headers", value: .array(pairs)))
        }
        if let stored = HTTPBody.stored(body, contentType: fields[.contentType]) {
            members.append(Member(key: bodyKey, value: stored.value))
            if stored.base64 { members.append(Member(key: "\(bodyKey)Encoding", value: .string("base64"))) }
        }
        return members
    }

    /// Reads the fields ``members(_:_:latency:)`` wrote (without `at` and `sdk`).
    static func exchange(from members: [Member]) throws(FieldReader.Problem) -> (request: HTTPCall, answer: HTTPOutcome, latency: Int) {
        var position = 0
        for member in members {
            guard let index = keys.firstIndex(of: member.key) else {
                throw FieldReader.Problem(message: "\"\(member.key)\" is not a field of an HTTP exchange (\(keys.joined(separator: ", ")))")
            }
            guard index >= position else { throw FieldReader.Problem(message: "\"\(member.key)\" is out of place or repeated") }
            position = index + 1
        }
        let fields = FieldReader(members)
        let head = try requestHead(fields.string("request"))
        var call = HTTPCall(head)
        call.head.headerFields = try headerFields(fields, "headers")
        call.body = try body(fields, "body")
        let outcome: HTTPOutcome
        switch try fields.json("answer") {
        case .int(let code):
            guard (100...999).contains(code) else {
                throw FieldReader.Problem(message: "\"answer\" is \(code), not a status code (100 to 999)")
            }
            var response = HTTPResponse(status: HTTPStatusText.status(code))
            response.headerFields = try headerFields(fields, "answerHeaders")
            outcome = .response(response, body: try body(fields, "answerBody"))
        case .string(let name):
            guard let failure = HTTPFailure(rawValue: name) else {
                throw FieldReader.Problem(
                    message:
                        "\"answer\" is \"\(name)\", not a status code or one of \(HTTPFailure.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            guard !fields.contains("answerHeaders"), !fields.contains("answerBody"), !fields.contains("answerBodyEncoding") else {
                throw FieldReader.Problem(message: "\"answer\" is the failure \(name), which has no headers or body")
            }
            outcome = .failure(failure)
        default:
            throw FieldReader.Problem(message: "\"answer\" is not a status code or a failure's name")
        }
        let latency = try fields.optionalInt("latency") ?? 0
        guard latency >= 0, fields.value("latency") != .int(0) else {
            throw FieldReader.Problem(message: "\"latency\" is \(latency), not a positive whole number of milliseconds (left out when 0)")
        }
        return (call, outcome, latency)
    }

    /// `POST https://host:8080/path?query` as a request head.
    private static func requestHead(_ line: String) throws(FieldReader.Problem) -> HTTPRequest {
        let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, let method = HTTPRequest.Method(String(parts[0])) else {
            throw FieldReader.Problem(message: "\"request\" is not a method and a URL (\"POST https://host/path\")")
        }
        let url = parts[1]
        guard !url.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }) else {
            throw FieldReader.Problem(message: "\"request\": the URL holds a space or a control character")
        }
        guard let separator = url.range(of: "://"), let initial = url.first, initial.isASCII, initial.isLetter,
            url[..<separator.lowerBound].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else {
            throw FieldReader.Problem(message: "\"request\": the URL has no scheme")
        }
        let afterScheme = url[separator.upperBound...]
        let pathStart = afterScheme.firstIndex { $0 == "/" || $0 == "?" } ?? afterScheme.endIndex
        let path = String(afterScheme[pathStart...])
        guard path.hasPrefix("/") else { throw FieldReader.Problem(message: "\"request\": the URL has no path") }
        let head = HTTPRequest(
            method: method, scheme: String(url[..<separator.lowerBound]),
            authority: String(afterScheme[..<pathStart]), path: path)
        guard "\(head.method.rawValue) \(head.scheme ?? "")://\(head.authority ?? "")\(head.path ?? "")" == line else {
            throw FieldReader.Problem(message: "\"request\" holds characters a request line cannot")
        }
        return head
    }

    /// The most header fields an exchange's request or response may hold: far more than any
    /// server sends, and well under swift-http-types' own limit of 65,535 (a trap, not an error).
    static let mostHeaderFields = 1_000

    private static func headerFields(_ fields: FieldReader, _ key: String) throws(FieldReader.Problem) -> HTTPFields {
        var headers = HTTPFields()
        if case .array(let pairs)? = fields.value(key), pairs.count > mostHeaderFields {
            throw FieldReader.Problem(
                message: "\"\(key)\" holds \(pairs.count) header fields, more than the \(mostHeaderFields) an exchange may hold")
        }
        guard
            let pairs = try fields.optionalList(
                key,
                { (value, path) throws(FieldReader.Problem) -> HTTPField in
                    guard case .array(let pair) = value, pair.count == 2, case .string(let name) = pair[0], case .string(let text) = pair[1]
                    else {
                        throw FieldReader.Problem(message: "\"\(path)\" is not a [name, value] pair of strings")
                    }
                    guard name == name.lowercased(), let fieldName = HTTPField.Name(name) else {
                        throw FieldReader.Problem(message: "\"\(path)\": \"\(name)\" is not a lowercase header field name")
                    }
                    let field = HTTPField(name: fieldName, value: text)
                    guard field.value == text else {
                        throw FieldReader.Problem(message: "\"\(path)\" holds characters a header field value cannot")
                    }
                    return field
                })
        else { return headers }
        guard !pairs.isEmpty else { throw FieldReader.Problem(message: "\"\(key)\" is empty; no header fields are left out") }
        headers.append(contentsOf: pairs)
        return headers
    }

    private static func body(_ fields: FieldReader, _ key: String) throws(FieldReader.Problem) -> Data {
        let encoding = try fields.optionalString("\(key)Encoding")
        guard encoding == nil || encoding == "base64" else {
            throw FieldReader.Problem(message: "\"\(key)Encoding\" is \"\(encoding ?? "")\", not base64")
        }
        guard let value = try fields.optionalJSON(key) else {
            if encoding != nil { throw FieldReader.Problem(message: "\"\(key)Encoding\" is given without \"\(key)\"") }
            return Data()
        }
        return try HTTPBody.read(value, base64: encoding != nil, key: key)
    }
}
