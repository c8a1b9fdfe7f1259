import AdReplay
import AdReplaySample
import SampleAdSDK
import Testing

/// The fixture model.
@Suite struct FixtureTests {
    @Test func init_takesTheObservationAndTheCurrentSchema() throws {
        let committed = try committedFixture("appOpen/fill")
        let rebuilt = Fixture(
            name: committed.name, scenario: committed.scenario, observation: committed.observation,
            environment: committed.environment)
        #expect(rebuilt == committed)
        #expect(rebuilt.fidelity == .complete)
        #expect(Fixture.currentSchema == 3)
    }

    @Test func observation_isTheTimelineInOrder() throws {
        let fixture = try committedFixture("rewarded/fill")
        #expect(fixture.observation.entries == fixture.timeline)
        #expect(fixture.timeline.map(\.at) == fixture.timeline.map(\.at).sorted())
        // Cause before effect within one millisecond: the SDK's callback, then what the adapter told the host.
        let kinds = fixture.timeline.filter { $0.at == 11000 }.map(\.kind)
        #expect(
            kinds == [
                "sample effect text", "sample effect closeButtonShown", "sample effect text",
                "sample callback rewardedAd:userDidEarnReward:",
                "host didRewardUser",
            ])
        #expect(fixture.observation.steps == fixture.scenario.script)
    }

    @Test func timed() {
        #expect(Timed(5, HostEvent.reportClick).time == 5)
        #expect(Timed(5, HostEvent.reportClick) != Timed(6, HostEvent.reportClick))
    }

    @Test(arguments: try FixtureStore.fixturePaths(in: [recordingsFolder.path]))
    func committedFixture_isRecordedWithTheCurrentTools(path: String) throws {
        let fixture = try FixtureStore.read(path, networks: Registry.sample.networks)
        #expect(fixture.environment.sdkVersion == SampleSDKVersion)
        #expect(fixture.environment.toolVersion == ToolVersion.current)
        #expect(!fixture.scenario.script.isEmpty)
        #expect(fixture.scenario.script.first?.action == .load)
    }
}
