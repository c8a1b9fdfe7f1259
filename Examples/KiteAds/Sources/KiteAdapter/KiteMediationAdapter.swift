import KiteAdsSDK

#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif

/// Kite Ads' mediation adapter: banners. The line's "Parameter" field holds the Kite placement.
/// Written against Google Mobile Ads' names: the same source builds for an app (GMA) and here
/// (GoogleMobileAdsCompat).
public final class KiteMediationAdapter: NSObject, MediationAdapter {
    private var banner: KiteMediationBanner?

    public required override init() {
        super.init()
    }

    public static func adapterVersion() -> VersionNumber {
        VersionNumber(majorVersion: 2, minorVersion: 1, patchVersion: 0)
    }

    public static func adSDKVersion() -> VersionNumber {
        let parts = KiteSDK.version.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 3 else { return VersionNumber() }
        return VersionNumber(majorVersion: parts[0], minorVersion: parts[1], patchVersion: parts[2])
    }

    public func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        let banner = KiteMediationBanner(configuration: adConfiguration, completionHandler: completionHandler)
        self.banner = banner
        banner.load()
    }
}

/// One Kite banner load for the host, and the banner's events afterwards.
final class KiteMediationBanner: NSObject, MediationBannerAd, KiteBannerDelegate {
    private let banner: KiteBanner
    private var completionHandler: GADMediationBannerLoadCompletionHandler?
    private var eventDelegate: MediationBannerAdEventDelegate?

    init(configuration: MediationBannerAdConfiguration, completionHandler: @escaping GADMediationBannerLoadCompletionHandler) {
        let size = configuration.adSize.size
        banner = KiteBanner(
            placement: configuration.credentials.settings["parameter"] as? String ?? "",
            width: Int(size.width), height: Int(size.height))
        self.completionHandler = completionHandler
        super.init()
        banner.delegate = self
    }

    func load() {
        banner.load()
    }

    var view: UIView { banner }

    /// The host hears about a load once, whatever the SDK does afterwards.
    private func complete(_ ad: KiteMediationBanner?, _ error: Error?) {
        guard let completionHandler else { return }
        self.completionHandler = nil
        eventDelegate = completionHandler(ad, error)
    }

    func kiteBannerDidLoad(_ banner: KiteBanner) {
        complete(self, nil)
    }

    func kiteBanner(_ banner: KiteBanner, didFailWith code: Int) {
        complete(
            nil,
            NSError(
                domain: "com.example.kite", code: code,
                userInfo: [NSLocalizedDescriptionKey: "Kite could not fill the banner (code \(code))."]))
    }

    func kiteBannerDidRecordImpression(_ banner: KiteBanner) {
        eventDelegate?.reportImpression()
    }

    func kiteBannerDidClick(_ banner: KiteBanner) {
        eventDelegate?.reportClick()
    }
}
