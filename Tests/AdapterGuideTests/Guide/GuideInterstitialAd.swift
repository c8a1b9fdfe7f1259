#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif
import SampleAdSDK

/// An interstitial: presented when the host asks; the adapter reports the screen's life, the
/// impression and the click.
final class GuideInterstitialAd: NSObject, MediationInterstitialAd, SampleInterstitialAdDelegate {
    private var interstitial: SampleInterstitial?
    private var completionHandler: GADMediationInterstitialLoadCompletionHandler?
    private weak var delegate: MediationInterstitialAdEventDelegate?

    func load(_ adConfiguration: MediationInterstitialAdConfiguration,
              _ completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler) {
        self.completionHandler = completionHandler
        let interstitial = SampleInterstitial(adUnitID: adConfiguration.credentials.settings["parameter"] as? String)
        interstitial.delegate = self
        self.interstitial = interstitial
        let request = SampleAdRequest()
        request.testMode = adConfiguration.isTestRequest
        interstitial.fetchAd(request)
    }

    func present(from viewController: UIViewController) {
        guard let interstitial, interstitial.isInterstitialLoaded else {
            delegate?.didFailToPresentWithError(GuideError.notReady())
            return
        }
        interstitial.show()
    }

    func interstitialDidLoad(_ interstitial: SampleInterstitial) {
        delegate = completionHandler?(self, nil)
        completionHandler = nil
    }

    func interstitial(_ interstitial: SampleInterstitial, didFailToLoadAdWith errorCode: SampleErrorCode) {
        _ = completionHandler?(nil, GuideError.loadFailed(errorCode))
        completionHandler = nil
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
