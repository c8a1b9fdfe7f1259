#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif
import SampleAdSDK

/// A Sample native ad mapped onto GMA's assets, for both native APIs: the current one reads it
/// as a `MediationNativeAd`, the legacy one as a `GADMediatedUnifiedNativeAd`.
final class GuideNativeAd: NSObject, MediationNativeAd, SampleNativeAdDelegate {
    private let sampleAd: SampleNativeAd
    /// True: the Sample SDK counts impressions and clicks on the rendered view itself.
    private let tracksItself: Bool
    /// The current API's event delegate; nil under the legacy API, which has none.
    weak var eventDelegate: MediationNativeAdEventDelegate?

    init(_ sampleAd: SampleNativeAd, tracksItself: Bool) {
        self.sampleAd = sampleAd
        self.tracksItself = tracksItself
        super.init()
        sampleAd.delegate = self
    }

    var headline: String? { sampleAd.headline }
    var body: String? { sampleAd.body }
    var callToAction: String? { sampleAd.callToAction }
    var advertiser: String? { sampleAd.advertiser }
    var price: String? { sampleAd.price }
    var store: String? { sampleAd.store }
    var starRating: NSDecimalNumber? { sampleAd.starRating }
    var extraAssets: [String: Any]? { sampleAd.degreeOfAwesomeness.map { ["degreeOfAwesomeness": $0] } }

    var icon: GADNativeAdImage? {
        Self.image(sampleAd.icon, url: sampleAd.iconURL, scale: sampleAd.iconScale)
    }

    var images: [GADNativeAdImage]? {
        Self.image(sampleAd.image, url: sampleAd.imageURL, scale: sampleAd.imageScale).map { [$0] }
    }

    /// The image when the SDK downloaded it, else its URL.
    private static func image(_ image: UIImage?, url: String?, scale: Double) -> GADNativeAdImage? {
        if let image { return GADNativeAdImage(image: image) }
        return url.flatMap { URL(string: $0) }.map { GADNativeAdImage(url: $0, scale: scale) }
    }

    var mediaView: UIView? { sampleAd.mediaView }
    var hasVideoContent: Bool { sampleAd.mediaView != nil }

    func handlesUserClicks() -> Bool { tracksItself }
    func handlesUserImpressions() -> Bool { tracksItself }

    func didRender(in view: UIView, clickableAssetViews: [GADNativeAssetIdentifier: UIView],
                   nonclickableAssetViews: [GADNativeAssetIdentifier: UIView], viewController: UIViewController) {
        if tracksItself { sampleAd.trackView(view) }
        guard hasVideoContent else { return }
        sampleAd.playVideo()
        eventDelegate?.didPlayVideo()
    }

    func didRecordImpression() {
        sampleAd.recordImpression()
    }

    func didRecordClickOnAsset(withName assetName: GADNativeAssetIdentifier, view: UIView, viewController: UIViewController) {
        sampleAd.handleClick(on: view)
    }

    func didUntrackView(_ view: UIView?) {
        sampleAd.untrackView()
    }

    // What the Sample SDK counted itself (only while it tracks the view).
    func nativeAdDidRecordImpression(_ nativeAd: SampleNativeAd) {
        if let eventDelegate {
            eventDelegate.reportImpression()
        } else {
            GADMediatedUnifiedNativeAdNotificationSource.mediatedNativeAdDidRecordImpression(self)
        }
    }

    func nativeAdDidRecordClick(_ nativeAd: SampleNativeAd) {
        if let eventDelegate {
            eventDelegate.reportClick()
        } else {
            GADMediatedUnifiedNativeAdNotificationSource.mediatedNativeAdDidRecordClick(self)
            GADMediatedUnifiedNativeAdNotificationSource.mediatedNativeAdWillLeaveApplication(self)
        }
    }
}
