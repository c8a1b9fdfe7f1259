/// The kinds of ad Heron serves.
public enum HeronFormat: String, Codable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case rewarded
    case native

    public var description: String { rawValue }
}
