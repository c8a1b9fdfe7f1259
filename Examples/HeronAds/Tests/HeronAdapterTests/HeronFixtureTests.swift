import AdReplay
import AdReplayTesting
import HeronAdapter
import HeronPlugin
import Testing

extension AdapterRegistry {
    /// The Heron network and its adapter.
    static var heron: AdapterRegistry {
        var registry = AdapterRegistry()
        registry.register(network: SeamPlugin<Heron>())
        registry.register(HeronMediationAdapter.self, formats: [.rewarded, .native])
        return registry
    }
}

/// Every recorded Heron session replays against the adapter as it is now: one test per fixture.
@Suite struct HeronFixtureTests {
    @Test(arguments: FixtureFile.all(in: "Fixtures"))
    func replays(_ fixture: FixtureFile) {
        expectReplays(fixture, registry: .heron)
    }
}
