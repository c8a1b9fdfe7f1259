#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif
import SampleAdSDK

/// The Swift sample's native adapter on the legacy custom-event API: loads a Sample native ad and
/// hands the host a mapper (``SampleMediatedNativeAdSwift``). The host tracks impressions and
/// clicks. Failures carry the Sample code in the custom-event domain, with no user info.
public final class SampleLegacyCustomEventNativeAdSwift: NSObject, CustomEventNativeAd, SampleNativeAdLoaderDelegate {
    // Held strongly, as the Swift sample declares it (the Objective-C one holds it weakly).
    public var delegate: GADCustomEventNativeAdDelegate?
    private var nativeAdViewAdOptions: NativeAdViewAdOptions?

    public required override init() {
        super.init()
    }

    public func handlesUserClicks() -> Bool { false }
    public func handlesUserImpressions() -> Bool { false }

    public func requestNativeAd(withParameter serverParameter: String?, request: CustomEventRequest,
                                adTypes: [AdLoaderAdType], options: [GADAdLoaderOptions],
                                rootViewController: UIViewController?) {
        // A local, as in the sample: the SDK keeps its loader alive until it answers.
        let adLoader = SampleNativeAdLoader()
        let sampleRequest = SampleNativeRequestSwift.request(for: options)
        for case let viewOptions as NativeAdViewAdOptions in options {
            nativeAdViewAdOptions = viewOptions
        }
        // Google's Swift sample takes the parameter as a non-optional `String` and assigns it as
        // is. When GMA (Objective-C) passes nil, Swift's bridging of a nil `NSString` to a
        // non-optional `String` yields "", so the Swift sample asks with an empty ad unit where
        // the Objective-C one fails with BadRequest.
        adLoader.adUnitID = serverParameter ?? ""
        adLoader.delegate = self
        adLoader.fetchAd(sampleRequest)
    }

    public func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd) {
        let mediatedAd = SampleMediatedNativeAdSwift(sampleNativeAd: nativeAd, nativeAdViewAdOptions: nativeAdViewAdOptions)
        delegate?.customEventNativeAd(self, didReceive: mediatedAd)
    }

    public func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode) {
        let error = NSError(domain: "com.google.CustomEvent", code: errorCode.rawValue)
        delegate?.customEventNativeAd(self, didFailToLoadWithError: error)
    }
}
