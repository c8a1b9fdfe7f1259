import AdWorld
import NeutralUI

/// The interstitial and the rewarded ad: a screen with a close button, shown once.
public class MolocoFullScreenAd: MolocoAd {
    let loading: MolocoLoad
    private var screen: ViewController?
    private var shown = false
    var adDelegate: (any MolocoAdDelegate)? { nil }

    init(params: MolocoCreateAdParams, world: World) {
        loading = MolocoLoad(params: params, world: world)
    }

    public var isReady: Bool { loading.isLoaded && !shown }

    public func load(bidResponse: String) {
        loading.load(bidResponse) { [weak self] in
            guard let self else { return }
            adDelegate?.didLoad(ad: self)
        } failed: { [weak self] error in
            guard let self else { return }
            adDelegate?.failToLoad(ad: self, with: error)
        }
    }

    public func show(from viewController: ViewController) {
        guard isReady else {
            adDelegate?.failToShow(ad: self, with: MolocoError.make(code: 3, "The ad is not ready."))
            return
        }
        shown = true
        let view = View(frame: Rect(width: 320, height: 640))
        let close = Button(title: "×", frame: Rect(x: 280, width: 40, height: 40)) { [weak self] in self?.closed() }
        close.accessibilityIdentifier = View.closeButtonIdentifier
        view.addSubview(close)
        view.addTapHandler { [weak self] in
            guard let self else { return }
            loading.world.application.open("https://moloco.example/click")
            adDelegate?.didClick(on: self)
        }
        let screen = ViewController(view: view)
        self.screen = screen
        viewController.present(screen) { [weak self] in
            guard let self else { return }
            adDelegate?.didShow(ad: self)
            appeared()
        }
    }

    func appeared() {}

    private func closed() {
        guard let screen else { return }
        self.screen = nil
        screen.dismiss()
        adDelegate?.didHide(ad: self)
    }
}

public final class MolocoInterstitial: MolocoFullScreenAd {
    public weak var interstitialDelegate: (any MolocoInterstitialDelegate)?
    override var adDelegate: (any MolocoAdDelegate)? { interstitialDelegate }
}

/// A rewarded ad: its video plays for five seconds, then the user is rewarded.
public final class MolocoRewardedInterstitial: MolocoFullScreenAd {
    public weak var rewardedDelegate: (any MolocoRewardedDelegate)?
    override var adDelegate: (any MolocoAdDelegate)? { rewardedDelegate }

    override func appeared() {
        rewardedDelegate?.rewardedVideoStarted(ad: self)
        loading.world.schedule(after: 5_000) { [weak self] in
            guard let self else { return }
            rewardedDelegate?.rewardedVideoCompleted(ad: self)
            rewardedDelegate?.userRewarded(ad: self)
        }
    }
}
