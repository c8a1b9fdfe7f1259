#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif
import SampleAdSDK

/// The adapter of Sources/GoogleMobileAdsCompat/GoogleMobileAdsCompat.docc/WritingAnAdapter.md: every current-API format, against the Sample SDK.
/// The host makes one instance per load, so each load keeps its one ad object here.
final class GuideAdapter: NSObject, MediationAdapter {
    private var ad: AnyObject?

    required override init() {
        super.init()
    }

    static func adapterVersion() -> VersionNumber {
        VersionNumber(majorVersion: 1, minorVersion: 0, patchVersion: 0)
    }

    static func adSDKVersion() -> VersionNumber {
        VersionNumber(majorVersion: 1, minorVersion: 0, patchVersion: 0)
    }

    static func setUpWith(_ configuration: MediationServerConfiguration,
                          completionHandler: @escaping GADMediationAdapterSetUpCompletionBlock) {
        let adUnits = configuration.credentials.compactMap { $0.settings["parameter"] as? String }
        completionHandler(adUnits.isEmpty ? GuideError.missingAdUnit() : nil)
    }

    func loadBanner(for adConfiguration: MediationBannerAdConfiguration,
                    completionHandler: @escaping GADMediationBannerLoadCompletionHandler) {
        let banner = GuideBannerAd()
        ad = banner
        banner.load(adConfiguration, completionHandler)
    }

    func loadInterstitial(for adConfiguration: MediationInterstitialAdConfiguration,
                          completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler) {
        let interstitial = GuideInterstitialAd()
        ad = interstitial
        interstitial.load(adConfiguration, completionHandler)
    }

    func loadRewardedAd(for adConfiguration: MediationRewardedAdConfiguration,
                        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler) {
        let rewarded = GuideRewardedAd()
        ad = rewarded
        rewarded.load(adConfiguration, completionHandler)
    }

    func loadRewardedInterstitialAd(for adConfiguration: MediationRewardedAdConfiguration,
                                    completionHandler: @escaping GADMediationRewardedLoadCompletionHandler) {
        loadRewardedAd(for: adConfiguration, completionHandler: completionHandler)
    }

    func loadAppOpenAd(for adConfiguration: MediationAppOpenAdConfiguration,
                       completionHandler: @escaping GADMediationAppOpenLoadCompletionHandler) {
        let appOpen = GuideAppOpenAd()
        ad = appOpen
        appOpen.load(adConfiguration, completionHandler)
    }

    func loadNativeAd(for adConfiguration: MediationNativeAdConfiguration,
                      completionHandler: @escaping GADMediationNativeLoadCompletionHandler) {
        let native = GuideNativeAdLoader()
        ad = native
        native.load(adConfiguration, completionHandler)
    }
}
