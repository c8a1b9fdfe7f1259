/// One delegate call the Osprey SDK makes, with its arguments; named after the delegate methods.
///
/// ```swift
/// OspreyCallback.bannerDidFail(error: .noFill).description   // "ospreyBanner(didFailWith: noFill)"
/// ```
public enum OspreyCallback: Codable, Hashable, Sendable, CustomStringConvertible {
    case bannerDidLoad
    case bannerDidFail(error: OspreyError)
    case bannerDidRecordImpression
    case bannerDidClick

    case interstitialDidLoad
    case interstitialDidFail(error: OspreyError)
    case interstitialWillPresent
    case interstitialDidFailToPresent(error: OspreyError)
    case interstitialDidRecordImpression
    case interstitialDidClick
    case interstitialDidDismiss

    case rewardedDidLoad
    case rewardedDidFail(error: OspreyError)
    case rewardedWillPresent
    case rewardedDidFailToPresent(error: OspreyError)
    case rewardedDidRecordImpression
    case rewardedVideoDidStart
    case rewardedVideoDidComplete
    case rewardedDidEarnReward(reward: OspreyReward)
    case rewardedDidClick
    case rewardedDidDismiss

    case nativeDidLoad
    case nativeDidFail(error: OspreyError)
    case nativeDidRecordImpression
    case nativeDidClick

    public var description: String {
        switch self {
        case .bannerDidLoad: "ospreyBannerDidLoad"
        case .bannerDidFail(let error): "ospreyBanner(didFailWith: \(error))"
        case .bannerDidRecordImpression: "ospreyBannerDidRecordImpression"
        case .bannerDidClick: "ospreyBannerDidClick"
        case .interstitialDidLoad: "ospreyInterstitialDidLoad"
        case .interstitialDidFail(let error): "ospreyInterstitial(didFailWith: \(error))"
        case .interstitialWillPresent: "ospreyInterstitialWillPresent"
        case .interstitialDidFailToPresent(let error): "ospreyInterstitial(didFailToPresentWith: \(error))"
        case .interstitialDidRecordImpression: "ospreyInterstitialDidRecordImpression"
        case .interstitialDidClick: "ospreyInterstitialDidClick"
        case .interstitialDidDismiss: "ospreyInterstitialDidDismiss"
        case .rewardedDidLoad: "ospreyRewardedAdDidLoad"
        case .rewardedDidFail(let error): "ospreyRewardedAd(didFailWith: \(error))"
        case .rewardedWillPresent: "ospreyRewardedAdWillPresent"
        case .rewardedDidFailToPresent(let error): "ospreyRewardedAd(didFailToPresentWith: \(error))"
        case .rewardedDidRecordImpression: "ospreyRewardedAdDidRecordImpression"
        case .rewardedVideoDidStart: "ospreyRewardedAdVideoDidStart"
        case .rewardedVideoDidComplete: "ospreyRewardedAdVideoDidComplete"
        case .rewardedDidEarnReward(let reward): "ospreyRewardedAd(didEarn: \(reward))"
        case .rewardedDidClick: "ospreyRewardedAdDidClick"
        case .rewardedDidDismiss: "ospreyRewardedAdDidDismiss"
        case .nativeDidLoad: "ospreyNativeAdLoader(didLoad:)"
        case .nativeDidFail(let error): "ospreyNativeAdLoader(didFailWith: \(error))"
        case .nativeDidRecordImpression: "ospreyNativeAdDidRecordImpression"
        case .nativeDidClick: "ospreyNativeAdDidClick"
        }
    }
}
