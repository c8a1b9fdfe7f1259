import OspreySDK

#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif

/// One Osprey rewarded load for the host, its presentation, and its events afterwards.
final class OspreyMediationRewardedAd: NSObject, MediationRewardedAd, OspreyRewardedAdDelegate {
    private let rewardedAd: OspreyRewardedAd
    private var completionHandler: GADMediationRewardedLoadCompletionHandler?
    private var eventDelegate: MediationRewardedAdEventDelegate?

    init(
        configuration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler
    ) {
        rewardedAd = OspreyRewardedAd(placementID: configuration.ospreyPlacementID)
        rewardedAd.isTestMode = configuration.isTestRequest
        rewardedAd.isChildDirected = configuration.ospreyChildDirected
        self.completionHandler = completionHandler
        super.init()
        rewardedAd.delegate = self
    }

    func load() {
        rewardedAd.loadAd()
    }

    /// Osprey itself refuses an ad that is not ready, expired or over a busy screen, and says why.
    func present(from viewController: UIViewController) {
        rewardedAd.show(from: viewController)
    }

    /// The host hears about a load once, whatever the SDK does afterwards.
    private func complete(_ ad: OspreyMediationRewardedAd?, _ error: Error?) {
        guard let completionHandler else { return }
        self.completionHandler = nil
        eventDelegate = completionHandler(ad, error)
    }

    func ospreyRewardedAdDidLoad(_ ad: OspreyRewardedAd) {
        complete(self, nil)
    }

    func ospreyRewardedAd(_ ad: OspreyRewardedAd, didFailWith error: OspreyError) {
        complete(nil, NSError.osprey(error))
    }

    func ospreyRewardedAdWillPresent(_ ad: OspreyRewardedAd) {
        eventDelegate?.willPresentFullScreenView()
    }

    func ospreyRewardedAd(_ ad: OspreyRewardedAd, didFailToPresentWith error: OspreyError) {
        eventDelegate?.didFailToPresentWithError(NSError.osprey(error))
    }

    func ospreyRewardedAdDidRecordImpression(_ ad: OspreyRewardedAd) {
        eventDelegate?.reportImpression()
    }

    func ospreyRewardedAdVideoDidStart(_ ad: OspreyRewardedAd) {
        eventDelegate?.didStartVideo()
    }

    func ospreyRewardedAdVideoDidComplete(_ ad: OspreyRewardedAd) {
        eventDelegate?.didEndVideo()
    }

    func ospreyRewardedAd(_ ad: OspreyRewardedAd, didEarn reward: OspreyReward) {
        eventDelegate?.didRewardUser()
    }

    func ospreyRewardedAdDidClick(_ ad: OspreyRewardedAd) {
        eventDelegate?.reportClick()
    }

    // Osprey only says the screen is gone; the host expects to hear it is going first.
    func ospreyRewardedAdDidDismiss(_ ad: OspreyRewardedAd) {
        eventDelegate?.willDismissFullScreenView()
        eventDelegate?.didDismissFullScreenView()
    }
}
