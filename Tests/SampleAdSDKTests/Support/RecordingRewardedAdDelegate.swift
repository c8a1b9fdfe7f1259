import SampleAdSDK

/// Remembers every rewarded-ad delegate call (optional ones included), written as the trace
/// writes it.
final class RecordingRewardedAdDelegate: SampleRewardedAdDelegate {
    private(set) var calls: [String] = []

    func rewardedAd(_ rewardedAd: SampleRewardedAd, userDidEarnReward reward: Int) {
        calls.append("rewardedAd:userDidEarnReward: \(reward)")
    }

    func rewardedAdDidReceiveAd(_ rewardedAd: SampleRewardedAd) {
        calls.append("rewardedAdDidReceiveAd:")
    }

    func rewardedAdDidFailToLoadWithError(_ errorCode: SampleErrorCode) {
        calls.append("rewardedAdDidFailToLoadWithError: \(errorCode.rawValue)")
    }

    func rewardedAdDidPresent(_ rewardedAd: SampleRewardedAd) {
        calls.append("rewardedAdDidPresent:")
    }

    func rewardedAdDidDismiss(_ rewardedAd: SampleRewardedAd) {
        calls.append("rewardedAdDidDismiss:")
    }
}
