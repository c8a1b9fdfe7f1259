import NeutralUI

/// Told what an ``OspreyRewardedAd`` did.
public protocol OspreyRewardedAdDelegate: AnyObject {
    func ospreyRewardedAdDidLoad(_ ad: OspreyRewardedAd)
    func ospreyRewardedAd(_ ad: OspreyRewardedAd, didFailWith error: OspreyError)
    func ospreyRewardedAdWillPresent(_ ad: OspreyRewardedAd)
    /// ``OspreyRewardedAd/show(from:)`` could not show the ad: not ready, expired, or the view controller is busy.
    func ospreyRewardedAd(_ ad: OspreyRewardedAd, didFailToPresentWith error: OspreyError)
    /// The screen appeared and the SDK fired the impression trackers.
    func ospreyRewardedAdDidRecordImpression(_ ad: OspreyRewardedAd)
    func ospreyRewardedAdVideoDidStart(_ ad: OspreyRewardedAd)
    func ospreyRewardedAdVideoDidComplete(_ ad: OspreyRewardedAd)
    /// The video played to its end: the user earned ``OspreyRewardedAd/reward``.
    func ospreyRewardedAd(_ ad: OspreyRewardedAd, didEarn reward: OspreyReward)
    func ospreyRewardedAdDidClick(_ ad: OspreyRewardedAd)
    func ospreyRewardedAdDidDismiss(_ ad: OspreyRewardedAd)
}

/// A full-screen rewarded video ad (VAST), shown once: the user earns ``reward`` when the video
/// completes, and only then does the close button appear.
///
/// ```swift
/// let rewarded = OspreyRewardedAd(placementID: "daily-bonus", reward: OspreyReward(type: "coins", amount: 10))
/// rewarded.delegate = self
/// rewarded.loadAd()
/// // once the delegate heard did-load:
/// rewarded.show(from: viewController)   // … ospreyRewardedAd(_:didEarn: 10 coins) when the video completes
/// ```
public final class OspreyRewardedAd {
    public let placementID: String
    public let reward: OspreyReward
    /// Sends `test: 1`: the server answers as usual and bills nothing.
    public var isTestMode = false
    /// The app's child-directed tag, sent as `regs.coppa`; nil leaves it out.
    public var isChildDirected: Bool?
    public weak var delegate: (any OspreyRewardedAdDelegate)?
    private let engine: OspreyFullScreenAd

    public init(placementID: String, reward: OspreyReward = OspreyReward(type: "reward", amount: 1)) {
        self.placementID = placementID
        self.reward = reward
        engine = OspreyFullScreenAd(format: .rewarded, screenName: "OspreyRewardedAd")
        engine.onEvent = { [weak self] in self?.handle($0) }
    }

    /// Loaded, not shown, not expired.
    public var isReady: Bool { engine.isReady }

    /// Asks the auction for an ad. An empty placement fails with `invalidPlacement` on the next
    /// turn of the clock, without a request.
    public func loadAd() {
        engine.load(OspreyAdRequest(placementID: placementID, isTest: isTestMode, childDirected: isChildDirected))
    }

    /// Presents the ad over `viewController`, or tells the delegate why not.
    public func show(from viewController: ViewController) {
        engine.show(from: viewController)
    }

    private func handle(_ event: OspreyFullScreenAd.Event) {
        let context = engine.context
        switch event {
        case .loaded: context.call(delegate, .rewardedDidLoad) { $0.ospreyRewardedAdDidLoad(self) }
        case .loadFailed(let error):
            context.call(delegate, .rewardedDidFail(error: error)) { $0.ospreyRewardedAd(self, didFailWith: error) }
        case .willPresent: context.call(delegate, .rewardedWillPresent) { $0.ospreyRewardedAdWillPresent(self) }
        case .presentFailed(let error):
            context.call(delegate, .rewardedDidFailToPresent(error: error)) { $0.ospreyRewardedAd(self, didFailToPresentWith: error) }
        case .impression: context.call(delegate, .rewardedDidRecordImpression) { $0.ospreyRewardedAdDidRecordImpression(self) }
        case .videoStarted: context.call(delegate, .rewardedVideoDidStart) { $0.ospreyRewardedAdVideoDidStart(self) }
        case .videoCompleted:
            context.call(delegate, .rewardedVideoDidComplete) { $0.ospreyRewardedAdVideoDidComplete(self) }
            context.call(delegate, .rewardedDidEarnReward(reward: reward)) { $0.ospreyRewardedAd(self, didEarn: reward) }
        case .clicked: context.call(delegate, .rewardedDidClick) { $0.ospreyRewardedAdDidClick(self) }
        case .dismissed: context.call(delegate, .rewardedDidDismiss) { $0.ospreyRewardedAdDidDismiss(self) }
        }
    }
}
