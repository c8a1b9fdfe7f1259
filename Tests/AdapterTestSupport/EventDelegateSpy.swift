import Mediation

/// An event delegate for every format that writes each call down by name, keeping the errors of
/// present failures whole (user info included).
package final class EventDelegateSpy: MediationBannerAdEventDelegate, MediationInterstitialAdEventDelegate,
    MediationRewardedAdEventDelegate, MediationNativeAdEventDelegate, MediationAppOpenAdEventDelegate
{
    package init() {}

    package private(set) var calls: [String] = []
    package private(set) var presentErrors: [MediationError] = []

    package func reportImpression() { calls.append("reportImpression") }
    package func reportClick() { calls.append("reportClick") }
    package func willPresentFullScreenView() { calls.append("willPresentFullScreenView") }
    package func didFailToPresentWithError(_ anyError: any Error) {
        let error = MediationError(anyError)
        calls.append("didFailToPresentWithError \(error.code)")
        presentErrors.append(error)
    }
    package func willDismissFullScreenView() { calls.append("willDismissFullScreenView") }
    package func didDismissFullScreenView() { calls.append("didDismissFullScreenView") }
    package func didRewardUser() { calls.append("didRewardUser") }
    package func didStartVideo() { calls.append("didStartVideo") }
    package func didEndVideo() { calls.append("didEndVideo") }
    package func didPlayVideo() { calls.append("didPlayVideo") }
    package func didPauseVideo() { calls.append("didPauseVideo") }
    package func didMuteVideo() { calls.append("didMuteVideo") }
    package func didUnmuteVideo() { calls.append("didUnmuteVideo") }
}
