import Foundation
import NeutralUI

public protocol POBInterstitialDelegate: AnyObject {
    func interstitialDidReceiveAd(_ interstitial: POBInterstitial)
    func interstitial(_ interstitial: POBInterstitial, didFailToReceiveAdWithError error: any Error)
    func interstitialWillPresentAd(_ interstitial: POBInterstitial)
    func interstitial(_ interstitial: POBInterstitial, didFailToShowAdWithError error: any Error)
    func interstitialDidRecordImpression(_ interstitial: POBInterstitial)
    func interstitialDidClickAd(_ interstitial: POBInterstitial)
    func interstitialDidDismissAd(_ interstitial: POBInterstitial)
}

public protocol POBRewardedAdDelegate: AnyObject {
    func rewardedAdDidReceive(_ rewardedAd: POBRewardedAd)
    func rewardedAd(_ rewardedAd: POBRewardedAd, didFailToReceiveAdWithError error: any Error)
    func rewardedAdWillPresent(_ rewardedAd: POBRewardedAd)
    func rewardedAd(_ rewardedAd: POBRewardedAd, didFailToShowAdWithError error: any Error)
    func rewardedAdDidRecordImpression(_ rewardedAd: POBRewardedAd)
    func rewardedAdDidClick(_ rewardedAd: POBRewardedAd)
    func rewardedAdDidDismiss(_ rewardedAd: POBRewardedAd)
    func rewardedAd(_ rewardedAd: POBRewardedAd, shouldReward reward: POBReward)
}

/// What both full-screen ads share: a load, then a screen shown once with a close button.
public class POBFullScreenAd {
    let loading = POBLoad()
    private let adUnitId: String?
    private var screen: ViewController?
    private var shown = false
    public var request: POBRequest { loading.request }
    public var isReady: Bool { loading.isLoaded && !shown }

    init(adUnitId: String?) {
        self.adUnitId = adUnitId
    }

    public func addExtraInfo(withKey key: String, andValue value: Data) {
        request.extraInfo[key] = value
    }

    func load(bidding response: String?) {
        let valid = response.map { !$0.isEmpty } ?? (adUnitId?.isEmpty == false)
        loading.load(valid: valid) { [weak self] in self?.received() } failed: { [weak self] in self?.failed($0) }
    }

    public func show(from viewController: ViewController) {
        guard isReady else {
            failedToShow(POBError.make(code: 1003, "The ad is not ready."))
            return
        }
        shown = true
        willPresent()
        let view = View(frame: Rect(width: 320, height: 640))
        let close = Button(title: "×", frame: Rect(x: 280, width: 40, height: 40)) { [weak self] in self?.closed() }
        close.accessibilityIdentifier = View.closeButtonIdentifier
        view.addSubview(close)
        view.addTapHandler { [weak self] in
            self?.loading.open("https://pubmatic.example/click")
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

    func received() {}
    func failed(_ error: NSError) {}
    func failedToShow(_ error: NSError) {}
    func willPresent() {}
    func appeared() {}
    func clicked() {}
    func dismissed() {}
}

/// `POBInterstitial`.
public final class POBInterstitial: POBFullScreenAd {
    public weak var delegate: (any POBInterstitialDelegate)?

    public init() { super.init(adUnitId: nil) }
    public init(publisherId: String, profileId: NSNumber, adUnitId: String) { super.init(adUnitId: adUnitId) }

    public func loadAd(withResponse response: String, for host: POBBiddingHost) { load(bidding: response) }
    public func loadAd() { load(bidding: nil) }

    override func received() { delegate?.interstitialDidReceiveAd(self) }
    override func failed(_ error: NSError) { delegate?.interstitial(self, didFailToReceiveAdWithError: error) }
    override func failedToShow(_ error: NSError) { delegate?.interstitial(self, didFailToShowAdWithError: error) }
    override func willPresent() { delegate?.interstitialWillPresentAd(self) }
    override func appeared() { delegate?.interstitialDidRecordImpression(self) }
    override func clicked() { delegate?.interstitialDidClickAd(self) }
    override func dismissed() { delegate?.interstitialDidDismissAd(self) }
}

/// `POBRewardedAd`: rewards the user five seconds after it appears.
public final class POBRewardedAd: POBFullScreenAd {
    public weak var delegate: (any POBRewardedAdDelegate)?

    public init() { super.init(adUnitId: nil) }
    public init(publisherId: String, profileId: NSNumber, adUnitId: String) { super.init(adUnitId: adUnitId) }

    public func load(withResponse response: String, for host: POBBiddingHost) { load(bidding: response) }
    public func loadAd() { load(bidding: nil) }

    override func received() { delegate?.rewardedAdDidReceive(self) }
    override func failed(_ error: NSError) { delegate?.rewardedAd(self, didFailToReceiveAdWithError: error) }
    override func failedToShow(_ error: NSError) { delegate?.rewardedAd(self, didFailToShowAdWithError: error) }
    override func willPresent() { delegate?.rewardedAdWillPresent(self) }
    override func clicked() { delegate?.rewardedAdDidClick(self) }
    override func dismissed() { delegate?.rewardedAdDidDismiss(self) }

    override func appeared() {
        delegate?.rewardedAdDidRecordImpression(self)
        loading.world.schedule(after: 5_000) { [weak self] in
            guard let self else { return }
            delegate?.rewardedAd(self, shouldReward: POBReward(currencyType: "coins", amount: 10))
        }
    }
}
