import AdWorld
import Foundation
import NeutralUI

/// `MolocoInterstitial`: what `Moloco.shared.createInterstitial(params:)` hands out (an
/// Objective-C protocol in the SDK, so a test's fake can be one).
public protocol MolocoInterstitial: MolocoAd {
    var interstitialDelegate: (any MolocoInterstitialDelegate)? { get set }
    /// The screen the ad shows while it is on screen; nil before and after.
    var fullscreenViewController: ViewController? { get }
    func show(from viewController: ViewController)
    func show(from viewController: ViewController, muted: Bool)
}

/// `MolocoRewardedInterstitial`: what `Moloco.shared.createRewarded(params:)` hands out (an
/// Objective-C protocol in the SDK).
public protocol MolocoRewardedInterstitial: MolocoAd {
    var rewardedDelegate: (any MolocoRewardedDelegate)? { get set }
    /// The screen the ad shows while it is on screen; nil before and after.
    var fullscreenViewController: ViewController? { get }
    func show(from viewController: ViewController)
    func show(from viewController: ViewController, muted: Bool)
}

/// The interstitial and the rewarded ad: a screen with a close button, shown once.
class MolocoFullScreenAd: MolocoAd {
    let loading: MolocoLoad
    private let format: MolocoFormat
    private let params: MolocoCreateAdParams
    private let fullScreen = StandInFullScreen<MolocoNetwork>()
    var adDelegate: (any MolocoAdDelegate)? { nil }
    var screenName: String { "MolocoFullScreenAd" }

    init(format: MolocoFormat, params: MolocoCreateAdParams, typeName: String) {
        self.format = format
        self.params = params
        loading = MolocoLoad(for: typeName)
    }

    var context: MolocoContext { loading.context }
    public var isReady: Bool { loading.isLoaded && !fullScreen.wasOpened }
    public var fullscreenViewController: ViewController? { fullScreen.screen?.controller }

    public func destroy() {
        loading.discard()
    }

    public func load(bidResponse: String) {
        loading.load(format, params, bidResponse) { [weak self] _ in
            guard let self else { return }
            context.call(adDelegate, .didLoad) { $0.didLoad(ad: self) }
        } failed: { [weak self] code, error in
            guard let self else { return }
            context.call(adDelegate, .failToLoad(code: code)) { $0.failToLoad(ad: self, with: error) }
        }
    }

    /// Shows the ad; the stand-in's creatives have no sound, so `muted` changes nothing.
    public func show(from viewController: ViewController, muted: Bool) {
        show(from: viewController)
    }

    public func show(from viewController: ViewController) {
        guard isReady else {
            let error = MolocoNetwork.error(code: 5, "The ad is not ready.")
            context.call(adDelegate, .failToShow(code: 5)) { $0.failToShow(ad: self, with: error) }
            return
        }
        guard loading.creative?.failsToShow != true else {
            let error = MolocoNetwork.error(code: 6, "The ad could not be shown.")
            context.call(adDelegate, .failToShow(code: 6)) { $0.failToShow(ad: self, with: error) }
            return
        }
        fullScreen.open(screenName, in: context) { [weak self] in
            guard let self else { return }
            context.click()
            context.call(adDelegate, .didClick) { $0.didClick(on: self) }
        } closeTapped: { [weak self] in
            guard let self, fullScreen.close() else { return }
            context.call(adDelegate, .didHide) { $0.didHide(ad: self) }
        }
        .present(from: viewController) { [weak self] in
            guard let self else { return }
            context.call(adDelegate, .didShow) { $0.didShow(ad: self) }
            appeared()
        }
    }

    func appeared() {}
}

final class MolocoInterstitialAd: MolocoFullScreenAd, MolocoInterstitial {
    weak var interstitialDelegate: (any MolocoInterstitialDelegate)?
    override var adDelegate: (any MolocoAdDelegate)? { interstitialDelegate }
    override var screenName: String { "MolocoInterstitial" }

    init(params: MolocoCreateAdParams) {
        super.init(format: .interstitial, params: params, typeName: "MolocoInterstitial")
    }
}

/// A rewarded ad: its video plays for five seconds, then the user is rewarded.
final class MolocoRewardedInterstitialAd: MolocoFullScreenAd, MolocoRewardedInterstitial {
    weak var rewardedDelegate: (any MolocoRewardedDelegate)?
    override var adDelegate: (any MolocoAdDelegate)? { rewardedDelegate }
    override var screenName: String { "MolocoRewarded" }

    init(params: MolocoCreateAdParams) {
        super.init(format: .rewarded, params: params, typeName: "MolocoRewarded")
    }

    override func appeared() {
        context.call(rewardedDelegate, .rewardedVideoStarted) { $0.rewardedVideoStarted(ad: self) }
        context.after(5_000) { [weak self] in
            guard let self else { return }
            context.call(rewardedDelegate, .rewardedVideoCompleted) { $0.rewardedVideoCompleted(ad: self) }
            context.call(rewardedDelegate, .userRewarded) { $0.userRewarded(ad: self) }
        }
    }
}
