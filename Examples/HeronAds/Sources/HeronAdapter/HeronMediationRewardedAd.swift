import HeronAdsSDK

#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif

/// One Heron rewarded load for the host, its presentation, and its events afterwards.
///
/// Heron reports through closures on the ad, so the adapter sets every one it needs as soon as
/// the ad arrives: a closure left unset is an event the host never hears of.
final class HeronMediationRewardedAd: NSObject, MediationRewardedAd {
    private let placementID: String
    private let isTestRequest: Bool
    private var rewardedAd: HeronRewardedAd?
    private var completionHandler: GADMediationRewardedLoadCompletionHandler?
    private var eventDelegate: MediationRewardedAdEventDelegate?

    init(
        configuration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler
    ) {
        placementID = configuration.heronPlacementID
        isTestRequest = configuration.isTestRequest
        self.completionHandler = completionHandler
        super.init()
    }

    func load() {
        HeronRewardedAd.load(placementID: placementID, isTestMode: isTestRequest) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let ad):
                rewardedAd = ad
                listen(to: ad)
                complete(self, nil)
            case .failure(let error):
                complete(nil, NSError.heron(error))
            }
        }
    }

    /// Heron itself refuses an expired or already shown ad, through `onShowFailure`.
    func present(from viewController: UIViewController) {
        rewardedAd?.show(from: viewController)
    }

    /// The host hears about a load once, whatever the SDK does afterwards.
    private func complete(_ ad: HeronMediationRewardedAd?, _ error: Error?) {
        guard let completionHandler else { return }
        self.completionHandler = nil
        eventDelegate = completionHandler(ad, error)
    }

    private func listen(to ad: HeronRewardedAd) {
        // Heron shows the screen before it says so: "will present" and the impression both
        // follow its appearance, when the video starts.
        ad.onShow = { [weak self] in
            guard let delegate = self?.eventDelegate else { return }
            delegate.willPresentFullScreenView()
            delegate.reportImpression()
            delegate.didStartVideo()
        }
        ad.onShowFailure = { [weak self] error in
            self?.eventDelegate?.didFailToPresentWithError(NSError.heron(error))
        }
        ad.onClick = { [weak self] in
            self?.eventDelegate?.reportClick()
        }
        // The reward comes when the video ends, before the close button appears: so before dismissal.
        ad.onReward = { [weak self] _ in
            guard let delegate = self?.eventDelegate else { return }
            delegate.didEndVideo()
            delegate.didRewardUser()
        }
        // Heron only says the screen is gone; the host expects to hear it is going first.
        ad.onDismiss = { [weak self] in
            guard let delegate = self?.eventDelegate else { return }
            delegate.willDismissFullScreenView()
            delegate.didDismissFullScreenView()
        }
    }
}
