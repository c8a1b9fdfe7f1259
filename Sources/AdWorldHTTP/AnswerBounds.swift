import Dispatch
import Foundation
import HTTPTypes

/// How much a live recording lets a server send, and for how long: what keeps a hostile or broken
/// server (a gzip bomb, an endless body, a tracker that drips one byte a second) from taking the
/// recording's memory or time.
///
/// One value is shared by every request of a recording (``BoundedTransport/init(bounds:)``).
/// The first answer past a bound stops that answer (the connection is cancelled, nothing more is
/// read), sets ``refusal`` to a sentence naming the server, and every later request fails at once
/// without a socket: the recording is refused with that sentence rather than stored.
///
/// ```swift
/// let bounds = AnswerBounds(.live)
/// let transport = BoundedTransport(bounds: bounds)
/// // … after a session:
/// bounds.refusal   // "the server http://127.0.0.1:53124 sent more than 786432 bytes (after decoding) in answer to POST /openrtb2/auction, more than a fixture holds in one answer"
/// ```
public final class AnswerBounds: @unchecked Sendable {
    // @unchecked: `refusal` and `started` are only read and written under `lock`.

    /// The bounds, in bytes and seconds.
    public struct Limits: Sendable, Equatable {
        /// The most bytes of one answer's body, after any content coding is undone (and so also
        /// on the wire: a coding never makes a body bigger than a few bytes past its decoded size).
        public var bodyBytes: Int
        /// The most bytes of a tracker's answer (a `GET` whose answer is not a document: an image, no
        /// type at all). Nobody reads a pixel's body; a tracker sending more is not one.
        public var trackerBytes: Int
        /// The most seconds one answer may take, from the request to its last byte.
        public var answerSeconds: Double
        /// The most seconds all of a recording's answers may take together.
        public var totalSeconds: Double
        /// The most header fields of one answer (its interim 1xx answers' included).
        public var headerFields: Int
        /// The most bytes of one answer's header lines, status lines included.
        public var headerBytes: Int

        public init(
            bodyBytes: Int, trackerBytes: Int, answerSeconds: Double, totalSeconds: Double, headerFields: Int = 256,
            headerBytes: Int = 64 << 10
        ) {
            self.bodyBytes = bodyBytes
            self.trackerBytes = trackerBytes
            self.answerSeconds = answerSeconds
            self.totalSeconds = totalSeconds
            self.headerFields = headerFields
            self.headerBytes = headerBytes
        }

        /// A recording's bounds: a body of at most 768 KiB (so that even as base64 it stays inside
        /// a fixture's 1 MiB string, `FixtureLimits.stringLength`), a tracker's at most 16 KiB,
        /// 10 s an answer and 40 s in all (inside the 60 s a recording session is given), at most
        /// 256 header fields and 64 KiB of header lines an answer (an ad server sends a few dozen;
        /// 100,000 fields took seconds to read and were stored as a lost connection).
        public static let live = Limits(bodyBytes: 768 << 10, trackerBytes: 16 << 10, answerSeconds: 10, totalSeconds: 40)
    }

    public let limits: Limits
    private let lock = NSLock()
    private var refused: String?
    private var started: UInt64?

    public init(_ limits: Limits = .live) {
        self.limits = limits
    }

    /// Why the recording must not be stored: the first bound an answer went past, as a sentence
    /// naming the server and the request. Nil while every answer kept inside the bounds.
    public var refusal: String? {
        lock.withLock { refused }
    }

    /// Records the first refusal; later ones are consequences of it.
    func refuse(_ reason: String) {
        lock.withLock { if refused == nil { refused = reason } }
    }

    /// The seconds `call` may take: the answer's bound or what is left of the recording's, or nil
    /// when the recording is already refused or its time is spent (which then refuses it).
    func allowance(for call: HTTPCall) -> Double? {
        let now = DispatchTime.now().uptimeNanoseconds
        return lock.withLock { () -> Double? in
            if refused != nil { return nil }
            let start = started ?? now
            started = start
            let left = limits.totalSeconds - Double(now - start) / 1e9
            guard left > 0 else {
                refused =
                    "the server at \(Self.origin(of: call)) and the others this recording asked took more than \(Self.seconds(limits.totalSeconds)) s in all, the time a recording may spend waiting for answers (at \(Self.request(call)))"
                return nil
            }
            return min(limits.answerSeconds, left)
        }
    }

    /// The most bytes of the body answering `call` with `response`.
    func bodyLimit(for call: HTTPCall, response: HTTPResponse) -> Int {
        Self.isTracker(call, response) ? limits.trackerBytes : limits.bodyBytes
    }

    /// A `GET` without a body whose answer is not a document (JSON, XML, HTML, text, a script): a
    /// tracker's pixel, a 204, a redirect.
    static func isTracker(_ call: HTTPCall, _ response: HTTPResponse) -> Bool {
        guard call.head.method == .get, call.body.isEmpty else { return false }
        let type = (response.headerFields[.contentType] ?? "").lowercased()
        let documents = ["json", "xml", "html", "text/", "javascript"]
        return !documents.contains { type.contains($0) }
    }

    /// The sentence for an answer whose body went past `limit` bytes.
    func tooLarge(_ call: HTTPCall, limit: Int, tracker: Bool, declared: Bool) -> String {
        let what =
            declared ? "declared a body of more than \(limit) bytes (Content-Length)" : "sent more than \(limit) bytes (after decoding)"
        let why = tracker ? "more than a tracker's answer may be (nobody reads a pixel's body)" : "more than a fixture holds in one answer"
        return "the server at \(Self.origin(of: call)) \(what) in answer to \(Self.request(call)), \(why)"
    }

    /// The sentence for an answer whose head went past the header bounds.
    func tooManyHeaderFields(_ call: HTTPCall) -> String {
        "the server at \(Self.origin(of: call)) sent more than \(limits.headerFields) header fields or \(limits.headerBytes) bytes of header "
            + "in answer to \(Self.request(call)), more than an answer may have"
    }

    /// The sentence for an answer that is not HTTP/1.x: nothing a client did could cause it.
    func notHTTP(_ call: HTTPCall) -> String {
        "the server at \(Self.origin(of: call)) answered \(Self.request(call)) with something that is not an HTTP/1.x answer "
            + "(no status line, as in HTTP/0.9, or another protocol)"
    }

    /// The sentence for an answer whose body was framed or encoded wrongly: the server's fault.
    func malformedBody(_ call: HTTPCall) -> String {
        "the server at \(Self.origin(of: call)) answered \(Self.request(call)) with a body it framed or encoded wrongly "
            + "(a malformed chunk, or a Content-Encoding whose bytes do not decode)"
    }

    /// The sentence for an answer that did not finish in `seconds`.
    func tooSlow(_ call: HTTPCall, seconds: Double) -> String {
        if seconds < limits.answerSeconds {
            return
                "the server at \(Self.origin(of: call)) and the others this recording asked took more than \(Self.seconds(limits.totalSeconds)) s in all, the time a recording may spend waiting for answers (at \(Self.request(call)))"
        }
        return
            "the server at \(Self.origin(of: call)) did not finish its answer to \(Self.request(call)) within \(Self.seconds(seconds)) s (an answer that never ends, or drips)"
    }

    /// `http://127.0.0.1:53124`: where the request went (after routing), without its path.
    static func origin(of call: HTTPCall) -> String {
        "\(call.head.scheme ?? "http")://\(call.head.authority ?? "")"
    }

    /// `POST /openrtb2/auction`, without the query (which may hold what a fixture must not).
    static func request(_ call: HTTPCall) -> String {
        let path = call.head.path ?? "/"
        return "\(call.head.method) \(path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? path)"
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
