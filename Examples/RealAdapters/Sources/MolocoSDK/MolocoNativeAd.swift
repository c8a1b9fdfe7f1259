import AdWorld
import NeutralUI

/// A native ad's assets (the real SDK's type is `MolocoNativeAdAssests`).
public final class MolocoNativeAdAssets {
    public let title: String?
    public let description: String?
    public let sponsorText: String?
    public let ctaTitle: String?
    public let rating: Double?
    public let mainImage: Image?
    public let appIcon: Image?
    /// Set for a video creative; the stand-in's creatives are images.
    public let videoView: View?

    init(_ creative: MolocoCreative) {
        title = creative.title
        description = creative.body
        sponsorText = creative.sponsor
        ctaTitle = creative.callToAction
        rating = Double(creative.ratingTenths) / 10
        mainImage = Image(size: Size(width: 1200, height: 627), color: .lightGray)
        appIcon = Image(size: Size(width: 128, height: 128), color: .white)
        videoView = nil
    }
}

/// A native ad: its assets once loaded; the app (through GMA) reports its impression and clicks.
public final class MolocoNativeAd: MolocoAd {
    private let loading: MolocoLoad
    public weak var delegate: (any MolocoNativeAdDelegate)?
    public private(set) var assets: MolocoNativeAdAssets?
    public var isReady: Bool { loading.isLoaded }

    init(params: MolocoCreateAdParams, context: MolocoContext) {
        loading = MolocoLoad(params: params, context: context)
    }

    private var context: MolocoContext { loading.context }

    public func load(bidResponse: String) {
        loading.load(.native, bidResponse) { [weak self] creative in
            guard let self else { return }
            assets = MolocoNativeAdAssets(creative)
            context.call(delegate, .didLoad) { $0.didLoad(ad: self) }
        } failed: { [weak self] code, error in
            guard let self else { return }
            context.call(delegate, .failToLoad(code: code)) { $0.failToLoad(ad: self, with: error) }
        }
    }

    public func handleImpression() {
        context.call(delegate, .didHandleImpression) { $0.didHandleImpression(ad: self) }
    }

    public func handleClick() {
        context.click()
        context.call(delegate, .didHandleClick) { $0.didHandleClick(ad: self) }
    }
}
