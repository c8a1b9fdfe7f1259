import Mediation
import SampleAdSDK

/// Runs scenarios live and turns them into fixtures.
///
/// ```swift
/// let recorder = Recorder(registry: registry)
/// let recording = try recorder.record(scenario, name: "fill", network: .seeded(42))
/// try FixtureStore.write(recording.fixture, to: "recordings/banner/fill.fixture.gz", overwrite: false)
/// ```
public struct Recorder: Sendable {
    /// A freshly recorded fixture and the contracts it breaks, each naming its ad (recorded
    /// anyway: a breach is often the very bug being captured; the fixture replays green, and a
    /// replay shows the breaches as notes).
    public struct Recording: Sendable {
        public var fixture: Fixture
        public var breaches: [ContractBreach]
    }

    public var registry: AdapterRegistry

    public init(registry: AdapterRegistry) {
        self.registry = registry
    }

    /// Runs `scenario` against the given networks and returns what crossed the seams.
    public func run(_ scenario: Scenario, sampleNetwork: any SampleAdNetwork,
                    hostAdServer: any HostAdServer = SeededHostAdServer(seed: 0)) throws -> Observation {
        try HostHarness(scenario: scenario, registry: registry, sampleNetwork: sampleNetwork, hostAdServer: hostAdServer).run()
    }

    public func record(_ scenario: Scenario, name: String, network: LiveNetwork) throws -> Recording {
        let harness = HostHarness(scenario: scenario, registry: registry, sampleNetwork: network.makeSampleNetwork(),
                                  hostAdServer: network.makeHostAdServer())
        let observation = try harness.run()
        let versions = registry.versions(of: scenario.adapterClassName)
        let environment = Fixture.Environment(
            sdkVersion: SampleSDKVersion, adapterVersion: versions?.adapter, adSDKVersion: versions?.sdk,
            toolVersion: ToolVersion.current, network: network.description)
        let fixture = Fixture(name: name, scenario: scenario, observation: observation, environment: environment)
        return Recording(fixture: fixture, breaches: ContractCheck.check(scenario, harness.recorder.attributedHostEvents))
    }
}
