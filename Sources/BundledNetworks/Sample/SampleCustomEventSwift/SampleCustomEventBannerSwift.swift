#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif
import SampleAdSDK

/// Loads a Sample banner for the host and reports its clicks.
///
/// No once-only guard: the host's completion handler is kept and run on every load callback the
/// SDK sends, each time replacing the stored event delegate.
#if canImport(ObjectiveC)
@objc
#endif
final class SampleCustomEventBannerSwift: NSObject, MediationBannerAd {
    private var bannerAd: SampleBanner?
    private var delegate: MediationBannerAdEventDelegate?
    private var completionHandler: GADMediationBannerLoadCompletionHandler?

    /// The Sample banner, or a fresh empty view while there is none.
    var view: UIView { bannerAd ?? UIView() }

    required override init() {
        super.init()
    }

    func loadBanner(for adConfiguration: MediationBannerAdConfiguration,
                    completionHandler: @escaping GADMediationBannerLoadCompletionHandler) {
        let size = adConfiguration.adSize.size
        let bannerAd = SampleBanner(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        bannerAd.delegate = self
        bannerAd.adUnit = adConfiguration.credentials.settings["parameter"] as? String
        self.bannerAd = bannerAd
        let request = SampleAdRequest()
        request.testMode = adConfiguration.isTestRequest
        self.completionHandler = completionHandler
        bannerAd.fetchAd(request)
    }
}

extension SampleCustomEventBannerSwift: SampleBannerAdDelegate {
    func bannerDidLoad(_ banner: SampleBanner) {
        if let completionHandler {
            delegate = completionHandler(self, nil)
        }
    }

    func banner(_ banner: SampleBanner, didFailToLoadAdWith errorCode: SampleErrorCode) {
        let error = SampleCustomEventUtilsSwift.loadFailure(errorCode)
        if let completionHandler {
            delegate = completionHandler(nil, error)
        }
    }

    func bannerWillLeaveApplication(_ banner: SampleBanner) {
        delegate?.reportClick()
    }
}
