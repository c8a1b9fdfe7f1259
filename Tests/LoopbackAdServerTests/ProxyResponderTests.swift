import Foundation
import LoopbackAdServer
import Testing

@Suite("LoopbackAdServer: recording reverse proxy")
struct ProxyResponderTests {
    @Test func proxy_forwardsRequestsAndReturnsTheUpstreamAnswerAsIs() async throws {
        let upstream = try LoopbackAdServer(answers: .init(seed: 12, forced: .fill, latency: 77))
        defer { upstream.stop() }
        let proxy = try LoopbackAdServer(proxyingTo: try #require(URL(string: upstream.origin)))
        defer { proxy.stop() }
        let json = BidRequests.banner("p-1")
        let direct = try await Client(upstream.origin).post("/openrtb2/auction", json: json)
        let proxied = try await Client(proxy.origin).post("/openrtb2/auction", json: json)
        #expect(proxied.status == 200)
        #expect(proxied.body == direct.body)
        #expect(proxied.header("Simulated-Latency") == "77")
        #expect(proxied.header("Content-Type") == "application/json")
        let tracker = try await Client(proxy.origin).get("/t/win?bid=b1&price=1.25")
        #expect(tracker.status == 204)
        #expect(proxy.requests.map(\.description) == ["POST /openrtb2/auction (\(json.utf8.count) bytes)", "GET /t/win?bid=b1&price=1.25"])
        #expect(upstream.requests.map(\.target) == ["/openrtb2/auction", "/openrtb2/auction", "/t/win?bid=b1&price=1.25"])
        #expect(upstream.requests[1].body == upstream.requests[0].body)
        #expect(upstream.requests[1]["content-type"] == "application/json")
    }

    @Test func proxy_passesErrorStatusesThrough() async throws {
        let upstream = try LoopbackAdServer(answers: .init(forced: .serverError))
        defer { upstream.stop() }
        let proxy = try LoopbackAdServer(proxyingTo: try #require(URL(string: upstream.origin)))
        defer { proxy.stop() }
        let reply = try await Client(proxy.origin).post("/openrtb2/auction", json: BidRequests.banner("p"))
        #expect(reply.status == 503)
        #expect(try await Client(proxy.origin).get("/nowhere").status == 404)
    }

    @Test func proxy_upstreamGone_is502() async throws {
        let upstream = try LoopbackAdServer()
        let origin = upstream.origin
        upstream.stop()
        let proxy = try LoopbackAdServer(proxyingTo: try #require(URL(string: origin)))
        defer { proxy.stop() }
        let reply = try await Client(proxy.origin).get("/t/x")
        #expect(reply.status == 502)
        #expect(reply.text.hasPrefix("\(origin) failed for GET /t/x: "))
    }

    @Test func proxy_refusesANonHTTPUpstream() throws {
        let file = try #require(URL(string: "file:///tmp"))
        do {
            _ = try LoopbackAdServer(proxyingTo: file)
            Issue.record("a proxy to file:///tmp started")
        } catch {
            #expect(error.description == "LoopbackAdServer cannot proxy to file:///tmp: give an http or https URL with a host.")
        }
    }
}
