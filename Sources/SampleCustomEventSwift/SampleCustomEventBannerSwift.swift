import Mediation
import NeutralUI
import SampleAdSDK

/// Loads a Sample banner for the host and reports its clicks.
///
/// No once-only guard: the host's completion handler is kept and run on every load callback the
/// SDK sends, each time replacing the stored event delegate.
final class SampleCustomEventBannerSwift: MediationBannerAd, SampleBannerAdDelegate {
    private var bannerAd: SampleBanner?
    private var delegate: (any MediationBannerAdEventDelegate)?
    private var completionHandler: MediationBannerLoadCompletionHandler?

    /// The Sample banner, or a fresh empty view while there is none.
    var view: View { bannerAd ?? View() }

    func loadBanner(for adConfiguration: MediationBannerAdConfiguration,
                    completionHandler: @escaping MediationBannerLoadCompletionHandler) {
        let size = adConfiguration.adSize.size
        let bannerAd = SampleBanner(frame: Rect(width: size.width, height: size.height))
        bannerAd.delegate = self
        bannerAd.adUnit = adConfiguration.credentials.settings["parameter"]
        self.bannerAd = bannerAd
        let request = SampleAdRequest()
        request.testMode = adConfiguration.isTestRequest
        self.completionHandler = completionHandler
        bannerAd.fetchAd(request)
    }

    func bannerDidLoad(_ banner: SampleBanner) {
        if let completionHandler {
            delegate = completionHandler(self, nil)
        }
    }

    func banner(_ banner: SampleBanner, didFailToLoadAdWithErrorCode errorCode: SampleErrorCode) {
        let error = MediationError.sampleLoadFailureSwift(errorCode)
        if let completionHandler {
            delegate = completionHandler(nil, error)
        }
    }

    func bannerWillLeaveApplication(_ banner: SampleBanner) {
        delegate?.reportClick()
    }
}
