@_implementationOnly import HyBid

// AdReplay's own file, not Verve's or Google's: scripts/check-real-adapters puts it in place of
// Google's Verve adapter's HyBidClient.swift, which reaches the HyBid SDK through Objective-C
// selectors (`responds(to:)`, `perform(_:with:)`) and key-value coding, none of which Linux Swift
// has. It declares the same three names the adapter's other files use (`HybidClientFactory`,
// `HybidClient` and its requirements) and calls the HyBid stand-in's methods directly, the ones
// those selectors name. It keeps Google's test hook as Google's file has it: in a debug build,
// `HybidClientFactory.debugClient`, when set, is the client `createClient()` hands out (Google's
// unit tests set it to a fake; scripts/check-google-adapters runs them).
#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif

/// Hands out the adapter's HyBid client.
final class HybidClientFactory {
    private init() {}

    #if DEBUG
    /// Returned by `createClient()` when set, in a debug build (Google's test hook).
    nonisolated(unsafe) static var debugClient: HybidClient?
    #endif

    static func createClient() -> HybidClient {
        #if DEBUG
        return debugClient ?? DirectHybidClient()
        #else
        return DirectHybidClient()
        #endif
    }
}

/// What the adapter asks of the HyBid SDK.
protocol HybidClient: NSObject {
    func version() -> String
    func initialize(with appToken: String, completionHandler: @escaping (VerveAdapterError?) -> Void)
    func collectSignals() -> String
    func isValidBannerSize(_ size: CGSize) -> Bool
    func loadRTBBannerAd(with bidResponse: String, size: CGSize, delegate: Any) throws(VerveAdapterError)
    func loadRTBInterstitialAd(with bidResponse: String, delegate: Any)
    func presentInterstitialAd(from viewController: UIViewController) throws(VerveAdapterError)
    func loadRTBRewardedAd(with bidResponse: String, delegate: Any)
    func presentRewardedAd(from viewController: UIViewController) throws(VerveAdapterError)
    func loadRTBNativeAd(with bidResponse: String, delegate: Any)
    func fetchAssets(for nativeAd: Any, delegate: Any)
}

/// The client over the HyBid stand-in, with direct calls where Google's sends selectors.
private final class DirectHybidClient: NSObject, HybidClient {
    private var adView: HyBidAdView?
    private var interstitialAd: HyBidInterstitialAd?
    private var rewardedAd: HyBidRewardedAd?
    private var nativeAdLoader: HyBidNativeAdLoader?

    func version() -> String {
        HyBid.sdkVersion()
    }

    func initialize(with appToken: String, completionHandler: @escaping (VerveAdapterError?) -> Void) {
        HyBid.initWithAppToken(appToken) { succeeded in
            completionHandler(
                succeeded
                    ? nil
                    : VerveAdapterError(
                        errorCode: .failedToInitializeHyBidSDK,
                        description: "Verve SDK failed to initialize."))
        }
    }

    func collectSignals() -> String {
        HyBid.getEncodedCustomRequestSignalData("Admob") ?? ""
    }

    /// Every size is valid, as in Google's file: a size HyBid does not list falls back to its
    /// 320×50 banner.
    func isValidBannerSize(_ size: CGSize) -> Bool {
        true
    }

    func loadRTBBannerAd(with bidResponse: String, size: CGSize, delegate: Any) throws(VerveAdapterError) {
        guard let delegate = delegate as? HyBidAdViewDelegate else { return }
        // A size HyBid does not list falls back to its 320×50 banner.
        let view = HyBidAdView(size: HyBidAdSize.matching(width: Int(size.width), height: Int(size.height)) ?? .size_320x50)
        adView = view
        view.stopAutoRefresh()
        view.autoShowOnLoad = true
        view.renderAd(withContent: bidResponse, with: delegate)
    }

    func loadRTBInterstitialAd(with bidResponse: String, delegate: Any) {
        guard let delegate = delegate as? HyBidInterstitialAdDelegate else { return }
        let ad = HyBidInterstitialAd(delegate: delegate)
        interstitialAd = ad
        ad.prepareAd(withContent: bidResponse)
    }

    func presentInterstitialAd(from viewController: UIViewController) throws(VerveAdapterError) {
        guard let interstitialAd, interstitialAd.isReady else {
            throw VerveAdapterError(errorCode: .notReadyForPresentation, description: "The interstitial ad is not ready for presentation.")
        }
        interstitialAd.show(from: viewController)
    }

    func loadRTBRewardedAd(with bidResponse: String, delegate: Any) {
        guard let delegate = delegate as? HyBidRewardedAdDelegate else { return }
        let ad = HyBidRewardedAd(delegate: delegate)
        rewardedAd = ad
        ad.prepareAd(withContent: bidResponse)
    }

    func presentRewardedAd(from viewController: UIViewController) throws(VerveAdapterError) {
        guard let rewardedAd, rewardedAd.isReady else {
            throw VerveAdapterError(errorCode: .notReadyForPresentation, description: "The rewarded ad is not ready for presentation.")
        }
        rewardedAd.show(from: viewController)
    }

    func loadRTBNativeAd(with bidResponse: String, delegate: Any) {
        guard let delegate = delegate as? HyBidNativeAdLoaderDelegate else { return }
        let loader = HyBidNativeAdLoader()
        nativeAdLoader = loader
        loader.stopAutoRefresh()
        loader.prepareNativeAd(with: delegate, withContent: bidResponse)
    }

    func fetchAssets(for nativeAd: Any, delegate: Any) {
        guard let nativeAd = nativeAd as? HyBidNativeAd, let delegate = delegate as? HyBidNativeAdFetchDelegate else { return }
        nativeAd.fetchNativeAdAssets(with: delegate)
    }
}
