import HeronAdsSDK

#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif

/// Heron Ads' mediation adapter: the class named in the mediation line's custom event. Serves
/// rewarded and native ads; the other formats are reported as unsupported.
///
/// The line's "Parameter" field holds the Heron placement ID. Written against Google Mobile Ads'
/// names: the same source builds for an app (GMA) and here (GoogleMobileAdsCompat).
public final class HeronMediationAdapter: NSObject, MediationAdapter {
    /// The SDK version this adapter was built against, plus the adapter's own revision.
    static let version = "4.1.0.2"

    private var rewarded: HeronMediationRewardedAd?
    private var native: HeronMediationNativeAd?

    public required override init() {
        super.init()
    }

    /// "4.1.0.2" → 4.1.2: the adapter's revision is folded into the patch number.
    public static func adapterVersion() -> VersionNumber {
        let parts = version.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 4 else { return VersionNumber() }
        return VersionNumber(majorVersion: parts[0], minorVersion: parts[1], patchVersion: parts[2] * 100 + parts[3])
    }

    public static func adSDKVersion() -> VersionNumber {
        let parts = HeronSDK.version.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 3 else { return VersionNumber() }
        return VersionNumber(majorVersion: parts[0], minorVersion: parts[1], patchVersion: parts[2])
    }

    public func loadRewardedAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler
    ) {
        let rewarded = HeronMediationRewardedAd(configuration: adConfiguration, completionHandler: completionHandler)
        self.rewarded = rewarded
        rewarded.load()
    }

    public func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        let native = HeronMediationNativeAd(configuration: adConfiguration, completionHandler: completionHandler)
        self.native = native
        native.load()
    }
}

extension MediationAdConfiguration {
    /// The Heron placement ID typed into the line's "Parameter" field; empty when missing, which
    /// the SDK reports as an invalid placement.
    var heronPlacementID: String {
        credentials.settings["parameter"] as? String ?? ""
    }
}
