import AdReplay
import AdReplayTesting
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
        let script = "load; +1000 present; +17000 close"
        let shipped = try HeronSession(.rewarded, script)
        let broken = try HeronSession(.rewarded, script, registry: Self.registry, adapter: "HeronAdapterIgnoringRewards")
        // The video ends at 16300 ms and the close button appears, but no closure is called, so
        // the reward is missing and nothing else differs.
        let reward = [
            "16300 ms  heron callback rewarded.onReward(10 feathers)", "16300 ms  host didEndVideo", "16300 ms  host didRewardUser",
        ]
        #expect(shipped.calls.filter(reward.contains) == reward)
        #expect(broken.calls == shipped.calls.filter { !reward.contains($0) })
        #expect(broken.effects == shipped.effects)
    }

    @Test func replay_namesTheCallbackRecordedButNotReplayed() throws {
        let path = FixtureFile.resolve("Fixtures/rewarded/fill-watched.fixture.gz")
        let replayer = Replayer(registry: Self.registry, substitutions: ["HeronMediationAdapter": "HeronAdapterIgnoringRewards"])
        let result = try replayer.replay(path: path)
        #expect(
            result.failureMessage?.split(separator: "\n").map(String.init) == [
                "\(path): first difference at #11 (16300 ms): heron callback rewarded.onReward(10 feathers) at 16300 ms was recorded but not replayed (3 differences)",
                "legend: - recorded   + replayed   ~ changed field",
                "  … (9 unchanged)",
                "     1300 ms  host reportImpression",
                "     1300 ms  host didStartVideo",
                "-   16300 ms  heron callback rewarded.onReward(10 feathers)",
                "-   16300 ms  host didEndVideo",
                "-   16300 ms  host didRewardUser",
                "    16300 ms  heron effect HeronRewardedAd shows its close button",
                "    18000 ms  do close",
                "  … (4 unchanged)",
                "replayed with HeronAdapterIgnoringRewards in place of HeronMediationAdapter",
            ])
    }
}
