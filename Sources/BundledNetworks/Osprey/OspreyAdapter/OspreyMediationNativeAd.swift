import OspreySDK

#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif

/// One Osprey native load for the host: the ad's assets, and its events afterwards.
///
/// Osprey counts a native ad's impression and clicks itself once the ad view is registered, so
/// the adapter says it handles both (the host forwards neither) and reports what the SDK counted.
/// The SDK does not download images: the adapter hands the host their URLs.
final class OspreyMediationNativeAd: NSObject, MediationNativeAd, OspreyNativeAdLoaderDelegate, OspreyNativeAdDelegate {
    private let loader: OspreyNativeAdLoader
    private var nativeAd: OspreyNativeAd?
    private var completionHandler: GADMediationNativeLoadCompletionHandler?
    private var eventDelegate: MediationNativeAdEventDelegate?

    init(
        configuration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        loader = OspreyNativeAdLoader(placementID: configuration.ospreyPlacementID)
        loader.isTestMode = configuration.isTestRequest
        loader.isChildDirected = configuration.ospreyChildDirected
        self.completionHandler = completionHandler
        super.init()
        loader.delegate = self
    }

    func load() {
        loader.loadAd()
    }

    /// The host hears about a load once, whatever the SDK does afterwards.
    private func complete(_ ad: OspreyMediationNativeAd?, _ error: Error?) {
        guard let completionHandler else { return }
        self.completionHandler = nil
        eventDelegate = completionHandler(ad, error)
    }

    func ospreyNativeAdLoader(_ loader: OspreyNativeAdLoader, didLoad nativeAd: OspreyNativeAd) {
        self.nativeAd = nativeAd
        nativeAd.delegate = self
        complete(self, nil)
    }

    func ospreyNativeAdLoader(_ loader: OspreyNativeAdLoader, didFailWith error: OspreyError) {
        complete(nil, NSError.osprey(error))
    }

    func ospreyNativeAdDidRecordImpression(_ nativeAd: OspreyNativeAd) {
        eventDelegate?.reportImpression()
    }

    func ospreyNativeAdDidClick(_ nativeAd: OspreyNativeAd) {
        eventDelegate?.reportClick()
    }

    // MARK: Assets

    var headline: String? { nativeAd?.title }
    var body: String? { nativeAd?.body }
    var callToAction: String? { nativeAd?.callToAction }
    var advertiser: String? { nativeAd?.sponsoredBy }
    var store: String? { nil }
    var price: String? { nil }
    var starRating: NSDecimalNumber? { nil }
    var icon: NativeAdImage? { nativeAd?.iconURL.flatMap(Self.image) }
    var images: [NativeAdImage]? { nativeAd?.mainImageURL.flatMap(Self.image).map { [$0] } }
    var extraAssets: [String: Any]? { nil }

    private static func image(_ url: String) -> NativeAdImage? {
        URL(string: url).map { NativeAdImage(url: $0, scale: 1) }
    }

    // MARK: Tracking

    func handlesUserClicks() -> Bool { true }
    func handlesUserImpressions() -> Bool { true }

    /// Osprey wants the whole ad view: it counts the impression and takes taps on it as clicks.
    func didRender(
        in view: UIView, clickableAssetViews: [GADNativeAssetIdentifier: UIView],
        nonclickableAssetViews: [GADNativeAssetIdentifier: UIView], viewController: UIViewController
    ) {
        nativeAd?.registerView(view)
    }

    func didUntrackView(_ view: UIView?) {
        nativeAd?.unregisterView()
    }
}
