import Dispatch
import Mediation
import SampleCustomEvent

/// Banners: once an ad loads, waits for a signal that never comes (as an adapter that waits on
/// its SDK's thread for a callback would): a replay of a filled banner never finishes. For the
/// tests of the isolated helpers' time limit; never registered outside them.
final class StuckBannerAdapter: MediationAdapter {
    static func adapterVersion() -> VersionNumber { SampleCustomEvent.adapterVersion() }
    static func adSDKVersion() -> VersionNumber { SampleCustomEvent.adSDKVersion() }
    private let inner = SampleCustomEvent()

    init() {}

    func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping MediationBannerLoadCompletionHandler
    ) {
        inner.loadBanner(for: adConfiguration) { ad, error in
            if ad != nil { DispatchSemaphore(value: 0).wait() }
            return completionHandler(ad, error)
        }
    }
}
