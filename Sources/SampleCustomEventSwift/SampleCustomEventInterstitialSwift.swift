import Mediation
import NeutralUI
import SampleAdSDK

/// Loads and presents a Sample interstitial for the host.
///
/// No once-only guard (every load callback runs the host's handler again), and asked to present
/// before the Sample interstitial is loaded it does nothing: the host hears no present failure.
final class SampleCustomEventInterstitialSwift: MediationInterstitialAd, SampleInterstitialAdDelegate {
    private var interstitial: SampleInterstitial?
    private var delegate: (any MediationInterstitialAdEventDelegate)?
    private var completionHandler: MediationInterstitialLoadCompletionHandler?

    func loadInterstitial(for adConfiguration: MediationInterstitialAdConfiguration,
                          completionHandler: @escaping MediationInterstitialLoadCompletionHandler) {
        let interstitial = SampleInterstitial(adUnitID: adConfiguration.credentials.settings["parameter"])
        interstitial.delegate = self
        self.interstitial = interstitial
        let request = SampleAdRequest()
        request.testMode = adConfiguration.isTestRequest
        self.completionHandler = completionHandler
        interstitial.fetchAd(request)
    }

    func present(from viewController: ViewController) {
        if let interstitial, interstitial.isInterstitialLoaded {
            interstitial.show()
        }
    }

    func interstitialDidLoad(_ interstitial: SampleInterstitial) {
        if let completionHandler {
            delegate = completionHandler(self, nil)
        }
    }

    func interstitial(_ interstitial: SampleInterstitial, didFailToLoadAdWithErrorCode errorCode: SampleErrorCode) {
        let error = MediationError.sampleLoadFailureSwift(errorCode)
        if let completionHandler {
            delegate = completionHandler(nil, error)
        }
    }

    func interstitialWillPresentScreen(_ interstitial: SampleInterstitial) {
        delegate?.willPresentFullScreenView()
        delegate?.reportImpression()
    }

    func interstitialWillDismissScreen(_ interstitial: SampleInterstitial) {
        delegate?.willDismissFullScreenView()
    }

    func interstitialDidDismissScreen(_ interstitial: SampleInterstitial) {
        delegate?.didDismissFullScreenView()
    }

    func interstitialWillLeaveApplication(_ interstitial: SampleInterstitial) {
        delegate?.reportClick()
    }
}
