#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif
import SampleAdSDK

/// A banner: the host shows `view` and forwards nothing; the adapter reports clicks (and, for a
/// network that counts them, impressions).
final class GuideBannerAd: NSObject, MediationBannerAd, SampleBannerAdDelegate {
    private var banner: SampleBanner?
    private var completionHandler: GADMediationBannerLoadCompletionHandler?
    private weak var delegate: MediationBannerAdEventDelegate?

    var view: UIView { banner ?? UIView() }

    func load(_ adConfiguration: MediationBannerAdConfiguration,
              _ completionHandler: @escaping GADMediationBannerLoadCompletionHandler) {
        self.completionHandler = completionHandler
        let size = adConfiguration.adSize.size
        let banner = SampleBanner(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        banner.adUnit = adConfiguration.credentials.settings["parameter"] as? String
        banner.delegate = self
        self.banner = banner
        let request = SampleAdRequest()
        request.testMode = adConfiguration.isTestRequest
        banner.fetchAd(request)
    }

    func bannerDidLoad(_ banner: SampleBanner) {
        delegate = completionHandler?(self, nil)
        completionHandler = nil
    }

    func banner(_ banner: SampleBanner, didFailToLoadAdWith errorCode: SampleErrorCode) {
        _ = completionHandler?(nil, GuideError.loadFailed(errorCode))
        completionHandler = nil
    }

    func bannerWillLeaveApplication(_ banner: SampleBanner) {
        delegate?.reportClick()
    }
}
