import NeutralUI

/// Told what a ``SampleNativeAdLoader`` loaded.
public protocol SampleNativeAdLoaderDelegate: AnyObject {
    func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd)
    func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode)
}

/// Loads fake native ads.
public final class SampleNativeAdLoader {
    public weak var delegate: (any SampleNativeAdLoaderDelegate)?
    public var adUnitID: String?
    private let context = SampleSDKContext(for: "SampleNativeAdLoader")

    public init() {}

    public func fetchAd(_ request: SampleNativeAdRequest) {
        guard let adUnitID else {
            context.call(delegate, .adLoaderDidFailToLoad(code: .badRequest)) {
                $0.adLoader(self, didFailToLoadAdWith: .badRequest)
            }
            return
        }
        let downloadImages = request.shouldDownloadImages
        context.fetch(SampleNetworkRequest(format: .native, adUnit: adUnitID, request: request)) { [self] outcome in
            switch outcome {
            case .fill(let native):
                // A network that filled without a native payload gets Google's sample's ad: video.
                // A payload with `hasVideo` false is AdReplay's no-video variant (no media view).
                let fill = native ?? SampleNativeFill(variant: .app, hasVideo: true)
                let ad = SampleNativeAd(fill: fill, downloadImages: downloadImages, context: context)
                let summary = SampleNativeAdSummary(
                    variant: fill.variant, hasMediaView: fill.hasVideo, imagesDownloaded: downloadImages)
                context.call(delegate, .adLoaderDidReceiveNativeAd(summary)) { $0.adLoader(self, didReceive: ad) }
            case .failure(let code):
                switch code {
                case .unknown: context.log("Sample SDK is pretending to fail with an unknown error!")
                case .networkError: context.log("Sample SDK is pretending to fail with a network error!")
                case .noInventory: context.log("Sample SDK is pretending to fail with no fill!")
                case .badRequest: break
                }
                context.call(delegate, .adLoaderDidFailToLoad(code: code)) {
                    $0.adLoader(self, didFailToLoadAdWith: code)
                }
            }
        }
    }
}
