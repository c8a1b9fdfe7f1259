import Mediation
import NeutralUI
import PebbleAdsSDK

/// One Pebble banner load for the host, and the banner's events afterwards.
final class PebbleMediationBanner: MediationBannerAd, PebbleBannerViewDelegate {
    private let bannerView: PebbleBannerView
    private var completionHandler: MediationBannerLoadCompletionHandler?
    private var eventDelegate: (any MediationBannerAdEventDelegate)?

    init(configuration: MediationBannerAdConfiguration, completionHandler: @escaping MediationBannerLoadCompletionHandler) {
        let size = configuration.adSize.size
        bannerView = PebbleBannerView(placementID: configuration.pebblePlacementID,
                                      frame: Rect(width: size.width, height: size.height))
        bannerView.isTestMode = configuration.isTestRequest
        self.completionHandler = completionHandler
        bannerView.delegate = self
    }

    func load() {
        bannerView.loadAd()
    }

    var view: View { bannerView }

    /// The host hears about a load once, whatever the SDK does afterwards.
    private func complete(_ ad: PebbleMediationBanner?, _ error: MediationError?) {
        guard let completionHandler else { return }
        self.completionHandler = nil
        eventDelegate = completionHandler(ad, error)
    }

    func pebbleBannerDidLoad(_ banner: PebbleBannerView) {
        complete(self, nil)
    }

    func pebbleBanner(_ banner: PebbleBannerView, didFailWith error: PebbleError) {
        complete(nil, .pebble(error))
    }

    func pebbleBannerDidRecordImpression(_ banner: PebbleBannerView) {
        eventDelegate?.reportImpression()
    }

    func pebbleBannerWasClicked(_ banner: PebbleBannerView) {
        eventDelegate?.reportClick()
    }
}
