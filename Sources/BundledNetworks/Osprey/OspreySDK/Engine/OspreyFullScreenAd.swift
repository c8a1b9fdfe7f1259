import NeutralUI

/// The full-screen video ad behind ``OspreyInterstitial`` and ``OspreyRewardedAd``: it loads,
/// presents, plays and tracks, and tells its owner what happened through ``onEvent``; the owner
/// turns each event into its own delegate call.
///
/// Shown once. Presenting it after its expiry fails with ``OspreyError/expired`` and fires
/// nothing. When its screen has appeared it fires every `Impression` of the wrapper chain and
/// the bid's `burl`, then the video plays; the close button appears when it completes. A tap
/// on the video fires the click trackers (first tap only), opens the click-through, and the ad
/// stays on screen.
final class OspreyFullScreenAd {
    enum Event {
        case loaded
        case loadFailed(OspreyError)
        case willPresent
        case presentFailed(OspreyError)
        case impression
        case videoStarted
        case videoCompleted
        case clicked
        case dismissed
    }

    private enum State { case idle, loading, ready, showing, done }

    let format: OspreyFormat
    let screenName: String
    let context: OspreyContext
    var onEvent: (Event) -> Void = { _ in }

    private var state = State.idle
    private var ad: OspreyLoadedAd?
    private var chain: VASTChain?
    private var screen: ViewController?
    private var playback: OspreyVideoPlayback?
    private var clickTracked = false

    init(format: OspreyFormat, screenName: String) {
        self.format = format
        self.screenName = screenName
        self.context = OspreyContext(for: screenName)
    }

    var isReady: Bool { state == .ready && !(ad?.isExpired(at: context.now) ?? true) }

    func load(_ request: OspreyAdRequest) {
        guard state == .idle else { return context.log("loadAd() ignored: the \(format) ad was already loaded.") }
        state = .loading
        context.load(format, request) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let ad):
                guard case .video(let chain) = ad.markup else { return }
                self.ad = ad
                self.chain = chain
                state = .ready
                onEvent(.loaded)
            case .failure(let error):
                state = .idle
                onEvent(.loadFailed(error))
            }
        }
    }

    func show(from viewController: ViewController) {
        guard state == .ready, let ad, let chain else { return failToPresent(.notReady) }
        guard !ad.isExpired(at: context.now) else {
            state = .done
            return failToPresent(.expired)
        }
        guard viewController.presentedViewController == nil else { return failToPresent(.cannotPresent) }
        state = .showing
        onEvent(.willPresent)
        let screen = makeScreen()
        self.screen = screen
        viewController.present(screen) { [weak self] in self?.appeared(ad, chain) }
        context.perform(.presented(screenName))
    }

    private func makeScreen() -> ViewController {
        let view = View(frame: Rect(width: 320, height: 640))
        let close = Button(title: "×", frame: Rect(x: 280, width: 40, height: 40)) { [weak self] in self?.closed() }
        close.accessibilityIdentifier = View.closeButtonIdentifier
        close.isHidden = true
        view.addSubview(close)
        view.addTapHandler { [weak self] in self?.clicked() }
        let controller = ViewController(view: view)
        controller.title = screenName
        return controller
    }

    private func appeared(_ ad: OspreyLoadedAd, _ chain: VASTChain) {
        // The impression is when the screen has appeared: an ad that expired while it appeared
        // (`exp` is the wait until the impression) counts none, bills nothing and closes.
        guard !ad.isExpired(at: context.now) else {
            context.log("The ad expired at \(ad.expiresAt) ms, while its screen appeared: no impression is counted, and it closes.")
            return closed()
        }
        ad.fire(.impression, chain.impressions, playhead: 0, in: context)
        ad.fireBilling(in: context)
        onEvent(.impression)
        let playback = OspreyVideoPlayback(ad: ad, chain: chain, context: context)
        playback.onComplete = { [weak self] in self?.completed() }
        self.playback = playback
        playback.play()
        onEvent(.videoStarted)
    }

    private func completed() {
        onEvent(.videoCompleted)
        guard let close = screen?.view.first(identifiedBy: View.closeButtonIdentifier) else { return }
        close.isHidden = false
        context.perform(.closeButtonShown(screenName))
    }

    private func clicked() {
        guard let ad, let chain else { return }
        if !clickTracked {
            clickTracked = true
            ad.fire(.click, chain.clickTracking, in: context)
        }
        if let target = chain.linear.clickThrough { context.open(target) }
        onEvent(.clicked)
    }

    private func closed() {
        guard let screen else { return }
        self.screen = nil
        state = .done
        playback?.stop()
        screen.dismiss()
        context.perform(.dismissed(screenName))
        onEvent(.dismissed)
    }

    private func failToPresent(_ error: OspreyError) {
        context.log("show(from:) failed: \(error.message)")
        onEvent(.presentFailed(error))
    }
}
