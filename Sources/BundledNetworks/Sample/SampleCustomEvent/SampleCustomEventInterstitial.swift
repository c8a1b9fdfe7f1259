import Mediation
import NeutralUI
import SampleAdSDK

/// Loads and presents a Sample interstitial for the host.
final class SampleCustomEventInterstitial: MediationInterstitialAd, SampleInterstitialAdDelegate {
    private var interstitial: SampleInterstitial?
    private var completion: OnceCompletion<any MediationInterstitialAd, any MediationInterstitialAdEventDelegate>?
    private var eventDelegate: (any MediationInterstitialAdEventDelegate)?

    func load(for configuration: MediationInterstitialAdConfiguration,
              completionHandler: @escaping MediationInterstitialLoadCompletionHandler) {
        completion = OnceCompletion(completionHandler)
        let interstitial = SampleInterstitial(adUnitID: configuration.credentials.settings["parameter"] as? String)
        interstitial.delegate = self
        self.interstitial = interstitial
        let request = SampleAdRequest()
        request.testMode = configuration.isTestRequest
        interstitial.fetchAd(request)
    }

    func present(from viewController: ViewController) {
        guard let interstitial, interstitial.isInterstitialLoaded else {
            eventDelegate?.didFailToPresentWithError(MediationError.sampleCustomEvent(
                .adNotLoaded, "The interstitial ad failed to present because the ad was not loaded."))
            return
        }
        interstitial.show()
    }

    func interstitialDidLoad(_ interstitial: SampleInterstitial) {
        eventDelegate = completion?(self, nil)
    }

    func interstitial(_ interstitial: SampleInterstitial, didFailToLoadAdWith errorCode: SampleErrorCode) {
        eventDelegate = completion?(nil, MediationError.sampleLoadFailure(errorCode))
    }

    func interstitialWillPresentScreen(_ interstitial: SampleInterstitial) {
        eventDelegate?.willPresentFullScreenView()
        eventDelegate?.reportImpression()
    }

    func interstitialWillDismissScreen(_ interstitial: SampleInterstitial) {
        eventDelegate?.willDismissFullScreenView()
    }

    func interstitialDidDismissScreen(_ interstitial: SampleInterstitial) {
        eventDelegate?.didDismissFullScreenView()
    }

    func interstitialWillLeaveApplication(_ interstitial: SampleInterstitial) {
        eventDelegate?.reportClick()
    }
}
