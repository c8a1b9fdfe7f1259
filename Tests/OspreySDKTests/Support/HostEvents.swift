import AdapterUnitTestKit
import GoogleMobileAdsCompat

/// The mediation host's side of an adapter: the test kit's event delegates, one per format, each
/// call a line in the ``Transcript`` beside the SDK's callbacks.
final class HostEvents {
    private let transcript: Transcript
    let banner = AUTKMediationBannerAdEventDelegate()
    let interstitial = AUTKMediationInterstitialAdEventDelegate()
    let rewarded = AUTKMediationRewardedAdEventDelegate()
    let native = AUTKMediationNativeAdEventDelegate()

    init(transcript: Transcript) {
        self.transcript = transcript
        for delegate in [banner, interstitial, rewarded, native] as [AUTKMediationAdEventDelegate] {
            delegate.onInvocation = { [transcript, unowned delegate] name in
                // A failed present is written whole: domain, code and description.
                if name.hasPrefix("didFailToPresentWithError"), let error = delegate.didFailToPresentError {
                    transcript.host("didFailToPresentWithError \(error.domain) \(error.code) \"\(error.localizedDescription)\"")
                } else {
                    transcript.host(name)
                }
            }
        }
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
}
