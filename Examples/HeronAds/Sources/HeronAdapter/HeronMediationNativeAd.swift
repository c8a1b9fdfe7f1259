import HeronAdsSDK

#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif

/// One Heron native load for the host: the ad's assets, and its events afterwards.
///
/// A self-tracking Heron ad counts its own impressions and clicks, so the adapter says it handles
/// them (the host then forwards neither) and reports what the SDK counted. Any other ad is
/// counted by the host, and the adapter forwards the host's counts to the SDK.
final class HeronMediationNativeAd: NSObject, MediationNativeAd {
    private let placementID: String
    private let isTestRequest: Bool
    private var nativeAd: HeronNativeAd?
    private var completionHandler: GADMediationNativeLoadCompletionHandler?
    private var eventDelegate: MediationNativeAdEventDelegate?

    init(
        configuration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        placementID = configuration.heronPlacementID
        isTestRequest = configuration.isTestRequest
        self.completionHandler = completionHandler
        super.init()
    }

    func load() {
        HeronNativeAd.load(placementID: placementID, isTestMode: isTestRequest) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let ad):
                nativeAd = ad
                listen(to: ad)
                complete(self, nil)
            case .failure(let error):
                complete(nil, NSError.heron(error))
            }
        }
    }

    /// The host hears about a load once, whatever the SDK does afterwards.
    private func complete(_ ad: HeronMediationNativeAd?, _ error: Error?) {
        guard let completionHandler else { return }
        self.completionHandler = nil
        eventDelegate = completionHandler(ad, error)
    }

    private func listen(to ad: HeronNativeAd) {
        // Called only for a self-tracking ad.
        ad.onImpression = { [weak self] in
            self?.eventDelegate?.reportImpression()
        }
        ad.onClick = { [weak self] in
            self?.eventDelegate?.reportClick()
        }
        ad.onVideoStart = { [weak self] in
            self?.eventDelegate?.didPlayVideo()
        }
        ad.onVideoEnd = { [weak self] in
            self?.eventDelegate?.didEndVideo()
        }
    }

    // MARK: Assets

    var headline: String? { nativeAd?.headline }
    var body: String? { nativeAd?.body }
    var callToAction: String? { nativeAd?.callToAction }
    var advertiser: String? { nativeAd?.advertiser }
    var store: String? { nil }
    var price: String? { nil }
    var starRating: NSDecimalNumber? { nativeAd?.starRating.map { NSDecimalNumber(value: $0) } }
    var icon: NativeAdImage? { nativeAd.map { NativeAdImage(image: $0.icon) } }
    /// A video ad has no main image: its media view shows the video instead.
    var images: [NativeAdImage]? { nativeAd?.mainImage.map { [NativeAdImage(image: $0)] } }
    var extraAssets: [String: Any]? { nil }
    var mediaView: UIView? { nativeAd?.mediaView }
    var hasVideoContent: Bool { nativeAd?.mediaView != nil }

    // MARK: Tracking

    func handlesUserClicks() -> Bool { nativeAd?.isSelfTracking ?? false }
    func handlesUserImpressions() -> Bool { nativeAd?.isSelfTracking ?? false }

    /// Heron wants the whole ad view: a video starts, and a self-tracking ad watches it.
    func didRender(
        in view: UIView, clickableAssetViews: [GADNativeAssetIdentifier: UIView],
        nonclickableAssetViews: [GADNativeAssetIdentifier: UIView], viewController: UIViewController
    ) {
        nativeAd?.registerView(view)
    }

    /// Sent by the host only when the ad does not handle impressions itself.
    func didRecordImpression() {
        nativeAd?.recordImpression()
    }

    /// Sent by the host only when the ad does not handle clicks itself.
    func didRecordClickOnAsset(withName assetName: GADNativeAssetIdentifier, view: UIView, viewController: UIViewController) {
        nativeAd?.recordClick()
    }

    func didUntrackView(_ view: UIView?) {
        nativeAd?.unregisterView()
    }
}
