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
    let loading: SASLoad
    private let format: SASFormat
    private let placement: SASAdPlacement
    private let fullScreen = StandInFullScreen<SASNetwork>()
    private weak var presenter: ViewController?
    public private(set) var adStatus = SASAdStatus.notAvailable
    var screenName: String { "SASFullScreenAd" }

    init(format: SASFormat, placement: SASAdPlacement, typeName: String) {
        self.format = format
        self.placement = placement
        loading = SASLoad(for: typeName)
    }

    var context: SASContext { loading.context }

    public func load() {
        adStatus = .loading
        loading.load(format, placement) { [weak self] ad, _ in
            guard let self else { return }
            adStatus = .ready
            loaded(ad)
        } failed: { [weak self] code, error in
            guard let self else { return }
            adStatus = .notAvailable
            failed(code, error)
        }
    }

    /// Shows the ad when it is ready; does nothing otherwise.
    public func show(from viewController: ViewController) {
        guard adStatus == .ready else { return }
        adStatus = .showing
        presenter = viewController
        fullScreen.open(screenName, in: context, title: .shown(loading.creative?.title)) { [weak self] in
            guard let self, let url = context.clickedURL() else { return }
            clicked(url)
        } closeTapped: { [weak self] in
            self?.closed()
        }
        .present(from: viewController, namingPresenter: false) { [weak self] in self?.appeared(from: viewController) }
    }

    private func closed() {
        guard fullScreen.close() else { return }
        adStatus = .notAvailable
        if let presenter { disappeared(from: presenter) }
    }

    func loaded(_ ad: SASAd) {}
    func failed(_ code: Int, _ error: NSError) {}
    func appeared(from viewController: ViewController) {}
    func disappeared(from viewController: ViewController) {}
    func clicked(_ url: URL) {}
}

/// `SASInterstitialManager`.
public final class SASInterstitialManager: SASFullScreenManager {
    private weak var delegate: (any SASInterstitialManagerDelegate)?
    override var screenName: String { "SASInterstitial" }

    public init(placement: SASAdPlacement, delegate: (any SASInterstitialManagerDelegate)?) {
        self.delegate = delegate
        super.init(format: .interstitial, placement: placement, typeName: "SASInterstitialManager")
    }

    override func loaded(_ ad: SASAd) {
        context.call(delegate, .interstitialDidLoad) { $0.interstitialManager(self, didLoad: ad) }
    }
    override func failed(_ code: Int, _ error: NSError) {
        context.call(delegate, .interstitialDidFailToLoad(code: code)) { $0.interstitialManager(self, didFailToLoadWithError: error) }
    }
    override func appeared(from viewController: ViewController) {
        context.call(delegate, .interstitialDidAppear) { $0.interstitialManager(self, didAppearFrom: viewController) }
    }
    override func disappeared(from viewController: ViewController) {
        context.call(delegate, .interstitialDidDisappear) { $0.interstitialManager(self, didDisappearFrom: viewController) }
    }
    override func clicked(_ url: URL) {
        context.call(delegate, .interstitialDidClick) { $0.interstitialManager(self, didClickWith: url) }
    }
}

/// `SASRewardedVideoManager`: rewards the user five seconds after the video appears.
public final class SASRewardedVideoManager: SASFullScreenManager {
    private weak var delegate: (any SASRewardedVideoManagerDelegate)?
    override var screenName: String { "SASRewardedVideo" }

    public init(placement: SASAdPlacement, delegate: (any SASRewardedVideoManagerDelegate)?) {
        self.delegate = delegate
        super.init(format: .rewarded, placement: placement, typeName: "SASRewardedVideoManager")
    }

    override func loaded(_ ad: SASAd) {
        context.call(delegate, .rewardedVideoDidLoad) { $0.rewardedVideoManager(self, didLoad: ad) }
    }
    override func failed(_ code: Int, _ error: NSError) {
        context.call(delegate, .rewardedVideoDidFailToLoad(code: code)) { $0.rewardedVideoManager(self, didFailToLoadWithError: error) }
    }
    override func disappeared(from viewController: ViewController) {
        context.call(delegate, .rewardedVideoDidDisappear) { $0.rewardedVideoManager(self, didDisappearFrom: viewController) }
    }
    override func clicked(_ url: URL) {
        context.call(delegate, .rewardedVideoDidClick) { $0.rewardedVideoManager(self, didClickWith: url) }
    }

    override func appeared(from viewController: ViewController) {
        context.call(delegate, .rewardedVideoDidAppear) { $0.rewardedVideoManager(self, didAppearFrom: viewController) }
        context.after(5_000) { [weak self] in
            guard let self else { return }
            let reward = SASReward(currency: "coins", amount: 10)
            context.call(delegate, .rewardedVideoDidCollectReward) { $0.rewardedVideoManager(self, didCollect: reward) }
        }
    }
}
