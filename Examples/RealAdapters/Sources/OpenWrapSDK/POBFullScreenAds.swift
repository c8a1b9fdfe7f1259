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
    let loading: POBLoad
    private let format: OpenWrapFormat
    private let waterfall: (publisherId: String, profileId: Int, adUnitId: String)?
    private let fullScreen = StandInFullScreen<OpenWrapNetwork>()
    public let request = POBRequest()
    public var isReady: Bool { loading.isLoaded && !fullScreen.wasOpened }
    var screenName: String { "POBFullScreenAd" }

    init(format: OpenWrapFormat, waterfall: (publisherId: String, profileId: Int, adUnitId: String)?, typeName: String) {
        self.format = format
        self.waterfall = waterfall
        loading = POBLoad(for: typeName)
    }

    var context: OpenWrapContext { loading.context }

    public func addExtraInfo(withKey key: String, andValue value: Data) {
        request.extraInfo[key] = value
    }

    func load(bidding response: String?) {
        loading.load(format, request, bidResponse: response, waterfall: response == nil ? waterfall : nil) { [weak self] _ in
            self?.received()
        } failed: { [weak self] code, error in
            self?.failed(code, error)
        }
    }

    public func show(from viewController: ViewController) {
        guard isReady else {
            failedToShow(1004, OpenWrapNetwork.error(code: 1004, "The ad is not ready."))
            return
        }
        let screen = fullScreen.open(screenName, in: context) { [weak self] in
            self?.context.click()
            self?.clicked()
        } closeTapped: { [weak self] in
            if self?.fullScreen.close() == true { self?.dismissed() }
        }
        willPresent()
        screen.present(from: viewController) { [weak self] in self?.appeared() }
    }

    func received() {}
    func failed(_ code: Int, _ error: NSError) {}
    func failedToShow(_ code: Int, _ error: NSError) {}
    func willPresent() {}
    func appeared() {}
    func clicked() {}
    func dismissed() {}
}

/// `POBInterstitial`.
public final class POBInterstitial: POBFullScreenAd {
    public weak var delegate: (any POBInterstitialDelegate)?
    override var screenName: String { "POBInterstitial" }

    public init() { super.init(format: .interstitial, waterfall: nil, typeName: "POBInterstitial") }
    public init(publisherId: String, profileId: NSNumber, adUnitId: String) {
        super.init(format: .interstitial, waterfall: (publisherId, profileId.intValue, adUnitId), typeName: "POBInterstitial")
    }

    public func loadAd(withResponse response: String, for host: POBBiddingHost) { load(bidding: response) }
    public func loadAd() { load(bidding: nil) }

    override func received() { context.call(delegate, .interstitialDidReceiveAd) { $0.interstitialDidReceiveAd(self) } }
    override func failed(_ code: Int, _ error: NSError) {
        context.call(delegate, .interstitialDidFail(code: code)) { $0.interstitial(self, didFailToReceiveAdWithError: error) }
    }
    override func failedToShow(_ code: Int, _ error: NSError) {
        context.call(delegate, .interstitialDidFailToShow(code: code)) { $0.interstitial(self, didFailToShowAdWithError: error) }
    }
    override func willPresent() { context.call(delegate, .interstitialWillPresentAd) { $0.interstitialWillPresentAd(self) } }
    override func appeared() { context.call(delegate, .interstitialDidRecordImpression) { $0.interstitialDidRecordImpression(self) } }
    override func clicked() { context.call(delegate, .interstitialDidClickAd) { $0.interstitialDidClickAd(self) } }
    override func dismissed() { context.call(delegate, .interstitialDidDismissAd) { $0.interstitialDidDismissAd(self) } }
}

/// `POBRewardedAd`: rewards the user five seconds after it appears.
public final class POBRewardedAd: POBFullScreenAd {
    public weak var delegate: (any POBRewardedAdDelegate)?
    override var screenName: String { "POBRewardedAd" }

    public init() { super.init(format: .rewarded, waterfall: nil, typeName: "POBRewardedAd") }
    public init(publisherId: String, profileId: NSNumber, adUnitId: String) {
        super.init(format: .rewarded, waterfall: (publisherId, profileId.intValue, adUnitId), typeName: "POBRewardedAd")
    }

    public func load(withResponse response: String, for host: POBBiddingHost) { load(bidding: response) }
    public func loadAd() { load(bidding: nil) }

    override func received() { context.call(delegate, .rewardedAdDidReceive) { $0.rewardedAdDidReceive(self) } }
    override func failed(_ code: Int, _ error: NSError) {
        context.call(delegate, .rewardedAdDidFail(code: code)) { $0.rewardedAd(self, didFailToReceiveAdWithError: error) }
    }
    override func failedToShow(_ code: Int, _ error: NSError) {
        context.call(delegate, .rewardedAdDidFailToShow(code: code)) { $0.rewardedAd(self, didFailToShowAdWithError: error) }
    }
    override func willPresent() { context.call(delegate, .rewardedAdWillPresent) { $0.rewardedAdWillPresent(self) } }
    override func clicked() { context.call(delegate, .rewardedAdDidClick) { $0.rewardedAdDidClick(self) } }
    override func dismissed() { context.call(delegate, .rewardedAdDidDismiss) { $0.rewardedAdDidDismiss(self) } }

    override func appeared() {
        context.call(delegate, .rewardedAdDidRecordImpression) { $0.rewardedAdDidRecordImpression(self) }
        context.after(5_000) { [weak self] in
            guard let self else { return }
            let reward = POBReward(currencyType: "coins", withAmount: 10)
            context.call(delegate, .rewardedAdShouldReward) { $0.rewardedAd(self, shouldReward: reward) }
        }
    }
}
