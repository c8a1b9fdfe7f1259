import AdReplay
import AdReplaySample
import AdapterTestSupport
import Mediation
import NeutralUI
import SampleAdSDK
import Testing

@testable import SampleCustomEventSwift

/// The Swift sample's legacy custom event and its mapper, `SampleMediatedNativeAdSwift`.
///
/// Only ads with video are served here. On an ad without one the mapper traps when its media view
/// is read (Google's `SampleMediatedNativeAdSwift.swift:124` at `fff4cd18^`), which would end the
/// test process; crash isolation covers that case.
@Suite struct SampleLegacyCustomEventNativeAdSwiftTests {
    static let variants = SampleNativeVariant.allCases

    @Test(arguments: variants)
    func load_fillWithVideo_deliversTheMapperWithEveryAsset(variant: SampleNativeVariant) throws {
        let scenario = Scenario.swift(.nativeLegacy, script: [(0, .load)])
        let session = try SwiftSession.run(scenario, answers: [.nativeFill(variant, video: true)])
        let assets = Expected.nativeAssets(variant, hasVideoContent: true)

        #expect(session.observation.lines(.callbacks) == [Expected.nativeFillCallback(variant)])
        #expect(session.observation.lines(.hostEvents) == [Expected.nativeLoadLine(assets)])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test(arguments: variants)
    func load_fillWithImageLoadingDisabled_mapsImagesToFileURLs(variant: SampleNativeVariant) throws {
        let scenario = Scenario.swift(.nativeLegacy, loaderOptions: .init(disableImageLoading: true), script: [(0, .load)])
        let session = try SwiftSession.run(scenario, answers: [.nativeFill(variant, video: true)])

        #expect(session.observation.nativeAds == [Expected.nativeAssets(variant, hasVideoContent: true, imagesDownloaded: false)])
    }

    @Test(arguments: SampleErrorCode.allCases)
    func load_failure_reportsTheSampleCodeInTheCustomEventDomain(code: SampleErrorCode) throws {
        let scenario = Scenario.swift(.nativeLegacy, script: [(0, .load), (1_000, .render), (2_000, .impression)])
        let session = try SwiftSession.run(scenario, answers: [.failure(code)])

        #expect(session.observation.lines(.callbacks) == ["0 ms  sample callback adLoader:didFailToLoadAdWithErrorCode: \(code.rawValue)"])
        #expect(session.observation.lines(.hostEvents) == [Expected.legacyLoadFailureLine(code)])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test(arguments: SampleErrorCode.allCases)
    func load_failure_errorHasNoUserInfo(code: SampleErrorCode) throws {
        let spy = CustomEventNativeAdDelegateSpy()
        let customEvent = SampleLegacyCustomEventNativeAdSwift()
        customEvent.delegate = spy
        try inSampleWorld(answers: [.failure(code)]) { _, _ in
            customEvent.requestNativeAd(
                withParameter: "unit", request: CustomEventRequest(), adTypes: [.native],
                options: [], rootViewController: nil)
        }

        #expect(spy.errors == [MediationError(domain: "com.google.CustomEvent", code: code.rawValue)])
        #expect(spy.ads.isEmpty)
    }

    /// Google's Swift sample takes the parameter as a non-optional `String`: a nil from GMA
    /// arrives as "" (Swift's bridging of a nil `NSString`), so it asks with an empty ad unit and
    /// fills where the Objective-C adapter fails with BadRequest.
    @Test func load_withoutAParameter_asksWithAnEmptyAdUnit() throws {
        let session = try SwiftSession.run(
            .swift(.nativeLegacy, parameter: nil, script: [(0, .load)]),
            answers: [.nativeFill(.app, video: true)])

        #expect(session.observation.sampleRequests.map(\.adUnit) == [""])
        #expect(session.observation.nativeAds == [Expected.nativeAssets(.app, hasVideoContent: true)])
    }

    @Test(arguments: [false, true])
    func load_testRequest_neverSetsTestMode(isTestRequest: Bool) throws {
        let session = try SwiftSession.run(
            .swift(.nativeLegacy, isTestRequest: isTestRequest, script: [(0, .load)]),
            answers: [.nativeFill(.app, video: true)])

        #expect(session.observation.sampleRequests.map(\.testMode) == [false])
    }

    @Test(arguments: [(MediaAspectRatio.square, NativeAdImageOrientation.any), (.landscape, .landscape), (.portrait, .portrait)])
    func load_options_mapLikeTheCurrentAdapter(ratio: MediaAspectRatio, orientation: NativeAdImageOrientation) throws {
        let options = Scenario.LoaderOptions(disableImageLoading: true, shouldRequestMultipleImages: true, mediaAspectRatio: ratio)
        let session = try SwiftSession.run(
            .swift(.nativeLegacy, loaderOptions: options, script: [(0, .load)]),
            answers: [.nativeFill(.app, video: true)])

        #expect(
            session.observation.sampleRequests == [
                SampleNetworkRequest(
                    format: .native, adUnit: "unit", shouldDownloadImages: false, preferredImageOrientation: orientation,
                    shouldRequestMultipleImages: true)
            ])
    }

    @Test func renderImpressionAndClick_goToTheSDKAndTheNotificationSourceStaysSilent() throws {
        let scenario = Scenario.swift(
            .nativeLegacy,
            script: [
                (0, .load), (1_000, .render), (2_000, .impression), (3_000, .click(asset: "headline")), (4_000, .untrack),
            ])
        let session = try SwiftSession.run(scenario, answers: [.nativeFill(.content, video: true)])

        #expect(
            session.observation.lines(.logs) == [
                "2000 ms  sample effect log \"An impression was recorded for a sampleNativeAd!\"",
                "3000 ms  sample effect log \"A click occurred on a sampleNativeAd!\"",
            ])
        #expect(session.observation.lines(.effects) == Expected.mediaProgress(renderedAt: 1_000))
        #expect(!session.observation.hostEvents.contains { if case .notification = $0.event { true } else { false } })
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func mapper_isASampleMediatedNativeAdSwiftThatKeepsTheLastAdViewOptions() throws {
        let spy = CustomEventNativeAdDelegateSpy()
        let customEvent = SampleLegacyCustomEventNativeAdSwift()
        customEvent.delegate = spy
        let options: [AdLoaderOptions] = [
            NativeAdViewAdOptions(preferredAdChoicesPosition: .topLeft),
            NativeAdViewAdOptions(preferredAdChoicesPosition: .bottomRight),
        ]
        try inSampleWorld(answers: [.nativeFill(.app, video: true)]) { _, _ in
            customEvent.requestNativeAd(
                withParameter: "unit", request: CustomEventRequest(), adTypes: [.native],
                options: options, rootViewController: nil)
        }

        let ad = try #require(spy.ads.first as? SampleMediatedNativeAdSwift)
        #expect(spy.ads.count == 1)
        #expect((ad.mediaView as? SampleMediaView)?.text == "Sample video")
        #expect(ad.hasVideoContent)
        #expect(ad.adChoicesView is SampleAdInfoView)
        #expect(ad.adChoicesView === ad.adChoicesView)
        #expect(ad.extraAssets.map(MediationValueText.texts(of:)) == ["DegreeOfAwesomeness": "Quite Awesome!"])
        #expect(ad.nativeAdViewAdOptions?.preferredAdChoicesPosition == .bottomRight)
        #expect(!customEvent.handlesUserClicks())
        #expect(!customEvent.handlesUserImpressions())
    }

    @Test func delegate_isHeldStrongly() throws {
        let customEvent = SampleLegacyCustomEventNativeAdSwift()
        do {
            customEvent.delegate = CustomEventNativeAdDelegateSpy()
        }

        #expect(customEvent.delegate != nil)
    }
}
