import NeutralUI

/// The size of a banner the host asks for.
///
/// Adapters read ``size`` to frame the network's banner view.
public struct AdSize: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
    public var size: Size

    public init(size: Size) {
        self.size = size
    }

    public init(width: Double, height: Double) {
        self.size = Size(width: width, height: height)
    }

    /// 320×50, the standard phone banner.
    public static let banner = AdSize(width: 320, height: 50)
    /// 320×100.
    public static let largeBanner = AdSize(width: 320, height: 100)
    /// 300×250, the IAB medium rectangle.
    public static let mediumRectangle = AdSize(width: 300, height: 250)
    /// 468×60.
    public static let fullBanner = AdSize(width: 468, height: 60)
    /// 728×90.
    public static let leaderboard = AdSize(width: 728, height: 90)

    public var description: String { size.description }
}
