/// The kinds of ad Osprey serves, and the impression each asks the auction for.
public enum OspreyFormat: String, Codable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case banner
    /// A full-screen video.
    case interstitial
    /// A full-screen video that rewards the user who watches it to the end.
    case rewarded
    case native

    public var description: String { rawValue }

    /// Whether the markup is VAST.
    var isVideo: Bool { self == .interstitial || self == .rewarded }
}
