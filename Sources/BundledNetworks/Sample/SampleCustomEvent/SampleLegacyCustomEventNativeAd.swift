import Mediation
import NeutralUI
import SampleAdSDK

/// The native adapter on the legacy custom-event API: loads a Sample native ad and hands the host
/// a mapper (``SampleMediatedNativeAd``). The host tracks impressions and clicks.
public final class SampleLegacyCustomEventNativeAd: CustomEventNativeAd, SampleNativeAdLoaderDelegate {
    public weak var delegate: (any CustomEventNativeAdDelegate)?
    private var loader: SampleNativeAdLoader?
    private var adViewOptions: NativeAdViewAdOptions?

    public init() {}

    public func requestNativeAd(withParameter serverParameter: String?, request: CustomEventRequest,
                                adTypes: [AdLoaderAdType], options: [AdLoaderOptions],
                                rootViewController: ViewController?) {
        let sampleRequest = SampleNativeRequestMapping.request(for: options)
        adViewOptions = SampleNativeRequestMapping.adViewOptions(in: options)
        let loader = SampleNativeAdLoader()
        loader.adUnitID = serverParameter
        loader.delegate = self
        // Google's sample keeps the loader in a local: its delegate is weak and it answers inside
        // `fetchAd`, so nothing needs it afterwards. Here a network may answer later (latency),
        // and an answer must find its loader, so the adapter keeps it, as the current-API
        // adapter does. With latency 0 (Google's behaviour) this changes nothing.
        self.loader = loader
        loader.fetchAd(sampleRequest)
    }

    public func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd) {
        let mapped = SampleMediatedNativeAd(sampleAd: nativeAd, adViewOptions: adViewOptions)
        delegate?.customEventNativeAd(self, didReceive: mapped)
    }

    public func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode) {
        let error = MediationError(domain: SampleCustomEventConstants.legacyErrorDomain, code: errorCode.rawValue)
        delegate?.customEventNativeAd(self, didFailToLoadWithError: error)
    }
}
