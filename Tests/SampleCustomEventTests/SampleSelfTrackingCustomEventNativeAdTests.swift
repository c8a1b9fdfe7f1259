import AdReplay
import AdReplaySample
import AdWorld
import AdapterTestSupport
import Mediation
import NeutralUI
import SampleAdSDK
import SampleCustomEvent
import Testing

/// The self-tracking legacy native adapter: the Sample SDK watches the rendered view and the
/// adapter reports what it saw through `MediatedUnifiedNativeAdNotificationSource`.
@Suite struct SampleSelfTrackingCustomEventNativeAdTests {
    private let loaded = Expected.nativeLoadLine(Expected.nativeAssets(.app, video: true, selfTracking: true))

    @Test(arguments: SampleNativeVariant.allCases, [true, false])
    func load_fill_saysItHandlesClicksAndImpressions(variant: SampleNativeVariant, video: Bool) throws {
        let scenario = Scenario.sample(.nativeSelfTracking, script: [(0, .load)])
        let session = try SampleSession.run(scenario, answers: [.nativeFill(variant, video: video)])
        let assets = Expected.nativeAssets(variant, video: video, selfTracking: true)

        #expect(session.observation.lines(.callbacks) == [Expected.nativeFillCallback(variant, video: video)])
        #expect(session.observation.lines(.hostEvents) == [Expected.nativeLoadLine(assets)])
        #expect(session.observation.nativeAds == [assets])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test(arguments: [SampleErrorCode.unknown, .networkError, .noInventory])
    func load_failure_reportsTheSampleCodeInTheCustomEventDomain(code: SampleErrorCode) throws {
        let scenario = Scenario.sample(.nativeSelfTracking, script: [(0, .load), (1_000, .render), (3_000, .tap)])
        let session = try SampleSession.run(scenario, answers: [.failure(code)])

        #expect(session.observation.lines(.callbacks) == ["0 ms  sample callback adLoader:didFailToLoadAdWithErrorCode: \(code.rawValue)"])
        #expect(session.observation.lines(.hostEvents) == [Expected.failedLoadLine(Expected.legacyLoadFailure(code))])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func load_latency_deliversWhenTheAnswerArrives() throws {
        let session = try SampleSession.run(
            .sample(.nativeSelfTracking, script: [(0, .load)]),
            answers: [.nativeFill(.app, video: true, latency: 500)])

        #expect(session.observation.lines(.callbacks) == [Expected.nativeFillCallback(.app, video: true, at: 500)])
        #expect(
            session.observation.lines(.hostEvents) == [
                Expected.nativeLoadLine(Expected.nativeAssets(.app, video: true, selfTracking: true), at: 500)
            ])
    }

    @Test func load_options_mapLikeTheLegacyAdapterWithoutTestMode() throws {
        let options = Scenario.LoaderOptions(disableImageLoading: true, shouldRequestMultipleImages: true, mediaAspectRatio: .portrait)
        let session = try SampleSession.run(
            .sample(.nativeSelfTracking, isTestRequest: true, loaderOptions: options, script: [(0, .load)]),
            answers: [.nativeFill(.app, video: true)])

        #expect(
            session.observation.sampleRequests == [
                SampleNetworkRequest(
                    format: .native, adUnit: "unit", testMode: false, shouldDownloadImages: false, preferredImageOrientation: .portrait,
                    shouldRequestMultipleImages: true)
            ])
    }

    @Test func render_recordsOneImpressionASecondLater() throws {
        let scenario = Scenario.sample(.nativeSelfTracking, script: [(0, .load), (1_000, .render), (3_000, .render)])
        let session = try SampleSession.run(scenario, answers: [.nativeFill(.app, video: true)])

        #expect(
            session.observation.lines(.callbacks) == [
                Expected.nativeFillCallback(.app, video: true), "2000 ms  sample callback nativeAdDidRecordImpression:",
            ])
        #expect(session.observation.lines(.hostEvents) == [loaded, "2000 ms  host notificationSource.didRecordImpression"])
        #expect(
            session.observation.lines(.logs) == ["2000 ms  sample effect log \"A tracked impression was recorded for a sampleNativeAd!\""])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func render_alsoPlaysTheVideo() throws {
        let session = try SampleSession.run(
            .sample(.nativeSelfTracking, script: [(0, .load), (1_000, .render)]),
            answers: [.nativeFill(.content, video: true)])

        #expect(session.observation.lines(.effects) == Expected.mediaProgress(renderedAt: 1_000))
    }

    @Test func tap_onTheRenderedView_reportsClickThenLeaveApplicationEveryTime() throws {
        let scenario = Scenario.sample(.nativeSelfTracking, script: [(0, .load), (1_000, .render), (1_500, .tap), (4_000, .tap)])
        let session = try SampleSession.run(scenario, answers: [.nativeFill(.app, video: false)])
        let loaded = Expected.nativeLoadLine(Expected.nativeAssets(.app, video: false, selfTracking: true))

        #expect(
            session.observation.lines(.callbacks) == [
                Expected.nativeFillCallback(.app, video: false), "1500 ms  sample callback nativeAdDidRecordClick:",
                "2000 ms  sample callback nativeAdDidRecordImpression:", "4000 ms  sample callback nativeAdDidRecordClick:",
            ])
        #expect(
            session.observation.lines(.hostEvents) == [
                loaded,
                "1500 ms  host notificationSource.didRecordClick", "1500 ms  host notificationSource.willLeaveApplication",
                "2000 ms  host notificationSource.didRecordImpression",
                "4000 ms  host notificationSource.didRecordClick", "4000 ms  host notificationSource.willLeaveApplication",
            ])
        #expect(
            session.observation.lines(.effects) == [
                "1500 ms  sample effect open https://www.google.com", "4000 ms  sample effect open https://www.google.com",
            ])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func tap_beforeRender_doesNothing() throws {
        let session = try SampleSession.run(
            .sample(.nativeSelfTracking, script: [(0, .load), (1_000, .tap)]),
            answers: [.nativeFill(.app, video: true)])

        #expect(session.observation.lines(.callbacks) == [Expected.nativeFillCallback(.app, video: true)])
        #expect(session.observation.lines(.hostEvents) == [loaded])
    }

    @Test func hostImpressionAndClick_areNotForwarded() throws {
        let scenario = Scenario.sample(
            .nativeSelfTracking,
            script: [
                (0, .load), (100, .impression), (200, .click(asset: "headline")),
            ])
        let session = try SampleSession.run(scenario, answers: [.nativeFill(.app, video: true)])

        #expect(session.observation.lines(.logs).isEmpty)
        #expect(session.observation.lines(.callbacks) == [Expected.nativeFillCallback(.app, video: true)])
        #expect(session.observation.lines(.hostEvents) == [loaded])
    }

    @Test func untrack_beforeASecond_stopsTheImpressionAndLaterTaps() throws {
        let scenario = Scenario.sample(.nativeSelfTracking, script: [(0, .load), (1_000, .render), (1_500, .untrack), (3_000, .tap)])
        let session = try SampleSession.run(scenario, answers: [.nativeFill(.app, video: true)])

        #expect(session.observation.lines(.callbacks) == [Expected.nativeFillCallback(.app, video: true)])
        #expect(session.observation.lines(.hostEvents) == [loaded])
        #expect(session.observation.lines(.logs).isEmpty)
    }

    // MARK: The mapper, driven directly

    /// Loads through the custom event in a world of its own, renders into a view the test holds,
    /// and runs `body` with the mapper and that view.
    private func withRenderedAd(
        _ body: (World, SampleSDKTrace, any MediatedUnifiedNativeAd, View) throws -> Void
    ) throws -> (SampleSDKTrace, [MediatedNativeAdNotification]) {
        let spy = CustomEventNativeAdDelegateSpy()
        let receiver = NotificationLog()
        let customEvent = SampleSelfTrackingCustomEventNativeAd()
        customEvent.delegate = spy
        // The host keeps the custom event, the ad it delivered and the rendered view (the SDK
        // tracks the view weakly); so does this test, until the clock has settled.
        let view = View(frame: Rect(width: 320, height: 320))
        let trace = try withExtendedLifetime((spy, customEvent, view)) {
            try inSampleWorld(answers: [.nativeFill(.app, video: false)]) { world, trace in
                world.nativeAdNotificationReceiver = receiver
                customEvent.requestNativeAd(
                    withParameter: "unit", request: CustomEventRequest(), adTypes: [.native],
                    options: [], rootViewController: nil)
                let ad = try #require(spy.ads.first)
                ad.didRender(
                    in: view, clickableAssetViews: [:], nonclickableAssetViews: [:],
                    viewController: world.application.rootViewController)
                try body(world, trace, ad, view)
                return trace
            }
        }
        return (trace, receiver.notifications)
    }

    @Test func mapper_ignoresForwardedImpressionsAndClicks() throws {
        let (trace, notifications) = try withRenderedAd { world, _, ad, view in
            ad.didRecordImpression()
            ad.didRecordClickOnAsset(withName: .headlineAsset, view: view, viewController: world.application.rootViewController)
        }

        #expect(trace.lines(.logs) == [#"1000 ms  sample effect log "A tracked impression was recorded for a sampleNativeAd!""#])
        #expect(notifications == [.didRecordImpression])
    }

    @Test func mapper_untrackView_letsGoOfTheView() throws {
        let (trace, notifications) = try withRenderedAd { world, _, ad, view in
            world.advance(to: 1_500)
            #expect(view.hasTapHandlers)
            ad.didUntrackView(view)
            #expect(!view.hasTapHandlers)
            view.tap()
        }

        #expect(
            trace.lines(.callbacks) == [
                Expected.nativeFillCallback(.app, video: false), "1000 ms  sample callback nativeAdDidRecordImpression:",
            ])
        #expect(notifications == [.didRecordImpression])
    }

    @Test func mapper_tapOnTheTrackedView_notifiesClickThenLeaveApplication() throws {
        let (trace, notifications) = try withRenderedAd { _, _, _, view in
            view.tap()
        }

        #expect(
            trace.lines(.callbacks) == [
                Expected.nativeFillCallback(.app, video: false), "0 ms  sample callback nativeAdDidRecordClick:",
                "1000 ms  sample callback nativeAdDidRecordImpression:",
            ])
        #expect(notifications == [.didRecordClick, .willLeaveApplication, .didRecordImpression])
    }
}

/// The host's end of the notification source, for tests that drive a mapper directly.
private final class NotificationLog: NativeAdNotificationReceiver {
    private(set) var notifications: [MediatedNativeAdNotification] = []

    func receive(_ notification: MediatedNativeAdNotification, for ad: any MediatedUnifiedNativeAd) {
        notifications.append(notification)
    }
}
