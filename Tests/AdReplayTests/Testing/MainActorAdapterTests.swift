import AdReplay
import AdReplayTesting
import Foundation
import Testing

/// An adapter isolated to the main actor (``MainActorBanner``: a `@MainActor` class, GMA's
/// protocol conformed to with `@preconcurrency`, so Swift traps any call of it off the main
/// actor) in the documented Swift Testing suite, unchanged: the test is not `@MainActor`, and
/// Swift Testing runs it off the main thread.
@Suite struct MainActorAdapterTests {
    /// The Sample registry with the main-actor adapter, built off the main actor, as a test's
    /// `static var` registry is.
    static var registry: AdapterRegistry {
        var registry = Registry.sample
        registry.register(MainActorBanner.self)
        return registry
    }

    /// The Sample banner fixtures, replayed with the main-actor adapter in the Sample adapter's
    /// place (it loads through it).
    static let fixtures = FixtureFile.all(in: "../../../recordings/banner").filter {
        ["failure-no-inventory.fixture.gz", "fill.fixture.gz"].contains($0.name)
    }
    static let substitutions = ["SampleCustomEvent": "MainActorBanner"]

    @Test func register_offTheMainThread_asksTheAdapterNothing() {
        #expect(!Thread.isMainThread)
        #expect(Self.registry.names.contains("MainActorBanner"))
        #expect(Self.fixtures.count == 2)
    }

    @Test(arguments: fixtures)
    func expectReplays_aMainActorAdapter_replays(_ fixture: FixtureFile) {
        expectReplays(fixture, registry: Self.registry, substitutions: Self.substitutions, mode: .never)
    }

    @Test(.isolation(.off), arguments: fixtures)
    func expectReplays_inTheTestProcess_aMainActorAdapter_replays(_ fixture: FixtureFile) {
        expectReplays(fixture, registry: Self.registry, substitutions: Self.substitutions, mode: .never)
    }

    /// Recorded and replayed through a cassette, its versions are the adapter's own.
    @Test func cassette_aMainActorAdapter_recordsAndReplays() throws {
        try withTemporaryFolder { folder in
            var scenario = Scenario.sample(.banner, script: "load; +1000 tap")
            scenario.adapterClassName = "MainActorBanner"
            let path = folder.appendingPathComponent("isolated.fixture.gz").path
            let result = try Cassette.use(path, scenario: scenario, registry: Self.registry, network: .answer("fill"), mode: .missing)
            #expect(result.failureMessage == nil)
            #expect(try FixtureStore.read(path, networks: Self.registry.networks).environment.adapterVersion == "1.2.3")
        }
    }
}
