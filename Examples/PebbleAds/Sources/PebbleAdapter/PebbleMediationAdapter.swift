import PebbleAdsSDK

#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif

/// Pebble Ads' mediation adapter: the class named in the mediation line's custom event. Serves
/// banners and interstitials; the other formats are reported as unsupported.
///
/// The line's "Parameter" field holds the Pebble placement ID. Written against Google Mobile
/// Ads' names: the same source builds for an app (GMA) and here (GoogleMobileAdsCompat).
public final class PebbleMediationAdapter: NSObject, MediationAdapter {
    /// The SDK version this adapter was built against, plus the adapter's own revision.
    static let version = "2.3.0.1"

    private var banner: PebbleMediationBanner?
    private var interstitial: PebbleMediationInterstitial?

    public required override init() {
        super.init()
    }

    /// "2.3.0.1" → 2.3.1: the adapter's revision is folded into the patch number.
    public static func adapterVersion() -> VersionNumber {
        let parts = version.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 4 else { return VersionNumber() }
        return VersionNumber(majorVersion: parts[0], minorVersion: parts[1], patchVersion: parts[2] * 100 + parts[3])
    }

    public static func adSDKVersion() -> VersionNumber {
        let parts = PebbleSDK.version.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 3 else { return VersionNumber() }
        return VersionNumber(majorVersion: parts[0], minorVersion: parts[1], patchVersion: parts[2])
    }

    public func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        let banner = PebbleMediationBanner(configuration: adConfiguration, completionHandler: completionHandler)
        self.banner = banner
        banner.load()
    }

    public func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler
    ) {
        let interstitial = PebbleMediationInterstitial(configuration: adConfiguration, completionHandler: completionHandler)
        self.interstitial = interstitial
        interstitial.load()
    }
}

extension MediationAdConfiguration {
    /// The Pebble placement ID typed into the line's "Parameter" field; empty when missing, which
    /// the SDK reports as an invalid placement.
    var pebblePlacementID: String {
        credentials.settings["parameter"] as? String ?? ""
    }
}
