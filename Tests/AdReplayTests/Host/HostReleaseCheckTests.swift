import AdReplay
import Testing

/// `released` names what a session leaked, never what the SDK keeps for the whole process.
@Suite struct HostReleaseCheckTests {
    static var registry: AdapterRegistry {
        var registry = Registry.sample
        registry.register(ConstantHoldingBanner.self)
        registry.register(LeakingConstantHoldingBanner.self)
        return registry
    }

    private func recorded(_ adapter: String) throws -> Recorder.Recording {
        var recorder = Recorder(registry: Self.registry)
        recorder.optInRules = [.released]
        var scenario = Scenario.sample(.banner, script: "load; +1000 tap")
        scenario.adapterClassName = adapter
        return try recorder.record(scenario, name: "released", network: .answer(.fill))
    }

    /// The size constant is made in the first session that reads it, and is still there after:
    /// the second, identical session reuses it, so it is the process's, not the session's.
    @Test func aProcessWideConstant_isNoBreach_recordedOrReplayed() throws {
        let recording = try recorded("ConstantHoldingBanner")
        #expect(recording.breaches.map(\.description) == [])
        var replayer = Replayer(registry: Self.registry)
        replayer.optInRules = [.released]
        let replay = replayer.replay(recording.fixture)
        #expect(replay.passed)
        #expect(replay.breaches.map(\.description) == [])
        #expect(replay.notes == [])
    }

    /// Beside the constant, each session's own Sample adapter is kept by a static list: that one
    /// (and what it holds) is new in every session, and is named; the constant is not.
    @Test func aLeakedObject_isStillNamed_besideAProcessWideConstant() throws {
        let recording = try recorded("LeakingConstantHoldingBanner")
        #expect(
            recording.breaches.map(\.description) == [
                "objects released after the session: 4 objects of the session kept alive after the host let go of it: SampleCustomEvent (adapters[0].inner), "
                    + "SampleCustomEventBanner (adapters[0].inner.banner), SampleBanner (adapters[0].inner.banner.banner), "
                    + "OnceCompletion<MediationBannerAd, MediationBannerAdEventDelegate> (adapters[0].inner.banner.completion)"
            ])
    }

    /// The host's event delegate keeps its ad, as GMA's does: an adapter that holds the delegate
    /// weakly leaves nothing behind; Google's Sample adapter, which holds it strongly, keeps
    /// itself and its SDK ad alive with the delegate once the host lets go.
    @Test func eventDelegate_keepsItsAd_soOnlyAStrongDelegateOutlivesTheSession() throws {
        func breaches(_ adapter: String) throws -> [String] {
            var recorder = Recorder(registry: AdapterBugs.registry)
            recorder.optInRules = [.released]
            var scenario = Scenario.sample(.interstitial, script: "load; +1000 present; +1000 close")
            scenario.adapterClassName = adapter
            return try recorder.record(scenario, name: "released", network: .answer(.fill)).breaches.map(\.description)
        }
        #expect(try breaches("WeakDelegateInterstitial") == [])
        #expect(
            try breaches("SampleCustomEvent") == [
                "objects released after the session: 3 objects of the session kept alive after the host let go of it: "
                    + "SampleCustomEventInterstitial (adapters[0].interstitial), SampleInterstitial (adapters[0].interstitial.interstitial), "
                    + "OnceCompletion<MediationInterstitialAd, MediationInterstitialAdEventDelegate> (adapters[0].interstitial.completion)"
            ])
    }

    /// A fixture that kept the rule when recorded, replayed against an adapter that now holds its
    /// delegate strongly: the timeline is the same, but the leak is not in a timeline, so it is
    /// the replay's breach, named as the recording would name it, never a note about the recording.
    @Test func aFixtureRecordedWithoutALeak_replaysABreach_whenItsAdapterLeaksNow() throws {
        var recorder = Recorder(registry: AdapterBugs.registry)
        recorder.optInRules = [.released]
        var scenario = Scenario.sample(.interstitial, script: "load; +1000 present; +1000 close")
        scenario.adapterClassName = "WeakDelegateInterstitial"
        let recording = try recorder.record(scenario, name: "released", network: .answer(.fill))
        #expect(recording.breaches.isEmpty)
        var same = Replayer(registry: AdapterBugs.registry)
        same.optInRules = [.released]
        #expect(same.replay(recording.fixture).passed)
        var leaking = Replayer(registry: AdapterBugs.registry, substitutions: ["WeakDelegateInterstitial": "SampleCustomEvent"])
        leaking.optInRules = [.released]
        let replay = leaking.replay(recording.fixture)
        #expect(replay.diff == nil)
        #expect(replay.status == .contractBreached)
        #expect(
            replay.headline
                == "breaks 1 mediation contract: objects released after the session: 3 objects of the session kept alive after the host "
                + "let go of it: SampleCustomEventInterstitial (adapters[0].interstitial), SampleInterstitial "
                + "(adapters[0].interstitial.interstitial), OnceCompletion<MediationInterstitialAd, MediationInterstitialAdEventDelegate> "
                + "(adapters[0].interstitial.completion)")
        #expect(replay.notes.allSatisfy { !$0.contains("the recording breaks") })
    }
}
