import Mediation
import SampleAdSDK

/// The Sample network's mediation adapter: the class the host instantiates by name. Each load
/// creates a fresh format object in that format's slot (replacing any earlier one) and hands it
/// the configuration and completion handler. Rewarded interstitial goes through rewarded: the
/// Sample SDK has no such format.
public final class SampleCustomEvent: MediationAdapter {
    private var banner: SampleCustomEventBanner?
    private var interstitial: SampleCustomEventInterstitial?
    private var rewarded: SampleCustomEventRewarded?
    private var appOpen: SampleCustomEventAppOpen?
    private var native: SampleCustomEventNativeAd?

    public init() {}

    public static func adapterVersion() -> VersionNumber { SampleCustomEventVersions.adapter() }
    public static func adSDKVersion() -> VersionNumber { SampleCustomEventVersions.sdk() }

    public func loadBanner(for adConfiguration: MediationBannerAdConfiguration,
                           completionHandler: @escaping MediationBannerLoadCompletionHandler) {
        let banner = SampleCustomEventBanner()
        self.banner = banner
        banner.load(for: adConfiguration, completionHandler: completionHandler)
    }

    public func loadInterstitial(for adConfiguration: MediationInterstitialAdConfiguration,
                                 completionHandler: @escaping MediationInterstitialLoadCompletionHandler) {
        let interstitial = SampleCustomEventInterstitial()
        self.interstitial = interstitial
        interstitial.load(for: adConfiguration, completionHandler: completionHandler)
    }

    public func loadRewardedAd(for adConfiguration: MediationRewardedAdConfiguration,
                               completionHandler: @escaping MediationRewardedLoadCompletionHandler) {
        let rewarded = SampleCustomEventRewarded()
        self.rewarded = rewarded
        rewarded.load(for: adConfiguration, completionHandler: completionHandler)
    }

    public func loadRewardedInterstitialAd(for adConfiguration: MediationRewardedAdConfiguration,
                                           completionHandler: @escaping MediationRewardedLoadCompletionHandler) {
        loadRewardedAd(for: adConfiguration, completionHandler: completionHandler)
    }

    public func loadAppOpenAd(for adConfiguration: MediationAppOpenAdConfiguration,
                              completionHandler: @escaping MediationAppOpenLoadCompletionHandler) {
        let appOpen = SampleCustomEventAppOpen()
        self.appOpen = appOpen
        appOpen.load(for: adConfiguration, completionHandler: completionHandler)
    }

    public func loadNativeAd(for adConfiguration: MediationNativeAdConfiguration,
                             completionHandler: @escaping MediationNativeLoadCompletionHandler) {
        let native = SampleCustomEventNativeAd()
        self.native = native
        native.load(for: adConfiguration, completionHandler: completionHandler)
    }
}
