import NeutralUI

/// Marks an object an adapter hands the host as a loaded ad.
public protocol MediationAd: AnyObject {}

/// A loaded banner: the host places ``view`` in its ad view.
public protocol MediationBannerAd: MediationAd {
    var view: View { get }
}

/// A loaded interstitial, shown when the host asks.
public protocol MediationInterstitialAd: MediationAd {
    /// Shows the ad full screen over `viewController`.
    func present(from viewController: ViewController)
}

/// A loaded rewarded (or rewarded interstitial) ad, shown when the host asks.
public protocol MediationRewardedAd: MediationAd {
    /// Shows the ad full screen over `viewController`.
    func present(from viewController: ViewController)
}

/// A loaded app open ad, shown when the host asks.
public protocol MediationAppOpenAd: MediationAd {
    /// Shows the ad full screen over `viewController`.
    func present(from viewController: ViewController)
}

/// A loaded native ad: its assets, plus whether the adapter tracks impressions and clicks itself.
///
/// When ``handlesUserClicks()`` / ``handlesUserImpressions()`` answer false (the default) the
/// host tracks them and forwards them through ``MediatedUnifiedNativeAd/didRecordImpression()``
/// and ``MediatedUnifiedNativeAd/didRecordClickOnAsset(with:view:viewController:)``.
///
/// Methods, as GMA's Swift interface declares them, so an adapter's
/// `func handlesUserClicks() -> Bool { true }` is the requirement it meets, not a look-alike the
/// host never calls. (A `var handlesUserClicks`, this API's name before it took GMA's shapes, makes
/// the host refuse the session: ``PreGMANativeAdNames``.)
public protocol MediationNativeAd: MediationAd, MediatedUnifiedNativeAd, PreGMANativeAdNames {
    func handlesUserClicks() -> Bool
    func handlesUserImpressions() -> Bool
}

extension MediationNativeAd {
    public func handlesUserClicks() -> Bool { false }
    public func handlesUserImpressions() -> Bool { false }
}
