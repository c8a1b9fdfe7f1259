import Mediation
import NeutralUI
import SampleAdSDK

/// Loads and presents a Sample rewarded ad for the host (also used for rewarded interstitial,
/// which the Sample SDK does not have).
final class SampleCustomEventRewarded: MediationRewardedAd, SampleRewardedAdDelegate {
    private var rewardedAd: SampleRewardedAd?
    private var completion: OnceCompletion<any MediationRewardedAd, any MediationRewardedAdEventDelegate>?
    private var eventDelegate: (any MediationRewardedAdEventDelegate)?

    func load(for configuration: MediationRewardedAdConfiguration,
              completionHandler: @escaping MediationRewardedLoadCompletionHandler) {
        completion = OnceCompletion(completionHandler)
        let rewardedAd = SampleRewardedAd(adUnitID: configuration.credentials.settings["parameter"] as? String)
        rewardedAd.delegate = self
        self.rewardedAd = rewardedAd
        let request = SampleAdRequest()
        request.testMode = configuration.isTestRequest
        rewardedAd.fetchAd(request)
    }

    /// Forwards unconditionally: when the ad is not ready the SDK ignores it, and the host hears
    /// nothing.
    func present(from viewController: ViewController) {
        rewardedAd?.present(fromRootViewController: viewController)
    }

    func rewardedAdDidReceiveAd(_ rewardedAd: SampleRewardedAd) {
        eventDelegate = completion?(self, nil)
    }

    func rewardedAdDidFailToLoadWithError(_ errorCode: SampleErrorCode) {
        eventDelegate = completion?(nil, MediationError.sampleLoadFailure(errorCode))
    }

    func rewardedAdDidPresent(_ rewardedAd: SampleRewardedAd) {
        eventDelegate?.willPresentFullScreenView()
        eventDelegate?.didStartVideo()
    }

    func rewardedAd(_ rewardedAd: SampleRewardedAd, userDidEarnReward reward: Int) {
        eventDelegate?.didRewardUser()
    }

    func rewardedAdDidDismiss(_ rewardedAd: SampleRewardedAd) {
        eventDelegate?.willDismissFullScreenView()
        eventDelegate?.didEndVideo()
        eventDelegate?.didDismissFullScreenView()
    }
}
