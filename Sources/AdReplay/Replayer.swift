/// Replays fixtures: rebuilds the host and the adapter from the scenario, serves the recorded
/// answers in order, runs the script on the virtual clock, and compares what happens with what
/// was recorded.
///
/// ```swift
/// let result = Replayer(registry: registry).replay(fixture, path: "recordings/banner/fill.fixture.gz")
/// result.passed   // true when the adapter still does exactly what it did
/// ```
public struct Replayer: Sendable {
    public var registry: AdapterRegistry

    public init(registry: AdapterRegistry) {
        self.registry = registry
    }

    public func replay(_ fixture: Fixture, path: String? = nil) -> ReplayResult {
        let networks = ReplayNetworks(fixture.network)
        var result = ReplayResult(name: fixture.name, path: path, diff: nil, requestProblems: [], breaches: [],
                                  observed: Observation(), failure: nil)
        do {
            result.observed = try HostHarness(scenario: fixture.scenario, registry: registry,
                                              sampleNetwork: networks, hostAdServer: networks).run()
        } catch {
            result.failure = "\(error)"
            return result
        }
        result.requestProblems = networks.finalProblems
        result.diff = FixtureDiff.between(expected: fixture.observation, actual: result.observed)
        result.breaches = ContractCheck.check(fixture.scenario, result.observed.hostEvents)
        return result
    }

    /// Reads and replays a fixture file.
    public func replay(path: String) throws(FixtureError) -> ReplayResult {
        replay(try FixtureStore.read(path), path: path)
    }

    /// The fixture with its expected events replaced by what the replay observed.
    public static func accepting(_ result: ReplayResult, into fixture: Fixture) -> Fixture {
        var updated = fixture
        updated.network = result.observed.network
        updated.sdkCallbacks = result.observed.sdkCallbacks
        updated.sdkEffects = result.observed.sdkEffects
        updated.hostEvents = result.observed.hostEvents
        return updated
    }
}
