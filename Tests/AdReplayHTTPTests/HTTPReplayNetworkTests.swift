import AdWorld
import AdWorldHTTP
import Foundation
import Testing

@testable import AdReplay
@testable import AdReplayHTTP

@Suite struct HTTPReplayNetworkTests {
    private func network(_ exchanges: [(HTTPCall, HTTPOutcome, Int)], _ session: NetworkSession) -> HTTPReplayNetwork<Wren> {
        HTTPReplayNetwork<Wren>(exchanges.map { ($0.0, NetworkReply($0.1, latency: 10), $0.2) }, in: session)
    }

    @Test func repeatedIdenticalRequests_areServedInRecordedOrder() {
        let session = NetworkSession.replaying()
        let ping = HTTPCall.get("https://t.example/imp?n=1")
        // Given out of order: served by the time each request was sent.
        let replay = network([(ping, .status(204, "second"), 50), (ping, .status(200, "first"), 10)], session)
        #expect(replay.answer(ping).answer == .status(200, "first"))
        #expect(replay.answer(ping).answer == .status(204, "second"))
        #expect(replay.answer(ping).answer == Wren.unrecordedAnswer)
        #expect(
            session.ledger.finalProblems.map(\.description) == [
                """
                request #2 matches no recorded request
                    actual:   GET https://t.example/imp?n=1
                    nearest:  GET https://t.example/imp?n=1
                """
            ])
    }

    @Test func requestsMatch_inAnotherOrderThanRecorded() {
        let session = NetworkSession.replaying()
        let a = HTTPCall.get("https://t.example/a"), b = HTTPCall.get("https://t.example/b")
        let replay = network([(a, .status(200, "a"), 0), (b, .status(200, "b"), 0)], session)
        #expect(replay.answer(b).answer == .status(200, "b"))
        #expect(replay.answer(a).answer == .status(200, "a"))
        #expect(session.ledger.finalProblems.isEmpty)
    }

    @Test func liveRequest_isRedactedBeforeMatching() {
        let session = NetworkSession.replaying()
        let recorded = Wren.kept(WrenSDK.bidRequest(slot: "top"), .status(200)).request
        let replay = network([(recorded, .status(200, "ad"), 0)], session)
        #expect(replay.answer(WrenSDK.bidRequest(slot: "top", id: "req-77")).answer == .status(200, "ad"))
        #expect(session.ledger.finalProblems.isEmpty)
    }

    @Test func otherEndpoint_getsTheUnrecordedAnswer_andTheUnusedExchangeIsReported() {
        let session = NetworkSession.replaying()
        let replay = network([(.get("https://t.example/win?slot=top&gdpr=1"), .status(204), 0)], session)
        #expect(replay.answer(.get("https://t.example/loss?slot=top")).answer == .failure(.cannotConnect))
        #expect(
            session.ledger.finalProblems.map(\.description) == [
                """
                request #0 matches no recorded request; nearest differs at url: https://t.example/win → https://t.example/loss
                    actual:   GET https://t.example/loss?slot=top
                    nearest:  GET https://t.example/win?slot=top&gdpr=1
                    differs:  url: https://t.example/win → https://t.example/loss
                              query.gdpr: missing
                """,
                "1 recorded answer was never asked for, starting with: GET https://t.example/win?slot=top&gdpr=1",
            ])
    }

    @Test func emptyRecording_saysItHoldsNothingOfTheNetwork() {
        let session = NetworkSession.replaying()
        let replay = network([], session)
        #expect(replay.answer(.get("https://t.example/a")).answer == .failure(.cannotConnect))
        #expect(
            session.ledger.finalProblems.map(\.description) == [
                "request #0 matches no recorded request (the recording holds none of its network):\n    actual:   GET https://t.example/a"
            ])
    }

    @Test func nearest_isTheClosestByMethodEndpointQueryAndBody() {
        let session = NetworkSession.replaying()
        let replay = network(
            [
                (.postJSON("https://ads.example/bid", #"{"imp":[{"tagid":"a"}],"app":{"id":"1"}}"#), .status(200, "far"), 0),
                (.postJSON("https://ads.example/bid", #"{"imp":[{"tagid":"b"}],"app":{"id":"1"}}"#), .status(200, "near"), 1),
                (.get("https://ads.example/bid"), .status(200, "other method"), 2),
            ], session)
        #expect(
            replay.answer(.postJSON("https://ads.example/bid", #"{"imp":[{"tagid":"b"}],"app":{"id":"2"}}"#)).answer == .status(200, "near")
        )
        guard case .nearMiss(_, _, let nearest, let differences)? = session.ledger.finalProblems.first else {
            Issue.record("no near miss")
            return
        }
        #expect(nearest?.description == "POST https://ads.example/bid (40 bytes)")
        #expect(differences == [#"body.app.id: "1" → "2""#])
    }
}
