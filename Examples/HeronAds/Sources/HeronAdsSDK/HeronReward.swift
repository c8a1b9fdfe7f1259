/// What a rewarded ad gives the user who watched it to the end.
///
/// ```swift
/// HeronReward(type: "feathers", amount: 10).description   // "10 feathers"
/// ```
public struct HeronReward: Codable, Hashable, Sendable, CustomStringConvertible {
    public var type: String
    public var amount: Int

    public init(type: String, amount: Int) {
        self.type = type
        self.amount = amount
    }

    public var description: String { "\(amount) \(type)" }
}
