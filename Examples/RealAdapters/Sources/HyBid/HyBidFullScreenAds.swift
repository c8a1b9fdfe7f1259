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

/// What both full-screen ads share: rendered from a bid response, shown once.
public class HyBidFullScreenAd {
    let rendering = HyBidRender()
    private var screen: ViewController?
    private var shown = false
    public var isReady: Bool { rendering.isLoaded && !shown }

    public func prepareAd(withContent content: String) {
        rendering.render(content) { [weak self] in self?.loaded() } failed: { [weak self] in self?.failed($0) }
    }

    public func show(from viewController: ViewController) {
        guard isReady else { return }
        shown = true
        let view = View(frame: Rect(width: 320, height: 640))
        let close = Button(title: "×", frame: Rect(x: 280, width: 40, height: 40)) { [weak self] in self?.closed() }
        close.accessibilityIdentifier = View.closeButtonIdentifier
        view.addSubview(close)
        view.addTapHandler { [weak self] in
            self?.rendering.click()
            self?.clicked()
        }
        let screen = ViewController(view: view)
        self.screen = screen
        viewController.present(screen) { [weak self] in self?.appeared() }
    }

    private func closed() {
        guard let screen else { return }
        self.screen = nil
        screen.dismiss()
        dismissed()
    }

    func loaded() {}
    func failed(_ error: any Error) {}
    func appeared() {}
    func clicked() {}
    func dismissed() {}
}

/// `HyBidInterstitialAd`.
public final class HyBidInterstitialAd: HyBidFullScreenAd {
    private weak var delegate: (any HyBidInterstitialAdDelegate)?

    public init(delegate: any HyBidInterstitialAdDelegate) {
        self.delegate = delegate
    }

    override func loaded() { delegate?.interstitialDidLoad() }
    override func failed(_ error: any Error) { delegate?.interstitialDidFailWithError(error) }
    override func appeared() { delegate?.interstitialDidTrackImpression() }
    override func clicked() { delegate?.interstitialDidTrackClick() }
    override func dismissed() { delegate?.interstitialDidDismiss() }
}

/// `HyBidRewardedAd`: rewards the user five seconds after it appears.
public final class HyBidRewardedAd: HyBidFullScreenAd {
    private weak var delegate: (any HyBidRewardedAdDelegate)?

    public init(delegate: any HyBidRewardedAdDelegate) {
        self.delegate = delegate
    }

    override func loaded() { delegate?.rewardedDidLoad() }
    override func failed(_ error: any Error) { delegate?.rewardedDidFailWithError(error) }
    override func clicked() { delegate?.rewardedDidTrackClick() }
    override func dismissed() { delegate?.rewardedDidDismiss() }

    override func appeared() {
        delegate?.rewardedDidTrackImpression()
        rendering.world.schedule(after: 5_000) { [weak self] in self?.delegate?.onReward() }
    }
}
