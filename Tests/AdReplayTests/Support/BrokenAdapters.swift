import AdReplay
import AdReplaySample
import Foundation
import Mediation
import NeutralUI
import SampleCustomEvent

/// Adapters that each break one mediation contract on purpose, built by wrapping a Sample
/// adapter, for the explorer's tests. Never registered outside the tests.
enum BrokenAdapters {
    /// The Sample adapters, and the broken ones under their type names.
    static var registry: AdapterRegistry {
        var registry = Registry.sample
        registry.register(DoubleCompletionAdapter.self)
        registry.register(NoWillDismissAdapter.self)
        registry.register(customEvent: EventAfterFailedLoadAdapter.self)
        return registry
    }
}

/// Banners: calls the load's completion handler twice.
final class DoubleCompletionAdapter: MediationAdapter {
    static func adapterVersion() -> VersionNumber { SampleCustomEvent.adapterVersion() }
    static func adSDKVersion() -> VersionNumber { SampleCustomEvent.adSDKVersion() }
    private let inner = SampleCustomEvent()

    init() {}

    func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping MediationBannerLoadCompletionHandler
    ) {
        inner.loadBanner(for: adConfiguration) { ad, error in
            _ = completionHandler(ad, error)
            return completionHandler(ad, error)
        }
    }
}

/// Interstitials: tells the host the ad closed without saying first that it will.
final class NoWillDismissAdapter: MediationAdapter {
    static func adapterVersion() -> VersionNumber { SampleCustomEvent.adapterVersion() }
    static func adSDKVersion() -> VersionNumber { SampleCustomEvent.adSDKVersion() }
    private let inner = SampleCustomEvent()
    private var delegate: Delegate?

    init() {}

    func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping MediationInterstitialLoadCompletionHandler
    ) {
        inner.loadInterstitial(for: adConfiguration) { [weak self] ad, error in
            let delegate = completionHandler(ad, error).map(Delegate.init)
            self?.delegate = delegate
            return delegate
        }
    }

    /// Passes on every event but will-dismiss.
    final class Delegate: MediationInterstitialAdEventDelegate {
        let host: any MediationInterstitialAdEventDelegate
        init(_ host: any MediationInterstitialAdEventDelegate) { self.host = host }
        func reportImpression() { host.reportImpression() }
        func reportClick() { host.reportClick() }
        func willPresentFullScreenView() { host.willPresentFullScreenView() }
        func didFailToPresentWithError(_ error: any Error) { host.didFailToPresentWithError(error) }
        func willDismissFullScreenView() {}
        func didDismissFullScreenView() { host.didDismissFullScreenView() }
    }
}

/// Legacy native: after a failed load, reports an impression for an ad the host never got.
final class EventAfterFailedLoadAdapter: CustomEventNativeAd, CustomEventNativeAdDelegate {
    weak var delegate: (any CustomEventNativeAdDelegate)?
    private let inner = SampleLegacyCustomEventNativeAd()

    init() {}

    func requestNativeAd(
        withParameter serverParameter: String?, request: CustomEventRequest, adTypes: [AdLoaderAdType],
        options: [AdLoaderOptions], rootViewController: ViewController?
    ) {
        inner.delegate = self
        inner.requestNativeAd(
            withParameter: serverParameter, request: request, adTypes: adTypes, options: options,
            rootViewController: rootViewController)
    }

    func customEventNativeAd(
        _ customEventNativeAd: any CustomEventNativeAd,
        didReceive mediatedUnifiedNativeAd: any MediatedUnifiedNativeAd
    ) {
        delegate?.customEventNativeAd(self, didReceive: mediatedUnifiedNativeAd)
    }

    func customEventNativeAd(_ customEventNativeAd: any CustomEventNativeAd, didFailToLoadWithError error: any Error) {
        delegate?.customEventNativeAd(self, didFailToLoadWithError: error)
        MediatedUnifiedNativeAdNotificationSource.mediatedNativeAdDidRecordImpression(StrayAd())
    }

    /// An ad with no assets, that no load delivered.
    final class StrayAd: MediatedUnifiedNativeAd {
        var headline: String? { nil }
        var images: [NativeAdImage]? { nil }
        var body: String? { nil }
        var icon: NativeAdImage? { nil }
        var callToAction: String? { nil }
        var starRating: NSDecimalNumber? { nil }
        var store: String? { nil }
        var price: String? { nil }
        var advertiser: String? { nil }
        var extraAssets: [String: Any]? { nil }
    }
}
