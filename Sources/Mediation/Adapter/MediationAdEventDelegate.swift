/// The host's channel for what happens to an ad after it loaded; the completion handler returns
/// it on success.
///
/// Implemented by the host (the harness records every call); adapters only call it.
public protocol MediationAdEventDelegate: AnyObject {
    /// The ad was seen, for formats where the adapter, not the host, counts impressions.
    func reportImpression()
    /// The user clicked the ad.
    func reportClick()
    /// A full-screen view is about to appear.
    func willPresentFullScreenView()
    /// The ad could not be shown (for instance it was not loaded yet). Any `Error`, as in GMA;
    /// the host records it through `MediationError(_:)`.
    func didFailToPresentWithError(_ error: any Error)
    /// A full-screen view is about to close.
    func willDismissFullScreenView()
    /// A full-screen view closed.
    func didDismissFullScreenView()
}

/// Banner events: the base set.
public protocol MediationBannerAdEventDelegate: MediationAdEventDelegate {}

/// Interstitial events: the base set.
public protocol MediationInterstitialAdEventDelegate: MediationAdEventDelegate {}

/// App open events: the base set.
public protocol MediationAppOpenAdEventDelegate: MediationAdEventDelegate {}

/// Rewarded events: the base set plus the reward and the video's start and end.
public protocol MediationRewardedAdEventDelegate: MediationAdEventDelegate {
    func didRewardUser()
    func didStartVideo()
    func didEndVideo()
}

/// Native events: the base set plus video playback.
public protocol MediationNativeAdEventDelegate: MediationAdEventDelegate {
    func didPlayVideo()
    func didPauseVideo()
    func didEndVideo()
    func didMuteVideo()
    func didUnmuteVideo()
}
