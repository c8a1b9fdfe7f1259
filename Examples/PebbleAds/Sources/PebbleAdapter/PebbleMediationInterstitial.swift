import PebbleAdsSDK

#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif

/// One Pebble interstitial load for the host, its presentation, and its events afterwards.
final class PebbleMediationInterstitial: NSObject, MediationInterstitialAd, PebbleInterstitialDelegate {
    private let interstitial: PebbleInterstitial
    private var completionHandler: GADMediationInterstitialLoadCompletionHandler?
    private var eventDelegate: MediationInterstitialAdEventDelegate?

    init(
        configuration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler
    ) {
        interstitial = PebbleInterstitial(placementID: configuration.pebblePlacementID)
        interstitial.isTestMode = configuration.isTestRequest
        self.completionHandler = completionHandler
        super.init()
        interstitial.delegate = self
    }

    func load() {
        interstitial.loadAd()
    }

    func present(from viewController: UIViewController) {
        guard interstitial.isReady else {
            eventDelegate?.didFailToPresentWithError(NSError.pebbleAdNotReady())
            return
        }
        interstitial.show(from: viewController)
    }

    /// The host hears about a load once, whatever the SDK does afterwards.
    private func complete(_ ad: PebbleMediationInterstitial?, _ error: Error?) {
        guard let completionHandler else { return }
        self.completionHandler = nil
        eventDelegate = completionHandler(ad, error)
    }

    func pebbleInterstitialDidLoad(_ interstitial: PebbleInterstitial) {
        complete(self, nil)
    }

    func pebbleInterstitial(_ interstitial: PebbleInterstitial, didFailWith error: PebbleError) {
        complete(nil, NSError.pebble(error))
    }

    func pebbleInterstitialWillShow(_ interstitial: PebbleInterstitial) {
        eventDelegate?.willPresentFullScreenView()
    }

    func pebbleInterstitialDidShow(_ interstitial: PebbleInterstitial) {
        eventDelegate?.reportImpression()
    }

    func pebbleInterstitialWasClicked(_ interstitial: PebbleInterstitial) {
        eventDelegate?.reportClick()
    }

    // Pebble only says the screen is gone; the host expects to hear it is going first.
    func pebbleInterstitialDidDismiss(_ interstitial: PebbleInterstitial) {
        eventDelegate?.willDismissFullScreenView()
        eventDelegate?.didDismissFullScreenView()
    }
}
