/// What the SDK asks the Heron network for.
///
/// ```swift
/// HeronRequest(placementID: "daily-bonus", format: .rewarded, isTest: true).description
/// // "rewarded daily-bonus (test)"
/// ```
public struct HeronRequest: Codable, Hashable, Sendable, CustomStringConvertible {
    public var placementID: String
    public var format: HeronFormat
    /// A test request: the network serves as usual and bills nobody.
    public var isTest: Bool

    public init(placementID: String, format: HeronFormat, isTest: Bool = false) {
        self.placementID = placementID
        self.format = format
        self.isTest = isTest
    }

    public var description: String {
        "\(format) \(placementID)\(isTest ? " (test)" : "")"
    }
}
