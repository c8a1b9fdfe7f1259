import GoogleMobileAdsCompat

/// The mediation host's side of an adapter, as GMA's event delegates: every call is a line in
/// the ``Transcript``, beside the SDK's callbacks.
final class HostEvents: MediationBannerAdEventDelegate, MediationInterstitialAdEventDelegate, MediationRewardedAdEventDelegate,
    MediationNativeAdEventDelegate {
    private let transcript: Transcript

    init(transcript: Transcript) {
        self.transcript = transcript
    }

    /// What a load's completion handler was called with.
    func loadCompleted(_ ad: (any MediationAd)?, _ error: (any Error)?) {
        if let error {
            let error = error as NSError
            transcript.host("loadCompleted error \(error.domain) \(error.code) \"\(error.localizedDescription)\"")
        } else {
            transcript.host("loadCompleted \(ad == nil ? "nothing" : "ad")")
        }
    }

    func reportImpression() { transcript.host("reportImpression") }
    func reportClick() { transcript.host("reportClick") }
    func willPresentFullScreenView() { transcript.host("willPresentFullScreenView") }
    func didFailToPresentWithError(_ error: any Error) {
        let error = error as NSError
        transcript.host("didFailToPresentWithError \(error.domain) \(error.code) \"\(error.localizedDescription)\"")
    }
    func willDismissFullScreenView() { transcript.host("willDismissFullScreenView") }
    func didDismissFullScreenView() { transcript.host("didDismissFullScreenView") }
    func didRewardUser() { transcript.host("didRewardUser") }
    func didStartVideo() { transcript.host("didStartVideo") }
    func didEndVideo() { transcript.host("didEndVideo") }
    func didPlayVideo() { transcript.host("didPlayVideo") }
    func didPauseVideo() { transcript.host("didPauseVideo") }
    func didMuteVideo() { transcript.host("didMuteVideo") }
    func didUnmuteVideo() { transcript.host("didUnmuteVideo") }
}
