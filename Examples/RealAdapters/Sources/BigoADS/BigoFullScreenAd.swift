import NeutralUI

/// What the three full-screen formats share: a screen with the title, a close button shown at
/// once (or, for a video, once it has played), a tap that clicks.
public class BigoFullScreenAd: BigoAd {
    /// The ad's screen, up from `show` until it is closed.
    let fullScreen = StandInFullScreen<BigoNetwork>()
    var screenName: String { "BigoFullScreenAd" }
    /// Whether a video hides the close button until it has played (a splash's is its skip button).
    var closeWaitsForVideo: Bool { true }

    /// Shows the ad over `viewController`. An expired or destroyed ad, or one already shown,
    /// reports `onAd(_:error:)` (1010) instead; one whose content cannot be played
    /// (``BigoCreative/failsToPlay``), `onAd(_:error:)` (1012).
    public func show(_ viewController: ViewController) {
        guard !isDestroyed, !isExpired(), !fullScreen.isOnScreen else {
            let error = BigoAdError(errorCode: 1010, errorMsg: "The ad cannot be shown.")
            context.call(interactionDelegate, .onAdError(code: 1010)) { $0.onAd(self, error: error) }
            return
        }
        guard creative.failsToPlay != true else {
            let error = BigoAdError(errorCode: 1012, errorMsg: "The ad failed to play.")
            context.call(interactionDelegate, .onAdError(code: 1012)) { $0.onAd(self, error: error) }
            return
        }
        fullScreen.open(
            screenName, in: context, title: .told(creative.title), closeHidden: creative.isVideo && closeWaitsForVideo
        ) { [weak self] in
            self?.clicked()
        } closeTapped: { [weak self] in
            self?.closeTapped()
        }
        .present(from: viewController) { [weak self] in self?.appeared() }
    }

    private func appeared() {
        context.call(interactionDelegate, .onAdOpened) { $0.onAdOpened(self) }
        impression()
        guard creative.isVideo else { return }
        context.after(Self.videoDuration) { [weak self] in self?.videoEnded() }
    }

    /// The video played to its end: the close button shows.
    func videoEnded() {
        fullScreen.screen?.revealClose()
    }

    func closeTapped() {
        close()
    }

    func close() {
        guard fullScreen.close() else { return }
        context.call(interactionDelegate, .onAdClosed) { $0.onAdClosed(self) }
    }
}

/// `BigoInterstitialAd`.
public final class BigoInterstitialAd: BigoFullScreenAd {
    override var screenName: String { "BigoInterstitial" }
}

/// `BigoRewardVideoAd`: rewards the user when its video has played to its end (a static
/// creative rewards at once when it appears).
public final class BigoRewardVideoAd: BigoFullScreenAd {
    override var screenName: String { "BigoRewardVideo" }

    public func setRewardVideoAdInteractionDelegate(_ delegate: (any BigoRewardVideoAdInteractionDelegate)?) {
        setAdInteractionDelegate(delegate)
    }

    override func videoEnded() {
        super.videoEnded()
        rewarded()
    }

    override public func show(_ viewController: ViewController) {
        // A show that failed (already on screen, expired, cannot be played) rewards nothing.
        let wasOnScreen = fullScreen.isOnScreen
        super.show(viewController)
        if !creative.isVideo, !wasOnScreen, fullScreen.isOnScreen {
            context.after(ViewController.presentationDuration) { [weak self] in self?.rewarded() }
        }
    }

    private func rewarded() {
        context.call(interactionDelegate as? any BigoRewardVideoAdInteractionDelegate, .onAdRewarded) { $0.onAdRewarded(self) }
    }
}

/// `BigoSplashAd`: an app-open ad; the close button skips it, and a video finishes on its own.
public final class BigoSplashAd: BigoFullScreenAd {
    override var screenName: String { "BigoSplash" }
    override var closeWaitsForVideo: Bool { false }

    public func setSplashAdInteractionDelegate(_ delegate: (any BigoSplashAdInteractionDelegate)?) {
        setAdInteractionDelegate(delegate)
    }

    private var splashDelegate: (any BigoSplashAdInteractionDelegate)? {
        interactionDelegate as? any BigoSplashAdInteractionDelegate
    }

    override func videoEnded() {
        context.call(splashDelegate, .onAdFinished) { $0.onAdFinished(self) }
        close()
    }

    override func closeTapped() {
        context.call(splashDelegate, .onAdSkipped) { $0.onAdSkipped(self) }
        close()
    }
}
