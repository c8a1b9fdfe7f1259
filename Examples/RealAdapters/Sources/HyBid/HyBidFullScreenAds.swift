import Foundation
import NeutralUI

public protocol HyBidInterstitialAdDelegate: AnyObject {
    func interstitialDidLoad()
    func interstitialDidFailWithError(_ error: (any Error)!)
    func interstitialDidTrackImpression()
    func interstitialDidTrackClick()
    func interstitialDidDismiss()
}

public protocol HyBidRewardedAdDelegate: AnyObject {
    func rewardedDidLoad()
    func rewardedDidFailWithError(_ error: (any Error)!)
    func rewardedDidTrackImpression()
    func rewardedDidTrackClick()
    func rewardedDidDismiss()
    func onReward()
}

/// What both full-screen ads share: rendered from a bid response, shown once with a close
/// button, counting the impression when it appears.
public class HyBidFullScreenAd {
    let rendering: HyBidRender
    private let format: HyBidFormat
    private let fullScreen = StandInFullScreen<HyBidNetwork>()
    public var isReady: Bool { rendering.isLoaded && !fullScreen.wasOpened }
    var screenName: String { "HyBidFullScreenAd" }
    var context: HyBidContext { rendering.context }

    init(format: HyBidFormat, typeName: String) {
        self.format = format
        rendering = HyBidRender(for: typeName)
    }

    public func prepareAd(withContent content: String) {
        rendering.render(HyBidRequest(format: format, content: content)) { [weak self] _ in
            self?.loaded()
        } failed: { [weak self] code, error in
            self?.failed(code, error)
        }
    }

    public func show(from viewController: ViewController) {
        guard isReady else { return }
        fullScreen.open(screenName, in: context) { [weak self] in
            self?.context.click()
            self?.clicked()
        } closeTapped: { [weak self] in
            if self?.fullScreen.close() == true { self?.dismissed() }
        }
        .present(from: viewController) { [weak self] in self?.appeared() }
    }

    func loaded() {}
    func failed(_ code: Int, _ error: NSError) {}
    func appeared() {}
    func clicked() {}
    func dismissed() {}
}

/// `HyBidInterstitialAd`.
public final class HyBidInterstitialAd: HyBidFullScreenAd {
    private weak var delegate: (any HyBidInterstitialAdDelegate)?
    override var screenName: String { "HyBidInterstitial" }

    public init(delegate: any HyBidInterstitialAdDelegate) {
        self.delegate = delegate
        super.init(format: .interstitial, typeName: "HyBidInterstitialAd")
    }

    override func loaded() { context.call(delegate, .interstitialDidLoad) { $0.interstitialDidLoad() } }
    override func failed(_ code: Int, _ error: NSError) {
        context.call(delegate, .interstitialDidFail(code: code)) { $0.interstitialDidFailWithError(error) }
    }
    override func appeared() { context.call(delegate, .interstitialDidTrackImpression) { $0.interstitialDidTrackImpression() } }
    override func clicked() { context.call(delegate, .interstitialDidTrackClick) { $0.interstitialDidTrackClick() } }
    override func dismissed() { context.call(delegate, .interstitialDidDismiss) { $0.interstitialDidDismiss() } }
}

/// `HyBidRewardedAd`: rewards the user five seconds after it appears.
public final class HyBidRewardedAd: HyBidFullScreenAd {
    private weak var delegate: (any HyBidRewardedAdDelegate)?
    override var screenName: String { "HyBidRewarded" }

    public init(delegate: any HyBidRewardedAdDelegate) {
        self.delegate = delegate
        super.init(format: .rewarded, typeName: "HyBidRewardedAd")
    }

    override func loaded() { context.call(delegate, .rewardedDidLoad) { $0.rewardedDidLoad() } }
    override func failed(_ code: Int, _ error: NSError) {
        context.call(delegate, .rewardedDidFail(code: code)) { $0.rewardedDidFailWithError(error) }
    }
    override func clicked() { context.call(delegate, .rewardedDidTrackClick) { $0.rewardedDidTrackClick() } }
    override func dismissed() { context.call(delegate, .rewardedDidDismiss) { $0.rewardedDidDismiss() } }

    override func appeared() {
        context.call(delegate, .rewardedDidTrackImpression) { $0.rewardedDidTrackImpression() }
        context.after(5_000) { [weak self] in
            guard let self else { return }
            context.call(delegate, .onReward) { $0.onReward() }
        }
    }
}
