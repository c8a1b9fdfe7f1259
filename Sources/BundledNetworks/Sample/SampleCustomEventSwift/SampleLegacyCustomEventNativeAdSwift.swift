#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif
import SampleAdSDK

/// The Swift sample's native adapter on the legacy custom-event API: loads a Sample native ad and
/// hands the host a mapper (``SampleMediatedNativeAdSwift``). The host tracks impressions and
/// clicks. Failures carry the Sample code in the custom-event domain, with no user info.
public final class SampleLegacyCustomEventNativeAdSwift: NSObject, GADCustomEventNativeAd, SampleNativeAdLoaderDelegate {
    // Held strongly, as the Swift sample declares it (the Objective-C one holds it weakly).
    public var delegate: GADCustomEventNativeAdDelegate?
    private var nativeAdViewAdOptions: NativeAdViewAdOptions?

    public required override init() {
        super.init()
    }

    public func handlesUserClicks() -> Bool { false }
    public func handlesUserImpressions() -> Bool { false }

    /// GMA's Swift shape: a non-optional parameter ("" when GMA, in Objective-C, passes nil: the
    /// Swift sample then asks with an empty ad unit where the Objective-C one fails with
    /// BadRequest) and untyped option and ad-type arrays, read as the sample reads them.
    public func request(withParameter serverParameter: String, request: GADCustomEventRequest, adTypes: [Any],
                        options: [Any], rootViewController: UIViewController) {
        // A local, as in the sample: the SDK keeps its loader alive until it answers.
        let adLoader = SampleNativeAdLoader()
        let loaderOptions = options as? [GADAdLoaderOptions] ?? []
        let sampleRequest = SampleNativeRequestSwift.request(for: loaderOptions)
        for case let viewOptions as GADNativeAdViewAdOptions in loaderOptions {
            nativeAdViewAdOptions = viewOptions
        }
        adLoader.adUnitID = serverParameter
        adLoader.delegate = self
        adLoader.fetchAd(sampleRequest)
    }

    public func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd) {
        let mediatedAd = SampleMediatedNativeAdSwift(sampleNativeAd: nativeAd, nativeAdViewAdOptions: nativeAdViewAdOptions)
        delegate?.customEventNativeAd(self, didReceive: mediatedAd)
    }

    public func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode) {
        let error = NSError(domain: "com.google.CustomEvent", code: errorCode.rawValue)
        delegate?.customEventNativeAd(self, didFailToLoadWithError: error)
    }
}
