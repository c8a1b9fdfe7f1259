import Foundation
import NeutralUI

public protocol SASInterstitialManagerDelegate: AnyObject {
    func interstitialManager(_ manager: SASInterstitialManager, didLoad ad: SASAd)
    func interstitialManager(_ manager: SASInterstitialManager, didFailToLoadWithError error: any Error)
    func interstitialManager(_ manager: SASInterstitialManager, didAppearFrom viewController: ViewController)
    func interstitialManager(_ manager: SASInterstitialManager, didDisappearFrom viewController: ViewController)
    func interstitialManager(_ manager: SASInterstitialManager, didClickWith URL: URL)
}

extension SASInterstitialManagerDelegate {
    public func interstitialManager(_ manager: SASInterstitialManager, didAppearFrom viewController: ViewController) {}
    public func interstitialManager(_ manager: SASInterstitialManager, didDisappearFrom viewController: ViewController) {}
    public func interstitialManager(_ manager: SASInterstitialManager, didClickWith URL: URL) {}
}

public protocol SASRewardedVideoManagerDelegate: AnyObject {
    func rewardedVideoManager(_ manager: SASRewardedVideoManager, didLoad ad: SASAd)
    func rewardedVideoManager(_ manager: SASRewardedVideoManager, didFailToLoadWithError error: any Error)
    func rewardedVideoManager(_ manager: SASRewardedVideoManager, didAppearFrom viewController: ViewController)
    func rewardedVideoManager(_ manager: SASRewardedVideoManager, didDisappearFrom viewController: ViewController)
    func rewardedVideoManager(_ manager: SASRewardedVideoManager, didCollect reward: SASReward)
    func rewardedVideoManager(_ manager: SASRewardedVideoManager, didClickWith URL: URL)
}

extension SASRewardedVideoManagerDelegate {
    public func rewardedVideoManager(_ manager: SASRewardedVideoManager, didAppearFrom viewController: ViewController) {}
    public func rewardedVideoManager(_ manager: SASRewardedVideoManager, didDisappearFrom viewController: ViewController) {}
    public func rewardedVideoManager(_ manager: SASRewardedVideoManager, didCollect reward: SASReward) {}
    public func rewardedVideoManager(_ manager: SASRewardedVideoManager, didClickWith URL: URL) {}
}

/// What both managers share: one load, one showing with a close button.
public class SASFullScreenManager {
    let loading = SASLoad()
    private let placement: SASAdPlacement
    private var screen: ViewController?
    private weak var presenter: ViewController?
    public private(set) var adStatus = SASAdStatus.notAvailable

    init(placement: SASAdPlacement) {
        self.placement = placement
    }

    public func load() {
        adStatus = .loading
        loading.load(placement) { [weak self] ad in
            guard let self else { return }
            adStatus = .ready
            loaded(ad)
        } failed: { [weak self] error in
            guard let self else { return }
            adStatus = .notAvailable
            failed(error)
        }
    }

    public func show(from viewController: ViewController) {
        guard adStatus == .ready else { return }
        adStatus = .showing
        presenter = viewController
        let view = View(frame: Rect(width: 320, height: 640))
        let close = Button(title: "×", frame: Rect(x: 280, width: 40, height: 40)) { [weak self] in self?.closed() }
        close.accessibilityIdentifier = View.closeButtonIdentifier
        view.addSubview(close)
        view.addTapHandler { [weak self] in
            guard let self, let url = loading.click() else { return }
            clicked(url)
        }
        let screen = ViewController(view: view)
        self.screen = screen
        viewController.present(screen) { [weak self] in self?.appeared(from: viewController) }
    }

    private func closed() {
        guard let screen else { return }
        self.screen = nil
        screen.dismiss()
        adStatus = .notAvailable
        if let presenter { disappeared(from: presenter) }
    }

    func loaded(_ ad: SASAd) {}
    func failed(_ error: NSError) {}
    func appeared(from viewController: ViewController) {}
    func disappeared(from viewController: ViewController) {}
    func clicked(_ url: URL) {}
}

/// `SASInterstitialManager`.
public final class SASInterstitialManager: SASFullScreenManager {
    private weak var delegate: (any SASInterstitialManagerDelegate)?

    public init(placement: SASAdPlacement, delegate: (any SASInterstitialManagerDelegate)?) {
        self.delegate = delegate
        super.init(placement: placement)
    }

    override func loaded(_ ad: SASAd) { delegate?.interstitialManager(self, didLoad: ad) }
    override func failed(_ error: NSError) { delegate?.interstitialManager(self, didFailToLoadWithError: error) }
    override func appeared(from viewController: ViewController) { delegate?.interstitialManager(self, didAppearFrom: viewController) }
    override func disappeared(from viewController: ViewController) { delegate?.interstitialManager(self, didDisappearFrom: viewController) }
    override func clicked(_ url: URL) { delegate?.interstitialManager(self, didClickWith: url) }
}

/// `SASRewardedVideoManager`: rewards the user five seconds after the video appears.
public final class SASRewardedVideoManager: SASFullScreenManager {
    private weak var delegate: (any SASRewardedVideoManagerDelegate)?

    public init(placement: SASAdPlacement, delegate: (any SASRewardedVideoManagerDelegate)?) {
        self.delegate = delegate
        super.init(placement: placement)
    }

    override func loaded(_ ad: SASAd) { delegate?.rewardedVideoManager(self, didLoad: ad) }
    override func failed(_ error: NSError) { delegate?.rewardedVideoManager(self, didFailToLoadWithError: error) }
    override func disappeared(from viewController: ViewController) { delegate?.rewardedVideoManager(self, didDisappearFrom: viewController) }
    override func clicked(_ url: URL) { delegate?.rewardedVideoManager(self, didClickWith: url) }

    override func appeared(from viewController: ViewController) {
        delegate?.rewardedVideoManager(self, didAppearFrom: viewController)
        loading.world.schedule(after: 5_000) { [weak self] in
            guard let self else { return }
            delegate?.rewardedVideoManager(self, didCollect: SASReward(currency: "coins", amount: 10))
        }
    }
}
