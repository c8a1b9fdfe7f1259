#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif

/// Custom native formats have no adapter: the app loads them from the host's own ad server,
/// renders the assets it knows by key, and records the impression and clicks itself.
final class GuideCustomNativeApp: CustomNativeAdLoaderDelegate {
    private var adLoader: CustomNativeAdLoader?
    private(set) var ad: CustomNativeAd?

    func load(from rootViewController: UIViewController) {
        let adLoader = CustomNativeAdLoader(adUnitID: "/21775744923/example/native", rootViewController: rootViewController)
        adLoader.delegate = self
        self.adLoader = adLoader
        adLoader.load(AdRequest())
    }

    func customNativeAdFormatIDs(for adLoader: CustomNativeAdLoader) -> [String] { ["10063170"] }

    func adLoader(_ adLoader: CustomNativeAdLoader, didReceive customNativeAd: CustomNativeAd) {
        ad = customNativeAd
        _ = customNativeAd.string(forKey: "Headline")
        _ = customNativeAd.image(forKey: "MainImage")
        customNativeAd.recordImpression()
    }

    func adLoader(_ adLoader: CustomNativeAdLoader, didFailToReceiveAdWithError error: MediationError) {}
}
