import PebbleAdsSDK

#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif

/// One Pebble banner load for the host, and the banner's events afterwards.
final class PebbleMediationBanner: NSObject, MediationBannerAd, PebbleBannerViewDelegate {
    private let bannerView: PebbleBannerView
    private var completionHandler: GADMediationBannerLoadCompletionHandler?
    private var eventDelegate: MediationBannerAdEventDelegate?

    init(configuration: MediationBannerAdConfiguration, completionHandler: @escaping GADMediationBannerLoadCompletionHandler) {
        let size = configuration.adSize.size
        bannerView = PebbleBannerView(
            placementID: configuration.pebblePlacementID,
            frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        bannerView.isTestMode = configuration.isTestRequest
        self.completionHandler = completionHandler
        super.init()
        bannerView.delegate = self
    }

    func load() {
        bannerView.loadAd()
    }

    var view: UIView { bannerView }

    /// The host hears about a load once, whatever the SDK does afterwards.
    private func complete(_ ad: PebbleMediationBanner?, _ error: Error?) {
        guard let completionHandler else { return }
        self.completionHandler = nil
        eventDelegate = completionHandler(ad, error)
    }

    func pebbleBannerDidLoad(_ banner: PebbleBannerView) {
        complete(self, nil)
    }

    func pebbleBanner(_ banner: PebbleBannerView, didFailWith error: PebbleError) {
        complete(nil, NSError.pebble(error))
    }

    func pebbleBannerDidRecordImpression(_ banner: PebbleBannerView) {
        eventDelegate?.reportImpression()
    }

    func pebbleBannerWasClicked(_ banner: PebbleBannerView) {
        eventDelegate?.reportClick()
    }
}
