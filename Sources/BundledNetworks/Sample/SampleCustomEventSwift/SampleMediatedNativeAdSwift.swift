#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif
import SampleAdSDK

/// The Swift sample's legacy mapper from a Sample native ad to the host's unified native ad.
/// Extras, images, icon, the media view and an AdChoices view are fixed when it is made.
///
/// It assumes every ad has video: reading ``mediaView``, or rendering, traps on an ad without
/// one. Google's Sample SDK always attaches a media view; AdReplay's Sample network can serve ads
/// without, and those crash this mapper as they would crash the sample.
public final class SampleMediatedNativeAdSwift: NSObject, GADMediatedUnifiedNativeAd {
    let sampleAd: SampleNativeAd
    let nativeAdViewAdOptions: NativeAdViewAdOptions?
    private let mappedImages: [NativeAdImage]?
    private let mappedIcon: NativeAdImage?
    private let extras: [String: Any]
    private let adInfoView: SampleAdInfoView
    private let sampleMediaView: SampleMediaView?

    public init(sampleNativeAd: SampleNativeAd, nativeAdViewAdOptions: NativeAdViewAdOptions?) {
        sampleAd = sampleNativeAd
        self.nativeAdViewAdOptions = nativeAdViewAdOptions
        adInfoView = SampleAdInfoView()
        extras = SampleNativeRequestSwift.extraAssets(of: sampleNativeAd)
        mappedImages = SampleNativeRequestSwift.images(of: sampleNativeAd)
        mappedIcon = SampleNativeRequestSwift.icon(of: sampleNativeAd)
        sampleMediaView = sampleNativeAd.mediaView
        super.init()
    }

    public var headline: String? { sampleAd.headline }
    public var images: [NativeAdImage]? { mappedImages }
    public var body: String? { sampleAd.body }
    public var icon: NativeAdImage? { mappedIcon }
    public var callToAction: String? { sampleAd.callToAction }
    public var starRating: NSDecimalNumber? { sampleAd.starRating }
    public var store: String? { sampleAd.store }
    public var price: String? { sampleAd.price }
    public var advertiser: String? { sampleAd.advertiser }
    public var extraAssets: [String: Any]? { extras }
    public var adChoicesView: UIView? { adInfoView }
    public var mediaView: UIView? { videoView }
    public var hasVideoContent: Bool { sampleAd.mediaView != nil }

    private var videoView: SampleMediaView { sampleMediaView! }
    // Deliberate (and kept on line 49, which fixtures' crash texts name): Google's Swift mapper
    // force-unwraps its media view (SampleMediatedNativeAdSwift.swift:124 at fff4cd18^) and
    // reaches it again unchecked when rendering (:148). Kept so the migration corpus shows that
    // crash on an ad without video instead of hiding it; crash isolation reports it. The one
    // force unwrap in the adapters.

    public func didRecordImpression() {
        sampleAd.recordImpression()
    }

    public func didRender(in view: UIView, clickableAssetViews: [GADNativeAssetIdentifier: UIView],
                          nonclickableAssetViews: [GADNativeAssetIdentifier: UIView], viewController: UIViewController) {
        videoView.playMedia()
    }

    public func didRecordClickOnAsset(withName assetName: GADNativeAssetIdentifier, view: UIView,
                                      viewController: UIViewController) {
        sampleAd.handleClick(on: view)
    }

    /// The Sample SDK keeps no hold on the view, so there is nothing to let go of.
    public func didUntrackView(_ view: UIView?) {}
}
