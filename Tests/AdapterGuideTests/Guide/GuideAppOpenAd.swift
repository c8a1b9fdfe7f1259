#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif
import SampleAdSDK

/// An app open ad: like an interstitial, with its own configuration and delegate types.
final class GuideAppOpenAd: NSObject, MediationAppOpenAd, SampleAppOpenAdDelegate {
    private var appOpenAd: SampleAppOpenAd?
    private var completionHandler: GADMediationAppOpenLoadCompletionHandler?
    private weak var delegate: MediationAppOpenAdEventDelegate?

    func load(_ adConfiguration: MediationAppOpenAdConfiguration,
              _ completionHandler: @escaping GADMediationAppOpenLoadCompletionHandler) {
        self.completionHandler = completionHandler
        let appOpenAd = SampleAppOpenAd(adUnitID: adConfiguration.credentials.settings["parameter"] as? String)
        appOpenAd.delegate = self
        self.appOpenAd = appOpenAd
        let request = SampleAdRequest()
        request.testMode = adConfiguration.isTestRequest
        appOpenAd.fetchAd(request)
    }

    func present(from viewController: UIViewController) {
        guard let appOpenAd, appOpenAd.isReady else {
            delegate?.didFailToPresentWithError(GuideError.notReady())
            return
        }
        appOpenAd.present(fromRootViewController: viewController)
    }

    func appOpenAdDidReceiveAd(_ appOpenAd: SampleAppOpenAd) {
        delegate = completionHandler?(self, nil)
        completionHandler = nil
    }

    func appOpenAdDidFailToLoadWithError(_ errorCode: SampleErrorCode) {
        _ = completionHandler?(nil, GuideError.loadFailed(errorCode))
        completionHandler = nil
    }

    func appOpenAdWillPresent(_ appOpenAd: SampleAppOpenAd) {
        delegate?.willPresentFullScreenView()
        delegate?.reportImpression()
    }

    func appOpenAdDidDismiss(_ appOpenAd: SampleAppOpenAd) {
        delegate?.willDismissFullScreenView()
        delegate?.didDismissFullScreenView()
    }

    func appOpenWillLeaveApplication(_ appOpenAd: SampleAppOpenAd) {
        delegate?.reportClick()
    }
}
