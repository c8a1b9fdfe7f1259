/// One closure the Heron SDK calls, with its arguments; named after the closure (a load's
/// completion, or an `on…` property the app set). A closure the app never set is never called,
/// so it is never recorded.
public enum HeronCallback: Codable, Hashable, Sendable, CustomStringConvertible {
    case rewardedLoaded
    case rewardedLoadFailed(error: HeronError)
    case rewardedShown
    case rewardedShowFailed(error: HeronError)
    case rewardedClicked
    case rewardedEarned(reward: HeronReward)
    case rewardedDismissed

    case nativeLoaded
    case nativeLoadFailed(error: HeronError)
    case nativeImpression
    case nativeClicked
    case nativeVideoStarted
    case nativeVideoEnded

    /// The closure with its argument, e.g. `rewarded.onReward(10 feathers)`.
    public var description: String {
        switch self {
        case .rewardedLoaded: "HeronRewardedAd.load completion(success)"
        case .rewardedLoadFailed(let error): "HeronRewardedAd.load completion(failure \(error))"
        case .rewardedShown: "rewarded.onShow"
        case .rewardedShowFailed(let error): "rewarded.onShowFailure(\(error))"
        case .rewardedClicked: "rewarded.onClick"
        case .rewardedEarned(let reward): "rewarded.onReward(\(reward))"
        case .rewardedDismissed: "rewarded.onDismiss"
        case .nativeLoaded: "HeronNativeAd.load completion(success)"
        case .nativeLoadFailed(let error): "HeronNativeAd.load completion(failure \(error))"
        case .nativeImpression: "native.onImpression"
        case .nativeClicked: "native.onClick"
        case .nativeVideoStarted: "native.onVideoStart"
        case .nativeVideoEnded: "native.onVideoEnd"
        }
    }
}
