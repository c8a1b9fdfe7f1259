import Foundation

/// `BigoAdSize`: a banner size the SDK serves.
public final class BigoAdSize {
    public let width: CGFloat
    public let height: CGFloat

    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    public static func banner() -> BigoAdSize { BigoAdSize(width: 320, height: 50) }
    public static func medium_RECTANGLE() -> BigoAdSize { BigoAdSize(width: 300, height: 250) }
    public static func mobile_LARGE_LEADERBOARD() -> BigoAdSize { BigoAdSize(width: 320, height: 100) }
    public static func leaderboard() -> BigoAdSize { BigoAdSize(width: 728, height: 90) }

    /// An adaptive banner as wide as `width`; the stand-in gives it the banner's height ratio.
    public static func getAdaptiveAdSize(withWidth width: CGFloat) -> BigoAdSize {
        BigoAdSize(width: width, height: (width * 50 / 320).rounded())
    }

    /// `WxH`, as requests carry it.
    var text: String { "\(Int(width))x\(Int(height))" }
}
