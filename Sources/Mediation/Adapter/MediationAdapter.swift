/// An ad network's adapter as the mediation host drives it: versions, one-time set-up, and a
/// load method per format.
///
/// The members are GMA's Swift shapes (`adapterVersion()`, completion handlers taking any
/// `Error`), so an adapter written against Google Mobile Ads conforms unchanged. Set-up has the
/// spelling of both generations: GMA 12 and later import it as `setUp(with:completionHandler:)`,
/// GMA 11 and earlier (and Google's 2022 Swift sample) as `setUpWith(_:completionHandler:)`; an
/// adapter declares either, and the host calls `setUp(with:)`, whose default calls `setUpWith`.
///
/// Every member but the versions has a default, so an adapter implements only what its network
/// supports. A load method left to its default answers through its completion handler with
/// ``MediationError/unsupportedFormat(_:adapter:)``, the way GMA treats an unimplemented optional
/// load method as an unsupported format.
///
/// Implement overrides in the conforming class itself: a subclass's method does not replace a
/// protocol default its superclass relied on.
// SendableMetatype: the host creates adapters from their class on a background queue.
public protocol MediationAdapter: AnyObject, SendableMetatype, PreGMAAdapterNames {
    /// The adapter's own version.
    static func adapterVersion() -> VersionNumber
    /// The version of the network SDK the adapter wraps.
    static func adSDKVersion() -> VersionNumber
    /// The network's publisher-extras class, or nil when it has none.
    static func networkExtrasClass() -> (any AdNetworkExtras.Type)?

    /// Initialises the network SDK once, before any load; calls `completionHandler` once, with
    /// nil on success or the error (any `Error`; an `NSError` is recorded whole). GMA 12's name;
    /// the host calls this one. Its default calls ``setUpWith(_:completionHandler:)``.
    static func setUp(
        with configuration: MediationServerConfiguration,
        completionHandler: @escaping MediationAdapterSetUpCompletionHandler
    )

    /// GMA 11's (and earlier) name for ``setUp(with:completionHandler:)``. Its default succeeds at once.
    static func setUpWith(
        _ configuration: MediationServerConfiguration,
        completionHandler: @escaping MediationAdapterSetUpCompletionHandler
    )

    /// The host creates a fresh adapter for each load.
    init()

    func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping MediationBannerLoadCompletionHandler
    )
    func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping MediationInterstitialLoadCompletionHandler
    )
    func loadRewardedAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping MediationRewardedLoadCompletionHandler
    )
    /// Rewarded interstitial shares the rewarded configuration and completion handler.
    func loadRewardedInterstitialAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping MediationRewardedLoadCompletionHandler
    )
    func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping MediationNativeLoadCompletionHandler
    )
    func loadAppOpenAd(
        for adConfiguration: MediationAppOpenAdConfiguration,
        completionHandler: @escaping MediationAppOpenLoadCompletionHandler
    )
}
