import Foundation
import Mediation
import SampleCustomEvent

/// A stand-in SDK's process-wide constant, as `static let banner = AdSize(…)`: made on first use
/// (during the first session that reads it), then the same object in every session.
final class StandInAdSize: Sendable {
    static let banner = StandInAdSize(width: 320, height: 50)
    let width: Int
    let height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

/// Banners through the Sample adapter, holding the SDK's process-wide size as an adapter holds
/// GMA's size constants: nothing of the session outlives it. The Sample adapter holds its event
/// delegate strongly, as Google's does, which with GMA's delegate keeping its ad is a cycle; it is
/// handed a proxy that holds GMA's delegate weakly, as Google's own adapters hold theirs.
final class ConstantHoldingBanner: MediationAdapter {
    static func adapterVersion() -> VersionNumber { SampleCustomEvent.adapterVersion() }
    static func adSDKVersion() -> VersionNumber { SampleCustomEvent.adSDKVersion() }
    let size = StandInAdSize.banner
    let inner = SampleCustomEvent()

    init() {}

    func loadBanner(for adConfiguration: MediationBannerAdConfiguration, completionHandler: @escaping MediationBannerLoadCompletionHandler)
    {
        inner.loadBanner(for: adConfiguration) { ad, error in
            completionHandler(ad, error).map(WeakBannerEventDelegate.init)
        }
    }
}

/// GMA's banner event delegate, held weakly.
final class WeakBannerEventDelegate: MediationBannerAdEventDelegate {
    private weak var delegate: (any MediationBannerAdEventDelegate)?

    init(_ delegate: any MediationBannerAdEventDelegate) {
        self.delegate = delegate
    }

    func reportImpression() { delegate?.reportImpression() }
    func reportClick() { delegate?.reportClick() }
    func willPresentFullScreenView() { delegate?.willPresentFullScreenView() }
    func didFailToPresentWithError(_ error: any Error) { delegate?.didFailToPresentWithError(error) }
    func willDismissFullScreenView() { delegate?.willDismissFullScreenView() }
    func didDismissFullScreenView() { delegate?.didDismissFullScreenView() }
}

/// The same, and a leak beside the constant: every load's Sample adapter goes into a static
/// list that is never emptied.
final class LeakingConstantHoldingBanner: MediationAdapter {
    static func adapterVersion() -> VersionNumber { SampleCustomEvent.adapterVersion() }
    static func adSDKVersion() -> VersionNumber { SampleCustomEvent.adSDKVersion() }
    static let kept = Kept()
    let size = StandInAdSize.banner
    let inner = SampleCustomEvent()

    init() {}

    func loadBanner(for adConfiguration: MediationBannerAdConfiguration, completionHandler: @escaping MediationBannerLoadCompletionHandler)
    {
        Self.kept.keep(inner)
        inner.loadBanner(for: adConfiguration, completionHandler: completionHandler)
    }
}

/// Objects kept for the rest of the process, as an SDK's static list of its ads keeps them.
final class Kept: @unchecked Sendable {
    // @unchecked: `objects` is only touched under `lock`.
    private let lock = NSLock()
    private var objects: [AnyObject] = []

    func keep(_ object: AnyObject) {
        lock.withLock { objects.append(object) }
    }
}
