#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif
import SampleAdSDK

/// The Sample network's mediation adapter as Google's Swift sample writes it: the class the host
/// instantiates by name. It loads banner, interstitial and native only; rewarded, rewarded
/// interstitial and app open fall to the protocol's defaults, which report the format as
/// unsupported. Each load creates a fresh format object in that format's slot.
///
/// Written against Google Mobile Ads' names: under GMA the import block takes the first branch,
/// here `GoogleMobileAdsCompat`.
#if canImport(ObjectiveC)
@objc
#endif
public final class SampleCustomEventSwift: NSObject, MediationAdapter {
    private var banner: SampleCustomEventBannerSwift?
    private var interstitial: SampleCustomEventInterstitialSwift?
    private var native: SampleCustomEventNativeAdSwift?

    public required override init() {
        super.init()
    }

    public static func adapterVersion() -> VersionNumber { SampleCustomEventVersionsSwift.adapter() }
    public static func adSDKVersion() -> VersionNumber { SampleCustomEventVersionsSwift.sdk() }
    public static func networkExtrasClass() -> AdNetworkExtras.Type? { nil }

    /// The Sample SDK needs no set-up: succeeds at once.
    public static func setUpWith(_ configuration: MediationServerConfiguration,
                                 completionHandler: @escaping GADMediationAdapterSetUpCompletionBlock) {
        completionHandler(nil)
    }

    public func loadBanner(for adConfiguration: MediationBannerAdConfiguration,
                           completionHandler: @escaping GADMediationBannerLoadCompletionHandler) {
        let banner = SampleCustomEventBannerSwift()
        self.banner = banner
        banner.loadBanner(for: adConfiguration, completionHandler: completionHandler)
    }

    public func loadInterstitial(for adConfiguration: MediationInterstitialAdConfiguration,
                                 completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler) {
        let interstitial = SampleCustomEventInterstitialSwift()
        self.interstitial = interstitial
        interstitial.loadInterstitial(for: adConfiguration, completionHandler: completionHandler)
    }

    public func loadNativeAd(for adConfiguration: MediationNativeAdConfiguration,
                             completionHandler: @escaping GADMediationNativeLoadCompletionHandler) {
        let native = SampleCustomEventNativeAdSwift()
        self.native = native
        native.loadNativeAd(for: adConfiguration, completionHandler: completionHandler)
    }
}
