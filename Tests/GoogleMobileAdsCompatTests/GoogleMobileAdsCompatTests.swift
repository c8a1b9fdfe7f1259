import AdWorld
import GoogleMobileAdsCompat
import Testing

/// The compat module's names are the engine's types, so an adapter written with them is an
/// adapter the host drives.
@Suite struct GoogleMobileAdsCompatTests {
    @Test func uiKitNames_areNeutralUITypes() {
        #expect(UIView.self == View.self)
        #expect(UIViewController.self == ViewController.self)
        #expect(UIImage.self == Image.self)
        #expect(UILabel.self == Label.self)
        #expect(UIButton.self == Button.self)
        #expect(UIImageView.self == ImageView.self)
        #expect(UIDevice.self == Device.self)
    }

    // As Google's AppLovin adapter picks its banner sizes (it is `@MainActor` there).
    @MainActor
    @Test func uiDevice_answersTheIdiomAsUIKitSpellsIt() {
        let world = AdWorld.World()
        world.run { #expect(UIDevice.current.userInterfaceIdiom != .pad) }
        world.device.userInterfaceIdiom = UIUserInterfaceIdiom.pad
        world.run { #expect(UIDevice.current.userInterfaceIdiom == .pad) }
    }

    @Test func gadNames_areMediationTypes() {
        #expect(GADAdLoaderOptions.self == AdLoaderOptions.self)
        #expect(GADNativeAssetIdentifier.self == NativeAssetIdentifier.self)
        #expect(GADErrorDomain == "com.google.admob")
        #expect(GADNativeAdChoicesViewAsset == "_adChoices")
    }

    @Test func viewFrame_fromFoundationRect() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 320, height: 50))
        #expect(view.frame == Rect(x: 1, y: 2, width: 320, height: 50))
    }

    @Test func viewFrame_isACGRectAnAdapterAssigns() {
        let view = UIView()
        let adSize = AdSizeMediumRectangle
        view.frame = CGRect(x: 0, y: 0, width: adSize.size.width, height: adSize.size.height)
        #expect(view.frame.size == CGSize(width: 300, height: 250))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 300, height: 250))
        #expect(CGRectMake(1, 2, 3, 4) == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func geometry_sizesConvertForFixtures() {
        #expect(Size(CGSize(width: 728, height: 90)) == Size(width: 728, height: 90))
        #expect(CGSize(Size(width: 468, height: 60)) == CGSize(width: 468, height: 60))
    }

    @Test func credentialsSettings_readAsGMAReadsThem() {
        let credentials = MediationCredentials(settings: ["parameter": "ad-unit-1"], format: .banner)
        #expect(credentials.settings["parameter"] as? String == "ad-unit-1")
        #expect(credentials.settings["missing"] == nil)
    }

    @Test func configuration_gmaMembersAnswerAPlainWaterfallRequest() {
        let configuration = MediationBannerAdConfiguration(
            credentials: MediationCredentials(settings: [:], format: .banner), adSize: AdSizeBanner)
        #expect(configuration.bidResponse == nil)
        #expect(configuration.watermark == nil)
        #expect(configuration.extras == nil)
        #expect(configuration.topViewController == nil)
        #expect(configuration.childDirectedTreatment == nil)
        #expect(!configuration.hasUserLocation)
        #expect(configuration.userLatitude == 0 && configuration.userLongitude == 0)
    }

    @Test func configuration_gmaMembersReadTheScenarioRequest() throws {
        let configuration = MediationNativeAdConfiguration(
            credentials: MediationCredentials(settings: [:], format: .native),
            request: MediationRequest(bidResponse: "bid", extras: ["k": "v"], childDirectedTreatment: false))
        #expect(configuration.bidResponse == "bid")
        let extras = try #require(configuration.extras as? GADExtras)
        #expect(extras.additionalParameters as? [String: String] == ["k": "v"])
        #expect(configuration.childDirectedTreatment == NSNumber(value: false))
    }

    @Test func legacyCustomEvent_getsGMAsShapesFromTheHostsCall() throws {
        let customEvent = GMAShapedCustomEvent()
        customEvent.requestNativeAd(
            withParameter: nil, request: CustomEventRequest(isTesting: true, userKeywords: ["a"], additionalParameters: ["k": "v"]),
            adTypes: [.native], options: [NativeAdMediaAdLoaderOptions(mediaAspectRatio: .portrait)], rootViewController: nil)

        let received = try #require(customEvent.received)
        #expect(received.parameter == "")
        #expect(received.request.isTesting)
        #expect(received.request.userKeywords as? [String] == ["a"])
        #expect(received.request.additionalParameters as? [String: String] == ["k": "v"])
        #expect(received.adTypes.compactMap { $0 as? GADAdLoaderAdType } == [.native])
        #expect((received.options.first as? GADNativeAdMediaAdLoaderOptions)?.mediaAspectRatio == .portrait)
    }
}

/// A legacy custom event written against GMA's Swift interface; it keeps what it was handed.
final class GMAShapedCustomEvent: NSObject, GADCustomEventNativeAd {
    weak var delegate: GADCustomEventNativeAdDelegate?
    var received: (parameter: String, request: GADCustomEventRequest, adTypes: [Any], options: [Any])?

    required override init() {
        super.init()
    }

    func request(
        withParameter serverParameter: String, request: GADCustomEventRequest, adTypes: [Any], options: [Any],
        rootViewController: UIViewController
    ) {
        received = (serverParameter, request, adTypes, options)
    }
}
