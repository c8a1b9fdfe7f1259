import Mediation
import NeutralUI

/// A Tiny adapter with a bug a static manager hides: the manager keeps one banner per app, made
/// for the slot of the first load, and every load looks its own slot up there and unwraps it.
/// Recorded alone (one load per process), each session loads; the second load in a process, with
/// another slot, finds nothing and traps. Written as its author would, with no hook for tests.
public final class TinyManagedAdapter: MediationAdapter, MediationBannerAd, TinyBannerDelegate {
    public static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 1, minorVersion: 0, patchVersion: 0) }
    public static func adSDKVersion() -> VersionNumber { VersionNumber(majorVersion: 0, minorVersion: 1, patchVersion: 0) }

    /// The manager's banners by slot, kept for the process's lifetime.
    nonisolated(unsafe) private static var banners: [String: TinyBanner] = [:]

    private var banner: TinyBanner?
    private var completion: MediationBannerLoadCompletionHandler?
    private var events: (any MediationBannerAdEventDelegate)?

    public init() {}

    public var view: View { banner ?? View() }

    public func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping MediationBannerLoadCompletionHandler
    ) {
        let slot = adConfiguration.credentials.settings["parameter"] as? String ?? ""
        if Self.banners.isEmpty { Self.banners[slot] = TinyBanner(slot: slot) }
        let banner = Self.banners[slot]!
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
