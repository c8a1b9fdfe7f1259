// The defaults stand in for GMA's optional protocol members.

extension MediationAdapter {
    public static func networkExtrasClass() -> (any AdNetworkExtras.Type)? { nil }

    /// The older spelling's set-up (GMA 11 and earlier), for an adapter that declares that one.
    public static func setUp(
        with configuration: MediationServerConfiguration,
        completionHandler: @escaping MediationAdapterSetUpCompletionHandler
    ) {
        setUpWith(configuration, completionHandler: completionHandler)
    }

    /// Nothing to set up: succeeds at once.
    public static func setUpWith(
        _ configuration: MediationServerConfiguration,
        completionHandler: @escaping MediationAdapterSetUpCompletionHandler
    ) {
        completionHandler(nil)
    }

    public func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping MediationBannerLoadCompletionHandler
    ) {
        _ = completionHandler(nil, unsupported(.banner))
    }

    public func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping MediationInterstitialLoadCompletionHandler
    ) {
        _ = completionHandler(nil, unsupported(.interstitial))
    }

    public func loadRewardedAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping MediationRewardedLoadCompletionHandler
    ) {
        _ = completionHandler(nil, unsupported(.rewarded))
    }

    public func loadRewardedInterstitialAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping MediationRewardedLoadCompletionHandler
    ) {
        _ = completionHandler(nil, unsupported(.rewardedInterstitial))
    }

    public func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping MediationNativeLoadCompletionHandler
    ) {
        _ = completionHandler(nil, unsupported(.native))
    }

    public func loadAppOpenAd(
        for adConfiguration: MediationAppOpenAdConfiguration,
        completionHandler: @escaping MediationAppOpenLoadCompletionHandler
    ) {
        _ = completionHandler(nil, unsupported(.appOpen))
    }

    private func unsupported(_ format: AdFormat) -> MediationError {
        .unsupportedFormat(format, adapter: Self.self)
    }
}
