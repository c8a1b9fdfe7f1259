import AdReplay
import AdReplaySample
import AdapterTestSupport
import Mediation
import NeutralUI
import SampleAdSDK
import SampleCustomEvent
import Testing

/// The native adapter on the current mediation API (`SampleCustomEventNativeAd`, reached through
/// the `SampleCustomEvent` dispatcher).
@Suite struct SampleCustomEventNativeAdTests {
    static let variants = SampleNativeVariant.allCases
    static let videos = [true, false]
    static let pretendedFailureLog: [SampleErrorCode: String] = [
        .unknown: "Sample SDK is pretending to fail with an unknown error!",
        .networkError: "Sample SDK is pretending to fail with a network error!",
        .noInventory: "Sample SDK is pretending to fail with no fill!",
    ]

    @Test(arguments: variants, videos)
    func load_fillWithImages_mapsEveryAsset(variant: SampleNativeVariant, video: Bool) throws {
        let scenario = Scenario.sample(.native, script: [(0, .load)])
        let session = try SampleSession.run(scenario, answers: [.nativeFill(variant, video: video)])
        let assets = Expected.nativeAssets(variant, video: video)

        #expect(session.observation.lines(.callbacks) == [Expected.nativeFillCallback(variant, video: video)])
        #expect(session.observation.lines(.hostEvents) == [Expected.nativeLoadLine(assets)])
        #expect(session.observation.nativeAds == [assets])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test(arguments: variants, videos)
    func load_fillWithImageLoadingDisabled_mapsImagesToFileURLsAtScale1(variant: SampleNativeVariant, video: Bool) throws {
        let scenario = Scenario.sample(.native, loaderOptions: .init(disableImageLoading: true), script: [(0, .load)])
        let session = try SampleSession.run(scenario, answers: [.nativeFill(variant, video: video)])
        let assets = Expected.nativeAssets(variant, video: video, imagesDownloaded: false)

        #expect(session.observation.lines(.callbacks) == [Expected.nativeFillCallback(variant, video: video, imagesDownloaded: false)])
        #expect(session.observation.lines(.hostEvents) == [Expected.nativeLoadLine(assets)])
        #expect(session.observation.nativeAds == [assets])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func load_imageLoadingDisabled_fileURLsAreMadeFromTheHTTPSStrings() throws {
        let session = try SampleSession.run(
            .sample(.native, loaderOptions: .init(disableImageLoading: true), script: [(0, .load)]),
            answers: [.nativeFill(.app, video: true)])
        let assets = try #require(session.observation.nativeAds.first)

        // swift-corelibs-foundation percent-encodes the colon of the https string's scheme, which
        // the adapter hands to `initFileURLWithPath:` (example/CustomEvent/SampleCustomEventNativeAd.m).
        #expect(assets.icon == ImageSummary(image: nil, url: "file://$CWD/https%3A//www.example.com/some_image.gif", scale: 1))
        #expect(assets.images == [ImageSummary(image: nil, url: "file://$CWD/https%3A//www.example.com/some_other_image.gif", scale: 1)])
    }

    @Test(arguments: videos)
    func load_fill_extraAssetsAndVideoFlagFollowTheSampleAd(video: Bool) throws {
        let session = try SampleSession.run(.sample(.native, script: [(0, .load)]), answers: [.nativeFill(.content, video: video)])
        let assets = try #require(session.observation.nativeAds.first)

        #expect(assets.extraAssets == ["DegreeOfAwesomeness": "Fairly Awesome!"])
        #expect(assets.hasVideoContent == video)
        #expect(assets.hasMediaView == video)
        #expect(assets.hasAdChoicesView)
        #expect(!assets.handlesUserClicks)
        #expect(!assets.handlesUserImpressions)
    }

    @Test(arguments: [SampleErrorCode.unknown, .networkError, .noInventory])
    func load_failure_completesWithError101(code: SampleErrorCode) throws {
        let scenario = Scenario.sample(.native, script: [(0, .load), (1_000, .render), (2_000, .impression)])
        let session = try SampleSession.run(scenario, answers: [.failure(code)])

        #expect(session.observation.lines(.callbacks) == ["0 ms  sample callback adLoader:didFailToLoadAdWithErrorCode: \(code.rawValue)"])
        #expect(session.observation.lines(.hostEvents) == [Expected.loadFailureLine(code)])
        #expect(session.observation.lines(.logs) == ["0 ms  sample effect log \"\(Self.pretendedFailureLog[code] ?? "")\""])
        #expect(session.observation.lines(.effects).isEmpty)
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func load_missingAdUnit_failsWithCode0WithoutAskingTheNetwork() throws {
        let scenario = Scenario.sample(.native, parameter: nil, script: [(0, .load)])
        let session = try SampleSession.run(scenario, answers: [])

        #expect(session.observation.lines(.callbacks) == ["0 ms  sample callback adLoader:didFailToLoadAdWithErrorCode: 0"])
        #expect(
            session.observation.lines(.hostEvents) == [
                "0 ms  host loadCompleted error com.google.customevent.samplenetwork 101 \"Sample SDK returned an ad load failure callback with error code: 0\""
            ])
        #expect(session.observation.sampleRequests.isEmpty)
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func load_latency_completesWhenTheAnswerArrives() throws {
        let session = try SampleSession.run(
            .sample(.native, script: [(0, .load)]),
            answers: [.nativeFill(.app, video: true, latency: 500)])

        #expect(session.observation.lines(.callbacks) == [Expected.nativeFillCallback(.app, video: true, at: 500)])
        #expect(session.observation.lines(.hostEvents) == [Expected.nativeLoadLine(Expected.nativeAssets(.app, video: true), at: 500)])
    }

    // MARK: Request mapping

    @Test(arguments: [
        (MediaAspectRatio.unknown, NativeAdImageOrientation.any), (.any, .any), (.square, .any),
        (.landscape, .landscape), (.portrait, .portrait),
    ])
    func load_mediaAspectRatio_mapsToTheImageOrientation(ratio: MediaAspectRatio, orientation: NativeAdImageOrientation) throws {
        let session = try SampleSession.run(
            .sample(.native, loaderOptions: .init(mediaAspectRatio: ratio), script: [(0, .load)]),
            answers: [.nativeFill(.app, video: true)])

        #expect(
            session.observation.sampleRequests == [
                SampleNetworkRequest(
                    format: .native, adUnit: "unit", shouldDownloadImages: true, preferredImageOrientation: orientation,
                    shouldRequestMultipleImages: false)
            ])
    }

    @Test(arguments: [false, true], [false, true])
    func load_imageOptions_mapToDownloadAndMultipleImages(disableImageLoading: Bool, multipleImages: Bool) throws {
        let options = Scenario.LoaderOptions(disableImageLoading: disableImageLoading, shouldRequestMultipleImages: multipleImages)
        let session = try SampleSession.run(
            .sample(.native, loaderOptions: options, script: [(0, .load)]),
            answers: [.nativeFill(.app, video: true)])

        #expect(
            session.observation.sampleRequests == [
                SampleNetworkRequest(
                    format: .native, adUnit: "unit", shouldDownloadImages: !disableImageLoading, preferredImageOrientation: .any,
                    shouldRequestMultipleImages: multipleImages)
            ])
    }

    @Test func load_noOptions_asksForDownloadedImagesAnyOrientationOneImage() throws {
        let session = try SampleSession.run(.sample(.native, script: [(0, .load)]), answers: [.nativeFill(.app, video: true)])

        #expect(
            session.observation.sampleRequests == [
                SampleNetworkRequest(
                    format: .native, adUnit: "unit", shouldDownloadImages: true, preferredImageOrientation: .any,
                    shouldRequestMultipleImages: false)
            ])
    }

    @Test(arguments: [false, true])
    func load_testRequest_setsTestMode(isTestRequest: Bool) throws {
        let session = try SampleSession.run(
            .sample(.native, isTestRequest: isTestRequest, script: [(0, .load)]),
            answers: [.nativeFill(.app, video: true)])

        #expect(session.observation.sampleRequests.map(\.testMode) == [isTestRequest])
    }

    @Test(arguments: AdChoicesPosition.allCases)
    func load_adChoicesPosition_changesNothingTheNetworkOrHostSees(position: AdChoicesPosition) throws {
        let session = try SampleSession.run(
            .sample(.native, loaderOptions: .init(adChoicesPosition: position), script: [(0, .load)]),
            answers: [.nativeFill(.content, video: true)])

        #expect(
            session.observation.sampleRequests == [
                SampleNetworkRequest(
                    format: .native, adUnit: "unit", shouldDownloadImages: true, preferredImageOrientation: .any,
                    shouldRequestMultipleImages: false)
            ])
        #expect(session.observation.nativeAds == [Expected.nativeAssets(.content, video: true)])
    }

    // MARK: Host actions

    @Test func render_withVideo_playsTheMediaViewsProgress() throws {
        let scenario = Scenario.sample(.native, script: [(0, .load), (1_000, .render)])
        let session = try SampleSession.run(scenario, answers: [.nativeFill(.content, video: true)])

        #expect(session.observation.lines(.effects) == Expected.mediaProgress(renderedAt: 1_000))
        #expect(session.observation.lines(.callbacks) == [Expected.nativeFillCallback(.content, video: true)])
        #expect(session.observation.lines(.hostEvents) == [Expected.nativeLoadLine(Expected.nativeAssets(.content, video: true))])
    }

    @Test func render_withoutVideo_changesNothing() throws {
        let scenario = Scenario.sample(.native, script: [(0, .load), (1_000, .render)])
        let session = try SampleSession.run(scenario, answers: [.nativeFill(.app, video: false)])

        #expect(session.observation.lines(.effects).isEmpty)
        #expect(session.observation.lines(.logs).isEmpty)
        #expect(session.observation.lines(.hostEvents) == [Expected.nativeLoadLine(Expected.nativeAssets(.app, video: false))])
    }

    @Test func impressionAndClick_areHandedToTheSDKAndNeverReportedBack() throws {
        let scenario = Scenario.sample(
            .native,
            script: [
                (0, .load), (1_000, .render), (2_000, .impression), (2_500, .impression), (3_000, .click(asset: "headline")),
                (4_000, .tap), (5_000, .untrack), (6_000, .click(asset: "callToAction")),
            ])
        let session = try SampleSession.run(scenario, answers: [.nativeFill(.app, video: true)])

        #expect(
            session.observation.lines(.logs) == [
                "2000 ms  sample effect log \"An impression was recorded for a sampleNativeAd!\"",
                "2500 ms  sample effect log \"An impression was recorded for a sampleNativeAd!\"",
                "3000 ms  sample effect log \"A click occurred on a sampleNativeAd!\"",
                "6000 ms  sample effect log \"A click occurred on a sampleNativeAd!\"",
            ])
        #expect(session.observation.lines(.callbacks) == [Expected.nativeFillCallback(.app, video: true)])
        #expect(session.observation.lines(.hostEvents) == [Expected.nativeLoadLine(Expected.nativeAssets(.app, video: true))])
        #expect(session.observation.lines(.effects) == Expected.mediaProgress(renderedAt: 1_000))
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func untrack_changesNothing() throws {
        let scenario = Scenario.sample(.native, script: [(0, .load), (1_000, .untrack)])
        let session = try SampleSession.run(scenario, answers: [.nativeFill(.app, video: true)])

        #expect(session.observation.sdkEffects.isEmpty)
        #expect(session.observation.lines(.hostEvents) == [Expected.nativeLoadLine(Expected.nativeAssets(.app, video: true))])
    }

    @Test func tapAdChoices_showsTheSampleSDKAlertWithoutHostEvents() throws {
        let scenario = Scenario.sample(.native, script: [(0, .load), (1_000, .render), (1_500, .tapAdChoices)])
        let session = try SampleSession.run(scenario, answers: [.nativeFill(.content, video: false)])

        #expect(session.observation.lines(.effects) == ["1500 ms  sample effect present Sample SDK"])
        #expect(session.observation.lines(.hostEvents) == [Expected.nativeLoadLine(Expected.nativeAssets(.content, video: false))])
    }

    @Test(arguments: SampleErrorCode.allCases)
    func load_failure_errorCarriesTheTextAsDescriptionAndFailureReason(code: SampleErrorCode) throws {
        let log = CompletionLog<any MediationNativeAd, any MediationNativeAdEventDelegate>()
        let adapter = SampleCustomEvent()
        try inSampleWorld(answers: code == .badRequest ? [] : [.failure(code)]) { _, _ in
            adapter.loadNativeAd(
                for: .init(credentials: .sample(code == .badRequest ? nil : "unit", format: .native)),
                completionHandler: log.handler)
        }

        #expect(log.count == 1)
        let error = try #require(log.errors.first ?? nil)
        #expect(ErrorFacts(error) == .loadFailure(code))
    }

    @Test func load_fill_mediaViewIsTheSampleMediaViewAndTheAdChoicesViewTheSampleInfoView() throws {
        let log = CompletionLog<any MediationNativeAd, any MediationNativeAdEventDelegate>()
        let adapter = SampleCustomEvent()
        try inSampleWorld(answers: [.nativeFill(.content, video: true)]) { _, _ in
            adapter.loadNativeAd(for: .init(credentials: .sample("unit", format: .native)), completionHandler: log.handler)
        }

        let ad = try #require(log.ads.first ?? nil)
        #expect(ad.mediaView is SampleMediaView)
        #expect((ad.mediaView as? SampleMediaView)?.text == "Sample video")
        #expect(ad.adChoicesView is SampleAdInfoView)
        #expect(ad.adChoicesView?.frame.size == CGSize(width: 24, height: 24))
        // The Sample SDK knows nothing of aspect ratio, duration or playback position.
        #expect(ad.mediaContentAspectRatio == 0)
        #expect(ad.duration == 0)
        #expect(ad.currentTime == 0)
    }
}
