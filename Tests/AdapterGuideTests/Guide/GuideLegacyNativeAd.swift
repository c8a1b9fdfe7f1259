#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif
import SampleAdSDK

/// A native custom event on the legacy API whose network counts impressions and clicks itself:
/// the host asks it, not its ad, whether it handles them.
final class GuideLegacyNativeAd: NSObject, GADCustomEventNativeAd, SampleNativeAdLoaderDelegate {
    weak var delegate: GADCustomEventNativeAdDelegate?
    private let adLoader = SampleNativeAdLoader()
    private var nativeAd: GuideNativeAd?

    required override init() {
        super.init()
    }

    func handlesUserClicks() -> Bool { true }
    func handlesUserImpressions() -> Bool { true }

    func request(withParameter serverParameter: String, request: GADCustomEventRequest, adTypes: [Any],
                 options: [Any], rootViewController: UIViewController) {
        adLoader.adUnitID = serverParameter
        adLoader.delegate = self
        adLoader.fetchAd(GuideNativeAdLoader.request(options as? [GADAdLoaderOptions] ?? [], isTest: request.isTesting))
    }

    func adLoader(_ adLoader: SampleNativeAdLoader, didReceive sampleAd: SampleNativeAd) {
        let nativeAd = GuideNativeAd(sampleAd, tracksItself: true)
        self.nativeAd = nativeAd
        delegate?.customEventNativeAd(self, didReceive: nativeAd)
    }

    func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode) {
        delegate?.customEventNativeAd(self, didFailToLoadWithError: GuideError.loadFailed(errorCode))
    }
}
