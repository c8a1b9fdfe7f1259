/// The corner where an app prefers the AdChoices overlay of a native ad.
///
/// Cases are named by string (readable in a fixture and on a command line); ``value`` is GMA's
/// number for the same corner.
///
/// ```swift
/// AdChoicesPosition(value: 1)   // .topLeft
/// AdChoicesPosition.bottomLeft.value   // 3
/// ```
public enum AdChoicesPosition: String, Codable, Sendable, CaseIterable {
    case topRight
    case topLeft
    case bottomRight
    case bottomLeft

    /// GMA's number: top right 0, top left 1, bottom right 2, bottom left 3.
    public var value: Int {
        switch self {
        case .topRight: 0
        case .topLeft: 1
        case .bottomRight: 2
        case .bottomLeft: 3
        }
    }

    /// The case with GMA's number `value`, or nil for a number GMA does not define.
    public init?(value: Int) {
        guard let match = Self.allCases.first(where: { $0.value == value }) else { return nil }
        self = match
    }
}
