import AdReplay
import AdReplaySample
import AdapterTestSupport
import SampleAdSDK
import Testing

#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif

/// A native adapter written as a GMA Swift adapter declares self-tracking: with methods.
final class SelfTrackingSwiftAdapter: NSObject, MediationAdapter {
    private var native: SelfTrackingSwiftNativeAd?

    required override init() {
        super.init()
    }

    static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 1) }
    static func adSDKVersion() -> VersionNumber { VersionNumber(majorVersion: 1) }

    func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        let native = SelfTrackingSwiftNativeAd()
        self.native = native
        native.load(adUnit: adConfiguration.credentials.settings["parameter"] as? String, completionHandler: completionHandler)
    }
}

final class SelfTrackingSwiftNativeAd: NSObject, MediationNativeAd, SampleNativeAdLoaderDelegate {
    private var loader: SampleNativeAdLoader?
    private var nativeAd: SampleNativeAd?
    private var completionHandler: GADMediationNativeLoadCompletionHandler?

    var headline: String? { nativeAd?.headline }
    var images: [NativeAdImage]? { nil }
    var body: String? { nil }
    var icon: NativeAdImage? { nil }
    var callToAction: String? { nil }
    var starRating: NSDecimalNumber? { nil }
    var store: String? { nil }
    var price: String? { nil }
    var advertiser: String? { nil }
    var extraAssets: [String: Any]? { nil }

    func handlesUserClicks() -> Bool { true }
    func handlesUserImpressions() -> Bool { true }

    func load(adUnit: String?, completionHandler: @escaping GADMediationNativeLoadCompletionHandler) {
        let loader = SampleNativeAdLoader()
        loader.adUnitID = adUnit
        loader.delegate = self
        self.loader = loader
        self.completionHandler = completionHandler
        loader.fetchAd(SampleNativeAdRequest())
    }

    func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd) {
        self.nativeAd = nativeAd
        _ = completionHandler?(self, nil)
    }

    func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode) {
        _ = completionHandler?(nil, NSError(domain: "test", code: errorCode.rawValue))
    }

    func didRecordImpression() { nativeAd?.recordImpression() }

    func didRecordClickOnAsset(withName assetName: GADNativeAssetIdentifier, view: UIView, viewController: UIViewController) {
        nativeAd?.handleClick(on: view)
    }
}

/// Fidelity N5: GMA declares `func handlesUserClicks() -> Bool`; the host must read the
/// adapter's method, not a default beside it.
struct HandlesUserClicksTests {
    @Test func methodAnsweringTrue_isHonouredByTheHost() throws {
        var registry = AdapterRegistry.withSampleNetwork
        registry.register(SelfTrackingSwiftAdapter.self)
        let scenario = Scenario(
            format: .native, adapterClassName: "SelfTrackingSwiftAdapter", parameter: "unit",
            script: [
                ScriptStep(at: 0, .load), ScriptStep(at: 1_000, .render),
                ScriptStep(at: 2_000, .impression), ScriptStep(at: 3_000, .click(asset: "headline")),
            ])
        let observation = try Recorder(registry: registry).run(
            scenario, sampleNetwork: ScriptedSampleNetwork([.nativeFill(.app, video: false)]))

        let assets = try #require(observation.nativeAds.first)
        #expect(assets.handlesUserClicks)
        #expect(assets.handlesUserImpressions)
        // The ad tracks itself, so the host forwards neither the impression nor the click.
        #expect(observation.lines(.logs).isEmpty)
    }
}
