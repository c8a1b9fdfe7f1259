import Foundation
import Mediation
import NeutralUI
import SampleAdSDK

/// Loads a Sample native ad for the host (current mediation API) and maps its assets. The host
/// tracks impressions and clicks and forwards them; the adapter passes them on to the SDK.
final class SampleCustomEventNativeAd: MediationNativeAd, SampleNativeAdLoaderDelegate {
    private var loader: SampleNativeAdLoader?
    private var nativeAd: SampleNativeAd?
    private var completion: OnceCompletion<any MediationNativeAd, any MediationNativeAdEventDelegate>?
    private var eventDelegate: (any MediationNativeAdEventDelegate)?
    private(set) var images: [NativeAdImage]?
    private(set) var icon: NativeAdImage?
    private(set) var adChoicesView: View?
    // Kept as the original adapter keeps it; the Sample SDK has nowhere to place AdChoices.
    private var adViewOptions: NativeAdViewAdOptions?

    func load(for configuration: MediationNativeAdConfiguration,
              completionHandler: @escaping MediationNativeLoadCompletionHandler) {
        completion = OnceCompletion(completionHandler)
        let request = SampleNativeRequestMapping.request(for: configuration.options)
        request.testMode = configuration.isTestRequest
        adViewOptions = SampleNativeRequestMapping.adViewOptions(in: configuration.options)
        let loader = SampleNativeAdLoader()
        loader.adUnitID = configuration.credentials.settings["parameter"] as? String
        loader.delegate = self
        // Kept, so that an answer arriving after `fetchAd` returns still finds its delegate.
        self.loader = loader
        loader.fetchAd(request)
    }

    func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd) {
        self.nativeAd = nativeAd
        images = SampleNativeImages.images(of: nativeAd)
        icon = SampleNativeImages.icon(of: nativeAd)
        adChoicesView = SampleAdInfoView()
        eventDelegate = completion?(self, nil)
    }

    func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode) {
        eventDelegate = completion?(nil, MediationError.sampleLoadFailure(errorCode))
    }

    var headline: String? { nativeAd?.headline }
    var body: String? { nativeAd?.body }
    var callToAction: String? { nativeAd?.callToAction }
    var starRating: NSDecimalNumber? { nativeAd?.starRating }
    var store: String? { nativeAd?.store }
    var price: String? { nativeAd?.price }
    var advertiser: String? { nativeAd?.advertiser }
    var extraAssets: [String: Any]? { nativeAd.flatMap(SampleNativeImages.extraAssets(of:)) }
    var mediaView: View? { nativeAd?.mediaView }
    var hasVideoContent: Bool { nativeAd?.mediaView != nil }

    func didRender(in view: View, clickableAssetViews: [NativeAssetIdentifier: View],
                   nonclickableAssetViews: [NativeAssetIdentifier: View], viewController: ViewController) {
        nativeAd?.playVideo()
    }

    func didRecordImpression() {
        nativeAd?.recordImpression()
    }

    func didRecordClickOnAsset(withName assetName: NativeAssetIdentifier, view: View, viewController: ViewController) {
        nativeAd?.handleClick(on: view)
    }
}
