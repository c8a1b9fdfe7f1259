import OspreySDK

#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif

/// One Osprey interstitial load for the host, its presentation, and its events afterwards.
final class OspreyMediationInterstitial: NSObject, MediationInterstitialAd, OspreyInterstitialDelegate {
    private let interstitial: OspreyInterstitial
    private var completionHandler: GADMediationInterstitialLoadCompletionHandler?
    private var eventDelegate: MediationInterstitialAdEventDelegate?

    init(
        configuration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler
    ) {
        interstitial = OspreyInterstitial(placementID: configuration.ospreyPlacementID)
        interstitial.isTestMode = configuration.isTestRequest
        interstitial.isChildDirected = configuration.ospreyChildDirected
        self.completionHandler = completionHandler
        super.init()
        interstitial.delegate = self
    }

    func load() {
        interstitial.loadAd()
    }

    /// Osprey itself refuses an ad that is not ready, expired or over a busy screen, and says why.
    func present(from viewController: UIViewController) {
        interstitial.show(from: viewController)
    }

    /// The host hears about a load once, whatever the SDK does afterwards.
    private func complete(_ ad: OspreyMediationInterstitial?, _ error: Error?) {
        guard let completionHandler else { return }
        self.completionHandler = nil
        eventDelegate = completionHandler(ad, error)
    }

    func ospreyInterstitialDidLoad(_ interstitial: OspreyInterstitial) {
        complete(self, nil)
    }

    func ospreyInterstitial(_ interstitial: OspreyInterstitial, didFailWith error: OspreyError) {
        complete(nil, NSError.osprey(error))
    }

    func ospreyInterstitialWillPresent(_ interstitial: OspreyInterstitial) {
        eventDelegate?.willPresentFullScreenView()
    }

    func ospreyInterstitial(_ interstitial: OspreyInterstitial, didFailToPresentWith error: OspreyError) {
        eventDelegate?.didFailToPresentWithError(NSError.osprey(error))
    }

    func ospreyInterstitialDidRecordImpression(_ interstitial: OspreyInterstitial) {
        eventDelegate?.reportImpression()
    }

    func ospreyInterstitialDidClick(_ interstitial: OspreyInterstitial) {
        eventDelegate?.reportClick()
    }

    // Osprey only says the screen is gone; the host expects to hear it is going first.
    func ospreyInterstitialDidDismiss(_ interstitial: OspreyInterstitial) {
        eventDelegate?.willDismissFullScreenView()
        eventDelegate?.didDismissFullScreenView()
    }
}
