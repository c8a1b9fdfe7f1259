import AdReplay
import AdReplaySample
import AdapterTestSupport
import Mediation
import NeutralUI
import SampleAdSDK
import Testing

@testable import SampleCustomEventSwift

/// The Swift native adapter on the current mediation API (`SampleCustomEventNativeAdSwift`,
/// reached through the `SampleCustomEventSwift` dispatcher). Every ad here has video, as every ad
/// from Google's Sample SDK does.
@Suite struct SampleCustomEventNativeAdSwiftTests {
    static let variants = SampleNativeVariant.allCases

    @Test(arguments: variants)
    func load_fillWithImages_mapsEveryAssetButHasVideoContent(variant: SampleNativeVariant) throws {
        let scenario = Scenario.swift(.native, script: [(0, .load)])
        let session = try SwiftSession.run(scenario, answers: [.nativeFill(variant, video: true)])
        let assets = Expected.nativeAssets(variant, hasVideoContent: false)

        #expect(session.observation.lines(.callbacks) == [Expected.nativeFillCallback(variant)])
        #expect(session.observation.lines(.hostEvents) == [Expected.nativeLoadLine(assets)])
    }

    @Test func load_fill_mediaViewWithoutHasVideoContent_breaksNothing() throws {
        // The Swift sample does not implement hasVideoContent, so the host's default (false) meets
        // a media view: what an image ad may have (Sources/AdReplay/AdReplay.docc/Contracts.md,
        // "hasVideoContent needs a media view"), so no breach, though the Sample SDK's media view
        // is its "video".
        let scenario = Scenario.swift(.native, script: [(0, .load)])
        let session = try SwiftSession.run(scenario, answers: [.nativeFill(.app, video: true)])

        #expect(ContractCheck.check(scenario, session.observation.hostEvents) == [])
    }

    @Test(arguments: variants)
    func load_fillWithImageLoadingDisabled_mapsImagesToFileURLsAtScale1(variant: SampleNativeVariant) throws {
        let scenario = Scenario.swift(.native, loaderOptions: .init(disableImageLoading: true), script: [(0, .load)])
        let session = try SwiftSession.run(scenario, answers: [.nativeFill(variant, video: true)])

        #expect(session.observation.lines(.callbacks) == [Expected.nativeFillCallback(variant, imagesDownloaded: false)])
        #expect(session.observation.nativeAds == [Expected.nativeAssets(variant, hasVideoContent: false, imagesDownloaded: false)])
    }

    @Test(arguments: [SampleErrorCode.unknown, .networkError, .noInventory])
    func load_failure_completesWithError101WhoseTextNamesTheCase(code: SampleErrorCode) throws {
        let scenario = Scenario.swift(.native, script: [(0, .load), (1_000, .render), (2_000, .impression)])
        let session = try SwiftSession.run(scenario, answers: [.failure(code)])

        #expect(session.observation.lines(.callbacks) == ["0 ms  sample callback adLoader:didFailToLoadAdWithErrorCode: \(code.rawValue)"])
        #expect(session.observation.lines(.hostEvents) == [Expected.loadFailureLine(code)])
        #expect(session.observation.lines(.effects).isEmpty)
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func load_missingAdUnit_failsWithBadRequestWithoutAskingTheNetwork() throws {
        let session = try SwiftSession.run(.swift(.native, parameter: nil, script: [(0, .load)]), answers: [])

        #expect(session.observation.lines(.callbacks) == ["0 ms  sample callback adLoader:didFailToLoadAdWithErrorCode: 0"])
        #expect(session.observation.lines(.hostEvents) == [Expected.loadFailureLine(.badRequest)])
        #expect(session.observation.sampleRequests.isEmpty)
    }

    @Test(arguments: SampleErrorCode.allCases)
    func load_failure_errorHasOnlyADescriptionEntry(code: SampleErrorCode) throws {
        let log = CompletionLog<any MediationNativeAd, any MediationNativeAdEventDelegate>()
        let adapter = SampleCustomEventSwift()
        try inSampleWorld(answers: code == .badRequest ? [] : [.failure(code)]) { _, _ in
            adapter.loadNativeAd(
                for: .init(credentials: .sample(code == .badRequest ? nil : "unit", format: .native)),
                completionHandler: log.handler)
        }

        #expect(log.count == 1)
        let error = try #require(log.errors.first ?? nil)
        #expect(ErrorFacts(error) == .loadFailure(code))
    }

    // MARK: Request mapping

    @Test(arguments: [false, true])
    func load_testRequest_neverSetsTestMode(isTestRequest: Bool) throws {
        let session = try SwiftSession.run(
            .swift(.native, isTestRequest: isTestRequest, script: [(0, .load)]),
            answers: [.nativeFill(.app, video: true)])

        #expect(session.observation.sampleRequests.map(\.testMode) == [false])
    }

    @Test(arguments: [
        (MediaAspectRatio.unknown, NativeAdImageOrientation.any), (.any, .any), (.square, .any),
        (.landscape, .landscape), (.portrait, .portrait),
    ])
    func load_mediaAspectRatio_mapsToTheImageOrientation(ratio: MediaAspectRatio, orientation: NativeAdImageOrientation) throws {
        let session = try SwiftSession.run(
            .swift(.native, loaderOptions: .init(mediaAspectRatio: ratio), script: [(0, .load)]),
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
        let options = Scenario.LoaderOptions(
            disableImageLoading: disableImageLoading, shouldRequestMultipleImages: multipleImages,
            adChoicesPosition: .bottomLeft)
        let session = try SwiftSession.run(
            .swift(.native, loaderOptions: options, script: [(0, .load)]),
            answers: [.nativeFill(.app, video: true)])

        #expect(
            session.observation.sampleRequests == [
                SampleNetworkRequest(
                    format: .native, adUnit: "unit", shouldDownloadImages: !disableImageLoading, preferredImageOrientation: .any,
                    shouldRequestMultipleImages: multipleImages)
            ])
    }

    // MARK: Assets

    @Test func extraAssets_beforeAnAdArrives_areAnEmptyString() {
        let native = SampleCustomEventNativeAdSwift()

        #expect(native.extraAssets.map(MediationValueText.texts(of:)) == ["DegreeOfAwesomeness": ""])
        #expect(native.images == nil)
        #expect(native.mediaView == nil)
        #expect(!native.hasVideoContent)
    }

    @Test func load_fill_mediaViewIsTheSampleMediaViewYetHasVideoContentIsFalse() throws {
        let log = CompletionLog<any MediationNativeAd, any MediationNativeAdEventDelegate>()
        let adapter = SampleCustomEventSwift()
        try inSampleWorld(answers: [.nativeFill(.content, video: true)]) { _, _ in
            adapter.loadNativeAd(for: .init(credentials: .sample("unit", format: .native)), completionHandler: log.handler)
        }

        let ad = try #require(log.ads.first ?? nil)
        #expect((ad.mediaView as? SampleMediaView)?.text == "Sample video")
        #expect(!ad.hasVideoContent)
        #expect(ad.adChoicesView is SampleAdInfoView)
        #expect(ad.extraAssets.map(MediationValueText.texts(of:)) == ["DegreeOfAwesomeness": "Fairly Awesome!"])
        #expect(!ad.handlesUserClicks())
        #expect(!ad.handlesUserImpressions())
    }

    // MARK: Host actions

    @Test func renderImpressionAndClick_goToTheSDKAndAreNeverReportedBack() throws {
        let scenario = Scenario.swift(
            .native,
            script: [
                (0, .load), (1_000, .render), (2_000, .impression), (2_500, .impression), (3_000, .click(asset: "headline")),
                (4_000, .untrack),
            ])
        let session = try SwiftSession.run(scenario, answers: [.nativeFill(.app, video: true)])

        #expect(
            session.observation.lines(.logs) == [
                "2000 ms  sample effect log \"An impression was recorded for a sampleNativeAd!\"",
                "2500 ms  sample effect log \"An impression was recorded for a sampleNativeAd!\"",
                "3000 ms  sample effect log \"A click occurred on a sampleNativeAd!\"",
            ])
        #expect(session.observation.lines(.effects) == Expected.mediaProgress(renderedAt: 1_000))
        #expect(session.observation.lines(.hostEvents) == [Expected.nativeLoadLine(Expected.nativeAssets(.app, hasVideoContent: false))])
    }

    @Test func noOnceOnlyGuard_aSecondLoadCallbackCompletesAgain() throws {
        let log = CompletionLog<any MediationNativeAd, any MediationNativeAdEventDelegate>()
        let adapter = SampleCustomEventSwift()
        try inSampleWorld(answers: [.nativeFill(.app, video: true)]) { _, _ in
            adapter.loadNativeAd(for: .init(credentials: .sample("unit", format: .native)), completionHandler: log.handler)
            let ad = try #require(log.ads.first ?? nil)
            let sdkSide = try #require(ad as? any SampleNativeAdLoaderDelegate)
            sdkSide.adLoader(SampleNativeAdLoader(), didFailToLoadAdWith: .networkError)
        }

        #expect(log.count == 2)
        #expect(log.ads.map { $0 != nil } == [true, false])
        #expect(log.errors.last??.userInfo == ["description": Expected.loadFailureText(.networkError)])
    }
}
