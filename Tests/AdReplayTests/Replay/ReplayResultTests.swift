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

    /// A session recorded with a breach is a bug report: it replays REPRODUCES against the buggy
    /// adapter, FIXED against the corrected one, and once accepted it is an ordinary fixture that
    /// passes.
    @Test func recordedBreach_reproducesUntilFixed_andAcceptedPasses() throws {
        var buggy = Registry.sample
        buggy.register(DoubleCompletionBannerAdapter.self, as: "SampleCustomEvent")
        let recording = try Recorder(registry: buggy).record(Scenario.sample(.banner), name: "double", network: .answer(.fill))
        #expect(recording.fixture.reproduces == [.breach(rule: "load completes exactly once", ad: 1)])
        #expect(recording.fixture.schema == 3)
        let path = "recordings/banner/double.fixture.gz"
        let still = Replayer(registry: buggy).replay(recording.fixture, path: path)
        #expect(still.status == .reproduces("breaks load completes exactly once (ad 1)"))
        #expect(
            still.failureMessage == """
                recordings/banner/double.fixture.gz: reproduces the bug it was recorded for: breaks load completes exactly once (ad 1)
                contract breaches:
                  ad 1: load completes exactly once at host event #1 (0 ms): 2 completions for one load
                it fails until the adapter is fixed
                """)
        // A tool says how its runs keep a known bug; the engine names no option of its own.
        var tool = Replayer(registry: buggy)
        tool.knownBugAdvice = "a run that keeps known bugs accepts it with --accept-reproductions"
        #expect(
            tool.replay(recording.fixture, path: path).failureMessage?.hasSuffix(
                "\nit fails until the adapter is fixed; a run that keeps known bugs accepts it with --accept-reproductions") == true)
        let fixed = Replayer(registry: Registry.sample).replay(recording.fixture, path: path)
        #expect(fixed.status == .fixed("no longer breaks load completes exactly once (ad 1)"))
        let lines = fixed.failureMessage?.split(separator: "\n").map(String.init) ?? []
        #expect(lines.first == "recordings/banner/double.fixture.gz: fixed: no longer breaks load completes exactly once (ad 1)")
        #expect(
            lines.last
                == "make it an ordinary regression fixture of what the adapter does now: run the tests again with ADREPLAY_RECORD=all")
        let accepted = Replayer.accepting(fixed, into: recording.fixture)
        #expect(accepted.reproduces == [])
        #expect(accepted.schema == 2)
        #expect(Replayer(registry: Registry.sample).replay(accepted).status == .passed)
    }

    /// A bug report whose bug is still there while the adapter's side of the session changed
    /// besides (here: its last host event, the click, is gone from the recording, so the replayed
    /// adapter reports one the report never held) is a regression beside the known bug: DIFFERED,
    /// never a reproduction a run keeps green with `--accept-reproductions`, and nothing offered
    /// for acceptance.
    @Test func recordedBreach_stillThere_butTheAdapterChangedBesides_differs() throws {
        var buggy = Registry.sample
        buggy.register(DoubleCompletionBannerAdapter.self, as: "SampleCustomEvent")
        var fixture = try Recorder(registry: buggy).record(Scenario.sample(.banner), name: "double", network: .answer(.fill)).fixture
        fixture.removeLastHostEvent()
        var tool = Replayer(registry: buggy)
        tool.knownBugAdvice = "a run that keeps known bugs accepts it with --accept-reproductions"
        let result = tool.replay(fixture, path: "bugs/double.fixture.gz")
        #expect(result.reproducing == [.breach(rule: "load completes exactly once", ad: 1)])
        #expect(result.status == .differed)
        let lines = result.failureMessage?.split(separator: "\n").map(String.init) ?? []
        #expect(
            lines.first
                == "bugs/double.fixture.gz: still reproduces the bug it was recorded for (breaks load completes exactly once (ad 1)), "
                + "and differs besides: first difference at #11 (1000 ms): host reportClick at 1000 ms was replayed but not recorded")
        #expect(
            lines.last == "it still reproduces the bug it was recorded for (breaks load completes exactly once (ad 1)), "
                + "and the session changed besides: fix the change, or record the report again")
    }

    /// Each ad's breach is one reproduction; the bug report reproduces while either is there.
    @Test func recordedBreaches_eachAReproduction() throws {
        var registry = Registry.sample
        registry.register(AlwaysVideoNativeAdapter.self, as: "SampleCustomEvent")
        let scenario = Scenario.sample(.native, script: "load; +1000 load")
        let fixture = try Recorder(registry: registry).record(scenario, name: "video", network: .answer(.nativeFill(.app, video: false)))
            .fixture
        #expect(
            fixture.reproduces == [
                .breach(rule: "hasVideoContent needs a media view", ad: 1), .breach(rule: "hasVideoContent needs a media view", ad: 2),
            ])
        let result = Replayer(registry: registry).replay(fixture)
        #expect(
            result.status
                == .reproduces("breaks hasVideoContent needs a media view (ad 1); breaks hasVideoContent needs a media view (ad 2)"))
    }

    /// Someone can mark a session as the bug (`record --reproduces`): it reproduces while the
    /// replay is the recording, and is fixed once the adapter does something else.
    @Test func markedBehaviour_reproducesWhileTheSessionIsTheSame() throws {
        var fixture = try committedFixture("banner/fill")
        fixture.reproduces = [.behaviour("the banner says nothing about its advertiser")]
        let result = Replayer(registry: Registry.sample).replay(fixture)
        #expect(result.status == .reproduces("does what was marked wrong: the banner says nothing about its advertiser"))
        fixture.scenario.parameter = "another-unit"
        #expect(
            Replayer(registry: Registry.sample).replay(fixture).status
                == .fixed("no longer does what was marked wrong (the banner says nothing about its advertiser)"))
    }

    /// A breach of a rule nothing checks (a mistyped name) can never show in a replay; it must
    /// not read FIXED, so the report cannot be replayed, and says why. A plug-in's own rule is
    /// known by the name it lists (``NetworkPlugin/ruleNames``).
    @Test func breachOfARuleNothingChecks_isRefused_notFixed() throws {
        var fixture = try committedFixture("interstitial/close")
        fixture.reproduces = [.breach(rule: "load completes exactly twice", ad: 1)]
        let result = Replayer(registry: Registry.sample).replay(fixture, path: "bug.fixture.gz")
        #expect(
            result.status
                == .failed(
                    "it reproduces a breach of \"load completes exactly twice\", a rule neither AdReplay nor "
                        + "the sample network's plug-in checks, so no replay can tell whether the bug is fixed"))
        fixture.reproduces = [.breach(rule: "interstitial click reported after dismissal", ad: 1)]
        #expect(
            Replayer(registry: Registry.sample).replay(fixture).status
                == .fixed("no longer breaks interstitial click reported after dismissal (ad 1)"))
    }

    /// A bug report of the rule's former name, "hasVideoContent iff a media view", is judged by the
    /// rule as it is now (the former one also called an image ad with a media view a breach): video
    /// content without a media view still reproduces, and an ad the rule allows reads FIXED, not
    /// refused as a rule nothing checks.
    @Test func breachOfTheFormerMediaViewRule_isJudgedByTheRuleNow() throws {
        /// `fixture` as a bug report of the former name, stored and read back.
        func reportingTheFormerRule(_ fixture: Fixture) throws -> Fixture {
            var fixture = fixture
            fixture.reproduces = [.breach(rule: "\(ContractRule.videoContentNeedsMediaView)", ad: 1)]
            let stored = String(decoding: try FixtureCodec.json(fixture), as: UTF8.self)
                .replacingOccurrences(of: "hasVideoContent needs a media view", with: "hasVideoContent iff a media view")
            #expect(stored.contains("hasVideoContent iff a media view"))
            return try FixtureCodec.decodeJSON(Array(stored.utf8), path: "bug.fixture.gz", networks: Registry.sample.networks)
        }
        var alwaysVideo = Registry.sample
        alwaysVideo.register(AlwaysVideoNativeAdapter.self, as: "SampleCustomEvent")
        let claimsVideo = try Recorder(registry: alwaysVideo)
            .record(Scenario.sample(.native), name: "bug", network: .answer("fill", video: false)).fixture
        #expect(
            Replayer(registry: alwaysVideo).replay(try reportingTheFormerRule(claimsVideo)).status
                == .reproduces("breaks hasVideoContent needs a media view (ad 1)"))
        #expect(
            Replayer(registry: Registry.sample).replay(try reportingTheFormerRule(try committedFixture("native/content-video-yes-images")))
                .status == .fixed("no longer breaks hasVideoContent needs a media view (ad 1)"))
    }

    /// A bug report is stored as schema 3, so an older AdReplay refuses it rather than replaying
    /// it as an ordinary pass, and reads back the same.
    @Test func bugReport_isStoredAsSchema3_andReadsBack() throws {
        var fixture = try committedFixture("banner/fill")
        fixture.reproduces = [.breach(rule: "load completes exactly once", ad: 1), .crash(site: "Adapter.swift:12"), .behaviour("x")]
        let text = String(decoding: try FixtureCodec.json(fixture), as: UTF8.self)
        #expect(
            text.hasPrefix(
                """
                {
                  "schema": 3, "name": "fill",
                  "reproduces": [{"breach": "load completes exactly once", "ad": 1}, {"crash": "Adapter.swift:12"}, {"behaviour": "x"}],
                  "scenario": 
                """))
        let read = try FixtureCodec.decode(try FixtureCodec.encode(fixture), path: "x", networks: Registry.sample.networks)
        #expect(read == fixture)
    }

    @Test func contractBreached_message() throws {
        var result = Replayer(registry: Registry.sample).replay(
            try committedFixture("interstitial/close"), path: "recordings/rewarded/x.fixture.gz")
        result.breaches = [
            ContractBreach(
                rule: .rewardBeforeDismissal, ad: 2, index: 7, time: 12000,
                detail: "didRewardUser after didDismissFullScreenView")
        ]
        #expect(result.status == .contractBreached)
        #expect(
            result.failureMessage == """
                recordings/rewarded/x.fixture.gz: breaks 1 mediation contract: ad 2: reward before dismissal at host event #7 (12000 ms): \
                didRewardUser after didDismissFullScreenView
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
        #expect(
            replayer.replay(fixture, path: "x/y.fixture.gz").failureMessage?.hasSuffix("adreplay replay --update x/y.fixture.gz") == true)
    }
}
