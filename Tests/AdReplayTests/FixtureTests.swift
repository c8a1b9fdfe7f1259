import AdReplay
import SampleAdSDK
import Testing

/// The fixture model.
@Suite struct FixtureTests {
    @Test func init_takesTheObservationAndTheCurrentSchema() throws {
        let committed = try committedFixture("appOpen/fill")
        let rebuilt = Fixture(name: committed.name, scenario: committed.scenario, observation: committed.observation,
                              environment: committed.environment)
        #expect(rebuilt == committed)
        #expect(rebuilt.schema == Fixture.currentSchema)
        #expect(Fixture.currentSchema == 1)
    }

    @Test func observation_holdsTheFourRecordedStreams() throws {
        let fixture = try committedFixture("rewarded/fill")
        #expect(fixture.observation == Observation(network: fixture.network, sdkCallbacks: fixture.sdkCallbacks,
                                                   sdkEffects: fixture.sdkEffects, hostEvents: fixture.hostEvents))
    }

    @Test func timed() {
        #expect(Timed(5, HostEvent.reportClick).time == 5)
        #expect(Timed(5, HostEvent.reportClick) != Timed(6, HostEvent.reportClick))
    }

    @Test(arguments: try FixtureStore.fixturePaths(in: [recordingsFolder.path]))
    func committedFixture_isRecordedWithTheCurrentTools(path: String) throws {
        let fixture = try FixtureStore.read(path)
        #expect(fixture.environment.sdkVersion == SampleSDKVersion)
        #expect(fixture.environment.toolVersion == ToolVersion.current)
        #expect(!fixture.scenario.script.isEmpty)
        #expect(fixture.scenario.script.first?.action == .load)
    }
}
