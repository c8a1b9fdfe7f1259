import AdReplay
import AdReplayTesting
import Foundation
import Testing

/// An adapter that never sets one of the SDK's closures. The SDK calls a closure only when it is
/// set, and records only what it calls; so against such an adapter the closure call is simply not
/// there, and a replay of a fixture recorded with the shipped adapter names it as missing.
@Suite struct UnsubscribedCallbackTests {
    static var registry: AdapterRegistry {
        var registry = AdapterRegistry.heron
        registry.register(HeronAdapterIgnoringRewards.self, formats: [.rewarded])
        return registry
    }

    @Test func live_anUnsetClosureIsNeitherCalledNorRecorded() throws {
        let session = try HeronSession(.rewarded, "load; +1000 present; +17000 close", registry: Self.registry,
                                       adapter: "HeronAdapterIgnoringRewards")
        #expect(!session.calls.contains { $0.contains("onReward") || $0.contains("didRewardUser") })
        #expect(session.calls.last == "18000 ms  host didDismissFullScreenView")
    }

    @Test func replay_namesTheCallbackRecordedButNotReplayed() throws {
        let path = FixtureFile.resolve("Fixtures/rewarded/fill-watched.fixture.gz")
        let replayer = Replayer(registry: Self.registry, substitutions: ["HeronMediationAdapter": "HeronAdapterIgnoringRewards"])
        let result = try replayer.replay(path: path)
        #expect(result.failureMessage?.split(separator: "\n").map(String.init) == [
        ])
    }
}
