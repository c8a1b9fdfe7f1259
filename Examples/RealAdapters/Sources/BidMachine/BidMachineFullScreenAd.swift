import NeutralUI

/// What the interstitial and the rewarded ad share: a screen with the title and a close button
/// (shown once a video has played), presented from ``controller`` or the app's root.
public class BidMachineFullScreenAd: BidMachineAdProtocol {
    let core: BidMachineAdCore
    private let fullScreen = StandInFullScreen<BidMachineNetwork>()
    var screenName: String { "BidMachineFullScreenAd" }

    public var controller: ViewController?
    public var delegate: (any BidMachineAdDelegate)? {
        get { core.delegate }
        set { core.delegate = newValue }
    }
    public var rendererConfiguration: BidMachineRendererConfiguration { core.rendererConfiguration }
    /// Loaded and not yet shown.
    public var canShow: Bool { core.isLoaded && !fullScreen.wasOpened }

    init(creative: BidMachineCreative, format: PlacementFormat, context: BidMachineContext) {
        core = BidMachineAdCore(creative: creative, format: format, context: context)
    }

    public func loadAd() {
        core.load(self)
    }

    /// Presents the ad. One that cannot be shown reports `didFailPresentAd` instead.
    public func presentAd() {
        guard canShow else {
            let error = BidMachineNetwork.error(code: 109, "The ad cannot be shown.")
            core.context.call(core.delegate, .didFailPresentAd(code: 109)) { $0.didFailPresentAd(self, error) }
            return
        }
        if let failure = core.creative.failure, failure == .present {
            core.context.call(core.delegate, .didFailPresentAd(code: failure.code)) { $0.didFailPresentAd(self, failure.error) }
            return
        }
        let screen = fullScreen.open(
            screenName, in: core.context, title: .told(core.creative.title), closeHidden: core.creative.isVideo
        ) { [weak self] in
            guard let self else { return }
            core.clicked(self)
        } closeTapped: { [weak self] in
            self?.closed()
        }
        core.context.call(core.delegate, .willPresentScreen) { $0.willPresentScreen(self) }
        screen.present(from: controller ?? core.context.world.application.rootViewController) { [weak self] in self?.appeared() }
    }

    private func appeared() {
        core.context.call(core.delegate, .didPresentAd) { $0.didPresentAd(self) }
        core.impression(self)
        if core.creative.isVideo {
            core.context.after(BidMachineAdCore.videoDuration) { [weak self] in self?.videoEnded() }
        } else {
            completed()
        }
    }

    private func videoEnded() {
        fullScreen.screen?.revealClose()
        completed()
    }

    /// The ad has been watched through (a static one as soon as it appears).
    func completed() {}

    private func closed() {
        guard fullScreen.close() else { return }
        core.context.call(core.delegate, .didDismissScreen) { $0.didDismissScreen(self) }
        core.context.call(core.delegate, .didDismissAd) { $0.didDismissAd(self) }
    }
}

/// `BidMachineInterstitial`.
public final class BidMachineInterstitial: BidMachineFullScreenAd {
    override var screenName: String { "BidMachineInterstitial" }
}

/// `BidMachineRewarded`: rewards the user once the ad has been watched through.
public final class BidMachineRewarded: BidMachineFullScreenAd {
    override var screenName: String { "BidMachineRewarded" }

    override func completed() {
        core.context.call(core.delegate, .didReceiveReward) { $0.didReceiveReward(self) }
    }
}
