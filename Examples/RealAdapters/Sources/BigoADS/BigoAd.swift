import NeutralUI

/// `BigoAd`: a loaded ad. It expires an hour after it loaded (virtual time), as Bigo's do.
public class BigoAd {
    /// How long a loaded ad can be shown, in milliseconds.
    public static let lifetime = 3_600_000
    /// How long a full-screen video plays before it can be closed, in milliseconds.
    public static let videoDuration = 5_000
    /// How long a banner or a native ad is on screen before it counts an impression.
    public static let impressionDelay = 1_000

    let context: BigoContext
    let creative: BigoCreative
    private let loadedAt: Int
    private(set) var isDestroyed = false
    weak var interactionDelegate: (any BigoAdInteractionDelegate)?

    init(creative: BigoCreative, context: BigoContext) {
        self.creative = creative
        self.context = context
        loadedAt = context.world.now
    }

    /// An ad of no load, as the Objective-C class's `init` makes (Google's Bigo suite hands
    /// `BigoAd()`, `BigoNativeAd()`, `BigoSplashAd()` … to the adapter's delegates): no assets,
    /// counted as loaded now, in the world running (or a detached one of its own).
    public convenience init() {
        self.init(creative: BigoCreative(title: "", callToAction: "", advertiser: ""), context: BigoContext(for: "\(Self.self)"))
    }

    public func setAdInteractionDelegate(_ delegate: (any BigoAdInteractionDelegate)?) {
        interactionDelegate = delegate
    }

    public func isExpired() -> Bool {
        context.world.now - loadedAt >= Self.lifetime
    }

    public func destroy() {
        isDestroyed = true
    }

    func clicked() {
        context.click()
        context.call(interactionDelegate, .onAdClicked) { $0.onAdClicked(self) }
    }

    func impression() {
        context.call(interactionDelegate, .onAdImpression) { $0.onAdImpression(self) }
    }
}
