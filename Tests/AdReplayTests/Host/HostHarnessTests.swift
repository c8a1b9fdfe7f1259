import AdReplay
import AdReplaySample
import Mediation
import NeutralUI
import SampleAdSDK
import Testing

/// The host harness, seen through what a recording observes: it loads through the registered
/// adapter, runs the script at its virtual times and records every host event.
@Suite struct HostHarnessTests {
    private let recorder = Recorder(registry: Registry.sample)

    private func hostEvents(
        _ scenario: Scenario, _ answers: [SampleNetworkAnswer], registry: AdapterRegistry = Registry.sample
    )
        throws -> [String]
    {
        try Recorder(registry: registry).run(scenario, sampleNetwork: ScriptedSampleNetwork(answers)).entries
            .filter(\.isHostEvent).map(\.line)
    }

    @Test func scriptRunsAtItsVirtualTimes() throws {
        #expect(
            try hostEvents(Scenario.sample(.interstitial, script: "@5000 load; +250 present; +500 tap"), [.fill])
                == [
                    "5000 ms  host loadCompleted ad full-screen", "5250 ms  host willPresentFullScreenView",
                    "5250 ms  host reportImpression",
                    "5750 ms  host willDismissFullScreenView", "5750 ms  host didDismissFullScreenView", "5750 ms  host reportClick",
                ])
    }

    @Test func actionsWithNothingToActOn_doNothing() throws {
        #expect(
            try hostEvents(
                Scenario.sample(.interstitial, script: "present; tap; close; render; impression; click headline; untrack; adchoices; load"),
                [.failure(.noInventory)])
                == [
                    "0 ms  host loadCompleted error com.google.customevent.samplenetwork 101 \"Sample SDK returned an ad load failure callback with error code: 3\""
                ])
        #expect(
            try hostEvents(Scenario.sample(.rewarded, script: "load; +1000 present"), [.failure(.unknown)])
                == [
                    "0 ms  host loadCompleted error com.google.customevent.samplenetwork 101 \"Sample SDK returned an ad load failure callback with error code: 1\""
                ])
    }

    @Test func aSlowAnswer_completesLater_andAnEarlyTapMissesTheBanner() throws {
        #expect(
            try hostEvents(Scenario.sample(.banner, script: "load; +1000 tap; +1000 tap"), [.fill.delayed(by: 1500)])
                == ["1500 ms  host loadCompleted ad banner 320×50 \"Sample Text Ad \"", "2000 ms  host reportClick"])
    }

    @Test func completionWithNeitherAdNorError_isRecordedAsEmpty() throws {
        var registry = Registry.sample
        registry.register(EmptyCompletionAdapter.self, as: "SampleCustomEvent")
        let observation = try Recorder(registry: registry).run(Scenario.sample(.banner), sampleNetwork: ScriptedSampleNetwork([]))
        #expect(observation.hostEvents == [Timed(0, .loadCompleted(.empty))])
        #expect(observation.exchanges == [])
    }

    @Test func formatTheAdapterDoesNotLoad_failsWithTheHostsError() throws {
        var registry = Registry.sample
        registry.register(HandWrittenBannerAdapter.self, as: "SampleCustomEvent")
        let observation = try Recorder(registry: registry).run(Scenario.sample(.interstitial), sampleNetwork: ScriptedSampleNetwork([]))
        #expect(
            observation.hostEvents == [
                Timed(
                    0,
                    .loadCompleted(
                        .error(
                            ErrorSummary(
                                domain: "com.google.admob", code: 8,
                                description: "HandWrittenBannerAdapter does not support the interstitial ad format."))))
            ])
    }

    @Test func legacyNative_reportsThroughTheCustomEventDelegate() throws {
        let fixture = try recorder.record(Scenario.sample(.nativeLegacy), name: "x", network: .answer(.failure(.noInventory))).fixture
        #expect(
            fixture.hostEvents == [
                Timed(
                    0,
                    .loadCompleted(
                        .error(
                            ErrorSummary(
                                domain: "com.google.CustomEvent", code: 3,
                                description: "The operation couldn’t be completed. (com.google.CustomEvent error 3.)"))))
            ])
    }

    @Test func selfTrackingNative_reportsThroughTheNotificationSource() throws {
        let fixture = try committedFixture("nativeSelfTracking/track-impression-and-click")
        #expect(fixture.hostEvents.map(\.event.kind).contains("notificationSource.didRecordImpression"))
        #expect(fixture.hostEvents.map(\.event.kind).contains("notificationSource.didRecordClick"))
    }

    /// Without a parameter the host passes nil, as GMA does in Objective-C, and the Sample loader
    /// fails with BadRequest before asking the network (`fetchAd:` in Google's
    /// googleads-mobile-ios-mediation example/SDK/SampleNativeAdLoader.m).
    @Test(arguments: [Scenario.Format.nativeLegacy, .nativeSelfTracking])
    func legacyNative_withoutAParameter_failsWithBadRequestBeforeAsking(format: Scenario.Format) throws {
        let fixture = try recorder.record(Scenario.sample(format, parameter: nil), name: "x", network: .answer(.fill)).fixture
        #expect(fixture.observation.exchanges == [])
        #expect(
            fixture.hostEvents == [
                Timed(
                    0,
                    .loadCompleted(
                        .error(
                            ErrorSummary(
                                domain: "com.google.CustomEvent", code: 0,
                                description: "The operation couldn’t be completed. (com.google.CustomEvent error 0.)"))))
            ])
    }

    /// The AdChoices alert's "OK" dismisses it; until then a second alert cannot be presented.
    @Test func chooseOK_dismissesTheAdChoicesAlert() throws {
        func effects(_ script: String) throws -> [String] {
            try recorder.record(Scenario.sample(.native, script: script), name: "x", network: .answer(.fill)).fixture
                .timeline.map(\.kind)
        }
        let twice = try effects("load; +1000 render; +500 adchoices; +500 adchoices")
        #expect(twice.filter { $0 == "sample effect presented" }.count == 1, "\(twice)")
        let dismissed = try effects("load; +1000 render; +500 adchoices; +500 choose OK; +500 adchoices")
        #expect(dismissed.filter { $0 == "sample effect presented" }.count == 2, "\(dismissed)")
    }

    @Test func choose_withNoAlertOrNoSuchButton_doesNothing() throws {
        #expect(
            try hostEvents(
                Scenario.sample(.interstitial, script: "choose OK; load; +1000 present; +1000 choose Maybe; +500 close"), [.fill])
                == [
                    "0 ms  host loadCompleted ad full-screen", "1000 ms  host willPresentFullScreenView", "1000 ms  host reportImpression",
                    "2500 ms  host willDismissFullScreenView",
                    "2500 ms  host didDismissFullScreenView",
                ])
    }

    /// `close` taps the view identified `View.closeButtonIdentifier`; a screen without one is
    /// refused, never a close that silently did nothing.
    @Test func close_onAScreenWithoutACloseButton_isRefused() throws {
        var registry = Registry.sample
        registry.register(UnidentifiedCloseButtonAdapter.self, as: "SampleCustomEvent")
        let scenario = Scenario.sample(.interstitial, script: "load; +1000 present; +1000 close")
        #expect {
            try Recorder(registry: registry).run(scenario, sampleNetwork: ScriptedSampleNetwork([]))
        } throws: { error in
            "\(error)"
                == "close at 2000 ms found no close button on the screen on top (\"Unidentified\"): none of its views has the accessibilityIdentifier View.closeButtonIdentifier (\"close\"); give the SDK's close button that identifier"
        }
        // Before the screen has finished appearing there is nothing to close yet: no refusal.
        let early = Scenario.sample(.interstitial, script: "load; +1000 present; +100 close")
        #expect(try hostEvents(early, [], registry: registry) == ["0 ms  host loadCompleted ad full-screen"])
    }

    @Test func close_onAnAlertWithoutACloseButton_isRefused() {
        let scenario = Scenario.sample(.native, script: "load; +1000 render; +500 adchoices; +500 close")
        #expect {
            try recorder.record(scenario, name: "x", network: .answer(.fill))
        } throws: { error in
            "\(error)"
                == "close at 2000 ms found no Close button in the alert on top (\"Sample SDK\"), which has OK; choose one of them with choose BUTTON"
        }
    }

    /// A real app keeps its ad view after untracking; an adapter must detach, not count on the
    /// view dying. The self-tracking adapter does, so a tap after untracking reaches no one.
    @Test func untrack_keepsTheRenderedView_soOnlyTheAdapterStopsTracking() throws {
        let script = "load; +1000 render; +500 untrack; +1000 tap"
        #expect(
            try hostEvents(Scenario.sample(.nativeSelfTracking, script: script), [.nativeFill(.app, video: false)])
                == [
                    "0 ms  host loadCompleted ad native \"Sample App!\", no media view, hasVideoContent false, icon image 50×50 rgba(0, 0, 0.8, 1) @1x"
                ])
        var registry = Registry.sample
        registry.register(customEvent: UntrackIgnoringCustomEventNativeAd.self, as: "SampleSelfTrackingCustomEventNativeAd")
        #expect(
            try hostEvents(Scenario.sample(.nativeSelfTracking, script: script), [.nativeFill(.app, video: false)], registry: registry)
                == [
                    "0 ms  host loadCompleted ad native \"Sample App!\", no media view, hasVideoContent false, icon image 50×50 rgba(0, 0, 0.8, 1) @1x",
                    "2000 ms  host notificationSource.didRecordImpression", "2500 ms  host notificationSource.didRecordClick",
                    "2500 ms  host notificationSource.willLeaveApplication",
                ])
    }

    @Test func customNative_loadsFromTheHostAdServer() throws {
        let scenario = Scenario.sample(.customNative, parameter: "/21775744923/example/native")
        let fixture = try recorder.record(scenario, name: "x", network: .seeded(2)).fixture
        #expect(fixture.sdkCallbacks == [])
        guard fixture.observation.exchanges.first?.event.sdk == HostAdServerPlugin.name else {
            Issue.record("expected a host ad server exchange, got \(fixture.observation.exchanges)")
            return
        }
        #expect(fixture.hostEvents.first?.event.kind == "loadCompleted")
    }

    @Test func worldsAreIndependent() async throws {
        // Many sessions at once on separate tasks record exactly what one alone records.
        let scenario = Scenario.sample(.rewarded)
        let alone = try recorder.record(scenario, name: "x", network: .seeded(11)).fixture
        let registry = Registry.sample
        let together = try await withThrowingTaskGroup(of: Fixture.self) { group in
            for _ in 0..<16 {
                group.addTask { try Recorder(registry: registry).record(scenario, name: "x", network: .seeded(11)).fixture }
            }
            return try await group.reduce(into: [Fixture]()) { $0.append($1) }
        }
        #expect(together.count == 16)
        #expect(together.allSatisfy { $0 == alone })
    }
}

/// Calls the banner completion handler with neither an ad nor an error.
final class EmptyCompletionAdapter: MediationAdapter {
    init() {}
    static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 1) }
    static func adSDKVersion() -> VersionNumber { VersionNumber(majorVersion: 1) }

    func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping MediationBannerLoadCompletionHandler
    ) {
        _ = completionHandler(nil, nil)
    }
}

/// Interstitials whose screen has a close button the host cannot find: a button without
/// `View.closeButtonIdentifier`.
final class UnidentifiedCloseButtonAdapter: MediationAdapter, MediationInterstitialAd {
    init() {}
    static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 1) }
    static func adSDKVersion() -> VersionNumber { VersionNumber(majorVersion: 1) }

    func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping MediationInterstitialLoadCompletionHandler
    ) {
        _ = completionHandler(self, nil)
    }

    func present(from viewController: ViewController) {
        let screen = ViewController()
        screen.title = "Unidentified"
        screen.view.addSubview(Button(title: "X") { [weak screen] in screen?.dismiss() })
        viewController.present(screen)
    }
}
