import NeutralUI

/// Told what a ``SampleRewardedAd`` did. All but the reward have empty defaults, standing in for
/// the Objective-C protocol's optional methods.
public protocol SampleRewardedAdDelegate: AnyObject {
    func rewardedAd(_ rewardedAd: SampleRewardedAd, userDidEarnReward reward: Int)
    func rewardedAdDidReceiveAd(_ rewardedAd: SampleRewardedAd)
    func rewardedAdDidFailToLoadWithError(_ errorCode: SampleErrorCode)
    func rewardedAdDidPresent(_ rewardedAd: SampleRewardedAd)
    func rewardedAdDidDismiss(_ rewardedAd: SampleRewardedAd)
}

extension SampleRewardedAdDelegate {
    public func rewardedAdDidReceiveAd(_ rewardedAd: SampleRewardedAd) {}
    public func rewardedAdDidFailToLoadWithError(_ errorCode: SampleErrorCode) {}
    public func rewardedAdDidPresent(_ rewardedAd: SampleRewardedAd) {}
    public func rewardedAdDidDismiss(_ rewardedAd: SampleRewardedAd) {}
}

/// A rewarded ad: a full screen with a 10-second countdown, after which the user earns 5 and may
/// close it.
public final class SampleRewardedAd {
    public let adUnit: String?
    public weak var delegate: (any SampleRewardedAdDelegate)?
    public var isReady = false
    /// 0 until a fill, then 5.
    public private(set) var reward = 0
    public var enableDebugLogging = false
    let context = SampleSDKContext(for: "SampleRewardedAd")

    public init(adUnitID: String?) {
        self.adUnit = adUnitID
    }

    /// Asks for an ad. Faithful to the sample: a missing ad unit reports BadRequest and then
    /// *carries on* to ask the network, so the delegate may hear a second load callback.
    public func fetchAd(_ request: SampleAdRequest) {
        context.fetchCarryingOnPastMissingUnit(
            .rewarded, adUnit: adUnit, request: request, debugLogging: enableDebugLogging,
            failed: { [self] code in failed(code) }, filled: { [self] in filled() })
    }

    private func filled() {
        reward = 5
        isReady = true
        context.call(delegate, .rewardedAdDidReceiveAd) { $0.rewardedAdDidReceiveAd(self) }
    }

    private func failed(_ code: SampleErrorCode) {
        context.call(delegate, .rewardedAdDidFailToLoad(code: code)) { $0.rewardedAdDidFailToLoadWithError(code) }
    }

    /// Presents the ad full screen over `rootViewController`; silently nothing when not ready.
    public func present(fromRootViewController rootViewController: ViewController) {
        guard isReady else { return }
        isReady = false
        let controller = SampleRewardedAdController(ad: self, delegate: delegate)
        context.present(controller, named: "SampleRewardedAdController", from: rootViewController)
    }
}
