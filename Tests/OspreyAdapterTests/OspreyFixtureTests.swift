import AdReplay
import AdReplayOsprey
import AdReplayTesting
import OspreyAdapter
import Testing

extension AdapterRegistry {
    /// The Osprey network over HTTP and its adapter.
    static var osprey: AdapterRegistry {
        var registry = AdapterRegistry()
        registry.register(network: SeamPlugin<Osprey>())
        registry.register(OspreyMediationAdapter.self, network: Osprey.name, formats: [.banner, .interstitial, .rewarded, .native])
        return registry
    }
}

/// Every recorded Osprey session replays against the adapter as it is now, with no server
/// running and no socket opened: one test per fixture.
@Suite struct OspreyFixtureTests {
    @Test(arguments: FixtureFile.all(in: "Fixtures"))
    func replays(_ fixture: FixtureFile) {
        expectReplays(fixture, registry: .osprey)
    }
}
