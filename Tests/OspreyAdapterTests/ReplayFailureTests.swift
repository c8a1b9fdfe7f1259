import AdReplay
import AdReplayOsprey
import Testing

/// What a replay says when the adapter's HTTP traffic is not what was recorded: the headline names
/// the request field, the tracker, and a request with no match lists what differs from the nearest.
@Suite struct ReplayFailureTests {
    private func replay(_ fixture: Fixture) -> ReplayResult {
        Replayer(registry: .osprey).replay(fixture)
    }

    @Test func aChangedRequestBodyField_failsNamingIt() throws {
        let fixture = try OspreyFixtures.edited("banner/fill", replacing: #""tagid": "home-top""#, with: #""tagid": "home-bottom""#)

        let result = replay(fixture)

        #expect(!result.passed)
        let message = result.failureMessage ?? ""
        #expect(message.contains(#"body.imp[0].tagid: "home-bottom" → "home-top""#), "\(message)")
    }

    @Test func aChangedTrackerURL_failsNamingTheTrackerAndItsField() throws {
        let fixture = try OspreyFixtures.edited(
            "banner/fill",
            replacing: #""request": "GET https://track.osprey.example/t/bill?bid=bc25ccd04bba9144e&price=4.62""#,
            with: #""request": "GET https://track.osprey.example/t/bill?bid=bc25ccd04bba9144e&price=4.63""#)

        let result = replay(fixture)

        #expect(!result.passed)
        let message = result.failureMessage ?? ""
        #expect(message.contains(#"query.price: "4.63" → "4.62""#), "\(message)")
    }

    @Test func aTrackerTheAdapterNoLongerFires_failsNamingIt() throws {
        let billing =
            #"{"at":  1234, "sdk": "osprey", "request": "GET https://track.osprey.example/t/bill?bid=bc25ccd04bba9144e&price=4.62", "answer": 204, "latency": 41},"#
        let extra =
            #"{"at":  1240, "sdk": "osprey", "request": "GET https://track.osprey.example/t/viewable?bid=bc25ccd04bba9144e", "answer": 204, "latency": 6},"#
        let fixture = try OspreyFixtures.edited("banner/fill", replacing: billing, with: billing + "\n    " + extra)

        let result = replay(fixture)

        #expect(!result.passed)
        let message = result.failureMessage ?? ""
        #expect(
            message.contains(
                "osprey request GET https://track.osprey.example/t/viewable?bid=bc25ccd04bba9144e → 204 No Content at 1240 ms was recorded but not replayed"
            ), "\(message)")
    }
}
