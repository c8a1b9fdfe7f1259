import AdReplay
import AdReplaySample
import AdapterTestSupport
import Mediation
import NeutralUI
import SampleAdSDK
import SampleCustomEvent
import Testing

/// The legacy custom-event native adapter and its mapper, `SampleMediatedNativeAd`.
@Suite struct SampleLegacyCustomEventNativeAdTests {
    static let variants = SampleNativeVariant.allCases
    static let videos = [true, false]

    @Test(arguments: variants, videos)
    func load_fillWithImages_deliversTheMapperWithEveryAsset(variant: SampleNativeVariant, video: Bool) throws {
        let scenario = Scenario.sample(.nativeLegacy, script: [(0, .load)])
        let session = try SampleSession.run(scenario, answers: [.nativeFill(variant, video: video)])
        let assets = Expected.nativeAssets(variant, video: video)

        #expect(session.observation.lines(.callbacks) == [Expected.nativeFillCallback(variant, video: video)])
        #expect(session.observation.lines(.hostEvents) == [Expected.nativeLoadLine(assets)])
        #expect(session.observation.nativeAds == [assets])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test(arguments: variants, videos)
    func load_fillWithImageLoadingDisabled_mapsImagesToFileURLs(variant: SampleNativeVariant, video: Bool) throws {
        let scenario = Scenario.sample(.nativeLegacy, loaderOptions: .init(disableImageLoading: true), script: [(0, .load)])
        let session = try SampleSession.run(scenario, answers: [.nativeFill(variant, video: video)])
        let assets = Expected.nativeAssets(variant, video: video, imagesDownloaded: false)

        #expect(session.observation.lines(.callbacks) == [Expected.nativeFillCallback(variant, video: video, imagesDownloaded: false)])
        #expect(session.observation.lines(.hostEvents) == [Expected.nativeLoadLine(assets)])
        #expect(session.observation.nativeAds == [assets])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test(arguments: SampleErrorCode.allCases)
    func load_failure_reportsTheSampleCodeInTheCustomEventDomain(code: SampleErrorCode) throws {
        let scenario = Scenario.sample(.nativeLegacy, script: [(0, .load), (1_000, .render), (2_000, .impression)])
        let session = try SampleSession.run(scenario, answers: [.failure(code)])

        #expect(session.observation.lines(.callbacks) == ["0 ms  sample callback adLoader:didFailToLoadAdWithErrorCode: \(code.rawValue)"])
        #expect(
            session.observation.lines(.hostEvents) == [
                "0 ms  host loadCompleted error com.google.CustomEvent \(code.rawValue) \"The operation couldn’t be completed. (com.google.CustomEvent error \(code.rawValue).)\""
            ])
        #expect(session.observation.loadErrors == [Expected.legacyLoadFailure(code)])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test(arguments: SampleErrorCode.allCases)
    func load_failure_errorHasNoUserInfo(code: SampleErrorCode) throws {
        let spy = CustomEventNativeAdDelegateSpy()
        let customEvent = SampleLegacyCustomEventNativeAd()
        customEvent.delegate = spy
        try inSampleWorld(answers: [.failure(code)]) { _, _ in
            customEvent.requestNativeAd(
                withParameter: "unit", request: CustomEventRequest(), adTypes: [.native],
                options: [], rootViewController: nil)
        }

        #expect(spy.errors == [MediationError(domain: "com.google.CustomEvent", code: code.rawValue)])
        #expect(spy.ads.isEmpty)
    }

    @Test func load_missingParameter_theHostPassesNilAndTheLoaderFailsWithBadRequest() throws {
        // As in Objective-C, a missing parameter is nil, which the Sample SDK treats as a missing
        // ad unit (`fetchAd:` in example/SDK/SampleNativeAdLoader.m): BadRequest, and the
        // network is never asked.
        let session = try SampleSession.run(
            .sample(.nativeLegacy, parameter: nil, script: [(0, .load)]),
            answers: [.nativeFill(.app, video: true)])

        #expect(session.observation.sampleRequests.isEmpty)
        #expect(
            session.observation.lines(.hostEvents) == [
                #"0 ms  host loadCompleted error com.google.CustomEvent 0 "The operation couldn’t be completed. (com.google.CustomEvent error 0.)""#
            ])
    }

    @Test func load_emptyParameter_isAskedForAsIs() throws {
        let session = try SampleSession.run(
            .sample(.nativeLegacy, parameter: "", script: [(0, .load)]),
            answers: [.nativeFill(.app, video: true)])

        #expect(session.observation.sampleRequests.map(\.adUnit) == [""])
        #expect(session.observation.lines(.hostEvents) == [Expected.nativeLoadLine(Expected.nativeAssets(.app, video: true))])
    }

    @Test func load_latency_deliversWhenTheAnswerArrives() throws {
        let session = try SampleSession.run(
            .sample(.nativeLegacy, script: [(0, .load)]),
            answers: [.nativeFill(.content, video: false, latency: 500)])

        #expect(session.observation.lines(.callbacks) == [Expected.nativeFillCallback(.content, video: false, at: 500)])
        #expect(session.observation.lines(.hostEvents) == [Expected.nativeLoadLine(Expected.nativeAssets(.content, video: false), at: 500)])
    }

    // MARK: Request mapping

    @Test(arguments: [false, true])
    func load_testRequest_neverSetsTestMode(isTestRequest: Bool) throws {
        let session = try SampleSession.run(
            .sample(.nativeLegacy, isTestRequest: isTestRequest, script: [(0, .load)]),
            answers: [.nativeFill(.app, video: true)])

        #expect(session.observation.sampleRequests.map(\.testMode) == [false])
    }

    @Test(arguments: [
        (MediaAspectRatio.unknown, NativeAdImageOrientation.any), (.any, .any), (.square, .any),
        (.landscape, .landscape), (.portrait, .portrait),
    ])
    func load_mediaAspectRatio_mapsToTheImageOrientation(ratio: MediaAspectRatio, orientation: NativeAdImageOrientation) throws {
        let session = try SampleSession.run(
            .sample(.nativeLegacy, loaderOptions: .init(mediaAspectRatio: ratio), script: [(0, .load)]),
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
        let session = try SampleSession.run(
            .sample(.nativeLegacy, loaderOptions: options, script: [(0, .load)]),
            answers: [.nativeFill(.app, video: true)])

        #expect(
            session.observation.sampleRequests == [
                SampleNetworkRequest(
                    format: .native, adUnit: "unit", shouldDownloadImages: !disableImageLoading, preferredImageOrientation: .any,
                    shouldRequestMultipleImages: multipleImages)
            ])
    }

    // MARK: Host actions

    @Test func renderImpressionAndClick_goToTheSDKAndTheNotificationSourceStaysSilent() throws {
        let scenario = Scenario.sample(
            .nativeLegacy,
            script: [
                (0, .load), (1_000, .render), (2_000, .impression), (3_000, .click(asset: "headline")), (3_500, .tap),
                (4_000, .untrack), (4_500, .tapAdChoices),
            ])
        let session = try SampleSession.run(scenario, answers: [.nativeFill(.app, video: true)])

        #expect(session.observation.lines(.callbacks) == [Expected.nativeFillCallback(.app, video: true)])
        #expect(session.observation.lines(.hostEvents) == [Expected.nativeLoadLine(Expected.nativeAssets(.app, video: true))])
        #expect(
            session.observation.lines(.logs) == [
                "2000 ms  sample effect log \"An impression was recorded for a sampleNativeAd!\"",
                "3000 ms  sample effect log \"A click occurred on a sampleNativeAd!\"",
            ])
        #expect(
            session.observation.lines(.effects) == [
                "2000 ms  sample effect SampleMediaView text \"20% loaded\"", "3000 ms  sample effect SampleMediaView text \"40% loaded\"",
                "4000 ms  sample effect SampleMediaView text \"60% loaded\"", "4500 ms  sample effect present Sample SDK",
                "6000 ms  sample effect SampleMediaView text \"100% loaded\"",
            ])
        #expect(!session.observation.hostEvents.contains { if case .notification = $0.event { true } else { false } })
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func render_withoutVideo_changesNothing() throws {
        let session = try SampleSession.run(
            .sample(.nativeLegacy, script: [(0, .load), (1_000, .render)]),
            answers: [.nativeFill(.content, video: false)])

        #expect(session.observation.sdkEffects.isEmpty)
        #expect(session.observation.lines(.hostEvents) == [Expected.nativeLoadLine(Expected.nativeAssets(.content, video: false))])
    }

    /// A nil parameter reaches the loader as a nil ad unit, as Google's Objective-C legacy sample
    /// assigns it (see HostHarness+Load.swift).
    @Test func load_nilParameter_failsWithBadRequestWithoutAskingTheNetwork() throws {
        let spy = CustomEventNativeAdDelegateSpy()
        let customEvent = SampleLegacyCustomEventNativeAd()
        customEvent.delegate = spy
        let requests = try inSampleWorld(answers: [.nativeFill(.content, video: true)]) { _, trace in
            customEvent.requestNativeAd(
                withParameter: nil, request: CustomEventRequest(), adTypes: [.native],
                options: [], rootViewController: nil)
            return trace.exchanges
        }

        #expect(requests.isEmpty)
        #expect(spy.errors == [MediationError(domain: "com.google.CustomEvent", code: 0)])
        #expect(spy.ads.isEmpty)
    }

    @Test func mapper_isASampleMediatedNativeAdThatHandsBackTheSampleViews() throws {
        let spy = CustomEventNativeAdDelegateSpy()
        let customEvent = SampleLegacyCustomEventNativeAd()
        customEvent.delegate = spy
        try inSampleWorld(answers: [.nativeFill(.content, video: true)]) { _, _ in
            customEvent.requestNativeAd(
                withParameter: "unit", request: CustomEventRequest(), adTypes: [.native],
                options: [], rootViewController: nil)
        }

        let ad = try #require(spy.ads.first)
        #expect(spy.ads.count == 1)
        #expect(ad is SampleMediatedNativeAd)
        #expect(ad.mediaView is SampleMediaView)
        #expect(ad.adChoicesView is SampleAdInfoView)
        #expect(!customEvent.handlesUserClicks())
        #expect(!customEvent.handlesUserImpressions())
    }
}
