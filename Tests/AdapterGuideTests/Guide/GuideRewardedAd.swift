#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif
import SampleAdSDK

/// A rewarded (or rewarded interstitial) ad: the adapter reports the screen's life, the video's
/// start and end, and the reward, before the screen closes.
final class GuideRewardedAd: NSObject, MediationRewardedAd, SampleRewardedAdDelegate {
    private var rewardedAd: SampleRewardedAd?
    private var completionHandler: GADMediationRewardedLoadCompletionHandler?
    private weak var delegate: MediationRewardedAdEventDelegate?

    func load(_ adConfiguration: MediationRewardedAdConfiguration,
              _ completionHandler: @escaping GADMediationRewardedLoadCompletionHandler) {
        self.completionHandler = completionHandler
        let rewardedAd = SampleRewardedAd(adUnitID: adConfiguration.credentials.settings["parameter"] as? String)
        rewardedAd.delegate = self
        self.rewardedAd = rewardedAd
        let request = SampleAdRequest()
        request.testMode = adConfiguration.isTestRequest
        rewardedAd.fetchAd(request)
    }

    func present(from viewController: UIViewController) {
        guard let rewardedAd, rewardedAd.isReady else {
            delegate?.didFailToPresentWithError(GuideError.notReady())
            return
        }
        rewardedAd.present(fromRootViewController: viewController)
    }

    func rewardedAdDidReceiveAd(_ rewardedAd: SampleRewardedAd) {
        delegate = completionHandler?(self, nil)
        completionHandler = nil
    }

    func rewardedAdDidFailToLoadWithError(_ errorCode: SampleErrorCode) {
        _ = completionHandler?(nil, GuideError.loadFailed(errorCode))
        completionHandler = nil
    }

    func rewardedAdDidPresent(_ rewardedAd: SampleRewardedAd) {
        delegate?.willPresentFullScreenView()
        delegate?.reportImpression()
        delegate?.didStartVideo()
    }

    func rewardedAd(_ rewardedAd: SampleRewardedAd, userDidEarnReward reward: Int) {
        delegate?.didEndVideo()
        delegate?.didRewardUser()
    }

    func rewardedAdDidDismiss(_ rewardedAd: SampleRewardedAd) {
        delegate?.willDismissFullScreenView()
        delegate?.didDismissFullScreenView()
    }
}
