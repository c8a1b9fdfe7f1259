import AdReplay
import AdReplaySample
import Foundation
import Testing

/// What a replay found, and the report people read.
@Suite struct ReplayResultTests {
    @Test func passed_hasNoMessage() throws {
        let result = Replayer(registry: Registry.sample).replay(try committedFixture("interstitial/close"))
        #expect(result.status == .passed)
        #expect(result.passed)
        #expect(result.failureMessage == nil)
        #expect(result.notes == [])
    }

    @Test func recordedBreach_replaysGreenWithANote() throws {
        var registry = Registry.sample
        registry.register(DoubleCompletionBannerAdapter.self, as: "SampleCustomEvent")
        let recording = try Recorder(registry: registry).record(Scenario.sample(.banner), name: "double", network: .answer(.fill))
        #expect(recording.breaches.count == 1)
        let result = Replayer(registry: registry).replay(recording.fixture, path: "recordings/banner/double.fixture.gz")
        #expect(result.status == .passed)
        #expect(result.diff == nil)
        #expect(result.breaches == [])
        #expect(result.failureMessage == nil)
        #expect(result.notes == [
            "the recording breaks a mediation contract: ad 1: load completes exactly once at host event #1 (0 ms): 2 completions for one load",
        ])
    }

    @Test func recordedBreaches_eachGetANote() throws {
        var registry = Registry.sample
        registry.register(AlwaysVideoNativeAdapter.self, as: "SampleCustomEvent")
        let scenario = Scenario.sample(.native, script: "load; +1000 load")
        let fixture = try Recorder(registry: registry).record(scenario, name: "video", network: .answer(.nativeFill(.app, video: false))).fixture
        let result = Replayer(registry: registry).replay(fixture)
        #expect(result.status == .passed)
        #expect(result.notes.map { $0.prefix(52) } == [
            "the recording breaks a mediation contract: ad 1: has", "the recording breaks a mediation contract: ad 2: has",
        ])
    }

    @Test func contractBreached_message() throws {
        var result = Replayer(registry: Registry.sample).replay(try committedFixture("interstitial/close"), path: "recordings/rewarded/x.fixture.gz")
        result.breaches = [ContractBreach(rule: .rewardBeforeDismissal, ad: 2, index: 7, time: 12000,
                                          detail: "didRewardUser after didDismissFullScreenView")]
        #expect(result.status == .contractBreached)
        #expect(result.failureMessage == """
            recordings/rewarded/x.fixture.gz: breaks 1 mediation contract
            contract breaches:
              ad 2: reward before dismissal at host event #7 (12000 ms): didRewardUser after didDismissFullScreenView
            """)
    }

    @Test func failedBeatsDiffered() throws {
        var fixture = try committedFixture("banner/fill")
        fixture.scenario.adapterClassName = "Nobody"
        fixture.removeHostEvents()
        let result = Replayer(registry: Registry.sample).replay(fixture)
        guard case .failed = result.status else {
            Issue.record("expected .failed, got \(result.status)")
            return
        }
        #expect(result.diff == nil)
    }

    @Test func differedBeatsContractBreached() throws {
        var registry = Registry.sample
        registry.register(DoubleCompletionBannerAdapter.self, as: "SampleCustomEvent")
        let result = Replayer(registry: registry).replay(try committedFixture("banner/fill"))
        #expect(result.status == .differed)
        #expect(!result.breaches.isEmpty)
    }

    @Test func notes_nameAnotherAdapterOrSDKVersion() throws {
        var registry = Registry.sample
        registry.register(HandWrittenBannerAdapter.self, as: "SampleCustomEvent")
        let result = Replayer(registry: registry).replay(try committedFixture("banner/fill"))
        #expect(result.passed)
        #expect(result.notes == ["recorded with adapter 1.0.0, replayed with 9.9.9"])
        #expect(result.failureMessage == nil)

        var older = try committedFixture("banner/fill")
        older.environment.sdkVersion = "0.9.0"
        #expect(Replayer(registry: Registry.sample).replay(older).notes == ["recorded with Sample SDK 0.9.0, replayed with 1.0.0"])
    }

    @Test func label_isThePathOrElseTheName() throws {
        var fixture = try committedFixture("banner/fill")
        fixture.removeLastHostEvent()
        var replayer = Replayer(registry: Registry.sample)
        replayer.acceptCommand = { "adreplay replay --update \($0)" }
        #expect(replayer.replay(fixture).failureMessage?.hasPrefix("fill: first difference") == true)
        #expect(replayer.replay(fixture).failureMessage?.hasSuffix("adreplay replay --update fill") == true)
        #expect(replayer.replay(fixture, path: "x/y.fixture.gz").failureMessage?.hasPrefix("x/y.fixture.gz: first difference") == true)
        #expect(replayer.replay(fixture, path: "x/y.fixture.gz").failureMessage?.hasSuffix("adreplay replay --update x/y.fixture.gz") == true)
    }
}
