import Mediation
import SampleAdSDK

/// The Sample network's mediation adapter as Google's Swift sample writes it: the class the host
/// instantiates by name. It loads banner, interstitial and native only; rewarded, rewarded
/// interstitial and app open fall to the protocol's defaults, which report the format as
/// unsupported. Each load creates a fresh format object in that format's slot.
public final class SampleCustomEventSwift: MediationAdapter {
    private var banner: SampleCustomEventBannerSwift?
    private var interstitial: SampleCustomEventInterstitialSwift?
    private var native: SampleCustomEventNativeAdSwift?

    public required init() {}

    public static var adapterVersion: VersionNumber { SampleCustomEventVersionsSwift.adapter() }
    public static var adSDKVersion: VersionNumber { SampleCustomEventVersionsSwift.sdk() }

    public func loadBanner(for adConfiguration: MediationBannerAdConfiguration,
                           completionHandler: @escaping MediationBannerLoadCompletionHandler) {
        let banner = SampleCustomEventBannerSwift()
        self.banner = banner
        banner.loadBanner(for: adConfiguration, completionHandler: completionHandler)
    }

    public func loadInterstitial(for adConfiguration: MediationInterstitialAdConfiguration,
                                 completionHandler: @escaping MediationInterstitialLoadCompletionHandler) {
        let interstitial = SampleCustomEventInterstitialSwift()
        self.interstitial = interstitial
        interstitial.loadInterstitial(for: adConfiguration, completionHandler: completionHandler)
    }

    public func loadNativeAd(for adConfiguration: MediationNativeAdConfiguration,
                             completionHandler: @escaping MediationNativeLoadCompletionHandler) {
        let native = SampleCustomEventNativeAdSwift()
        self.native = native
        native.loadNativeAd(for: adConfiguration, completionHandler: completionHandler)
    }
}
