import Mediation
import NeutralUI

/// A Tiny adapter with a bug adapter authors write: it keeps the first placement it was given in
/// a `static` and loads every later banner from it (the placement was meant to be per app, the
/// author thought). Written as its author would, with no hook for tests: nothing resets the
/// cache. Recorded alone, each session asks for its own slot; replayed after another fixture in
/// the same process, it asks for that fixture's slot instead, so its result depends on which
/// fixtures ran before it.
public final class TinyCachingAdapter: MediationAdapter, MediationBannerAd, TinyBannerDelegate {
    public static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 1, minorVersion: 0, patchVersion: 0) }
    public static func adSDKVersion() -> VersionNumber { VersionNumber(majorVersion: 0, minorVersion: 1, patchVersion: 0) }

    /// The placement, kept for the process's lifetime.
    nonisolated(unsafe) private static var placement: String?

    private var banner: TinyBanner?
    private var completion: MediationBannerLoadCompletionHandler?
    private var events: (any MediationBannerAdEventDelegate)?

    public init() {}

    public var view: View { banner ?? View() }

    public func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping MediationBannerLoadCompletionHandler
    ) {
        if Self.placement == nil {
            Self.placement = adConfiguration.credentials.settings["parameter"] as? String ?? ""
        }
        let banner = TinyBanner(slot: Self.placement ?? "")
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
