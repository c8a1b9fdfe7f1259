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

    init(title: String) {
        self.title = title
        description = "\(title), now on sale."
        sponsorText = "Moloco"
        ctaTitle = "Install"
        rating = 4.5
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

    init(params: MolocoCreateAdParams, world: World) {
        loading = MolocoLoad(params: params, world: world)
    }

    public func load(bidResponse: String) {
        loading.load(bidResponse) { [weak self] in
            guard let self else { return }
            assets = MolocoNativeAdAssets(title: "Orbit Runner")
            delegate?.didLoad(ad: self)
        } failed: { [weak self] error in
            guard let self else { return }
            delegate?.failToLoad(ad: self, with: error)
        }
    }

    public func handleImpression() {
        delegate?.didHandleImpression(ad: self)
    }

    public func handleClick() {
        loading.world.application.open("https://moloco.example/click")
        delegate?.didHandleClick(ad: self)
    }
}
