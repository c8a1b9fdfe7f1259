import AdReplay
import Foundation
import Mediation
import NeutralUI
import SampleAdSDK
import SampleCustomEvent

/// Adapters over the Sample SDK, each written as an adapter author would and each with one bug
/// a real adapter shipped (Smart AdServer's `displaysdk7` adapter for the first three; a Swift
/// port's strong delegate for the retain cycle), and one with none (``WeakDelegateInterstitial``).
/// Never registered outside the tests.
enum AdapterBugs {
    /// The Sample adapters, and these under their type names.
    static var registry: AdapterRegistry {
        var registry = Registry.sample
        registry.register(NoDidDismissInterstitial.self)
        registry.register(ReadyOnlyRewarded.self)
        registry.register(AnsweringRewarded.self)
        registry.register(SelfReportingNative.self)
        registry.register(ClickForgettingNative.self)
        registry.register(RetainCycleInterstitial.self)
        registry.register(WeakDelegateInterstitial.self)
        return registry
    }

    static func adUnit(_ configuration: MediationAdConfiguration) -> String? {
        configuration.credentials.settings["parameter"] as? String
    }
}

/// Interstitials as Smart's adapter forwards them: the SDK's will-dismiss, and nothing once the
/// ad has gone (its `didDisappear` becomes `willDismissFullScreenView`; no `didDismiss…` ever).
final class NoDidDismissInterstitial: MediationAdapter, MediationInterstitialAd, SampleInterstitialAdDelegate {
    static func adapterVersion() -> VersionNumber { SampleCustomEvent.adapterVersion() }
    static func adSDKVersion() -> VersionNumber { SampleCustomEvent.adSDKVersion() }

    private var interstitial: SampleInterstitial?
    private var completionHandler: MediationInterstitialLoadCompletionHandler?
    // Weak, as Google's adapters hold theirs: only the missing dismissal is this adapter's bug.
    private weak var delegate: (any MediationInterstitialAdEventDelegate)?

    init() {}

    func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping MediationInterstitialLoadCompletionHandler
    ) {
        let interstitial = SampleInterstitial(adUnitID: AdapterBugs.adUnit(adConfiguration))
        interstitial.delegate = self
        self.interstitial = interstitial
        self.completionHandler = completionHandler
        interstitial.fetchAd(SampleAdRequest())
    }

    func present(from viewController: ViewController) {
        interstitial?.show()
    }

    func interstitialDidLoad(_ interstitial: SampleInterstitial) {
        delegate = completionHandler?(self, nil)
    }

    func interstitial(_ interstitial: SampleInterstitial, didFailToLoadAdWith errorCode: SampleErrorCode) {
        _ = completionHandler?(nil, MediationError(domain: "com.example.bugs", code: errorCode.rawValue))
    }

    func interstitialWillPresentScreen(_ interstitial: SampleInterstitial) {
        delegate?.willPresentFullScreenView()
        delegate?.reportImpression()
    }

    func interstitialWillDismissScreen(_ interstitial: SampleInterstitial) {}

    func interstitialDidDismissScreen(_ interstitial: SampleInterstitial) {
        // The ad has disappeared: as Smart's adapter, the only dismissal GMA hears.
        delegate?.willDismissFullScreenView()
    }

    func interstitialWillLeaveApplication(_ interstitial: SampleInterstitial) {
        delegate?.reportClick()
    }
}

/// Rewarded ads as Smart's adapter presents them: "show only if ready", and otherwise nothing.
/// The Sample SDK's ad is ready, but UIKit refuses to present it over another ad, so nothing
/// happens and GMA hears nothing.
class ReadyOnlyRewarded: MediationAdapter, MediationRewardedAd, SampleRewardedAdDelegate {
    class func adapterVersion() -> VersionNumber { SampleCustomEvent.adapterVersion() }
    class func adSDKVersion() -> VersionNumber { SampleCustomEvent.adSDKVersion() }

    fileprivate var rewardedAd: SampleRewardedAd?
    private var completionHandler: MediationRewardedLoadCompletionHandler?
    fileprivate var delegate: (any MediationRewardedAdEventDelegate)?

    required init() {}

    func loadRewardedAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping MediationRewardedLoadCompletionHandler
    ) {
        let rewardedAd = SampleRewardedAd(adUnitID: AdapterBugs.adUnit(adConfiguration))
        rewardedAd.delegate = self
        self.rewardedAd = rewardedAd
        self.completionHandler = completionHandler
        rewardedAd.fetchAd(SampleAdRequest())
    }

    func present(from viewController: ViewController) {
        if let rewardedAd, rewardedAd.isReady {
            rewardedAd.present(fromRootViewController: viewController)
        }
    }

    func rewardedAdDidReceiveAd(_ rewardedAd: SampleRewardedAd) {
        delegate = completionHandler?(self, nil)
    }

    func rewardedAdDidFailToLoadWithError(_ errorCode: SampleErrorCode) {
        _ = completionHandler?(nil, MediationError(domain: "com.example.bugs", code: errorCode.rawValue))
    }

    func rewardedAdDidPresent(_ rewardedAd: SampleRewardedAd) {
        delegate?.willPresentFullScreenView()
        delegate?.reportImpression()
    }

    func rewardedAd(_ rewardedAd: SampleRewardedAd, userDidEarnReward reward: Int) {
        delegate?.didRewardUser()
    }

    func rewardedAdDidDismiss(_ rewardedAd: SampleRewardedAd) {
        delegate?.willDismissFullScreenView()
        delegate?.didDismissFullScreenView()
    }
}

/// The same adapter fixed as Google's sample presents: what it cannot show, it says it failed to.
final class AnsweringRewarded: ReadyOnlyRewarded {
    override func present(from viewController: ViewController) {
        guard let rewardedAd, rewardedAd.isReady, viewController.presentedViewController == nil else {
            delegate?.didFailToPresentWithError(MediationError(domain: "com.example.bugs", code: 1))
            return
        }
        rewardedAd.present(fromRootViewController: viewController)
    }
}

/// Native ads as Smart's adapter renders them: the SDK tracks the view, and the adapter reports
/// the impression on render and each click the SDK saw, while leaving `handlesUserImpressions`
/// and `handlesUserClicks` to their default, false: GMA counts them too.
class SelfReportingNative: MediationAdapter, SampleNativeAdLoaderDelegate {
    class func adapterVersion() -> VersionNumber { SampleCustomEvent.adapterVersion() }
    class func adSDKVersion() -> VersionNumber { SampleCustomEvent.adSDKVersion() }

    private var loader: SampleNativeAdLoader?
    private var ad: Ad?
    private var completionHandler: MediationNativeLoadCompletionHandler?

    required init() {}

    func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping MediationNativeLoadCompletionHandler
    ) {
        let loader = SampleNativeAdLoader()
        loader.adUnitID = AdapterBugs.adUnit(adConfiguration)
        loader.delegate = self
        self.loader = loader
        self.completionHandler = completionHandler
        loader.fetchAd(SampleNativeAdRequest())
    }

    func makeAd(_ nativeAd: SampleNativeAd) -> Ad { Ad(nativeAd) }

    func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd) {
        let ad = makeAd(nativeAd)
        self.ad = ad
        ad.delegate = completionHandler?(ad, nil)
    }

    func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode) {
        _ = completionHandler?(nil, MediationError(domain: "com.example.bugs", code: errorCode.rawValue))
    }

    class Ad: MediationNativeAd, SampleNativeAdDelegate {
        private let sampleAd: SampleNativeAd
        var delegate: (any MediationNativeAdEventDelegate)?

        init(_ sampleAd: SampleNativeAd) {
            self.sampleAd = sampleAd
            sampleAd.delegate = self
        }

        var headline: String? { sampleAd.headline }
        var body: String? { sampleAd.body }
        var callToAction: String? { sampleAd.callToAction }
        var starRating: NSDecimalNumber? { sampleAd.starRating }
        var store: String? { sampleAd.store }
        var price: String? { sampleAd.price }
        var advertiser: String? { sampleAd.advertiser }
        var images: [NativeAdImage]? { nil }
        var icon: NativeAdImage? { nil }
        var extraAssets: [String: Any]? { nil }
        var mediaView: View? { sampleAd.mediaView }
        var hasVideoContent: Bool { sampleAd.mediaView != nil }
        // GMA's default, as Smart's adapter leaves it (spelt out so that a subclass can override it).
        func handlesUserClicks() -> Bool { false }
        func handlesUserImpressions() -> Bool { false }

        func didRender(
            in view: View, clickableAssetViews: [NativeAssetIdentifier: View],
            nonclickableAssetViews: [NativeAssetIdentifier: View], viewController: ViewController
        ) {
            // Registering the view on the SDK's ad handles clicks and impressions automatically.
            sampleAd.trackView(view)
            // Logging the impression to GMA.
            delegate?.reportImpression()
        }

        func didUntrackView(_ view: View?) {
            sampleAd.untrackView()
        }

        func nativeAdDidRecordImpression(_ nativeAd: SampleNativeAd) {}

        func nativeAdDidRecordClick(_ nativeAd: SampleNativeAd) {
            // Logging the click to GMA.
            delegate?.reportClick()
        }
    }
}

/// The same adapter as Smart's next generation has it: it says it counts impressions and
/// clicks itself, reports the impression on render, and forgets to forward the SDK's clicks.
final class ClickForgettingNative: SelfReportingNative {
    override func makeAd(_ nativeAd: SampleNativeAd) -> Ad { CountingAd(nativeAd) }

    final class CountingAd: Ad {
        override func handlesUserClicks() -> Bool { true }
        override func handlesUserImpressions() -> Bool { true }
        override func nativeAdDidRecordClick(_ nativeAd: SampleNativeAd) {}
    }
}

/// Interstitials forwarded correctly, through a helper that holds the adapter strongly while the
/// adapter holds the helper (a Swift port of an Objective-C delegate proxy): neither is ever freed.
final class RetainCycleInterstitial: MediationAdapter, MediationInterstitialAd {
    static func adapterVersion() -> VersionNumber { SampleCustomEvent.adapterVersion() }
    static func adSDKVersion() -> VersionNumber { SampleCustomEvent.adSDKVersion() }

    private var interstitial: SampleInterstitial?
    private var forwarder: Forwarder?
    fileprivate var completionHandler: MediationInterstitialLoadCompletionHandler?
    fileprivate var delegate: (any MediationInterstitialAdEventDelegate)?

    init() {}

    func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping MediationInterstitialLoadCompletionHandler
    ) {
        let interstitial = SampleInterstitial(adUnitID: AdapterBugs.adUnit(adConfiguration))
        let forwarder = Forwarder(adapter: self)
        interstitial.delegate = forwarder
        self.forwarder = forwarder
        self.interstitial = interstitial
        self.completionHandler = completionHandler
        interstitial.fetchAd(SampleAdRequest())
    }

    func present(from viewController: ViewController) {
        interstitial?.show()
    }

    final class Forwarder: SampleInterstitialAdDelegate {
        let adapter: RetainCycleInterstitial

        init(adapter: RetainCycleInterstitial) {
            self.adapter = adapter
        }

        func interstitialDidLoad(_ interstitial: SampleInterstitial) {
            adapter.delegate = adapter.completionHandler?(adapter, nil)
        }

        func interstitial(_ interstitial: SampleInterstitial, didFailToLoadAdWith errorCode: SampleErrorCode) {
            _ = adapter.completionHandler?(nil, MediationError(domain: "com.example.bugs", code: errorCode.rawValue))
        }

        func interstitialWillPresentScreen(_ interstitial: SampleInterstitial) {
            adapter.delegate?.willPresentFullScreenView()
            adapter.delegate?.reportImpression()
        }

        func interstitialWillDismissScreen(_ interstitial: SampleInterstitial) {
            adapter.delegate?.willDismissFullScreenView()
        }

        func interstitialDidDismissScreen(_ interstitial: SampleInterstitial) {
            adapter.delegate?.didDismissFullScreenView()
        }

        func interstitialWillLeaveApplication(_ interstitial: SampleInterstitial) {
            adapter.delegate?.reportClick()
        }
    }
}

/// Interstitials forwarded as Google's Sample adapter forwards them, with the event delegate held
/// weakly as Google's own adapters hold theirs (Google's Sample holds it strongly): correct in
/// every callback, and nothing of it outlives the session.
final class WeakDelegateInterstitial: MediationAdapter, MediationInterstitialAd, SampleInterstitialAdDelegate {
    static func adapterVersion() -> VersionNumber { SampleCustomEvent.adapterVersion() }
    static func adSDKVersion() -> VersionNumber { SampleCustomEvent.adSDKVersion() }

    private var interstitial: SampleInterstitial?
    private var completionHandler: MediationInterstitialLoadCompletionHandler?
    private weak var delegate: (any MediationInterstitialAdEventDelegate)?

    init() {}

    func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping MediationInterstitialLoadCompletionHandler
    ) {
        let interstitial = SampleInterstitial(adUnitID: AdapterBugs.adUnit(adConfiguration))
        interstitial.delegate = self
        self.interstitial = interstitial
        self.completionHandler = completionHandler
        interstitial.fetchAd(SampleAdRequest())
    }

    func present(from viewController: ViewController) {
        interstitial?.show()
    }

    func interstitialDidLoad(_ interstitial: SampleInterstitial) {
        delegate = completionHandler?(self, nil)
        completionHandler = nil
    }

    func interstitial(_ interstitial: SampleInterstitial, didFailToLoadAdWith errorCode: SampleErrorCode) {
        _ = completionHandler?(nil, MediationError(domain: "com.example.bugs", code: errorCode.rawValue))
        completionHandler = nil
    }

    func interstitialWillPresentScreen(_ interstitial: SampleInterstitial) {
        delegate?.willPresentFullScreenView()
        delegate?.reportImpression()
    }

    func interstitialWillDismissScreen(_ interstitial: SampleInterstitial) {
        delegate?.willDismissFullScreenView()
    }

    func interstitialDidDismissScreen(_ interstitial: SampleInterstitial) {
        delegate?.didDismissFullScreenView()
    }

    func interstitialWillLeaveApplication(_ interstitial: SampleInterstitial) {
        delegate?.reportClick()
    }
}
