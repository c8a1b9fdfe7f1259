import AdReplay
import AdReplaySample
import AdapterTestSupport
import AdapterUnitTestKit
import Mediation
import NeutralUI
import SampleAdSDK
import SampleCustomEvent
import Testing

/// The dispatcher: versions, set-up, extras, routing each format to its Sample SDK class, and
/// keeping every load's state to itself.
@Suite struct SampleCustomEventTests {
    // MARK: Class members

    @Test func adapterVersion_is1_0_0() {
        #expect(SampleCustomEvent.adapterVersion() == VersionNumber(majorVersion: 1, minorVersion: 0, patchVersion: 0))
        #expect(SampleCustomEvent.adapterVersion().description == "1.0.0")
    }

    @Test func adSDKVersion_is1_0_0() {
        #expect(SampleCustomEvent.adSDKVersion() == VersionNumber(majorVersion: 1, minorVersion: 0, patchVersion: 0))
        #expect(SampleCustomEvent.adSDKVersion().description == "1.0.0")
    }

    @Test func networkExtrasClass_isNil() {
        #expect(SampleCustomEvent.networkExtrasClass() == nil)
    }

    @Test func setUp_succeedsAtOnce() {
        var results: [MediationError?] = []
        SampleCustomEvent.setUpWith(MediationServerConfiguration(credentials: [.sample("unit", format: .banner)])) {
            results.append($0.map(MediationError.init))
        }

        #expect(results.count == 1)
        #expect(results.first == .some(nil))
    }

    @Test func record_writesBothVersionsIntoTheFixture() throws {
        let scenario = Scenario.sample(.banner, script: [(0, .load), (1_000, .tap)])
        let recording = try Recorder(registry: SampleSession.registry).record(scenario, name: "fill", network: .answer(.fill))

        #expect(recording.fixture.environment.adapterVersion == "1.0.0")
        #expect(recording.fixture.environment.adSDKVersion == "1.0.0")
        #expect(recording.fixture.environment.sdkVersion == "1.0.0")
        #expect(
            recording.fixture.observation.lines(.hostEvents) == [
                "0 ms  host loadCompleted ad banner 320×50 \"Sample Text Ad \"", "1000 ms  host reportClick",
            ])
        #expect(recording.breaches.isEmpty)
    }

    @Test func registry_knowsTheThreeSampleAdaptersByTypeName() {
        #expect(
            SampleSession.registry.names
                == ["SampleCustomEvent", "SampleLegacyCustomEventNativeAd", "SampleSelfTrackingCustomEventNativeAd"])
    }

    // MARK: Dispatch

    @Test(arguments: [
        (Scenario.Format.banner, SampleAdFormat.banner), (.interstitial, .interstitial), (.rewarded, .rewarded),
        (.rewardedInterstitial, .rewarded), (.appOpen, .appOpen), (.native, .native),
    ])
    func load_routesEachFormatToItsSampleSDKClass(format: Scenario.Format, sampleFormat: SampleAdFormat) throws {
        let answer: SampleNetworkAnswer = format == .native ? .nativeFill(.app, video: true) : .fill
        let scenario = Scenario.sample(format, script: [(0, .load)])
        let session = try SampleSession.run(scenario, answers: [answer])

        #expect(session.observation.sampleRequests.map(\.format) == [sampleFormat])
        #expect(session.observation.sampleRequests.map(\.adUnit) == ["unit"])
        #expect(session.observation.hostEvents.count == 1)
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func load_eachLoadGetsAFreshFormatObject() throws {
        let log = CompletionLog<any MediationBannerAd, any MediationBannerAdEventDelegate>()
        let adapter = SampleCustomEvent()
        try inSampleWorld(answers: [.fill, .fill]) { _, _ in
            let configuration = MediationBannerAdConfiguration(credentials: .sample("unit", format: .banner), adSize: AdSizeBanner)
            adapter.loadBanner(for: configuration, completionHandler: log.handler)
            adapter.loadBanner(for: configuration, completionHandler: log.handler)
        }

        #expect(log.count == 2)
        let first = try #require(log.ads.first ?? nil)
        let second = try #require(log.ads.last ?? nil)
        #expect(first !== second)
        #expect(first.view !== second.view)
    }

    @Test func load_anotherFormatLeavesAnEarlierLoadWorking() throws {
        let spy = AUTKMediationInterstitialAdEventDelegate()
        let interstitials = CompletionLog<any MediationInterstitialAd, any MediationInterstitialAdEventDelegate>(returning: spy)
        let banners = CompletionLog<any MediationBannerAd, any MediationBannerAdEventDelegate>()
        let adapter = SampleCustomEvent()
        try inSampleWorld(answers: [.fill, .fill]) { world, _ in
            adapter.loadInterstitial(
                for: .init(credentials: .sample("unit", format: .interstitial)),
                completionHandler: interstitials.handler)
            adapter.loadBanner(
                for: .init(credentials: .sample("unit", format: .banner), adSize: AdSizeBanner),
                completionHandler: banners.handler)
            let interstitial = try #require(interstitials.ads.first ?? nil)
            interstitial.present(from: world.application.rootViewController)
        }

        #expect(banners.count == 1)
        #expect(spy.invocations == ["willPresentFullScreenView", "reportImpression"])
    }

    // MARK: Isolation (the Objective-C adapter kept native images in file-scope globals)

    @Test func nativeLoads_inTwoSessions_eachDeliverTheirOwnImages() throws {
        let withImages = try SampleSession.run(
            .sample(.native, script: [(0, .load)]),
            answers: [.nativeFill(.content, video: true)])
        let withURLs = try SampleSession.run(
            .sample(.native, loaderOptions: .init(disableImageLoading: true), script: [(0, .load)]),
            answers: [.nativeFill(.app, video: false)])

        #expect(withImages.observation.nativeAds == [Expected.nativeAssets(.content, video: true)])
        #expect(withURLs.observation.nativeAds == [Expected.nativeAssets(.app, video: false, imagesDownloaded: false)])
    }

    @Test func nativeLoads_byTwoAdapters_doNotShareImagesIconOrAdChoices() throws {
        let first = CompletionLog<any MediationNativeAd, any MediationNativeAdEventDelegate>()
        let second = CompletionLog<any MediationNativeAd, any MediationNativeAdEventDelegate>()
        let adapters = (SampleCustomEvent(), SampleCustomEvent())
        try inSampleWorld(answers: [.nativeFill(.content, video: true), .nativeFill(.app, video: false)]) { _, _ in
            adapters.0.loadNativeAd(
                for: .init(credentials: .sample("unit", format: .native)),
                completionHandler: first.handler)
            adapters.1.loadNativeAd(
                for: .init(
                    credentials: .sample("unit", format: .native),
                    options: [NativeAdImageAdLoaderOptions(isImageLoadingDisabled: true)]),
                completionHandler: second.handler)
        }

        let firstAd = try #require(first.ads.first ?? nil)
        let secondAd = try #require(second.ads.first ?? nil)
        #expect(firstAd.images?.map(\.image) == [Expected.greenImage])
        #expect(firstAd.icon?.image == Expected.blueIcon)
        #expect(firstAd.icon?.imageURL == nil)
        #expect(secondAd.images?.map(\.image) == [nil])
        #expect(secondAd.icon?.imageURL?.lastPathComponent == "some_image.gif")
        let firstAdChoices = try #require(firstAd.adChoicesView)
        let secondAdChoices = try #require(secondAd.adChoicesView)
        #expect(firstAdChoices !== secondAdChoices)
    }

    @Test func nativeLoads_byOneAdapter_leaveTheFirstAdsAssetsAlone() throws {
        let log = CompletionLog<any MediationNativeAd, any MediationNativeAdEventDelegate>()
        let adapter = SampleCustomEvent()
        try inSampleWorld(answers: [.nativeFill(.content, video: true), .nativeFill(.app, video: false)]) { _, _ in
            adapter.loadNativeAd(for: .init(credentials: .sample("unit", format: .native)), completionHandler: log.handler)
            adapter.loadNativeAd(
                for: .init(
                    credentials: .sample("unit", format: .native),
                    options: [NativeAdImageAdLoaderOptions(isImageLoadingDisabled: true)]),
                completionHandler: log.handler)
        }

        #expect(log.count == 2)
        let firstAd = try #require(log.ads.first ?? nil)
        let secondAd = try #require(log.ads.last ?? nil)
        #expect(firstAd.headline == "Sample Content!")
        #expect(firstAd.images?.map(\.image) == [Expected.greenImage])
        #expect(firstAd.icon?.image == Expected.blueIcon)
        #expect(firstAd.mediaView != nil)
        #expect(secondAd.headline == "Sample App!")
        #expect(secondAd.images?.map(\.image) == [nil])
        #expect(secondAd.mediaView == nil)
        #expect(firstAd.adChoicesView !== secondAd.adChoicesView)
    }
}
