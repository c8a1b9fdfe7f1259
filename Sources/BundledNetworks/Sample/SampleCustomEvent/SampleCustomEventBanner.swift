import Mediation
import NeutralUI
import SampleAdSDK

/// Loads a Sample banner for the host and reports its clicks.
final class SampleCustomEventBanner: MediationBannerAd, SampleBannerAdDelegate {
    private var banner: SampleBanner?
    private var completion: OnceCompletion<any MediationBannerAd, any MediationBannerAdEventDelegate>?
    private var eventDelegate: (any MediationBannerAdEventDelegate)?

    func load(for configuration: MediationBannerAdConfiguration,
              completionHandler: @escaping MediationBannerLoadCompletionHandler) {
        completion = OnceCompletion(completionHandler)
        let size = configuration.adSize.size
        let banner = SampleBanner(frame: Rect(width: size.width, height: size.height))
        banner.adUnit = configuration.credentials.settings["parameter"] as? String
        banner.delegate = self
        self.banner = banner
        let request = SampleAdRequest()
        request.testMode = configuration.isTestRequest
        banner.fetchAd(request)
    }

    var view: View { banner ?? View() }

    func bannerDidLoad(_ banner: SampleBanner) {
        eventDelegate = completion?(self, nil)
    }

    func banner(_ banner: SampleBanner, didFailToLoadAdWith errorCode: SampleErrorCode) {
        eventDelegate = completion?(nil, MediationError.sampleLoadFailure(errorCode))
    }

    func bannerWillLeaveApplication(_ banner: SampleBanner) {
        eventDelegate?.reportClick()
    }
}
