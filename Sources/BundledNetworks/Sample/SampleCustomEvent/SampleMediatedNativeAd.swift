import Foundation
import Mediation
import NeutralUI
import SampleAdSDK

/// Maps a Sample native ad onto the host's unified native ad, for the legacy API.
public class SampleMediatedNativeAd: MediatedUnifiedNativeAd {
    let sampleAd: SampleNativeAd
    let adViewOptions: NativeAdViewAdOptions?
    public let extraAssets: [String: Any]?
    public let images: [NativeAdImage]?
    public let icon: NativeAdImage?
    public let adChoicesView: View?

    public init(sampleAd: SampleNativeAd, adViewOptions: NativeAdViewAdOptions?) {
        self.sampleAd = sampleAd
        self.adViewOptions = adViewOptions
        extraAssets = SampleNativeImages.extraAssets(of: sampleAd)
        images = SampleNativeImages.images(of: sampleAd)
        icon = SampleNativeImages.icon(of: sampleAd)
        adChoicesView = SampleAdInfoView()
    }

    public var headline: String? { sampleAd.headline }
    public var body: String? { sampleAd.body }
    public var callToAction: String? { sampleAd.callToAction }
    public var starRating: NSDecimalNumber? { sampleAd.starRating }
    public var store: String? { sampleAd.store }
    public var price: String? { sampleAd.price }
    public var advertiser: String? { sampleAd.advertiser }
    public var mediaView: View? { sampleAd.mediaView }
    public var hasVideoContent: Bool { sampleAd.mediaView != nil }

    public func didRender(in view: View, clickableAssetViews: [NativeAssetIdentifier: View],
                          nonclickableAssetViews: [NativeAssetIdentifier: View], viewController: ViewController) {
        sampleAd.playVideo()
    }

    public func didRecordImpression() {
        sampleAd.recordImpression()
    }

    public func didRecordClickOnAsset(withName assetName: NativeAssetIdentifier, view: View,
                                      viewController: ViewController) {
        sampleAd.handleClick(on: view)
    }

    /// The Sample SDK keeps no hold on the view, so there is nothing to let go of.
    public func didUntrackView(_ view: View?) {}
}
