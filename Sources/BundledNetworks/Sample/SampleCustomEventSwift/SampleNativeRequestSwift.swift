#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif
import SampleAdSDK

/// The Swift adapters' native request and image mapping, shared by the current and the legacy
/// native adapter (Google's sample writes it out in each).
enum SampleNativeRequestSwift {
    /// Downloaded images, any orientation, one image; then the host's options in order, later
    /// ones overriding earlier. Ad-view options are not the request's business, and `testMode`
    /// is never set.
    static func request(for options: [GADAdLoaderOptions]) -> SampleNativeAdRequest {
        let request = SampleNativeAdRequest()
        request.shouldDownloadImages = true
        request.preferredImageOrientation = .any
        request.shouldRequestMultipleImages = false
        for option in options {
            if let imageOptions = option as? NativeAdImageAdLoaderOptions {
                request.shouldRequestMultipleImages = imageOptions.shouldRequestMultipleImages
                request.shouldDownloadImages = !imageOptions.isImageLoadingDisabled
            } else if let mediaOptions = option as? NativeAdMediaAdLoaderOptions {
                switch mediaOptions.mediaAspectRatio {
                case .landscape: request.preferredImageOrientation = .landscape
                case .portrait: request.preferredImageOrientation = .portrait
                default: request.preferredImageOrientation = .any
                }
            }
        }
        return request
    }

    /// The image itself when the SDK downloaded it, else a file URL made from the SDK's URL
    /// string (an https address, so the URL is nonsense — as in the sample) at its scale.
    ///
    /// The Sample SDK always gives one or the other; with neither there is no image (the sample
    /// would trap reading the missing URL, a case its SDK never produces).
    static func image(_ image: UIImage?, url: String?, scale: Double) -> NativeAdImage? {
        if let image { return NativeAdImage(image: image) }
        return url.map { NativeAdImage(url: URL(fileURLWithPath: $0), scale: scale) }
    }

    static func images(of ad: SampleNativeAd) -> [NativeAdImage]? {
        image(ad.image, url: ad.imageURL, scale: ad.imageScale).map { [$0] }
    }

    static func icon(of ad: SampleNativeAd) -> NativeAdImage? {
        image(ad.icon, url: ad.iconURL, scale: ad.iconScale)
    }

    /// The extra asset, an empty string standing in when the ad has none.
    static func extraAssets(of ad: SampleNativeAd?) -> [String: String] {
        [SampleCustomEventConstantsSwift.awesomenessKey: ad?.degreeOfAwesomeness ?? ""]
    }
}
