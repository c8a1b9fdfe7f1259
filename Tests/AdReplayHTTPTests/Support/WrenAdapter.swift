import Mediation
import NeutralUI

/// The Wren network's adapter, written as its author would: banners only.
final class WrenAdapter: MediationAdapter, MediationBannerAd, WrenBannerDelegate {
    static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 1, minorVersion: 0, patchVersion: 0) }
    static func adSDKVersion() -> VersionNumber { VersionNumber(majorVersion: 1, minorVersion: 0, patchVersion: 0) }

    private var banner: WrenBanner?
    private var completion: MediationBannerLoadCompletionHandler?

    init() {}

    var view: View { banner ?? View() }

    func loadBanner(for adConfiguration: MediationBannerAdConfiguration, completionHandler: @escaping MediationBannerLoadCompletionHandler)
    {
        let banner = WrenBanner(slot: adConfiguration.credentials.settings["parameter"] as? String ?? "")
        banner.delegate = self
        self.banner = banner
        completion = completionHandler
        banner.load()
    }

    func wrenBannerDidLoad(_ banner: WrenBanner) {
        _ = completion?(self, nil)
        completion = nil
    }

    func wrenBanner(_ banner: WrenBanner, didFailWith status: Int) {
        _ = completion?(
            nil,
            MediationError(
                domain: "com.example.wren", code: status,
                userInfo: [
                    MediationError.localizedDescriptionKey: "Wren answered \(status)"
                ]))
        completion = nil
    }
}

/// The Wren adapter with a bug: it asks for another slot than the one configured.
final class SlotSwappingWrenAdapter: MediationAdapter, MediationBannerAd, WrenBannerDelegate {
    static func adapterVersion() -> VersionNumber { WrenAdapter.adapterVersion() }
    static func adSDKVersion() -> VersionNumber { WrenAdapter.adSDKVersion() }

    private var banner: WrenBanner?
    private var completion: MediationBannerLoadCompletionHandler?

    init() {}

    var view: View { banner ?? View() }

    func loadBanner(for adConfiguration: MediationBannerAdConfiguration, completionHandler: @escaping MediationBannerLoadCompletionHandler)
    {
        let banner = WrenBanner(slot: "home-bottom")
        banner.delegate = self
        self.banner = banner
        completion = completionHandler
        banner.load()
    }

    func wrenBannerDidLoad(_ banner: WrenBanner) {
        _ = completion?(self, nil)
        completion = nil
    }

    func wrenBanner(_ banner: WrenBanner, didFailWith status: Int) {
        _ = completion?(nil, MediationError(domain: "com.example.wren", code: status, userInfo: [:]))
        completion = nil
    }
}
