import Foundation
import NeutralUI
import Mediation
import SampleAdSDK

/// Turns the host's loader options into a Sample native request; later options override earlier.
enum SampleNativeRequestMapping {
    static func request(for options: [AdLoaderOptions]) -> SampleNativeAdRequest {
        let request = SampleNativeAdRequest()
        request.shouldDownloadImages = true
        request.preferredImageOrientation = .any
        request.shouldRequestMultipleImages = false
        for option in options {
            if let imageOptions = option as? NativeAdImageAdLoaderOptions {
                request.shouldRequestMultipleImages = imageOptions.shouldRequestMultipleImages
                request.shouldDownloadImages = !imageOptions.isImageLoadingDisabled
            } else if let mediaOptions = option as? NativeAdMediaAdLoaderOptions {
                request.preferredImageOrientation = orientation(for: mediaOptions.mediaAspectRatio)
            }
        }
        return request
    }

    static func orientation(for aspectRatio: MediaAspectRatio) -> NativeAdImageOrientation {
        switch aspectRatio {
        case .landscape: .landscape
        case .portrait: .portrait
        default: .any
        }
    }

    /// The last ad-view options among `options`, if any.
    static func adViewOptions(in options: [AdLoaderOptions]) -> NativeAdViewAdOptions? {
        options.compactMap { $0 as? NativeAdViewAdOptions }.last
    }
}

/// The host's view of a Sample ad's images: the image itself when downloaded, otherwise a file
/// URL made from the Sample ad's URL string (as the original adapter does) with its scale.
enum SampleNativeImages {
    static func image(_ image: NeutralUI.Image?, url: String?, scale: Double) -> NativeAdImage? {
        if let image { return NativeAdImage(image: image) }
        guard let url else { return nil }
        return NativeAdImage(url: URL(fileURLWithPath: url), scale: scale)
    }

    static func images(of ad: SampleNativeAd) -> [NativeAdImage] {
        image(ad.image, url: ad.imageURL, scale: ad.imageScale).map { [$0] } ?? []
    }

    static func icon(of ad: SampleNativeAd) -> NativeAdImage? {
        image(ad.icon, url: ad.iconURL, scale: ad.iconScale)
    }

    static func extraAssets(of ad: SampleNativeAd) -> [String: String]? {
        ad.degreeOfAwesomeness.map { [SampleCustomEventConstants.awesomenessKey: $0] }
    }
}
