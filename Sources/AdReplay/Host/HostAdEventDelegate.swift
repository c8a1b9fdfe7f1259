import Mediation

/// The event delegate the host hands back for one loaded ad (and the delegate of one custom
/// native ad): what arrives through it belongs to that ad. GMA gives each ad its own delegate
/// too; this is how the host tells an earlier ad's late dismissal from the latest ad's.
///
/// Like GMA's, it keeps the mediation ad its load completed with (``mediationAd``): an adapter
/// that holds its event delegate strongly, rather than weakly as Google's adapters do, then
/// makes a cycle that outlives the session, which the opt-in `released` rule names.
final class HostAdEventDelegate: MediationBannerAdEventDelegate, MediationInterstitialAdEventDelegate,
    MediationRewardedAdEventDelegate, MediationNativeAdEventDelegate, MediationAppOpenAdEventDelegate, CustomNativeAdDelegate
{
    /// The load this ad came from, 1 for the session's first.
    let ad: Int
    private let recorder: HostEventRecorder
    /// The adapter's ad that this delegate reports for (the object GMA asks for its `view` or
    /// tells to `present`), kept strongly from its load's completion until the host lets go of
    /// the session; nil for a custom native ad's delegate.
    var mediationAd: AnyObject?

    init(ad: Int, recorder: HostEventRecorder) {
        self.ad = ad
        self.recorder = recorder
    }

    private func record(_ event: HostEvent) {
        recorder.record(event, ad: ad)
    }

    // Event delegates, all formats.
    func reportImpression() { record(.reportImpression) }
    func reportClick() { record(.reportClick) }
    func willPresentFullScreenView() { record(.willPresentFullScreenView) }
    func didFailToPresentWithError(_ error: any Error) { record(.didFailToPresent(error: ErrorSummary(error))) }
    func willDismissFullScreenView() { record(.willDismissFullScreenView) }
    func didDismissFullScreenView() { record(.didDismissFullScreenView) }
    func didRewardUser() { record(.didRewardUser) }
    func didStartVideo() { record(.didStartVideo) }
    func didEndVideo() { record(.didEndVideo) }
    func didPlayVideo() { record(.didPlayVideo) }
    func didPauseVideo() { record(.didPauseVideo) }
    func didMuteVideo() { record(.didMuteVideo) }
    func didUnmuteVideo() { record(.didUnmuteVideo) }

    // The custom native ad's delegate.
    func customNativeAdDidRecordImpression(_ nativeAd: CustomNativeAd) {
        record(.customNative(.delegateDidRecordImpression))
    }

    func customNativeAdDidRecordClick(_ nativeAd: CustomNativeAd) {
        record(.customNative(.delegateDidRecordClick))
    }
}
