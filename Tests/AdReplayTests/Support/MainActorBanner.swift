import Mediation
import SampleCustomEvent

/// A banner adapter isolated to the main actor, as a shipped Swift 6 adapter is (`@MainActor`
/// classes, GMA's protocol conformed to with `@preconcurrency`): every member, its versions
/// included, may be called on the main actor only, and Swift checks it when called.
@MainActor final class MainActorBanner: @preconcurrency MediationAdapter {
    static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 1, minorVersion: 2, patchVersion: 3) }
    static func adSDKVersion() -> VersionNumber { VersionNumber(majorVersion: 4, minorVersion: 5, patchVersion: 6) }
    private let inner = SampleCustomEvent()

    init() {}

    func loadBanner(for adConfiguration: MediationBannerAdConfiguration, completionHandler: @escaping MediationBannerLoadCompletionHandler)
    {
        inner.loadBanner(for: adConfiguration, completionHandler: completionHandler)
    }
}
