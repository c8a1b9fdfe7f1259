import Foundation

#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif

/// A whole adapter isolated to the main actor, as a shipped Swift 6 adapter is written: a
/// `@MainActor` class conforming to GMA's protocol with `@preconcurrency`, so Swift checks that
/// every call GMA makes (its versions included) comes on the main actor, and traps otherwise.
/// Loads inside GMA's call, as ``DirectBanner`` does.
@MainActor public final class MainActorIsolatedBanner: NSObject, @preconcurrency MediationAdapter {
    /// The banner of the latest load, kept alive as GMA keeps the ad.
    private var forwarder: BannerForwarder?

    public override init() {
        super.init()
    }

    public static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 1, minorVersion: 0, patchVersion: 0) }
    public static func adSDKVersion() -> VersionNumber { VersionNumber(majorVersion: 1, minorVersion: 0, patchVersion: 0) }

    public func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        let forwarder = BannerForwarder(adConfiguration, completionHandler: completionHandler)
        self.forwarder = forwarder
        forwarder.fetch()
    }
}
