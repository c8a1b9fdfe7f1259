#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif
import SampleAdSDK

/// Loads and presents a Sample interstitial for the host.
///
/// No once-only guard (every load callback runs the host's handler again), and asked to present
/// before the Sample interstitial is loaded it does nothing: the host hears no present failure.
final class SampleCustomEventInterstitialSwift: NSObject, MediationInterstitialAd {
    private var interstitial: SampleInterstitial?
    private var delegate: MediationInterstitialAdEventDelegate?
    private var completionHandler: GADMediationInterstitialLoadCompletionHandler?

    required override init() {
        super.init()
    }

    func loadInterstitial(for adConfiguration: MediationInterstitialAdConfiguration,
                          completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler) {
        let interstitial = SampleInterstitial(adUnitID: adConfiguration.credentials.settings["parameter"] as? String)
        interstitial.delegate = self
        self.interstitial = interstitial
        let request = SampleAdRequest()
        request.testMode = adConfiguration.isTestRequest
        self.completionHandler = completionHandler
        interstitial.fetchAd(request)
    }

    func present(from viewController: UIViewController) {
        if let interstitial, interstitial.isInterstitialLoaded {
            interstitial.show()
        }
    }
}

extension SampleCustomEventInterstitialSwift: SampleInterstitialAdDelegate {
    func interstitialDidLoad(_ interstitial: SampleInterstitial) {
        if let completionHandler {
            delegate = completionHandler(self, nil)
        }
    }

    func interstitial(_ interstitial: SampleInterstitial, didFailToLoadAdWith errorCode: SampleErrorCode) {
        let error = SampleCustomEventUtilsSwift.loadFailure(errorCode)
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
