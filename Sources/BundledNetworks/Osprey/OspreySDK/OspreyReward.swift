/// What a rewarded ad gives the user who watches it to the end.
///
/// ```swift
/// OspreyReward(type: "coins", amount: 10).description   // "10 coins"
/// ```
public struct OspreyReward: Codable, Hashable, Sendable, CustomStringConvertible {
    public var type: String
    public var amount: Int

    public init(type: String, amount: Int) {
        self.type = type
        self.amount = amount
    }

    public var description: String { "\(amount) \(type)" }
}
