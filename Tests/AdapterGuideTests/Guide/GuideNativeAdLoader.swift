#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif
import SampleAdSDK

/// Loads one native ad for the current API: maps the app's loader options onto the Sample
/// request, and the Sample ad onto a ``GuideNativeAd``.
final class GuideNativeAdLoader: NSObject, SampleNativeAdLoaderDelegate {
    private let adLoader = SampleNativeAdLoader()
    private var completionHandler: GADMediationNativeLoadCompletionHandler?
    private var nativeAd: GuideNativeAd?

    func load(_ adConfiguration: MediationNativeAdConfiguration,
              _ completionHandler: @escaping GADMediationNativeLoadCompletionHandler) {
        self.completionHandler = completionHandler
        adLoader.adUnitID = adConfiguration.credentials.settings["parameter"] as? String
        adLoader.delegate = self
        adLoader.fetchAd(Self.request(adConfiguration.options, isTest: adConfiguration.isTestRequest))
    }

    /// Later options override earlier ones, as the app listed them.
    static func request(_ options: [GADAdLoaderOptions], isTest: Bool) -> SampleNativeAdRequest {
        let request = SampleNativeAdRequest()
        request.testMode = isTest
        for option in options {
            if let images = option as? GADNativeAdImageAdLoaderOptions {
                request.shouldDownloadImages = !images.isImageLoadingDisabled
                request.shouldRequestMultipleImages = images.shouldRequestMultipleImages
            } else if let media = option as? GADNativeAdMediaAdLoaderOptions {
                switch media.mediaAspectRatio {
                case .portrait: request.preferredImageOrientation = .portrait
                case .landscape: request.preferredImageOrientation = .landscape
                default: request.preferredImageOrientation = .any
                }
            }
        }
        return request
    }

    func adLoader(_ adLoader: SampleNativeAdLoader, didReceive sampleAd: SampleNativeAd) {
        let nativeAd = GuideNativeAd(sampleAd, tracksItself: false)
        self.nativeAd = nativeAd
        nativeAd.eventDelegate = completionHandler?(nativeAd, nil)
        completionHandler = nil
    }

    func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode) {
        _ = completionHandler?(nil, GuideError.loadFailed(errorCode))
        completionHandler = nil
    }
}
