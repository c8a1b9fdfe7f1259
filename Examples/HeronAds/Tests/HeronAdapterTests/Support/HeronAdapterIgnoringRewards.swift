import HeronAdsSDK

#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif

/// A rewarded-only Heron adapter with one bug on purpose: it sets every closure of the ad but
/// `onReward`, so the user is never rewarded. Written as the shipped adapter is, and kept here in
/// the tests: it shows how a replay reports a closure callback the adapter never subscribed to.
final class HeronAdapterIgnoringRewards: NSObject, MediationAdapter, MediationRewardedAd {
    private var rewardedAd: HeronRewardedAd?
    private var eventDelegate: MediationRewardedAdEventDelegate?

    required override init() {
        super.init()
    }

    // The shipped adapter's versions, so that a replay against this one notes nothing else.
    static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 4, minorVersion: 1, patchVersion: 2) }
    static func adSDKVersion() -> VersionNumber { VersionNumber(majorVersion: 4, minorVersion: 1, patchVersion: 0) }

    func loadRewardedAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler
    ) {
        let placementID = adConfiguration.credentials.settings["parameter"] as? String ?? ""
        HeronRewardedAd.load(placementID: placementID, isTestMode: adConfiguration.isTestRequest) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let ad):
                rewardedAd = ad
                ad.onShow = { [weak self] in
                    guard let delegate = self?.eventDelegate else { return }
                    delegate.willPresentFullScreenView()
                    delegate.reportImpression()
                    delegate.didStartVideo()
                }
                ad.onClick = { [weak self] in self?.eventDelegate?.reportClick() }
                ad.onDismiss = { [weak self] in
                    guard let delegate = self?.eventDelegate else { return }
                    delegate.willDismissFullScreenView()
                    delegate.didDismissFullScreenView()
                }
                eventDelegate = completionHandler(self, nil)
            case .failure(let error):
                _ = completionHandler(
                    nil,
                    NSError(
                        domain: "com.heronads.mediation", code: error.rawValue,
                        userInfo: [NSLocalizedDescriptionKey: error.message]))
            }
        }
    }

    func present(from viewController: UIViewController) {
        rewardedAd?.show(from: viewController)
    }
}
