/// The rewarded ad a fill carries: what its video is called, and its reward.
///
/// ```swift
/// HeronRewardedCreative(title: "Fly south", reward: HeronReward(type: "feathers", amount: 10)).description
/// // "\"Fly south\" for 10 feathers"
/// ```
public struct HeronRewardedCreative: Codable, Hashable, Sendable, CustomStringConvertible {
    public var title: String
    public var reward: HeronReward

    public init(title: String, reward: HeronReward) {
        self.title = title
        self.reward = reward
    }

    public var description: String { "\"\(title)\" for \(reward)" }
}
