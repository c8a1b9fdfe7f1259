import Foundation
import Testing

/// `record` in a hostile environment (issue 45): proxies in the environment, a session that
/// streams for longer than `--timeout`, an upstream that answers what a fixture cannot hold or
/// what is not HTTP/1.x. Every upstream here is a ``RawServer`` on 127.0.0.1.
@Suite struct RecordHostileEnvironmentTests {
    static let osprey = ["record", "--format", "banner", "--adapter", "OspreyMediationAdapter", "--parameter", "level-end"]

    /// A simulated recording reaches the loopback ad server directly whatever proxy the
    /// environment names: `http_proxy` sent it to the proxy, which stored `failure cannotConnect`
    /// (or the proxy's answer) and exited 0.
    @Test func aSimulatedRecording_reachesNoProxy() throws {
        let proxy = try #require(RawServer { _ in RawServer.http("502 Bad Gateway", ["Content-Type: text/plain"], body: "proxy") })
        let scratch = try Scratch()
        let direct = try scratch.run(
            Self.osprey + ["--answer", "fill", "--script", "load", "--name", "same", "--out", "direct.fixture.gz"])
        #expect(direct.status == 0, "\(direct)")
        for variable in ["http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"] {
            let run = try scratch.run(
                Self.osprey + ["--answer", "fill", "--script", "load", "--name", "same", "--out", "\(variable).fixture.gz"],
                environment: [variable: proxy.origin])
            #expect(run.status == 0, "\(variable): \(run)")
            #expect(run.stderr == direct.stderr, "\(variable): \(run)")
            #expect(try scratch.bytes("\(variable).fixture.gz") == (try scratch.bytes("direct.fixture.gz")), "\(variable)")
        }
        #expect(proxy.requests.isEmpty, "\(proxy.requests)")
    }

    /// `explore`'s sessions are simulated too: its workers reach no proxy.
    @Test func explore_reachesNoProxy() throws {
        let proxy = try #require(RawServer { _ in RawServer.http("502 Bad Gateway") })
        let scratch = try Scratch()
        let run = try scratch.run(
            [
                "explore", "--format", "banner", "--adapter", "OspreyMediationAdapter", "--parameter", "level-end", "--runs", "5", "--out",
                "out",
            ],
            environment: ["http_proxy": proxy.origin, "all_proxy": proxy.origin])
        #expect(run.status == 0, "\(run)")
        #expect(proxy.requests.isEmpty, "\(proxy.requests)")
    }

    /// A live recording goes through the proxy the environment names, and says so in one line:
    /// the proxy's scheme and host, never its user or password.
    @Test func aLiveRecording_saysWhichProxyItGoesThrough() throws {
        let proxy = try #require(RawServer { _ in RawServer.http("204 No Content") })
        let scratch = try Scratch()
        // Port 9 (discard) on the loopback: reached only if the proxy were not used.
        let run = try scratch.run(
            Self.osprey + ["--script", "load", "--upstream", "http://127.0.0.1:9", "--out", "live.fixture.gz"],
            environment: ["http_proxy": "http://reporter:hunter2@127.0.0.1:\(proxy.port)", "ADREPLAY_TODAY": "2026-11-24"])
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stderrLines.first
                == "note: live.fixture.gz: the upstream http://127.0.0.1… is reached through the proxy http://127.0.0.1 (http_proxy).",
            "\(run)")
        #expect(!run.stderr.contains("hunter2") && !run.stderr.contains("reporter") && !run.stdout.contains("hunter2"), "\(run)")
        let first = try #require(proxy.requests.first, "\(run)")
        #expect(first.hasPrefix("POST http://127.0.0.1:9/openrtb2/auction HTTP/1.1\r\n"), "\(first)")
        #expect(first.contains("Proxy-Authorization: Basic "), "\(first)")
    }

    /// `no_proxy` naming the upstream: a direct connection, and no note.
    @Test func aLiveRecording_toAHostNoProxyNames_isDirect() throws {
        let proxy = try #require(RawServer { _ in RawServer.http("502 Bad Gateway") })
        let upstream = try #require(RawServer { _ in RawServer.http("204 No Content") })
        let scratch = try Scratch()
        let run = try scratch.run(
            Self.osprey + ["--script", "load", "--upstream", upstream.origin, "--out", "live.fixture.gz"],
            environment: ["http_proxy": proxy.origin, "no_proxy": "localhost,127.0.0.0/8", "ADREPLAY_TODAY": "2026-11-24"])
        #expect(run.status == 0, "\(run)")
        #expect(!run.stderr.contains("proxy"), "\(run)")
        #expect(proxy.requests.isEmpty)
        #expect(upstream.requests.count == 1, "\(upstream.requests)")
    }

    /// `--timeout` bounds the whole session: each streamed line restarted it, so a session whose
    /// lines came 0.8 s apart ran on past `--timeout 2` and was written.
    @Test func timeout_boundsTheWholeSession_notEachLine() throws {
        let upstream = try #require(RawServer(pause: 0.8) { _ in RawServer.http("204 No Content") })
        let scratch = try Scratch()
        let run = try scratch.run(
            Self.osprey + [
                "--script", "load; +100 load; +100 load; +100 load; +100 load; +100 load", "--upstream", upstream.origin,
                "--timeout", "2", "--out", "slow.fixture.gz",
            ], environment: ["ADREPLAY_TODAY": "2026-11-24"])
        #expect(run.status == 2, "\(run)")
        #expect(
            run.stderr.hasPrefix(
                "slow.fixture.gz: the session did not finish within 2 s (the upstream \(upstream.origin), or an endless loop or wait in the adapter?); nothing was written"
            ), "\(run)")
        #expect(!scratch.exists("slow.fixture.gz"))
    }

    /// An upstream's JSON answer nested 62 deep fits no fixture as JSON (a fixture nests at most
    /// 64): it is stored as text, byte for byte, and replays. It was refused as a fixture the
    /// session sent that "cannot be read … re-record it".
    @Test func anAnswerNested62Deep_isStoredAsText_andReplays() throws {
        let body = String(repeating: "[", count: 61) + "{\"id\":\"1\"}" + String(repeating: "]", count: 61)
        let upstream = try #require(RawServer { _ in RawServer.http("200 OK", ["Content-Type: application/json"], body: body) })
        let scratch = try Scratch()
        let run = try scratch.run(
            Self.osprey + ["--script", "load", "--upstream", upstream.origin, "--out", "deep.fixture.gz"],
            environment: ["ADREPLAY_TODAY": "2026-11-24"])
        #expect(run.status == 0, "\(run)")
        let replay = try scratch.run("replay deep.fixture.gz")
        #expect(replay.status == 0, "\(replay)")
        #expect(replay.stdout.hasPrefix("PASS deep.fixture.gz\n"), "\(replay)")
    }

    /// An answer with no status line (HTTP/0.9) is the server's fault, not a request the client
    /// got wrong: it was stored as `failure badRequest`, exit 0. The recording is refused and
    /// names the server.
    @Test func anHTTP09Answer_refusesTheRecording_namingTheServer() throws {
        let upstream = try #require(RawServer { _ in Array(#"{"id":"1","seatbid":[]}"#.utf8) })
        let scratch = try Scratch()
        let run = try scratch.run(
            Self.osprey + ["--script", "load", "--upstream", upstream.origin, "--out", "old.fixture.gz"],
            environment: ["ADREPLAY_TODAY": "2026-11-24"])
        #expect(run.status == 2, "\(run)")
        #expect(
            run.stderr.contains(
                "the server at \(upstream.origin) answered POST /openrtb2/auction with something that is not an HTTP/1.x answer (no status line, as in HTTP/0.9, or another protocol)"
            ), "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(!scratch.exists("old.fixture.gz"))
    }

    /// 100,000 header fields were read for seconds and stored as `failure connectionLost`, exit 0:
    /// an answer past the header bound refuses the recording and names the server.
    @Test func anAnswerWith100000HeaderFields_refusesTheRecording_namingTheServer() throws {
        let fields = (0..<100_000).map { "X-Field-\($0): v" }
        let upstream = try #require(RawServer { _ in RawServer.http("200 OK", fields) })
        let scratch = try Scratch()
        let run = try scratch.run(
            Self.osprey + ["--script", "load", "--upstream", upstream.origin, "--out", "fields.fixture.gz"],
            environment: ["ADREPLAY_TODAY": "2026-11-24"])
        #expect(run.status == 2, "\(run)")
        #expect(
            run.stderr.contains(
                "the server at \(upstream.origin) sent more than 256 header fields or 65536 bytes of header in answer to POST /openrtb2/auction, more than an answer may have"
            ), "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(!scratch.exists("fields.fixture.gz"))
    }
}
