import AdReplay
import AdReplayTesting
import PebbleAdapter
import PebblePlugin
import Testing

extension AdapterRegistry {
    /// The Pebble network and its adapter.
    static var pebble: AdapterRegistry {
        var registry = AdapterRegistry()
        registry.register(network: SeamPlugin<Pebble>())
        registry.register(PebbleMediationAdapter.self)
        return registry
    }
}

/// Every recorded Pebble session replays against the adapter as it is now: one test per fixture.
@Suite struct PebbleFixtureTests {
    @Test(arguments: FixtureFile.all(in: "Fixtures"))
    func replays(_ fixture: FixtureFile) {
        expectReplays(fixture, registry: .pebble)
    }
}
