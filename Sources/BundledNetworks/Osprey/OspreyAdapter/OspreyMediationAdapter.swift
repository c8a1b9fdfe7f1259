import OspreySDK

#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif

/// Osprey Ads' mediation adapter: the class named in the mediation line's custom event. Serves
/// banners, interstitials and rewarded ads (video) and native ads; app open is reported as
/// unsupported.
///
/// The line's "Parameter" field holds the Osprey placement ID. Written against Google Mobile Ads'
/// names: the same source builds for an app (GMA) and here (GoogleMobileAdsCompat).
public final class OspreyMediationAdapter: NSObject, MediationAdapter {
    /// The SDK version this adapter was built against, plus the adapter's own revision.
    static let version = "1.0.0.0"

    private var banner: OspreyMediationBanner?
    private var interstitial: OspreyMediationInterstitial?
    private var rewarded: OspreyMediationRewardedAd?
    private var native: OspreyMediationNativeAd?

    public required override init() {
        super.init()
    }

    /// "1.0.0.0" → 1.0.0: the adapter's revision is folded into the patch number.
    public static func adapterVersion() -> VersionNumber {
        let parts = version.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 4 else { return VersionNumber() }
        return VersionNumber(majorVersion: parts[0], minorVersion: parts[1], patchVersion: parts[2] * 100 + parts[3])
    }

    public static func adSDKVersion() -> VersionNumber {
        let parts = OspreySDK.version.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 3 else { return VersionNumber() }
        return VersionNumber(majorVersion: parts[0], minorVersion: parts[1], patchVersion: parts[2])
    }

    public func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        let banner = OspreyMediationBanner(configuration: adConfiguration, completionHandler: completionHandler)
        self.banner = banner
        banner.load()
    }

    public func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler
    ) {
        let interstitial = OspreyMediationInterstitial(configuration: adConfiguration, completionHandler: completionHandler)
        self.interstitial = interstitial
        interstitial.load()
    }

    public func loadRewardedAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler
    ) {
        let rewarded = OspreyMediationRewardedAd(configuration: adConfiguration, completionHandler: completionHandler)
        self.rewarded = rewarded
        rewarded.load()
    }

    public func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        let native = OspreyMediationNativeAd(configuration: adConfiguration, completionHandler: completionHandler)
        self.native = native
        native.load()
    }
}

extension MediationAdConfiguration {
    /// The Osprey placement ID typed into the line's "Parameter" field; empty when missing, which
    /// the SDK reports as an invalid placement.
    var ospreyPlacementID: String {
        credentials.settings["parameter"] as? String ?? ""
    }

    /// The app's child-directed tag, nil when the app did not set it.
    var ospreyChildDirected: Bool? {
        childDirectedTreatment?.boolValue
    }
}
