import Mediation
import NeutralUI

/// The Tiny network's adapter, written as its author would: banners only.
public final class TinyAdapter: MediationAdapter, MediationBannerAd, TinyBannerDelegate {
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
        let banner = TinyBanner(slot: adConfiguration.credentials.settings["parameter"] as? String ?? "")
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
        events = completion?(
            nil,
            MediationError(
                domain: "com.example.tiny", code: code,
                userInfo: [
                    MediationError.localizedDescriptionKey: "Tiny failed with code \(code)"
                ]))
        completion = nil
    }

    public func tinyBannerWasTapped(_ banner: TinyBanner) {
        events?.reportClick()
    }
}
