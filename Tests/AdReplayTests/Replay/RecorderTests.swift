import AdReplay
import AdReplaySample
import Foundation
import SampleAdSDK
import Testing

/// Recording runs a scenario live and returns the fixture with its contract breaches.
@Suite struct RecorderTests {
    private let recorder = Recorder(registry: Registry.sample)

    @Test func record_capturesAllFourStreams() throws {
        let recording = try recorder.record(Scenario.sample(.banner), name: "fill", network: .answer(.fill))
        let fixture = recording.fixture
        #expect(fixture.fidelity == .complete)
        #expect(fixture.name == "fill")
        #expect(fixture.scenario == Scenario.sample(.banner))
        #expect(fixture.hostEvents.map(\.event.kind) == ["loadCompleted", "reportClick"])
        #expect(fixture.hostEvents.map(\.time) == [0, 1000])
        #expect(fixture.sdkCallbacks.map(\.event.selector) == ["bannerDidLoad:", "bannerWillLeaveApplication:"])
        #expect(
            fixture.observation.sampleExchanges == [
                SampleNetworkExchange(
                    request: SampleNetworkRequest(format: .banner, adUnit: "sample-ad-unit"), answer: .fill, requestedAt: 0, answeredAt: 0)
            ])
        #expect(fixture.sdkEffects.map(\.time) == [0, 0, 0, 1000])
        #expect(recording.breaches == [])
    }

    @Test func record_matchesTheCommittedFixtureMadeByTheCLI() throws {
        let committed = try committedFixture("banner/fill")
        let recorded = try recorder.record(committed.scenario, name: committed.name, network: .answer(.fill)).fixture
        #expect(recorded == committed)
        #expect(try FixtureCodec.encode(recorded) == Array(try #require(FileManager.default.contents(atPath: recording("banner/fill")))))
    }

    @Test func record_writesVersionsAndNetworkIntoTheEnvironment() throws {
        let fixture = try recorder.record(Scenario.sample(.rewarded), name: "x", network: .seeded(9)).fixture
        #expect(fixture.environment.sdkVersion == SampleSDKVersion)
        #expect(fixture.environment.adapterVersion == "1.0.0")
        #expect(fixture.environment.adSDKVersion == "1.0.0")
        #expect(fixture.environment.toolVersion == ToolVersion.current)
        #expect(fixture.environment.network == "seeded(9)")
    }

    @Test func record_ofALegacyOrCustomNativeScenario_hasNoAdapterVersions() throws {
        for format in [Scenario.Format.nativeLegacy, .customNative] {
            let scenario = Scenario.sample(format, parameter: format == .customNative ? "/21775744923/example/native" : "sample-ad-unit")
            let environment = try recorder.record(scenario, name: "x", network: .seeded(0)).fixture.environment
            #expect(environment.adapterVersion == nil, "\(format)")
            #expect(environment.adSDKVersion == nil, "\(format)")
        }
    }

    @Test func record_reportsBreachesButKeepsTheEvents() throws {
        var registry = Registry.sample
        registry.register(DoubleCompletionBannerAdapter.self, as: "SampleCustomEvent")
        let recording = try Recorder(registry: registry).record(Scenario.sample(.banner), name: "bug", network: .answer(.fill))
        #expect(recording.fixture.hostEvents.map(\.event.kind) == ["loadCompleted", "loadCompleted", "reportClick"])
        #expect(
            recording.breaches.map(\.description) == [
                "ad 1: load completes exactly once at host event #1 (0 ms): 2 completions for one load"
            ])
        #expect(recording.fixture.environment.adapterVersion == "9.9.9")
    }

    @Test func run_observesWithoutMakingAFixture() throws {
        let observation = try recorder.run(Scenario.sample(.interstitial), sampleNetwork: ScriptedSampleNetwork([.failure(.unknown)]))
        #expect(observation.hostEvents == [Timed(0, .loadCompleted(.error(.sampleLoadFailure(1))))])
        #expect(observation.exchanges.count == 1)
    }

    @Test func run_throwsForAnUnknownAdapter() {
        var scenario = Scenario.sample(.banner)
        scenario.adapterClassName = "Nobody"
        #expect(throws: (any Error).self) {
            try recorder.run(scenario, sampleNetwork: ScriptedSampleNetwork([]))
        }
    }
}
