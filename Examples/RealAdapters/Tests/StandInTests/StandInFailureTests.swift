import AdReplay
import BidMachinePlugin
import BigoPlugin
import Mediation
import Testing

/// The failures a recording chooses after a fill (Bigo's `playbackError`, BidMachine's
/// `renderError` and `presentError`) reach the adapter through the SDK's own callbacks, and a fill
/// without one keeps its bytes (the new creative fields are left out of the fixture).
@Suite struct StandInFailureTests {
    private static func scenario(adapter: String) throws -> Scenario {
        Scenario(
            format: .interstitial, adapterClassName: adapter, parameter: "slot-7",
            request: MediationRequest(bidResponse: "bid-123"),
            script: try Script.parse("load; +1000 present; +2000 tap; +3000 close"))
    }

    private static func record(_ adapter: String, _ answer: String) throws -> Fixture {
        try Recorder(registry: .standIns).record(try scenario(adapter: adapter), name: "probe", network: .answer(answer)).fixture
    }

    private static func json(_ fixture: Fixture) throws -> String {
        String(decoding: try FixtureCodec.json(fixture), as: UTF8.self)
    }

    /// The host events of the replay, each with the error code it carries, if any.
    private static func hostEvents(replaying fixture: Fixture) -> [String] {
        let result = Replayer(registry: .standIns).replay(fixture)
        #expect(result.failure == nil && result.diff == nil && result.requestProblems.isEmpty)
        return result.observed.hostEvents.map { timed in
            switch timed.event {
            case .loadCompleted(.error(let error)): "loadCompleted \(error.code) at \(timed.time)"
            case .didFailToPresent(let error): "didFailToPresent \(error.code) at \(timed.time)"
            default: "\(timed.event.kind) at \(timed.time)"
            }
        }
    }

    @Test func bigo_playbackError_failsThePresentWithTheSDKsError() throws {
        let fixture = try Self.record("BigoProbeAdapter", "playbackError")
        #expect(try Self.json(fixture).contains(#""failsToPlay": true"#))
        #expect(
            Self.hostEvents(replaying: fixture) == [
                "loadCompleted at 150", "willPresentFullScreenView at 1000", "didFailToPresent 1012 at 1000",
            ])
    }

    @Test func bigo_fill_leavesFailsToPlayOut() throws {
        #expect(try !Self.json(Self.record("BigoProbeAdapter", "fill")).contains("failsToPlay"))
    }

    @Test func bidMachine_renderError_failsTheLoadAfterTheAuction() throws {
        let fixture = try Self.record("BidMachineProbeAdapter", "renderError")
        #expect(try Self.json(fixture).contains(#""failure": "render""#))
        #expect(Self.hostEvents(replaying: fixture) == ["loadCompleted 110 at 120"])
    }

    @Test func bidMachine_presentError_failsThePresent() throws {
        let fixture = try Self.record("BidMachineProbeAdapter", "presentError")
        #expect(Self.hostEvents(replaying: fixture) == ["loadCompleted at 120", "didFailToPresent 111 at 1000"])
    }

    @Test func bidMachine_fill_leavesFailureOut() throws {
        #expect(try !Self.json(Self.record("BidMachineProbeAdapter", "fill")).contains(#""failure""#))
    }

    @Test func plugins_offerTheNewAnswersAndInterstitialVideo() {
        #expect(Bigo.recording.answerNames == ["fill", "noFill", "timeout", "invalidPayload", "playbackError"])
        #expect(
            BidMachineNetworkPlugin.recording.answerNames == ["fill", "noContent", "timeout", "badContent", "renderError", "presentError"])
        #expect(Bigo.recording.videoApplies(to: .interstitial) && BidMachineNetworkPlugin.recording.videoApplies(to: .interstitial))
    }
}
