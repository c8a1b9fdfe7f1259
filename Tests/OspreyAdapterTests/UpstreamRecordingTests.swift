import AdReplay
import AdReplayHTTP
import AdReplayOsprey
import AdWorld
import AdWorldHTTP
import Foundation
import LoopbackAdServer
import Testing

/// `record --upstream URL`: the SDK's requests go to a real ad server (here a loopback server,
/// standing in for one), and the fixture says the day and the origin; it replays with no server.
@Suite struct UpstreamRecordingTests {
    @Test func recordingAgainstTheUpstream_storesItsAnswersAndWhenAndWhere() throws {
        let upstream = try LoopbackAdServer(answers: .init(seed: 9, forced: .fill))
        let day = try #require(CalendarDay("2026-11-24"))
        let scenario = try OspreyFixtures.read("banner/fill").scenario
        let live = Fixture.Live(recordedOn: day, upstream: upstream.origin)

        let fixture = try Recorder(registry: .osprey)
            .record(scenario, name: "live", network: LiveNetwork(source: .seeded(0), upstream: live)).fixture
        upstream.stop()

        #expect(fixture.environment.live == live)
        #expect(fixture.environment.network == "upstream \(upstream.origin)")
        #expect(upstream.requests.map(\.path).first == "/openrtb2/auction")
        #expect(upstream.requests.count == fixture.timeline.filter { $0.text.hasPrefix("osprey request ") }.count)
        let replay = Replayer(registry: .osprey).replay(fixture)
        #expect(replay.passed, "\(replay.failureMessage ?? "")")
    }

    /// A network whose plug-in cannot record live would answer from its simulation while the
    /// fixture said a real server did: refused before the session runs.
    @Test func anUpstreamForANetworkThatCannotRecordLive_isRefused() throws {
        var registry = AdapterRegistry.osprey
        registry.register(network: SeamPlugin<SimulatedOsprey>())
        let live = Fixture.Live(recordedOn: try #require(CalendarDay("2026-11-24")), upstream: "https://ads.example.com")

        #expect(
            throws: Recorder.Refusal(
                "the Osprey SDK cannot record against a real ad server (https://ads.example.com); its plug-in does not say recordsUpstream")
        ) {
            try Recorder(registry: registry).record(
                try OspreyFixtures.read("banner/fill").scenario, name: "x",
                network: LiveNetwork(source: .seeded(0), upstream: live))
        }
    }

    @Test func anUpstreamThatCannotBeReached_isRecordedAsTheSDKMetIt() throws {
        let closed = try LoopbackAdServer()
        let origin = closed.origin
        closed.stop()
        let live = Fixture.Live(recordedOn: try #require(CalendarDay("2026-11-24")), upstream: origin)

        let fixture = try Recorder(registry: .osprey)
            .record(
                try OspreyFixtures.read("banner/no-bid").scenario, name: "gone", network: LiveNetwork(source: .seeded(0), upstream: live)
            ).fixture

        #expect(
            fixture.timeline.map(\.text).contains(
                "osprey request POST https://ads.osprey.example/openrtb2/auction (199 bytes) → failure cannotConnect"),
            "\(fixture.timeline.map(\.text))")
    }
}

/// Osprey as a plug-in that cannot record against a real server.
private enum SimulatedOsprey: HTTPNetwork {
    typealias Callback = Osprey.Callback
    typealias Effect = Osprey.Effect
    typealias Seam = Osprey.Seam
    static let name = Osprey.name
    static let sdkName = Osprey.sdkName
    static let sdkVersion = Osprey.sdkVersion
    static let recording = {
        var recording = Osprey.recording
        recording.recordsUpstream = false
        return recording
    }()

    static func liveNetwork(_ answers: LiveAnswers) throws -> any AdNetwork<HTTPCall, HTTPOutcome> {
        try Osprey.liveNetwork(answers)
    }
}
