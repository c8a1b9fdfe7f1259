import Mediation

/// An event delegate for every format that writes each call down by name, keeping the errors of
/// present failures whole (user info included).
final class EventDelegateSpy: MediationBannerAdEventDelegate, MediationInterstitialAdEventDelegate,
    MediationRewardedAdEventDelegate, MediationNativeAdEventDelegate, MediationAppOpenAdEventDelegate
{
    private(set) var calls: [String] = []
    private(set) var presentErrors: [MediationError] = []

    func reportImpression() { calls.append("reportImpression") }
    func reportClick() { calls.append("reportClick") }
    func willPresentFullScreenView() { calls.append("willPresentFullScreenView") }
    func didFailToPresentWithError(_ error: MediationError) {
        calls.append("didFailToPresentWithError \(error.code)")
        presentErrors.append(error)
    }
    func willDismissFullScreenView() { calls.append("willDismissFullScreenView") }
    func didDismissFullScreenView() { calls.append("didDismissFullScreenView") }
    func didRewardUser() { calls.append("didRewardUser") }
    func didStartVideo() { calls.append("didStartVideo") }
    func didEndVideo() { calls.append("didEndVideo") }
    func didPlayVideo() { calls.append("didPlayVideo") }
    func didPauseVideo() { calls.append("didPauseVideo") }
    func didMuteVideo() { calls.append("didMuteVideo") }
    func didUnmuteVideo() { calls.append("didUnmuteVideo") }
}
