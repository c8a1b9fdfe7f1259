import NeutralUI

/// What every ad object shares, kept apart from the ad's class (a banner is a view, the others
/// are not): its creative and world, its delegate, and the calls it makes on it.
final class BidMachineAdCore {
    /// How long a banner or a native ad is on screen before it counts an impression.
    static let impressionDelay = 1_000
    /// How long a full-screen video plays before it can be closed.
    static let videoDuration = 5_000

    let creative: BidMachineCreative
    let format: PlacementFormat
    let context: BidMachineContext
    weak var delegate: (any BidMachineAdDelegate)?
    let rendererConfiguration = BidMachineRendererConfiguration()
    private(set) var isLoaded = false
    private var interacted = false

    init(creative: BidMachineCreative, format: PlacementFormat, context: BidMachineContext) {
        self.creative = creative
        self.format = format
        self.context = context
    }

    /// Renders the creative: the delegate hears `didLoadAd` on the next turn of the clock (twice
    /// for a creative the SDK reports loaded twice).
    func load(_ ad: any BidMachineAdProtocol) {
        let watermark = rendererConfiguration.extras["google_watermark"].map { " with watermark \($0)" } ?? ""
        context.log("Rendering \(format) \(creative)\(watermark)")
        context.after(0) { [self, weak ad] in
            guard let ad else { return }
            if let failure = creative.failure, failure == .render {
                context.call(delegate, .didFailLoadAd(code: failure.code)) { $0.didFailLoadAd(ad, failure.error) }
                return
            }
            isLoaded = true
            for _ in 0..<creative.timesLoaded {
                context.call(delegate, .didLoadAd) { $0.didLoadAd(ad) }
            }
        }
    }

    func impression(_ ad: any BidMachineAdProtocol) {
        context.call(delegate, .didTrackImpression) { $0.didTrackImpression(ad) }
    }

    /// A tap: the advertiser's page opens; the first tap is also the tracked interaction.
    func clicked(_ ad: any BidMachineAdProtocol) {
        context.click()
        if !interacted {
            interacted = true
            context.call(delegate, .didTrackInteraction) { $0.didTrackInteraction(ad) }
        }
        context.call(delegate, .didUserInteraction) { $0.didUserInteraction(ad) }
    }
}
