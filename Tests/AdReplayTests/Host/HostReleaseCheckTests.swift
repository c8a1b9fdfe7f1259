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
}
