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
    private var screen: StandInScreen<MolocoNetwork>?
    private var shown = false
    var adDelegate: (any MolocoAdDelegate)? { nil }
    var screenName: String { "MolocoFullScreenAd" }

    init(format: MolocoFormat, params: MolocoCreateAdParams, context: MolocoContext) {
        self.format = format
        loading = MolocoLoad(params: params, context: context)
    }

    var context: MolocoContext { loading.context }
    public var isReady: Bool { loading.isLoaded && !shown }
    public var fullscreenViewController: ViewController? { screen?.controller }

    public func destroy() {
        loading.destroy()
    }

    public func load(bidResponse: String) {
        loading.load(format, bidResponse) { [weak self] _ in
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
            let error = MolocoError.make(code: 5, "The ad is not ready.")
            context.call(adDelegate, .failToShow(code: 5)) { $0.failToShow(ad: self, with: error) }
            return
        }
        guard loading.creative?.failsToShow != true else {
            let error = MolocoError.make(code: 6, "The ad could not be shown.")
            context.call(adDelegate, .failToShow(code: 6)) { $0.failToShow(ad: self, with: error) }
            return
        }
        shown = true
        let screen = StandInScreen(screenName, in: context) { [weak self] in
            guard let self else { return }
            context.click()
            context.call(adDelegate, .didClick) { $0.didClick(on: self) }
        } closeTapped: { [weak self] in
            self?.closed()
        }
        self.screen = screen
        screen.present(from: viewController) { [weak self] in
            guard let self else { return }
            context.call(adDelegate, .didShow) { $0.didShow(ad: self) }
            appeared()
        }
    }

    func appeared() {}

    private func closed() {
        guard let screen else { return }
        self.screen = nil
        screen.dismiss()
        context.call(adDelegate, .didHide) { $0.didHide(ad: self) }
    }
}

final class MolocoInterstitialAd: MolocoFullScreenAd, MolocoInterstitial {
    weak var interstitialDelegate: (any MolocoInterstitialDelegate)?
    override var adDelegate: (any MolocoAdDelegate)? { interstitialDelegate }
    override var screenName: String { "MolocoInterstitial" }

    init(params: MolocoCreateAdParams, context: MolocoContext) {
        super.init(format: .interstitial, params: params, context: context)
    }
}

/// A rewarded ad: its video plays for five seconds, then the user is rewarded.
final class MolocoRewardedInterstitialAd: MolocoFullScreenAd, MolocoRewardedInterstitial {
    weak var rewardedDelegate: (any MolocoRewardedDelegate)?
    override var adDelegate: (any MolocoAdDelegate)? { rewardedDelegate }
    override var screenName: String { "MolocoRewarded" }

    init(params: MolocoCreateAdParams, context: MolocoContext) {
        super.init(format: .rewarded, params: params, context: context)
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
