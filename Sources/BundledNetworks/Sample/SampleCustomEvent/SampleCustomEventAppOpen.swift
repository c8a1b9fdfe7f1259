import Mediation
import NeutralUI
import SampleAdSDK

/// Loads and presents a Sample app-open ad for the host.
final class SampleCustomEventAppOpen: MediationAppOpenAd, SampleAppOpenAdDelegate {
    private var appOpenAd: SampleAppOpenAd?
    private var completion: OnceCompletion<any MediationAppOpenAd, any MediationAppOpenAdEventDelegate>?
    private var eventDelegate: (any MediationAppOpenAdEventDelegate)?

    func load(for configuration: MediationAppOpenAdConfiguration,
              completionHandler: @escaping MediationAppOpenLoadCompletionHandler) {
        completion = OnceCompletion(completionHandler)
        let appOpenAd = SampleAppOpenAd(adUnitID: configuration.credentials.settings["parameter"] as? String)
        appOpenAd.delegate = self
        self.appOpenAd = appOpenAd
        let request = SampleAdRequest()
        request.testMode = configuration.isTestRequest
        appOpenAd.fetchAd(request)
    }

    func present(from viewController: ViewController) {
        guard let appOpenAd, appOpenAd.isReady else {
            eventDelegate?.didFailToPresentWithError(MediationError.sampleCustomEvent(
                .adNotLoaded, "The app open ad failed to present because the ad was not loaded."))
            return
        }
        appOpenAd.present(fromRootViewController: viewController)
    }

    func appOpenAdDidReceiveAd(_ appOpenAd: SampleAppOpenAd) {
        eventDelegate = completion?(self, nil)
    }

    func appOpenAdDidFailToLoadWithError(_ errorCode: SampleErrorCode) {
        eventDelegate = completion?(nil, MediationError.sampleLoadFailure(errorCode))
    }

    func appOpenAdWillPresent(_ appOpenAd: SampleAppOpenAd) {
        eventDelegate?.willPresentFullScreenView()
        eventDelegate?.reportImpression()
    }

    func appOpenAdDidDismiss(_ appOpenAd: SampleAppOpenAd) {
        eventDelegate?.willDismissFullScreenView()
        eventDelegate?.didDismissFullScreenView()
    }

    func appOpenWillLeaveApplication(_ appOpenAd: SampleAppOpenAd) {
        eventDelegate?.reportClick()
    }
}
