/// `PlacementFormat`: what a placement shows.
public enum PlacementFormat: String, Codable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case banner
    case banner320x50
    case banner300x250
    case banner728x90
    case interstitial
    case rewarded
    case native

    public var description: String { rawValue }

    var isBanner: Bool { rawValue.hasPrefix("banner") }
}
