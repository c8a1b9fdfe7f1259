import AdReplay
import AdWorld
import SASDisplayKit

/// Teaches AdReplay the Smart AdServer network (the Display SDK 7 stand-in): loads, calls into
/// the app and effects go through ``SASSeam``. Register it with
/// `registry.register(network: SeamPlugin<SmartNetworkPlugin>())`.
public enum SmartNetworkPlugin: StandInPlugin {
    public typealias StandIn = SASNetwork

    public static let name = "smart"
    public static let sdkName = "Smart Display SDK"
    public static let sdkVersion = SASFrameworkInfo.shared.frameworkVersionString
    public static let unrecordedAnswer = SASNetwork.failure(named: "timeout") ?? .failure(code: 3, message: "")
    /// `noAd` and `timeout` can be forced (the default `recording`); the stand-in's creatives have no video.
    public static let forcedFill = SASAnswer.fill(SASNetwork.creative(insertionId: 1000))

    /// Each format's `…didClickWith` is the SDK's click; `rewardedVideoManager(didCollect:)` its
    /// reward; the interstitial's and the rewarded video's `…didDisappearFrom` the ad closing.
    /// The SDK reports no impression of its own (`…didAppearFrom` says the ad is on screen, which
    /// Equativ's adapter reports as one: its choice, not the SDK's report).
    public static func report(in callback: SASCallback) -> SDKReport? {
        switch callback {
        case .bannerViewDidClick, .interstitialDidClick, .rewardedVideoDidClick, .nativeAdDidClick: .click
        case .rewardedVideoDidCollectReward: .reward
        case .interstitialDidDisappear, .rewardedVideoDidDisappear: .dismissal
        default: nil
        }
    }
}
