/// The media shape an app prefers in native ads.
///
/// Cases are named by string (readable in a fixture and on a command line); ``value`` is GMA's
/// number for the same choice.
///
/// ```swift
/// MediaAspectRatio(value: 2)   // .landscape
/// MediaAspectRatio.portrait.value   // 3
/// ```
public enum MediaAspectRatio: String, Codable, Sendable, CaseIterable {
    case unknown
    case `any`
    case landscape
    case portrait
    case square

    /// GMA's number: unknown 0, any 1, landscape 2, portrait 3, square 4.
    public var value: Int {
        switch self {
        case .unknown: 0
        case .any: 1
        case .landscape: 2
        case .portrait: 3
        case .square: 4
        }
    }

    /// The case with GMA's number `value`, or nil for a number GMA does not define.
    public init?(value: Int) {
        guard let match = Self.allCases.first(where: { $0.value == value }) else { return nil }
        self = match
    }
}
