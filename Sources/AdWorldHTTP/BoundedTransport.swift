import CAdReplayCurl
import Dispatch
import Foundation
import HTTPTypes

/// The transport of a live recording against a real ad server: libcurl's easy interface, driven
/// on a thread of its own, with ``AnswerBounds`` kept inside libcurl's write step.
///
/// Foundation's `URLSession` on Linux cannot hold a body to a bound: it hands each decoded piece
/// to its delegate on another queue and never pauses libcurl, so a gzip bomb of 1 MiB was inflated
/// to hundreds of MiB before the delegate's cancel reached it (592 MiB measured). Here each piece is
/// counted as libcurl decodes it, and the first past the bound stops the transfer before the next
/// is decoded: no answer costs more memory than its bound and one piece (16 KiB).
///
/// Otherwise it answers as ``URLSessionTransport`` does: a redirect is an answer, never followed;
/// response header fields sorted by name (repeated ones joined with ", ", as Foundation joins
/// them); every content coding libcurl knows undone. It reaches IPv6 literals (`http://[::1]:8080`),
/// which Foundation's URLSession on Linux fails before opening a socket. It goes through the
/// proxy ``HTTPProxies`` chooses, and only that one: libcurl's own reading of the environment
/// is switched off. An answer that is not HTTP/1.x, or whose head is past the header bounds,
/// refuses the recording like any other bound.
///
/// ```swift
/// let bounds = AnswerBounds(.live)
/// let transport = BoundedTransport(bounds: bounds)
/// let outcome = await transport.send(call)   // a bomb: .failure(.badResponse)
/// bounds.refusal   // "the server at http://127.0.0.1:53124 sent more than 786432 bytes (after decoding) in answer to …"
/// ```
public struct BoundedTransport: HTTPTransport {
    public let bounds: AnswerBounds
    /// The proxies requests go through: the environment's, applied here rather than by libcurl.
    public let proxies: HTTPProxies

    /// `bounds`: what every answer may cost, shared by the requests of one recording; `proxies`:
    /// the proxies to reach servers through (by default the ones the process's environment names).
    public init(bounds: AnswerBounds, proxies: HTTPProxies = HTTPProxies(environment: ProcessInfo.processInfo.environment)) {
        self.bounds = bounds
        self.proxies = proxies
    }

    public func send(_ call: HTTPCall, completion: @escaping @Sendable (HTTPOutcome) -> Void) {
        // Only http and https reach libcurl: another scheme is the request's fault, so that an
        // unsupported protocol from libcurl is always the answer's.
        guard ["http", "https"].contains(call.head.scheme?.lowercased() ?? "") else { return completion(.failure(.badRequest)) }
        guard let seconds = bounds.allowance(for: call) else { return completion(.failure(.cannotConnect)) }
        let bounds = self.bounds
        let proxy = proxies.proxy(scheme: call.head.scheme ?? "http", host: Self.host(of: call.head.authority ?? ""))
        DispatchQueue.global().async {
            completion(Transfer(call: call, bounds: bounds).perform(seconds: seconds, proxy: proxy?.url ?? ""))
        }
    }

    /// The host of an authority (`user@host:port`, `[::1]:8080`), brackets kept.
    static func host(of authority: String) -> String {
        let hostAndPort = authority.lastIndex(of: "@").map { authority[authority.index(after: $0)...] } ?? Substring(authority)
        if hostAndPort.hasPrefix("["), let close = hostAndPort.firstIndex(of: "]") { return String(hostAndPort[...close]) }
        return String(hostAndPort.prefix { $0 != ":" })
    }
}

/// One request on the thread that performs it: the answer's head and body as libcurl delivers
/// them, and why it was stopped.
private final class Transfer {
    let call: HTTPCall
    let bounds: AnswerBounds
    private var status: Int?
    private var fields: [(name: String, value: String)] = []
    private var head: HTTPResponse?
    private var body = Data()
    private var limit = Int.max
    private var tracker = false
    /// Header fields and bytes read so far, for the header bounds.
    private var headerLines = 0
    private var headerBytes = 0
    /// Why a callback stopped the transfer: the sentence that refuses the recording.
    private var refusal: String?

    init(call: HTTPCall, bounds: AnswerBounds) {
        self.call = call
        self.bounds = bounds
    }

    func perform(seconds: Double, proxy: String) -> HTTPOutcome {
        let headers = call.head.headerFields.map { "\($0.name.rawName): \($0.value)" } + ["Expect:"]
        let method = call.head.method.rawValue
        let result: adreplay_curl_result = withCStrings(headers) { lines in
            call.body.withUnsafeBytes { body in
                adreplay_curl_perform(
                    call.url, method, lines, headers.count, body.baseAddress, body.count,
                    max(1, Int((seconds * 1000).rounded(.up))), proxy, Unmanaged.passUnretained(self).toOpaque(),
                    { context, data, length in context.map { Transfer.from($0).header(data, length) } ?? 0 },
                    { context, data, length in context.map { Transfer.from($0).piece(data, length) } ?? 0 })
            }
        }
        if let refusal {
            bounds.refuse(refusal)
            return .failure(.badResponse)
        }
        switch result {
        case adreplay_curl_ok, adreplay_curl_stopped:
            guard let head else { return .failure(.badResponse) }
            return .response(head, body: body)
        case adreplay_curl_timed_out:
            bounds.refuse(bounds.tooSlow(call, seconds: seconds))
            return .failure(.timedOut)
        case adreplay_curl_not_http:
            bounds.refuse(bounds.notHTTP(call))
            return .failure(.badResponse)
        case adreplay_curl_malformed_body:
            bounds.refuse(bounds.malformedBody(call))
            return .failure(.badResponse)
        case adreplay_curl_cannot_connect: return .failure(.cannotConnect)
        case adreplay_curl_connection_lost: return .failure(.connectionLost)
        case adreplay_curl_bad_request: return .failure(.badRequest)
        default: return .failure(.badResponse)
        }
    }

    /// The transfer `perform` handed libcurl, which hands it back for as long as `perform` runs.
    private static func from(_ context: UnsafeMutableRawPointer) -> Transfer {
        Unmanaged<Transfer>.fromOpaque(UnsafeRawPointer(context)).takeUnretainedValue()
    }

    /// One header line: a status line starts a head (an interim 1xx answer's too), a field adds
    /// to it, the empty line ends it. A declared length past the bound stops the transfer.
    private func header(_ data: UnsafePointer<CChar>?, _ length: Int) -> Int {
        guard let data else { return length }
        let line = String(decoding: UnsafeRawBufferPointer(start: data, count: length), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        // Every line counts toward the bytes; every line but a status line or a head's end
        // toward the fields (interim answers' too: what was read is what it cost).
        headerBytes += length
        if !line.isEmpty, !line.hasPrefix("HTTP/") { headerLines += 1 }
        guard headerLines <= bounds.limits.headerFields, headerBytes <= bounds.limits.headerBytes else {
            refusal = bounds.tooManyHeaderFields(call)
            return 0
        }
        if line.hasPrefix("HTTP/") {
            let parts = line.split(separator: " ", maxSplits: 2)
            status = parts.count > 1 ? Int(parts[1]) : nil
            fields = []
            head = nil
        } else if !line.isEmpty, let colon = line.firstIndex(of: ":") {
            let name = String(line[..<colon]).trimmingCharacters(in: .whitespaces)
            let value = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            if let index = fields.firstIndex(where: { $0.name == name }) {
                fields[index].value += ", " + value
            } else {
                fields.append((name, value))
            }
        } else if line.isEmpty, let code = status, code >= 200 {
            // A status past 999 is no HTTP answer: read no further (`.badResponse`, as Foundation says).
            guard let status = HTTPResponse.Status(exactly: code) else { return 0 }
            var headerFields = HTTPFields()
            for (name, value) in fields.sorted(by: { $0.name.lowercased() < $1.name.lowercased() }) {
                if let fieldName = HTTPField.Name(name) { headerFields.append(HTTPField(name: fieldName, value: value)) }
            }
            let response = HTTPResponse(status: status, headerFields: headerFields)
            head = response
            limit = bounds.bodyLimit(for: call, response: response)
            tracker = AnswerBounds.isTracker(call, response)
            if let declared = response.headerFields[.contentLength].flatMap({ Int($0) }), declared > limit {
                refusal = bounds.tooLarge(call, limit: limit, tracker: tracker, declared: true)
                return 0
            }
        }
        return length
    }

    /// One piece of the decoded body: kept, or past the bound (stops the transfer).
    private func piece(_ data: UnsafePointer<CChar>?, _ length: Int) -> Int {
        guard let data else { return length }
        guard body.count + length <= limit else {
            refusal = bounds.tooLarge(call, limit: limit, tracker: tracker, declared: false)
            body = Data()
            return 0
        }
        body.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: length)
        return length
    }
}

/// `strings` as a C array of C strings, for the duration of `body`.
private func withCStrings<Result>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> Result) -> Result {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    let pointers = copies.map { UnsafePointer($0) }
    return pointers.withUnsafeBufferPointer { buffer in
        // A count of zero is never read: an empty buffer's base address may be nil.
        guard let base = buffer.baseAddress else {
            return withUnsafePointer(to: Optional<UnsafePointer<CChar>>.none) { body($0) }
        }
        return body(base)
    }
}
