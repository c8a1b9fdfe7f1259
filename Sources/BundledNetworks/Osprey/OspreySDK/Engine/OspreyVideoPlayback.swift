/// Plays a VAST linear ad on the world's clock: `start` at once, then `firstQuartile`,
/// `midpoint`, `thirdQuartile` and `complete` at their share of the duration, each once, each
/// firing the tracking URLs of every level of the wrapper chain.
final class OspreyVideoPlayback {
    static let events: [(name: String, tracker: OspreyTracker, share: Int)] = [
        ("firstQuartile", .firstQuartile, 1), ("midpoint", .midpoint, 2), ("thirdQuartile", .thirdQuartile, 3), ("complete", .complete, 4),
    ]

    private let ad: OspreyLoadedAd
    private let chain: VASTChain
    private let context: OspreyContext
    private var started = false
    private var stopped = false

    /// Called when the video reaches `complete`.
    var onComplete: (() -> Void)?

    init(ad: OspreyLoadedAd, chain: VASTChain, context: OspreyContext) {
        self.ad = ad
        self.chain = chain
        self.context = context
    }

    var duration: Int { chain.linear.duration ?? 0 }

    /// Starts playing; a second call does nothing.
    func play() {
        guard !started else { return }
        started = true
        ad.fire(.start, chain.tracking("start"), playhead: 0, in: context)
        for event in Self.events {
            let offset = duration * event.share / 4
            context.after(offset) { [weak self] in self?.reach(event.name, event.tracker, at: offset) }
        }
    }

    /// Stops playing: no later event fires.
    func stop() {
        stopped = true
    }

    private func reach(_ name: String, _ tracker: OspreyTracker, at offset: Int) {
        guard !stopped else { return }
        ad.fire(tracker, chain.tracking(name), playhead: offset, in: context)
        if tracker == .complete { onComplete?() }
    }
}
