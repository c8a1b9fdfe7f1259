import Foundation
import LoopbackAdServer
import Testing

@Suite("LoopbackAdServer: VAST documents and wrapper chains")
struct VASTMarkupTests {
    private func videoBid(_ answers: LoopbackAdServer.Answers, on server: LoopbackAdServer) async throws -> DecodedResponse.Bid {
        let reply = try await Client(server.origin).post("/openrtb2/auction", json: BidRequests.video("v-1"))
        return try #require(try DecodedResponse.decode(reply.body).bid)
    }

    @Test func inline_parsesAndHasEveryRequiredElement() async throws {
        let server = try LoopbackAdServer(answers: .init(seed: 4, forced: .fill, wrappers: 0))
        defer { server.stop() }
        let bid = try await videoBid(.init(), on: server)
        #expect(bid.mtype == 2)
        let vast = try #require(ParsedXML.parse(Data(bid.adm.utf8)))
        #expect(vast.name == "VAST")
        #expect(vast.attributes["version"] == "4.2")
        let inline = try #require(vast.find("Ad/InLine"))
        let track = "https://track.osprey.example/t"
        #expect(inline.find("AdSystem")?.trimmed == "Osprey")
        #expect(inline.find("Impression")?.trimmed == "\(track)/imp?bid=\(bid.id)&layer=inline")
        #expect(inline.find("Error")?.trimmed == "\(track)/error?bid=\(bid.id)&layer=inline&code=%5BERRORCODE%5D")
        #expect(inline.find("Expires")?.trimmed == "900")
        let linear = try #require(inline.find("Creatives/Creative/Linear"))
        #expect(["00:00:15.000", "00:00:30.000"].contains(linear.find("Duration")?.trimmed ?? ""))
        let tracking = linear.all("TrackingEvents/Tracking")
        #expect(tracking.map { $0.attributes["event"] ?? "" } == ["start", "firstQuartile", "midpoint", "thirdQuartile", "complete"])
        #expect(tracking[2].trimmed == "\(track)/event?bid=\(bid.id)&layer=inline&e=midpoint")
        #expect(linear.find("VideoClicks/ClickThrough")?.trimmed == "https://\(bid.adomain[0])/?bid=\(bid.id)")
        #expect(linear.find("VideoClicks/ClickTracking")?.trimmed == "\(track)/click?bid=\(bid.id)&layer=inline")
        let media = linear.all("MediaFiles/MediaFile")
        #expect(
            media.map(\.trimmed) == [
                "https://cdn.osprey.example/cdn/media/\(bid.id)-1280x720.mp4", "https://cdn.osprey.example/cdn/media/\(bid.id)-640x360.mp4",
            ])
        #expect(media.allSatisfy { $0.attributes["type"] == "video/mp4" && $0.attributes["delivery"] == "progressive" })
        let file = try await Client(server.origin).get(publicURL: media[0].trimmed)
        #expect(file.header("Content-Type") == "video/mp4")
        #expect(file.body.count == 24)
    }

    @Test func wrappers_chainToTheInLineAtTheRequestedDepth() async throws {
        let server = try LoopbackAdServer(answers: .init(seed: 4, forced: .fill, wrappers: 3))
        defer { server.stop() }
        let client = Client(server.origin)
        let bid = try await videoBid(.init(), on: server)
        var document = try #require(ParsedXML.parse(Data(bid.adm.utf8)))
        var fetched: [String] = []
        var impressions: [String] = []
        while let wrapper = document.find("Ad/Wrapper") {
            impressions.append(wrapper.find("Impression")?.trimmed ?? "")
            #expect(wrapper.find("Error")?.trimmed.hasSuffix("code=%5BERRORCODE%5D") == true)
            #expect(wrapper.all("Creatives/Creative/Linear/TrackingEvents/Tracking").count == 5)
            let next = try #require(wrapper.find("VASTAdTagURI")?.trimmed)
            fetched.append(next)
            #expect(fetched.count <= 3)
            let reply = try await client.get(publicURL: next)
            #expect(reply.status == 200)
            #expect(reply.header("Content-Type") == "application/xml; charset=utf-8")
            #expect(reply.header("Simulated-Latency").flatMap { Int($0) }.map { (5...60).contains($0) } == true)
            document = try #require(ParsedXML.parse(reply.body))
        }
        #expect(fetched == (0...2).reversed().map { "https://ads.osprey.example/vast/\(bid.id)?depth=\($0)&cb=%5BCACHEBUSTING%5D" })
        #expect(impressions == [3, 2, 1].map { "https://track.osprey.example/t/imp?bid=\(bid.id)&layer=wrapper-\($0)" })
        #expect(document.find("Ad/InLine/Impression")?.trimmed == "https://track.osprey.example/t/imp?bid=\(bid.id)&layer=inline")
    }

    @Test func inline_isTheSameInTheBidAndAtTheEndOfAChain() async throws {
        let direct = try LoopbackAdServer(answers: .init(seed: 6, forced: .fill, wrappers: 0))
        defer { direct.stop() }
        let bid = try await videoBid(.init(), on: direct)
        let fetched = try await Client(direct.origin).get("/vast/\(bid.id)?depth=0")
        #expect(fetched.text == bid.adm)
    }

    @Test func expired_chainCarriesExpiresOfOneSecondToTheInLine() async throws {
        let server = try LoopbackAdServer(answers: .init(forced: .expired, wrappers: 1))
        defer { server.stop() }
        let bid = try await videoBid(.init(), on: server)
        let next = try #require(ParsedXML.parse(Data(bid.adm.utf8))?.find("Ad/Wrapper/VASTAdTagURI")?.trimmed)
        #expect(next == "https://ads.osprey.example/vast/\(bid.id)?depth=0&expires=1&cb=%5BCACHEBUSTING%5D")
        let inline = try #require(ParsedXML.parse(try await Client(server.origin).get(publicURL: next).body))
        #expect(inline.find("Ad/InLine/Expires")?.trimmed == "1")
    }

    @Test func wrapperLoop_pointsBackAtItselfPastFiveWrappers() async throws {
        let server = try LoopbackAdServer(answers: .init(seed: 1, forced: .wrapperLoop))
        defer { server.stop() }
        let client = Client(server.origin)
        let reply = try await client.post("/openrtb2/auction", json: BidRequests.banner("loop"))
        let bid = try #require(try DecodedResponse.decode(reply.body).bid)
        #expect(bid.mtype == 2)
        var document = try #require(ParsedXML.parse(Data(bid.adm.utf8)))
        var tags: [String] = []
        for _ in 0..<6 {
            let tag = try #require(document.find("Ad/Wrapper/VASTAdTagURI")?.trimmed)
            tags.append(tag)
            document = try #require(ParsedXML.parse(try await client.get(publicURL: tag).body))
        }
        #expect(Set(tags) == ["https://ads.osprey.example/vast/\(bid.id)?depth=1&loop=1&cb=%5BCACHEBUSTING%5D"])
        #expect(document.find("Ad/Wrapper") != nil)
    }

    @Test func vast_badIdOrDepth_is404() async throws {
        let server = try LoopbackAdServer()
        defer { server.stop() }
        let client = Client(server.origin)
        #expect(try await client.get("/vast/b1").status == 404)
        #expect(try await client.get("/vast/b1?depth=-1").status == 404)
        #expect(try await client.get("/vast/%3Cx%3E?depth=0").status == 404)
    }
}
