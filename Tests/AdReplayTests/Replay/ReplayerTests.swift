import AdReplay
import AdReplaySample
import Foundation
import SampleAdSDK
import Testing

/// Replaying serves the recorded answers in order and reports requests that do not fit them.
@Suite struct ReplayerTests {
    private let replayer = Replayer(registry: Registry.sample)

    @Test func replay_ofAnUnchangedFixturePasses() throws {
        let fixture = try committedFixture("rewarded/fill")
        let result = replayer.replay(fixture, path: "recordings/rewarded/fill.fixture.gz")
        #expect(result.status == .passed)
        #expect(result.name == "rewarded/fill".split(separator: "/").last.map(String.init))
        #expect(result.path == "recordings/rewarded/fill.fixture.gz")
        #expect(result.diff == nil)
        #expect(result.requestProblems == [])
        #expect(result.breaches == [])
        #expect(result.observed == fixture.observation)
        #expect(result.failureMessage == nil)
    }

    @Test func replay_path_readsTheFile() throws {
        let result = try replayer.replay(path: recording("customNative/click-deep-link"))
        #expect(result.passed)
        #expect(result.path == recording("customNative/click-deep-link"))
    }

    @Test func replay_path_throwsForAnUnreadableFile() {
        #expect(throws: FixtureError(path: "/nonexistent/x.fixture.gz", problem: .unreadable("no such file"))) {
            try replayer.replay(path: "/nonexistent/x.fixture.gz")
        }
    }

    // MARK: Request problems

    @Test func changedRequest_isAMismatchShownSideBySide() throws {
        var fixture = try committedFixture("banner/fill")
        fixture.scenario.parameter = "another-ad-unit"
        let result = replayer.replay(fixture)
        #expect(result.status == .differed)
        let problem = RequestProblem.mismatch(
            index: 0, expected: RequestValue(network: "sample", SampleNetworkRequest(format: .banner, adUnit: "sample-ad-unit")),
            actual: RequestValue(network: "sample", SampleNetworkRequest(format: .banner, adUnit: "another-ad-unit")))
        #expect(result.requestProblems == [problem])
        #expect(
            problem.description == """
                request #0 differs from the recording:
                    expected: banner, adUnit: "sample-ad-unit"
                    actual:   banner, adUnit: "another-ad-unit"
                """)
        // The recorded answer is served anyway, so only the network differs.
        #expect(result.observed.hostEvents == fixture.hostEvents)
        #expect(result.diff?.changes.map(\.entry.kind) == ["sample request"])
        #expect(
            result.diff?.first?.kind
                == .changed([
                    FixtureDiff.FieldChange(
                        path: "adUnit", expected: #""sample-ad-unit""#,
                        actual: #""another-ad-unit""#)
                ]))
        #expect(
            result.failureMessage?.contains(
                """
                network:
                  request #0 differs from the recording:
                    expected: banner, adUnit: "sample-ad-unit"
                    actual:   banner, adUnit: "another-ad-unit"
                """) == true)
        // Accepting it would write answers the network never gave: the advice is to re-record,
        // with or without a tool's update command.
        let advice =
            "\nthe adapter asks the network for what its recording does not hold: re-record it rather than accept answers nobody recorded"
        #expect(result.failureMessage?.hasSuffix(advice) == true)
        var toolReplayer = replayer
        toolReplayer.acceptCommand = { "pebble-replay replay --update \($0)" }
        let named = toolReplayer.replay(result.recorded ?? fixture, path: "fixtures/fill.fixture.gz")
        #expect(named.failureMessage?.hasSuffix(advice) == true)
        #expect(named.failureMessage?.contains("--update") == false)
    }

    @Test func changedNativeOptions_isAMismatchNamingTheOption() throws {
        var fixture = try committedFixture("native/content-video-yes-images")
        fixture.scenario.loaderOptions = Scenario.LoaderOptions(disableImageLoading: true)
        let result = replayer.replay(fixture)
        #expect(
            result.requestProblems.map(\.description) == [
                """
                request #0 differs from the recording:
                    expected: native, adUnit: "sample-ad-unit", downloadImages: true, orientation: any, multipleImages: false
                    actual:   native, adUnit: "sample-ad-unit", downloadImages: false, orientation: any, multipleImages: false
                """
            ])
    }

    @Test func extraRecordedAnswers_areUnused() throws {
        var fixture = try committedFixture("banner/fill")
        fixture.appendCopyOfFirstExchange()
        let result = replayer.replay(fixture)
        #expect(result.status == .differed)
        #expect(
            result.requestProblems == [
                .unused(count: 1, first: RequestValue(network: "sample", SampleNetworkRequest(format: .banner, adUnit: "sample-ad-unit")))
            ])
        #expect(
            result.requestProblems.first?.description
                == #"1 recorded answer was never asked for, starting with: banner, adUnit: "sample-ad-unit""#)

        fixture.appendCopyOfFirstExchange()
        #expect(
            replayer.replay(fixture).requestProblems.map(\.description)
                == [#"2 recorded answers were never asked for, starting with: banner, adUnit: "sample-ad-unit""#])
    }

    /// The adapter asked for less than recorded: the advice says so, and never offers
    /// re-recording (a new recording would bless a dropped request), even from a tool that has
    /// a re-record command.
    @Test func extraRecordedAnswers_adviceSaysTheAdapterAskedForLess_andNeverReRecords() throws {
        var fixture = try committedFixture("banner/fill")
        fixture.appendCopyOfFirstExchange()
        var toolReplayer = replayer
        toolReplayer.rerecordCommand = { "adreplay record --out \($0) --force" }
        toolReplayer.acceptCommand = { "adreplay replay --update \($0)" }
        let result = toolReplayer.replay(fixture, path: "fixtures/fill.fixture.gz")
        let message = try #require(result.failureMessage)
        #expect(
            message.hasSuffix(
                "\nthe adapter asked the network for less than its recording holds (1 recorded answer never asked for): "
                    + "it no longer makes a request it made when recorded; fix the adapter if it should still make it"), "\(message)")
        #expect(!message.contains("re-record"), "\(message)")
        #expect(result.rerecordCommand == nil)
    }

    @Test func requestBeyondTheRecording_isUnexpectedAndFails() throws {
        var fixture = try committedFixture("banner/fill")
        fixture.scenario.script.append(ScriptStep(at: 2000, .load))
        let result = replayer.replay(fixture)
        #expect(result.status == .differed)
        #expect(
            result.requestProblems == [
                .unexpected(
                    index: 1, recorded: 1,
                    actual: RequestValue(network: "sample", SampleNetworkRequest(format: .banner, adUnit: "sample-ad-unit")))
            ])
        #expect(
            result.requestProblems.first?.description == """
                request #1 is not in the recording (it holds 1):
                    actual:   banner, adUnit: "sample-ad-unit"
                """)
        // It is answered with a network error.
        #expect(result.observed.hostEvents.last == Timed(2000, .loadCompleted(.error(.sampleLoadFailure(2)))))
    }

    @Test func unexpectedHostAdServerRequest_isReported() throws {
        var fixture = try committedFixture("customNative/direct-no-video")
        fixture.scenario.script.append(ScriptStep(at: 5000, .load))
        let result = replayer.replay(fixture)
        #expect(result.status == .differed)
        #expect(result.requestProblems.count == 1)
        guard case .unexpected(let index, _, _)? = result.requestProblems.first else {
            Issue.record("expected .unexpected, got \(result.requestProblems)")
            return
        }
        #expect(index == 1)
    }

    /// A recording with no ad server answer sets the server up only when a load first asks it:
    /// a custom native load that asks it now is answered as past the recording, and reported.
    @Test func hostAdServerAskedByARecordingWithoutItsAnswers_isStillReplayedAndReported() throws {
        func isHostAdServer(_ entry: TimelineEntry) -> Bool {
            if case .sdk(let sdk) = entry.event { sdk.sdk == HostAdServerPlugin.name } else { false }
        }
        var fixture = try committedFixture("customNative/direct-no-video")
        #expect(fixture.timeline.count(where: isHostAdServer) == 1)
        fixture.timeline.removeAll(where: isHostAdServer)
        let result = replayer.replay(fixture)
        #expect(result.status == .differed)
        guard case .unexpected(let index, let recorded, let actual)? = result.requestProblems.first else {
            Issue.record("expected .unexpected, got \(result.requestProblems)")
            return
        }
        #expect((index, recorded, actual.network) == (0, 0, HostAdServerPlugin.name))
        #expect(result.observed.entries.count(where: isHostAdServer) == 1)
    }

    // MARK: Accepting

    @Test(arguments: ["mismatch", "unused", "unexpected", "changedScript"])
    func accepting_thenReplaysGreen(change: String) throws {
        var fixture = try committedFixture("banner/fill")
        switch change {
        case "mismatch": fixture.scenario.parameter = "another-ad-unit"
        case "unused": fixture.appendCopyOfFirstExchange()
        case "unexpected": fixture.scenario.script.append(ScriptStep(at: 2000, .load))
        default: fixture.scenario.script.removeLast()
        }
        let result = replayer.replay(fixture)
        #expect(!result.passed)
        let accepted = Replayer.accepting(result, into: fixture)
        #expect(accepted.scenario == fixture.scenario)
        #expect(accepted.name == fixture.name)
        #expect(accepted.environment == fixture.environment)
        #expect(accepted.observation == result.observed)
        let again = replayer.replay(accepted)
        #expect(again.passed, "\(again.failureMessage ?? "")")
    }

    @Test func accepting_anUnchangedResultChangesNothing() throws {
        let fixture = try committedFixture("appOpen/taps-after-countdown")
        #expect(Replayer.accepting(replayer.replay(fixture), into: fixture) == fixture)
    }

    // MARK: Sessions that cannot run

    @Test func unknownAdapter_failsWithTheRegisteredNames() throws {
        var fixture = try committedFixture("banner/fill")
        fixture.scenario.adapterClassName = "GoneAdapter"
        let result = replayer.replay(fixture, path: "recordings/banner/fill.fixture.gz")
        let message =
            "no adapter is registered as GoneAdapter (registered: SampleCustomEvent, SampleCustomEventSwift, SampleLegacyCustomEventNativeAd, SampleLegacyCustomEventNativeAdSwift, SampleSelfTrackingCustomEventNativeAd)"
        #expect(result.status == .failed(message))
        #expect(!result.passed)
        #expect(result.failureMessage == "recordings/banner/fill.fixture.gz: could not be replayed: \(message)")
    }

    @Test func noAdapters_saysNoneAreRegistered() throws {
        let result = Replayer(registry: .withSampleNetwork).replay(try committedFixture("banner/fill"))
        #expect(result.status == .failed("no adapter is registered as SampleCustomEvent (registered: none)"))
        #expect(result.failureMessage == "fill: could not be replayed: no adapter is registered as SampleCustomEvent (registered: none)")
    }

    @Test func noPluginForTheFixturesNetwork_saysWhichIsMissing() throws {
        let result = Replayer(registry: AdapterRegistry()).replay(try committedFixture("banner/fill"))
        #expect(
            result.status
                == .failed(
                    "the fixture holds entries of the network \"sample\" and no plug-in for it is registered (registered: hostAdServer)"))
    }

    @Test func adapterOfTheWrongAPI_fails() throws {
        var fixture = try committedFixture("banner/fill")
        fixture.scenario.adapterClassName = "SampleLegacyCustomEventNativeAd"
        #expect(
            replayer.replay(fixture).status
                == .failed("SampleLegacyCustomEventNativeAd does not implement banner (it implements nativeLegacy, nativeSelfTracking)"))

        var legacy = try committedFixture("nativeLegacy/content-video-yes-images")
        legacy.scenario.adapterClassName = "SampleCustomEvent"
        #expect(
            replayer.replay(legacy).status
                == .failed(
                    "SampleCustomEvent does not implement nativeLegacy (it implements banner, interstitial, rewarded, rewardedInterstitial, appOpen, native)"
                ))
    }

    @Test func missingAdapterName_fails() throws {
        var fixture = try committedFixture("interstitial/fill")
        fixture.scenario.adapterClassName = nil
        #expect(replayer.replay(fixture).status == .failed("the scenario names no adapter class for format interstitial"))
    }

    @Test func customNative_needsNoAdapter() throws {
        let fixture = try committedFixture("customNative/click-browser")
        #expect(fixture.scenario.adapterClassName == nil)
        #expect(Replayer(registry: AdapterRegistry()).replay(fixture).passed)
    }

    @Test func replaysInParallel_giveTheSameResults() async throws {
        let paths = try FixtureStore.fixturePaths(in: [recordingsFolder.path])
        let registry = Registry.sample
        let results = try await withThrowingTaskGroup(of: (String, Bool).self) { group in
            for path in paths {
                group.addTask { (path, try Replayer(registry: registry).replay(path: path).passed) }
            }
            return try await group.reduce(into: [String: Bool]()) { $0[$1.0] = $1.1 }
        }
        #expect(results.count == paths.count)
        #expect(results.values.allSatisfy { $0 })
    }
}
