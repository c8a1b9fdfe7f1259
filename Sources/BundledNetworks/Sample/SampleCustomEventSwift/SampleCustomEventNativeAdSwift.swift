#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif
import SampleAdSDK

/// Loads a Sample native ad for the host (current mediation API) and maps its assets. The host
/// tracks impressions and clicks and forwards them to the SDK.
///
/// As the Swift sample has it: no once-only guard, no `testMode` on the request, ad-view options
/// ignored, no `hasVideoContent` (the host's default, false, even though every Sample ad from
/// Google's SDK has a media view), the loader a local, and rendering reaches the SDK's
/// implicitly unwrapped media view unchecked.
final class SampleCustomEventNativeAdSwift: NSObject, MediationNativeAd {
    private var nativeAd: SampleNativeAd?
    private var delegate: MediationNativeAdEventDelegate?
    private var completionHandler: GADMediationNativeLoadCompletionHandler?
    private(set) var images: [NativeAdImage]?
    private(set) var icon: NativeAdImage?
    private(set) var adChoicesView: UIView?

    var headline: String? { nativeAd?.headline }
    var body: String? { nativeAd?.body }
    var callToAction: String? { nativeAd?.callToAction }
    var starRating: NSDecimalNumber? { nativeAd?.starRating }
    var store: String? { nativeAd?.store }
    var price: String? { nativeAd?.price }
    var advertiser: String? { nativeAd?.advertiser }
    /// Never nil, even before an ad arrives.
    var extraAssets: [String: Any]? { SampleNativeRequestSwift.extraAssets(of: nativeAd) }
    var mediaView: UIView? { nativeAd?.mediaView }

    required override init() {
        super.init()
    }

    func loadNativeAd(for adConfiguration: MediationNativeAdConfiguration,
                      completionHandler: @escaping GADMediationNativeLoadCompletionHandler) {
        // A local, as in the sample: the SDK keeps its loader alive until it answers.
        let adLoader = SampleNativeAdLoader()
        let request = SampleNativeRequestSwift.request(for: adConfiguration.options)
        adLoader.delegate = self
        adLoader.adUnitID = adConfiguration.credentials.settings["parameter"] as? String
        self.completionHandler = completionHandler
        adLoader.fetchAd(request)
    }

    func handlesUserClicks() -> Bool { false }
    func handlesUserImpressions() -> Bool { false }
}

extension SampleCustomEventNativeAdSwift: SampleNativeAdLoaderDelegate {
    func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd) {
        images = SampleNativeRequestSwift.images(of: nativeAd)
        icon = SampleNativeRequestSwift.icon(of: nativeAd)
        adChoicesView = SampleAdInfoView()
        self.nativeAd = nativeAd
        if let completionHandler {
            delegate = completionHandler(self, nil)
        }
    }

    func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode) {
        let error = SampleCustomEventUtilsSwift.loadFailure(errorCode)
        if let completionHandler {
            delegate = completionHandler(nil, error)
        }
    }

    /// Plays the media view's fake video, reaching the SDK's implicitly unwrapped media view
    /// unchecked as the sample does: Google's SDK always attaches one, and an ad without video
    /// (AdReplay's network variant, `--video no`) traps here as it traps Google's adapter.
    func didRender(in view: UIView, clickableAssetViews: [GADNativeAssetIdentifier: UIView],
                   nonclickableAssetViews: [GADNativeAssetIdentifier: UIView], viewController: UIViewController) {
        nativeAd?.mediaView.playMedia()
    }

    func didRecordClickOnAsset(withName assetName: GADNativeAssetIdentifier, view: UIView, viewController: UIViewController) {
        nativeAd?.handleClick(on: view)
    }

    func didRecordImpression() {
        nativeAd?.recordImpression()
    }

    /// The Sample SDK keeps no hold on the view, so there is nothing to let go of.
    func didUntrackView(_ view: UIView?) {}
}
