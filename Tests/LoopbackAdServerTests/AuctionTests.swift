import Foundation
import LoopbackAdServer
import Testing

@Suite("LoopbackAdServer: auctions, modes, determinism")
struct AuctionTests {
    typealias Mode = LoopbackAdServer.Mode

    private func auction(_ answers: LoopbackAdServer.Answers, _ json: String) async throws -> Client.Reply {
        let server = try LoopbackAdServer(answers: answers)
        defer { server.stop() }
        return try await Client(server.origin).post("/openrtb2/auction", json: json)
    }

    @Test func modes_spellTheirRawValuesInCamelCase() {
        #expect(
            Mode.allCases.map(\.rawValue) == [
                "fill", "noBid", "noBidReason", "serverError", "timeout", "malformed", "expired", "wrapperLoop",
            ])
    }

    @Test func fill_banner_hasEveryOpenRTBFieldAndHTMLMarkup() async throws {
        let reply = try await auction(.init(seed: 3, forced: .fill, latency: 120), BidRequests.banner("req-1", width: 300, height: 250))
        #expect(reply.status == 200)
        #expect(reply.header("Content-Type") == "application/json")
        #expect(reply.header("Simulated-Latency") == "120")
        let response = try DecodedResponse.decode(reply.body)
        let bid = try #require(response.bid)
        #expect(response.id == "req-1")
        #expect(response.cur == "USD")
        #expect(response.seatbid?.first?.seat == "osprey")
        #expect(bid.impid == "1")
        #expect(bid.mtype == 1)
        #expect(bid.w == 300 && bid.h == 250)
        #expect(bid.exp == 1800)
        #expect((0.5...5).contains(bid.price))
        #expect(bid.nurl == "https://track.osprey.example/t/win?bid=\(bid.id)&price=${AUCTION_PRICE}")
        #expect(bid.burl == "https://track.osprey.example/t/bill?bid=\(bid.id)&price=${AUCTION_PRICE}")
        #expect(bid.lurl == "https://track.osprey.example/t/loss?bid=\(bid.id)&price=${AUCTION_PRICE}&reason=${AUCTION_LOSS}")
        #expect(bid.adomain.count == 1 && bid.adomain[0].hasSuffix(".example"))
        #expect(bid.crid.hasPrefix("cr-"))
        #expect(
            bid.adm.hasPrefix(
                "<div class=\"osprey-ad\" style=\"width:300px;height:250px\"><a href=\"https://\(bid.adomain[0])/?bid=\(bid.id)\""))
        #expect(bid.adm.contains("<img src=\"https://cdn.osprey.example/cdn/img/\(bid.id)-300x250.gif\" width=\"300\" height=\"250\""))
        #expect(!reply.text.contains("127.0.0.1"))
    }

    @Test func fill_native_answersTheRequestedAssetsWithTrackers() async throws {
        let reply = try await auction(.init(seed: 3, forced: .fill), BidRequests.native("req-n"))
        let bid = try #require(try DecodedResponse.decode(reply.body).bid)
        #expect(bid.mtype == 4)
        #expect(bid.w == nil)
        let native = try JSONDecoder().decode(DecodedNative.self, from: Data(bid.adm.utf8))
        #expect(native.ver == "1.2")
        #expect(native.assets.map(\.id) == [11, 12, 13])
        #expect(try #require(native.assets[0].title).text.count <= 5)
        #expect(native.assets[1].img?.url == "https://cdn.osprey.example/cdn/img/\(bid.id)-600x300.gif")
        #expect(native.assets[2].data?.value == "Learn more")
        #expect(native.link.clicktrackers == ["https://track.osprey.example/t/click?bid=\(bid.id)&layer=native"])
        #expect(native.imptrackers == ["https://track.osprey.example/t/imp?bid=\(bid.id)&layer=native"])
        #expect(native.eventtrackers.map { "\($0.event)/\($0.method)" } == ["1/1", "1/2"])
    }

    /// The native variants lay the same assets out as real exchanges do: reversed, without
    /// types, every id twice (the second with other content).
    @Test func fill_native_variantsLayOutTheSameAssets() async throws {
        func assets(_ variant: LoopbackAdServer.NativeVariant) async throws -> [DecodedNative.Asset] {
            let reply = try await auction(.init(seed: 3, forced: .fill, native: variant), BidRequests.native("req-n"))
            let bid = try #require(try DecodedResponse.decode(reply.body).bid)
            return try JSONDecoder().decode(DecodedNative.self, from: Data(bid.adm.utf8)).assets
        }
        let echo = try await assets(.echo)
        #expect(echo.map(\.id) == [11, 12, 13])
        #expect(echo[1].img?.type != nil && echo[2].data?.type == 12)
        #expect(try await assets(.reversed).map(\.id) == [13, 12, 11])
        #expect(try await assets(.reversed).map(\.title?.text) == echo.reversed().map(\.title?.text))
        let untyped = try await assets(.untyped)
        #expect(untyped.map(\.id) == [11, 12, 13])
        #expect(untyped[1].img?.type == nil && untyped[1].img?.url == echo[1].img?.url)
        #expect(untyped[2].data?.type == nil && untyped[2].data?.value == echo[2].data?.value)
        let duplicated = try await assets(.duplicateIds)
        #expect(duplicated.map(\.id) == [11, 11, 12, 12, 13, 13])
        #expect(duplicated[0].title?.text == echo[0].title?.text)
        #expect(duplicated[1].title?.text.hasPrefix("Not ") == true && duplicated[1].title?.text != echo[0].title?.text)
        #expect(duplicated[3].img?.url != echo[1].img?.url)
        #expect(duplicated[5].data?.value == "not Learn more")
    }

    @Test func fill_rewarded_isVideo_andVideoFalseOverridesAnInterstitial() async throws {
        let rewarded = try #require(
            try DecodedResponse.decode(try await auction(.init(seed: 5, forced: .fill), BidRequests.interstitial("r", rewarded: true)).body)
                .bid)
        #expect(rewarded.mtype == 2)
        #expect(
            rewarded.adm.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<VAST version=\"4.2\" xmlns=\"http://www.iab.com/VAST\">"))
        let banner = try #require(
            try DecodedResponse.decode(
                try await auction(.init(seed: 5, forced: .fill, video: false), BidRequests.interstitial("r", rewarded: false)).body
            ).bid)
        #expect(banner.mtype == 1)
        #expect(banner.w == 320 && banner.h == 480)
    }

    @Test func videoTrue_answersVideoToABannerRequest() async throws {
        let bid = try #require(
            try DecodedResponse.decode(try await auction(.init(forced: .fill, video: true, wrappers: 0), BidRequests.banner("r")).body).bid)
        #expect(bid.mtype == 2)
        #expect(bid.adm.contains("<InLine>"))
        #expect(bid.w == nil)
    }

    @Test func hosts_nameEveryURLInThePayloads() async throws {
        let hosts = LoopbackAdServer.Hosts(ads: "a.test", track: "t.test", cdn: "c.test")
        let server = try LoopbackAdServer(answers: .init(forced: .fill, wrappers: 1), hosts: hosts)
        defer { server.stop() }
        #expect(server.routes.keys.sorted() == ["a.test", "c.test", "t.test"])
        let reply = try await Client(server.origin).post("/openrtb2/auction", json: BidRequests.video("r"))
        let bid = try #require(try DecodedResponse.decode(reply.body).bid)
        #expect(bid.nurl.hasPrefix("https://t.test/t/win?"))
        #expect(bid.adm.contains("<![CDATA[https://a.test/vast/\(bid.id)?depth=0&cb=%5BCACHEBUSTING%5D]]>"))
        #expect(!reply.text.contains("osprey.example"))
    }

    @Test func noBid_is204WithNoBody() async throws {
        let reply = try await auction(.init(forced: .noBid), BidRequests.banner("r"))
        #expect(reply.status == 204)
        #expect(reply.body.isEmpty)
        #expect(reply.header("Simulated-Latency").flatMap { Int($0) }.map { (40...300).contains($0) } == true)
    }

    @Test func noBidReason_is200WithNbr2() async throws {
        let reply = try await auction(.init(forced: .noBidReason), BidRequests.banner("r-77"))
        #expect(reply.status == 200)
        #expect(reply.text == #"{"id":"r-77","nbr":2}"#)
    }

    @Test func serverError_is503() async throws {
        let reply = try await auction(.init(forced: .serverError), BidRequests.banner("r"))
        #expect(reply.status == 503)
        #expect(reply.text == "The ad server is unavailable.\n")
    }

    @Test func timeout_isAFillWhoseLatencyIsFarPastTmax() async throws {
        let reply = try await auction(.init(forced: .timeout, latency: 50), BidRequests.banner("r"))
        #expect(reply.status == 200)
        #expect(reply.header("Simulated-Latency") == "10800")
        #expect(try DecodedResponse.decode(reply.body).bid != nil)
    }

    @Test func malformed_isTruncatedJSON() async throws {
        let fill = try await auction(.init(seed: 9, forced: .fill), BidRequests.banner("r"))
        let reply = try await auction(.init(seed: 9, forced: .malformed), BidRequests.banner("r"))
        #expect(reply.status == 200)
        #expect(reply.body == fill.body.prefix(fill.body.count / 2))
        #expect(throws: (any Error).self) { try DecodedResponse.decode(reply.body) }
    }

    @Test func expired_isAFillWithExpOneSecond() async throws {
        let bid = try #require(try DecodedResponse.decode(try await auction(.init(forced: .expired), BidRequests.video("r")).body).bid)
        #expect(bid.exp == 1)
    }

    @Test func notABidRequest_is400() async throws {
        let reply = try await auction(.init(), #"{"id":"r","imp":[]}"#)
        #expect(reply.status == 400)
        #expect(reply.text == "The body is not an OpenRTB 2.6 bid request with an id and at least one imp.\n")
    }

    @Test func sameSeed_answersTheSameBytes_onTwoServers_andAnotherSeedDiffers() throws {
        let requests = [
            RawHTTP.request("POST", "/openrtb2/auction", json: BidRequests.banner("a1")),
            RawHTTP.request("POST", "/openrtb2/auction", json: BidRequests.video("a2", rewarded: true)),
            RawHTTP.request("POST", "/openrtb2/auction", json: BidRequests.native("a3")),
            RawHTTP.request("GET", "/vast/b0123?depth=0"),
            RawHTTP.request("GET", "/t/imp?bid=b0123&layer=inline"),
        ]
        func run(seed: UInt64) throws -> [[UInt8]] {
            let server = try LoopbackAdServer(answers: .seeded(seed))
            defer { server.stop() }
            return try requests.map { try RawHTTP.exchange($0, port: server.port).bytes }
        }
        let first = try run(seed: 42)
        let second = try run(seed: 42)
        #expect(first == second)
        #expect(first.allSatisfy { !$0.isEmpty })
        let other = try run(seed: 43)
        #expect(other[0] != first[0])
        #expect(other[1] != first[1])
    }

    @Test func answers_dependOnTheRequestNotTheOrder() throws {
        let server = try LoopbackAdServer(answers: .seeded(8))
        defer { server.stop() }
        let a = RawHTTP.request("POST", "/openrtb2/auction", json: BidRequests.banner("x"))
        let b = RawHTTP.request("POST", "/openrtb2/auction", json: BidRequests.banner("y"))
        let forward = try [a, b].map { try RawHTTP.exchange($0, port: server.port).bytes }
        let backward = try [b, a].map { try RawHTTP.exchange($0, port: server.port).bytes }
        #expect(forward == backward.reversed())
        #expect(forward[0] != forward[1])
    }

    @Test func seededOdds_fillMostAuctions_andDrawOtherModes() throws {
        let server = try LoopbackAdServer(answers: .seeded(11))
        defer { server.stop() }
        var statuses: [Int: Int] = [:]
        for index in 0..<60 {
            let reply = try RawHTTP.exchange(
                RawHTTP.request("POST", "/openrtb2/auction", json: BidRequests.banner("odds-\(index)")), port: server.port)
            statuses[reply.status, default: 0] += 1
        }
        #expect(statuses[200, default: 0] >= 40)
        #expect(statuses.keys.count >= 2)
    }

    @Test func trackerLatency_isDrawnBetween5And60() throws {
        let server = try LoopbackAdServer(answers: .seeded(2))
        defer { server.stop() }
        for index in 0..<20 {
            let reply = try RawHTTP.exchange(RawHTTP.request("GET", "/t/event?bid=b\(index)&e=start"), port: server.port)
            let latency = try #require(reply.header("Simulated-Latency").flatMap { Int($0) })
            #expect((5...60).contains(latency))
        }
    }
}
