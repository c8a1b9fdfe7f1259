import AdWorldHTTP
import Dispatch
import Foundation
import HTTPTypes
import Testing

/// A live recording against a hostile server (issue 36, the hostile round): every answer stops at
/// its bound, in bytes and seconds, and the bounds name the server as the cause.
@Suite struct BoundedTransportTests {
    static let small = AnswerBounds.Limits(bodyBytes: 64 << 10, trackerBytes: 1 << 10, answerSeconds: 2, totalSeconds: 4)
    /// The same byte bounds with time to spare, for the tests of a byte bound: on a busy machine
    /// (the whole suite runs in parallel) 2 s of wall time can pass before 1 KiB arrives, and the
    /// time bound would then speak first.
    static let smallBytes = AnswerBounds.Limits(bodyBytes: 64 << 10, trackerBytes: 1 << 10, answerSeconds: 30, totalSeconds: 60)

    private func auction(_ origin: String) -> HTTPCall {
        var head = HTTPRequest(method: .post, scheme: "https", authority: "ads.osprey.example", path: "/openrtb2/auction?key=k")
        head.headerFields[.contentType] = "application/json"
        return RoutedTransport(URLSessionTransport(), routes: ["ads.osprey.example": origin]).routed(
            HTTPCall(head, body: Data(#"{"id":"1"}"#.utf8)))
    }

    /// The outcome and the seconds until the transport called back, timed on the transport's own
    /// thread: a test blocked on a semaphore, so a busy test run's task pool cannot add to the time.
    private func send(_ call: HTTPCall, bounds: AnswerBounds) -> (HTTPOutcome, seconds: Double) {
        let started = DispatchTime.now().uptimeNanoseconds
        let arrived = Arrived()
        BoundedTransport(bounds: bounds).send(call) { outcome in
            arrived.set(outcome, seconds: Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9)
        }
        return arrived.wait()
    }

    @Test func aGzipBomb_stopsAtTheBodyBound_afterDecoding_namingTheServer() throws {
        let bomb = HostileServer.gzipOfZeros(258 * 40_000 + 1)  // about 10 MiB of zeros in about 64 KiB
        let server = try #require(
            HostileServer { write in
                // No Content-Length: the body ends when the connection does, so only decoding can tell its size.
                _ = write(HostileServer.head("200 OK", ["Content-Type: application/json", "Content-Encoding: gzip"]))
                _ = write(bomb)
            })
        defer { withExtendedLifetime(server) {} }
        let bounds = AnswerBounds(Self.smallBytes)
        let (outcome, seconds) = send(auction(server.origin), bounds: bounds)
        #expect(outcome == .failure(.badResponse))
        #expect(
            bounds.refusal
                == "the server at \(server.origin) sent more than 65536 bytes (after decoding) in answer to POST /openrtb2/auction, more than a fixture holds in one answer"
        )
        #expect(seconds < 8, "a 10 MiB bomb decoded in full, or read past its bound")  // slack for a busy machine
    }

    @Test func anEndlessBody_stopsAtTheBound() throws {
        let server = try #require(
            HostileServer { write in
                guard write(HostileServer.head("200 OK", ["Content-Type: text/xml"])) else { return }
                let chunk = [UInt8](repeating: 0x41, count: 16 << 10)
                while write(chunk) {}
            })
        let bounds = AnswerBounds(Self.smallBytes)
        let (outcome, _) = send(auction(server.origin), bounds: bounds)
        #expect(outcome == .failure(.badResponse))
        #expect(
            bounds.refusal?.hasPrefix("the server at \(server.origin) sent more than 65536 bytes (after decoding)") == true,
            "\(bounds.refusal ?? "nil")")
    }

    @Test func aDeclaredLengthPastTheBound_isRefusedBeforeTheBody() throws {
        let server = try #require(
            HostileServer { write in
                guard write(HostileServer.head("200 OK", ["Content-Type: application/json", "Content-Length: 209715200"])) else { return }
                _ = write([UInt8](repeating: 0x20, count: 4096))
                Thread.sleep(forTimeInterval: 3)
            })
        defer { withExtendedLifetime(server) {} }
        let bounds = AnswerBounds(Self.smallBytes)
        let (outcome, _) = send(auction(server.origin), bounds: bounds)
        #expect(outcome == .failure(.badResponse))
        #expect(
            bounds.refusal
                == "the server at \(server.origin) declared a body of more than 65536 bytes (Content-Length) in answer to POST /openrtb2/auction, more than a fixture holds in one answer"
        )
    }

    @Test func aTrackerBody_isNeverReadPastItsSmallBound() throws {
        let server = try #require(
            HostileServer { write in
                guard write(HostileServer.head("200 OK", ["Content-Type: image/gif"])) else { return }
                while write([UInt8](repeating: 0x47, count: 512)) {}
            })
        let bounds = AnswerBounds(Self.smallBytes)
        let call = try #require(HTTPCall(get: URL(string: "\(server.origin)/t/imp?n=1")!))
        let (outcome, _) = send(call, bounds: bounds)
        #expect(outcome == .failure(.badResponse))
        #expect(
            bounds.refusal
                == "the server at \(server.origin) sent more than 1024 bytes (after decoding) in answer to GET /t/imp, more than a tracker's answer may be (nobody reads a pixel's body)"
        )
    }

    @Test func aDrippingAnswer_stopsAtTheAnswersTime_andTheRecordingsTimeIsBoundedToo() throws {
        let server = try #require(
            HostileServer { write in
                guard write(HostileServer.head("200 OK", ["Content-Type: image/gif", "Content-Length: 1000"])) else { return }
                for _ in 0..<1000 {
                    guard write([0x47]) else { return }
                    Thread.sleep(forTimeInterval: 0.2)
                }
            })
        let bounds = AnswerBounds(Self.small)
        let call = try #require(HTTPCall(get: URL(string: "\(server.origin)/t/imp")!))
        let (first, seconds) = send(call, bounds: bounds)
        #expect(first == .failure(.timedOut))
        #expect(seconds < 8)  // the 2 s bound, with slack for a busy machine; the drip would take 1000 × 0.2 s
        #expect(
            bounds.refusal
                == "the server at \(server.origin) did not finish its answer to GET /t/imp within 2 s (an answer that never ends, or drips)"
        )
        // Refused: later requests fail at once, without a socket.
        let (second, quick) = send(call, bounds: bounds)
        #expect(second == .failure(.cannotConnect))
        #expect(quick < 2)
    }

    @Test func aRedirect_isRecordedAsWhatItWas_notFollowed() async throws {
        let server = try #require(
            HostileServer { write in
                _ = write(HostileServer.head("302 Found", ["Location: http://127.0.0.1:9/elsewhere", "Content-Length: 0"]))
            })
        defer { withExtendedLifetime(server) {} }
        let outcome = await BoundedTransport(bounds: AnswerBounds(Self.small)).send(auction(server.origin))
        guard case .response(let head, let body) = outcome else { Issue.record("\(outcome)"); return }
        #expect(head.status.code == 302)
        #expect(head.headerFields[.location] == "http://127.0.0.1:9/elsewhere")
        #expect(body.isEmpty)
    }

    @Test func anOddStatus_isRecordedAsWhatItWas() async throws {
        let server = try #require(
            HostileServer { write in
                _ = write(HostileServer.head("599 Whatever", ["Content-Type: text/plain", "Content-Length: 2"]) + Array("no".utf8))
            })
        defer { withExtendedLifetime(server) {} }
        let outcome = await BoundedTransport(bounds: AnswerBounds(Self.small)).send(auction(server.origin))
        #expect(outcome.statusCode == 599)
    }

    /// `--upstream HTTP://…` reaches the server (it recorded an outage that never happened).
    @Test func anUpperCaseScheme_reachesTheServer() async throws {
        let server = try #require(
            HostileServer { write in
                _ = write(HostileServer.head("204 No Content", ["Content-Length: 0"]))
            })
        defer { withExtendedLifetime(server) {} }
        let upper = await URLSessionTransport(timeout: 5).send(auction("HTTP://127.0.0.1:\(server.port)"))
        #expect(upper.statusCode == 204, "\(upper)")
    }

    /// `http://[::1]:PORT` recorded an outage that never happened (Foundation's URLSession on
    /// Linux fails every request to an IPv6 literal before opening a socket): routed with its
    /// brackets, the recording's transport reaches it.
    @Test func anIPv6Origin_isRoutedWithItsBrackets_andReached() async throws {
        let six = try #require(
            HostileServer(ipv6: true) { write in
                _ = write(HostileServer.head("204 No Content", ["Content-Length: 0"]))
            })
        defer { withExtendedLifetime(six) {} }
        let routed = auction("http://[::1]:\(six.port)")
        #expect(routed.url == "http://[::1]:\(six.port)/openrtb2/auction?key=k")
        let bounds = AnswerBounds(Self.small)
        let outcome = await BoundedTransport(bounds: bounds).send(routed)
        #expect(outcome.statusCode == 204, "\(outcome)")
        #expect(bounds.refusal == nil)
    }

    /// No status line (HTTP/0.9) is the server's fault: it was `failure badRequest`, a request
    /// the SDK got wrong. It refuses the recording, naming the server.
    @Test func anAnswerWithNoStatusLine_refusesTheRecording() throws {
        let server = try #require(HostileServer { write in _ = write(Array(#"{"id":"1"}"#.utf8)) })
        defer { withExtendedLifetime(server) {} }
        let bounds = AnswerBounds(Self.smallBytes)
        let (outcome, _) = send(auction(server.origin), bounds: bounds)
        #expect(outcome == .failure(.badResponse))
        #expect(
            bounds.refusal
                == "the server at \(server.origin) answered POST /openrtb2/auction with something that is not an HTTP/1.x answer (no status line, as in HTTP/0.9, or another protocol)"
        )
    }

    /// A chunked body whose chunk size is not a hex number is the server's fault: it was stored as
    /// `failure connectionLost` with exit 0 (the second hostile round). It refuses the recording,
    /// naming the server.
    @Test func aMalformedChunkedBody_refusesTheRecording() throws {
        let server = try #require(
            HostileServer { write in
                _ = write(HostileServer.head("200 OK", ["Content-Type: application/json", "Transfer-Encoding: chunked"]))
                _ = write(Array("zz\r\n{\"id\":\"1\"}\r\n0\r\n\r\n".utf8))
            })
        defer { withExtendedLifetime(server) {} }
        let bounds = AnswerBounds(Self.smallBytes)
        let (outcome, _) = send(auction(server.origin), bounds: bounds)
        #expect(outcome == .failure(.badResponse))
        #expect(
            bounds.refusal
                == "the server at \(server.origin) answered POST /openrtb2/auction with a body it framed or encoded wrongly (a malformed chunk, or a Content-Encoding whose bytes do not decode)"
        )
    }

    /// A gzip Content-Encoding whose bytes are not gzip is the server's fault too.
    @Test func aBodyThatDoesNotDecode_refusesTheRecording() throws {
        let server = try #require(
            HostileServer { write in
                _ = write(HostileServer.head("200 OK", ["Content-Type: application/json", "Content-Encoding: gzip", "Content-Length: 16"]))
                _ = write(Array("this is not gzip".utf8))
            })
        defer { withExtendedLifetime(server) {} }
        let bounds = AnswerBounds(Self.smallBytes)
        let (outcome, _) = send(auction(server.origin), bounds: bounds)
        #expect(outcome == .failure(.badResponse))
        #expect(
            bounds.refusal
                == "the server at \(server.origin) answered POST /openrtb2/auction with a body it framed or encoded wrongly (a malformed chunk, or a Content-Encoding whose bytes do not decode)"
        )
    }

    /// 100,000 header fields were read for seconds and stored as `failure connectionLost`.
    @Test func anAnswerPastTheHeaderBound_refusesTheRecording() throws {
        let fields = (0..<100_000).map { "X-Field-\($0): v" }
        let server = try #require(HostileServer { write in _ = write(HostileServer.head("200 OK", fields)) })
        defer { withExtendedLifetime(server) {} }
        let bounds = AnswerBounds(Self.smallBytes)
        let (outcome, _) = send(auction(server.origin), bounds: bounds)
        #expect(outcome == .failure(.badResponse))
        #expect(
            bounds.refusal
                == "the server at \(server.origin) sent more than 256 header fields or 65536 bytes of header in answer to POST /openrtb2/auction, more than an answer may have"
        )
    }

    @Test func anAnswerWithinTheHeaderBound_isKept() async throws {
        let fields = (0..<200).map { "X-Field-\($0): v" } + ["Content-Length: 0"]
        let server = try #require(HostileServer { write in _ = write(HostileServer.head("204 No Content", fields)) })
        defer { withExtendedLifetime(server) {} }
        let bounds = AnswerBounds(Self.smallBytes)
        let outcome = await BoundedTransport(bounds: bounds).send(auction(server.origin))
        #expect(outcome.statusCode == 204, "\(outcome)")
        #expect(bounds.refusal == nil)
    }

    /// A request by a scheme that is not http or https (a tracker URL an answer named) is the
    /// request's fault and refuses nothing.
    @Test func anotherScheme_isABadRequest_notTheServers() async throws {
        var head = HTTPRequest(method: .get, scheme: "ftp", authority: "track.example", path: "/t")
        head.headerFields[.accept] = "*/*"
        let bounds = AnswerBounds(Self.small)
        let outcome = await BoundedTransport(bounds: bounds).send(HTTPCall(head))
        #expect(outcome == .failure(.badRequest))
        #expect(bounds.refusal == nil)
    }

    /// The proxy `HTTPProxies` chooses is the one used (port 9 on the loopback is reached only
    /// through it), and `no_proxy` is honoured by that choice, not by libcurl.
    @Test func theChosenProxy_isTheOneUsed() async throws {
        let proxy = try #require(HostileServer { write in _ = write(HostileServer.head("204 No Content", ["Content-Length: 0"])) })
        defer { withExtendedLifetime(proxy) {} }
        let through = await BoundedTransport(
            bounds: AnswerBounds(Self.small), proxies: HTTPProxies(environment: ["http_proxy": proxy.origin])
        )
        .send(auction("http://127.0.0.1:9"))
        #expect(through.statusCode == 204, "\(through)")
        let direct = await BoundedTransport(
            bounds: AnswerBounds(Self.small), proxies: HTTPProxies(environment: ["http_proxy": proxy.origin, "no_proxy": "127.0.0.1"])
        ).send(auction("http://127.0.0.1:9"))
        #expect(direct == .failure(.cannotConnect), "\(direct)")
    }
}

/// One outcome handed from the transport's thread to the test's.
private final class Arrived: @unchecked Sendable {
    // @unchecked: `value` is written once before `signal` and read after `wait`.
    private let signal = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var value: (HTTPOutcome, Double)?

    func set(_ outcome: HTTPOutcome, seconds: Double) {
        lock.withLock { value = (outcome, seconds) }
        signal.signal()
    }

    func wait() -> (HTTPOutcome, seconds: Double) {
        signal.wait()
        return lock.withLock { value ?? (.failure(.badResponse), 0) }
    }
}
