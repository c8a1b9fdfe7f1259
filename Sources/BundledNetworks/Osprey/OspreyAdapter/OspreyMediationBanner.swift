import OspreySDK

#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif

/// One Osprey banner load for the host, and the banner's events afterwards.
final class OspreyMediationBanner: NSObject, MediationBannerAd, OspreyBannerViewDelegate {
    private let bannerView: OspreyBannerView
    private var completionHandler: GADMediationBannerLoadCompletionHandler?
    private var eventDelegate: MediationBannerAdEventDelegate?

    init(configuration: MediationBannerAdConfiguration, completionHandler: @escaping GADMediationBannerLoadCompletionHandler) {
        bannerView = OspreyBannerView(placementID: configuration.ospreyPlacementID, size: configuration.adSize.size)
        bannerView.isTestMode = configuration.isTestRequest
        bannerView.isChildDirected = configuration.ospreyChildDirected
        self.completionHandler = completionHandler
        super.init()
        bannerView.delegate = self
    }

    func load() {
        bannerView.loadAd()
    }

    var view: UIView { bannerView }

    /// The host hears about a load once, whatever the SDK does afterwards.
    private func complete(_ ad: OspreyMediationBanner?, _ error: Error?) {
        guard let completionHandler else { return }
        self.completionHandler = nil
        eventDelegate = completionHandler(ad, error)
    }

    func ospreyBannerDidLoad(_ banner: OspreyBannerView) {
        complete(self, nil)
    }

    func ospreyBanner(_ banner: OspreyBannerView, didFailWith error: OspreyError) {
        complete(nil, NSError.osprey(error))
    }

    func ospreyBannerDidRecordImpression(_ banner: OspreyBannerView) {
        eventDelegate?.reportImpression()
    }

    func ospreyBannerDidClick(_ banner: OspreyBannerView) {
        eventDelegate?.reportClick()
    }
}
