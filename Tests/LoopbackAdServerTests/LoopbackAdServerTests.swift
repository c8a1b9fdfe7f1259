import Foundation
import LoopbackAdServer
import Testing

@Suite("LoopbackAdServer: sockets, HTTP framing, lifecycle")
struct LoopbackAdServerTests {
    @Test func origin_isLoopbackWithItsPort_andRoutesMapEveryPublicHost() throws {
        let server = try LoopbackAdServer()
        defer { server.stop() }
        #expect(server.port > 0)
        #expect(server.origin == "http://127.0.0.1:\(server.port)")
        #expect(
            server.routes == [
                "ads.osprey.example": server.origin, "track.osprey.example": server.origin, "cdn.osprey.example": server.origin,
            ])
    }

    @Test func requests_logsMethodTargetHeadersAndBodyInOrder() async throws {
        let server = try LoopbackAdServer()
        defer { server.stop() }
        let client = Client(server.origin)
        _ = try await client.post("/openrtb2/auction", json: BidRequests.banner("r1"))
        _ = try await client.get("/t/imp?bid=b1&layer=banner")
        let requests = server.requests
        #expect(
            requests.map(\.description) == [
                "POST /openrtb2/auction (\(BidRequests.banner("r1").utf8.count) bytes)", "GET /t/imp?bid=b1&layer=banner",
            ])
        #expect(requests[0]["content-type"] == "application/json")
        #expect(String(decoding: requests[0].body, as: UTF8.self) == BidRequests.banner("r1"))
        #expect(requests[1].path == "/t/imp")
    }

    @Test func unknownPath_is404_andKnownPathWithOtherMethod_is405() async throws {
        let server = try LoopbackAdServer()
        defer { server.stop() }
        let client = Client(server.origin)
        let missing = try await client.get("/nowhere")
        #expect(missing.status == 404)
        #expect(missing.text == "Nothing is served at /nowhere.\n")
        #expect(missing.header("Simulated-Latency").flatMap { Int($0) }.map { (5...60).contains($0) } == true)
        let wrongMethod = try await client.get("/openrtb2/auction")
        #expect(wrongMethod.status == 405)
    }

    @Test func malformedRequestLine_is400() throws {
        let server = try LoopbackAdServer()
        defer { server.stop() }
        let reply = try RawHTTP.exchange("HELLO\r\n\r\n", port: server.port)
        #expect(reply.status == 400)
        #expect(reply.text == "The request line is not `METHOD /target HTTP/1.1`.\n")
        #expect(reply.header("Simulated-Latency") == "5")
        let noColon = try RawHTTP.exchange("GET /t/x HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n", port: server.port)
        #expect(noColon.status == 400)
        let badLength = try RawHTTP.exchange("POST /openrtb2/auction HTTP/1.1\r\nContent-Length: ten\r\n\r\n", port: server.port)
        #expect(badLength.status == 400)
        #expect(server.requests.isEmpty)
    }

    @Test func bodyOverOneMebibyte_is413() async throws {
        let server = try LoopbackAdServer()
        defer { server.stop() }
        let reply = try await Client(server.origin).send("POST", "/openrtb2/auction", body: Data(count: (1 << 20) + 1))
        #expect(reply.status == 413)
        #expect(reply.text == "The body (1048577 bytes) exceeds 1048576 bytes.\n")
    }

    @Test func headOver64KiB_is431() throws {
        let server = try LoopbackAdServer()
        defer { server.stop() }
        let reply = try RawHTTP.exchange(
            "GET /t/x HTTP/1.1\r\nX-Filler: \(String(repeating: "a", count: 70_000))\r\n\r\n", port: server.port)
        #expect(reply.status == 431)
    }

    @Test func chunkedBody_is411() throws {
        let server = try LoopbackAdServer()
        defer { server.stop() }
        let reply = try RawHTTP.exchange(
            "POST /openrtb2/auction HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", port: server.port)
        #expect(reply.status == 411)
    }

    @Test func responses_haveFixedHeadersAndNoDate() throws {
        let server = try LoopbackAdServer(answers: .init(seed: 1, latency: 25))
        defer { server.stop() }
        let reply = try RawHTTP.exchange(RawHTTP.request("GET", "/cdn/img/b1-1x1.gif"), port: server.port)
        #expect(
            reply.head == "HTTP/1.1 200 OK\r\nContent-Type: image/gif\r\nSimulated-Latency: 25\r\nContent-Length: 43\r\nConnection: close")
        #expect(Array(reply.body.prefix(6)) == Array("GIF89a".utf8))
        #expect(reply.body.last == 0x3B)
        let tracker = try RawHTTP.exchange(RawHTTP.request("GET", "/t/win?bid=b1&price=1.5"), port: server.port)
        #expect(tracker.head == "HTTP/1.1 204 No Content\r\nSimulated-Latency: 25\r\nConnection: close")
        #expect(tracker.body.isEmpty)
    }

    @Test func concurrentClients_areAllAnswered() async throws {
        let server = try LoopbackAdServer(answers: .seeded(3))
        defer { server.stop() }
        let client = Client(server.origin)
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<24 {
                group.addTask { try await client.get("/t/imp?bid=b\(index)").status }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 204, count: 24))
        #expect(Set(server.requests.map(\.target)).count == 24)
    }

    @Test func clientResettingMidRequest_doesNotKillTheServer() throws {
        let server = try LoopbackAdServer()
        defer { server.stop() }
        let socket = try RawHTTP.connect(port: server.port)
        try RawHTTP.send(Array("POST /openrtb2/auction HTTP/1.1\r\nContent-Length: 100\r\n\r\n{\"id\"".utf8), on: socket)
        RawHTTP.reset(socket)
        let after = try RawHTTP.exchange(RawHTTP.request("GET", "/t/ping"), port: server.port)
        #expect(after.status == 204)
    }

    @Test func stop_freesThePort_andLaterRequestsCannotConnect() async throws {
        let server = try LoopbackAdServer()
        let port = server.port
        _ = try RawHTTP.exchange(RawHTTP.request("GET", "/t/ping"), port: port)
        #expect(!RawHTTP.canListen(on: port))
        server.stop()
        server.stop()
        #expect(RawHTTP.canListen(on: port))
        #expect(throws: (any Error).self) { try RawHTTP.connect(port: port) }
        await #expect(throws: (any Error).self) { try await Client(server.origin).get("/t/ping") }
        let second = try LoopbackAdServer()
        defer { second.stop() }
        #expect(try RawHTTP.exchange(RawHTTP.request("GET", "/t/ping"), port: second.port).status == 204)
    }

    @Test func deinit_stopsTheServer() throws {
        var server: LoopbackAdServer? = try LoopbackAdServer()
        let port = try #require(server?.port)
        #expect(!RawHTTP.canListen(on: port))
        server = nil
        #expect(RawHTTP.canListen(on: port))
    }
}
