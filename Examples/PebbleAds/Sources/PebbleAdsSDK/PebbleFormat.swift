/// The kinds of ad Pebble serves.
public enum PebbleFormat: String, Codable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case banner
    case interstitial

    public var description: String { rawValue }
}
