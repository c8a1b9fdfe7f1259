import Mediation

extension Replayer {
    /// Replays `fixture`'s session against its recorded answers and returns what the adapter read
    /// of its configuration and GMA's global state (``AdapterReads``): no diff, no contracts.
    /// Throws what keeps the session from running (its adapter is not registered, say).
    ///
    /// ```swift
    /// try Replayer(registry: registry).reads(of: fixture).values(of: .adSize)   // ["320×50"]
    /// ```
    public func reads(of fixture: Fixture) throws -> AdapterReads {
        let expected = try registry.resolve(fixture.observation)
        let exchanges = expected.exchangesByNetwork
        let harness = HostHarness(
            scenario: replayed(fixture.scenario), registry: registry,
            answers: { plugin in .recorded(exchanges.first { $0.network == plugin.name }?.exchanges ?? []) },
            expectedEntries: expected.entries.count)
        let log = harness.notingReads()
        _ = try harness.run()
        return AdapterReads(log)
    }
}
