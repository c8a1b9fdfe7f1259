/// What the SDK asks the Pebble network for.
///
/// ```swift
/// PebbleRequest(placementID: "home-top", format: .banner, isTest: true).description
/// // "banner home-top (test)"
/// ```
public struct PebbleRequest: Codable, Hashable, Sendable, CustomStringConvertible {
    public var placementID: String
    public var format: PebbleFormat
    /// A test request: the network serves as usual, and the SDK marks what it shows as a test ad.
    public var isTest: Bool

    public init(placementID: String, format: PebbleFormat, isTest: Bool = false) {
        self.placementID = placementID
        self.format = format
        self.isTest = isTest
    }

    public var description: String {
        "\(format) \(placementID)\(isTest ? " (test)" : "")"
    }
}
