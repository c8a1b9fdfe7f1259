import Mediation
import NeutralUI

/// A Tiny adapter that sizes its banner to the size GMA asks for, and reads the app's
/// child-directed tag but does nothing with it (the Tiny SDK has no such setting), as an adapter
/// that means to forward it one day might. What `variants --configurations` is tested on: its
/// size variants record other sessions, its tag variants the same one.
public final class TinySizingAdapter: MediationAdapter, MediationBannerAd, TinyBannerDelegate {
    public static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 1, minorVersion: 0, patchVersion: 0) }
    public static func adSDKVersion() -> VersionNumber { VersionNumber(majorVersion: 0, minorVersion: 1, patchVersion: 0) }

    private var banner: TinyBanner?
    private var completion: MediationBannerLoadCompletionHandler?
    private var events: (any MediationBannerAdEventDelegate)?

    public init() {}

    public var view: View { banner ?? View() }

    public func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping MediationBannerLoadCompletionHandler
    ) {
        _ = MobileAds.shared.requestConfiguration.tagForChildDirectedTreatment
        let banner = TinyBanner(slot: adConfiguration.credentials.settings["parameter"] as? String ?? "")
        let size = adConfiguration.adSize.size
        banner.frame = Rect(width: Double(size.width), height: Double(size.height))
        banner.delegate = self
        self.banner = banner
        completion = completionHandler
        banner.load()
    }

    public func tinyBannerDidLoad(_ banner: TinyBanner) {
        events = completion?(self, nil)
        completion = nil
    }

    public func tinyBanner(_ banner: TinyBanner, didFailWith code: Int) {
        events = completion?(nil, MediationError(domain: "com.example.tiny", code: code, userInfo: [:]))
        completion = nil
    }

    public func tinyBannerWasTapped(_ banner: TinyBanner) {
        events?.reportClick()
    }
}
