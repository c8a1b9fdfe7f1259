import Foundation

/// The size of a banner the host asks for, GMA's `AdSize` (`GADAdSize`): a CoreGraphics size and
/// GMA's flags (nonzero for fluid and adaptive sizes).
///
/// Adapters read ``size`` to frame the network's banner view, and compare sizes with
/// ``isAdSizeEqualToSize(size1:size2:)``. Fixtures never store an `AdSize`: the scenario stores
/// its width and height (`{"height": 50, "width": 320}`).
public struct AdSize: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var size: CGSize
    public var flags: UInt

    public init(size: CGSize, flags: UInt) {
        self.size = size
        self.flags = flags
    }

    public init() {
        self.init(size: .zero, flags: 0)
    }

    /// "320×50" (points), as timelines print sizes.
    public var description: String {
        "\(Self.points(size.width))×\(Self.points(size.height))"
    }

    public static func == (lhs: AdSize, rhs: AdSize) -> Bool {
        lhs.size.width == rhs.size.width && lhs.size.height == rhs.size.height && lhs.flags == rhs.flags
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(Double(size.width))
        hasher.combine(Double(size.height))
        hasher.combine(flags)
    }

    private static func points(_ value: CGFloat) -> String {
        let double = Double(value)
        return double.rounded() == double && abs(double) < 1e15 ? String(Int(double)) : String(double)
    }
}

extension AdSize {
    /// Flag of a fluid size (GMA's `AdSizeFluid`): the width of its container, a height the ad decides.
    static let fluidFlag: UInt = 1 << 0
    /// Flag of an anchored adaptive banner size.
    static let anchoredAdaptiveFlag: UInt = 1 << 1
    /// Flag of an inline adaptive banner size.
    static let inlineAdaptiveFlag: UInt = 1 << 2

    init(width: CGFloat, height: CGFloat, flags: UInt = 0) {
        self.init(size: CGSize(width: width, height: height), flags: flags)
    }
}

extension AdSize {
    // Names GMA never had (AdReplay's before it took GMA's), refused with GMA's.
    @available(*, unavailable, renamed: "AdSizeBanner") public static var banner: AdSize { AdSizeBanner }
    @available(*, unavailable, renamed: "AdSizeLargeBanner") public static var largeBanner: AdSize { AdSizeLargeBanner }
    @available(*, unavailable, renamed: "AdSizeMediumRectangle") public static var mediumRectangle: AdSize { AdSizeMediumRectangle }
    @available(*, unavailable, renamed: "AdSizeFullBanner") public static var fullBanner: AdSize { AdSizeFullBanner }
    @available(*, unavailable, renamed: "AdSizeLeaderboard") public static var leaderboard: AdSize { AdSizeLeaderboard }
}

// GMA 12's Swift names for its standard sizes and size functions (GMA 11 and earlier spell
// them `GADAdSizeBanner`, `GADAdSizeEqualToSize`, …: GoogleMobileAdsCompat).

/// 320×50, the standard phone banner.
public let AdSizeBanner = AdSize(width: 320, height: 50)
/// 320×100.
public let AdSizeLargeBanner = AdSize(width: 320, height: 100)
/// 300×250, the IAB medium rectangle.
public let AdSizeMediumRectangle = AdSize(width: 300, height: 250)
/// 468×60, the IAB full banner.
public let AdSizeFullBanner = AdSize(width: 468, height: 60)
/// 728×90, the IAB leaderboard.
public let AdSizeLeaderboard = AdSize(width: 728, height: 90)
/// 120×600, the IAB skyscraper.
public let AdSizeSkyscraper = AdSize(width: 120, height: 600)
/// The fluid size: the container's width, the ad's own height.
public let AdSizeFluid = AdSize(width: 0, height: 0, flags: AdSize.fluidFlag)
/// No size: what GMA answers when no valid size fits.
public let AdSizeInvalid = AdSize(width: 0, height: 0)

/// Whether two sizes are the same size with the same flags.
public func isAdSizeEqualToSize(size1: AdSize, size2: AdSize) -> Bool {
    size1 == size2
}

/// Whether `size` is usable: fluid, or both sides greater than zero.
public func isAdSizeValid(size: AdSize) -> Bool {
    isAdSizeFluid(size: size) || (size.size.width > 0 && size.size.height > 0)
}

/// Whether `size` is ``AdSizeFluid``.
public func isAdSizeFluid(size: AdSize) -> Bool {
    size.flags & AdSize.fluidFlag != 0
}

/// A size of `cgSize` points, without flags.
public func adSizeFor(cgSize: CGSize) -> AdSize {
    AdSize(size: cgSize, flags: 0)
}

/// The full width of a portrait phone screen (``HostScreen/portraitWidth``) and `height`.
public func fullWidthPortrait(height: CGFloat) -> AdSize {
    AdSize(width: HostScreen.portraitWidth, height: height)
}

/// The full width of a landscape phone screen (``HostScreen/landscapeWidth``) and `height`.
public func fullWidthLandscape(height: CGFloat) -> AdSize {
    AdSize(width: HostScreen.landscapeWidth, height: height)
}

/// `size` boxed as GMA boxes one for ``closestValidSizeForAdSizes(original:possibleAdSizes:)``.
public func nsValue(for size: AdSize) -> NSValue {
    AdSizeValue(size)
}

/// The size `nsValue` boxes; ``AdSizeInvalid`` when it boxes none.
public func adSizeFor(nsValue: NSValue) -> AdSize {
    (nsValue as? AdSizeValue)?.adSize ?? AdSizeInvalid
}

/// `size`'s CoreGraphics size.
public func cgSize(for size: AdSize) -> CGSize {
    size.size
}

/// The size among `possibleAdSizes` closest to `original`: no wider or taller than it, at least
/// half its width and half its height, and of those the largest in area (the first of equals);
/// ``AdSizeInvalid`` when none fits. (GMA states the first two conditions with a default fraction
/// of 0.5; which fitting size it prefers is not stated: the largest is this host's choice.)
public func closestValidSizeForAdSizes(original: AdSize, possibleAdSizes: [NSValue]) -> AdSize {
    let target = original.size
    var best: AdSize?
    for candidate in possibleAdSizes.map({ adSizeFor(nsValue: $0) }) where isAdSizeValid(size: candidate) {
        let size = candidate.size
        guard size.width <= target.width, size.height <= target.height,
            size.width >= target.width / 2, size.height >= target.height / 2
        else { continue }
        if let current = best, current.size.width * current.size.height >= size.width * size.height { continue }
        best = candidate
    }
    return best ?? AdSizeInvalid
}

/// A human-readable form of `size`, GMA's `string(for:)` of a size: "320x50", "fluid", "invalid".
public func string(for size: AdSize) -> String {
    if isAdSizeFluid(size: size) { return "fluid" }
    guard isAdSizeValid(size: size) else { return "invalid" }
    return "\(Int(Double(size.size.width)))x\(Int(Double(size.size.height)))"
}

// Adaptive banners. GMA works their heights out from the device; the host's device is a phone
// of ``HostScreen``'s sizes, and an anchored adaptive banner is 15 % of its width high, at least
// 50 and at most 90 points (GMA documents those bounds, not its formula).

/// An anchored adaptive banner `width` points wide, for the orientation the host's screen is in (portrait).
public func currentOrientationAnchoredAdaptiveBanner(width: CGFloat) -> AdSize {
    portraitAnchoredAdaptiveBanner(width: width)
}

/// An anchored adaptive banner `width` points wide, for portrait.
public func portraitAnchoredAdaptiveBanner(width: CGFloat) -> AdSize {
    AdSize(width: width, height: anchoredAdaptiveHeight(width: width), flags: AdSize.anchoredAdaptiveFlag)
}

/// An anchored adaptive banner `width` points wide, for landscape.
public func landscapeAnchoredAdaptiveBanner(width: CGFloat) -> AdSize {
    AdSize(width: width, height: anchoredAdaptiveHeight(width: width), flags: AdSize.anchoredAdaptiveFlag)
}

/// A large anchored adaptive banner `width` points wide, for portrait (GMA 13).
public func largePortraitAnchoredAdaptiveBanner(width: CGFloat) -> AdSize {
    AdSize(width: width, height: largeAnchoredAdaptiveHeight(width: width), flags: AdSize.anchoredAdaptiveFlag)
}

/// A large anchored adaptive banner `width` points wide, for landscape (GMA 13).
public func largeLandscapeAnchoredAdaptiveBanner(width: CGFloat) -> AdSize {
    AdSize(width: width, height: largeAnchoredAdaptiveHeight(width: width), flags: AdSize.anchoredAdaptiveFlag)
}

/// A large anchored adaptive banner for the current orientation (GMA 13).
public func largeAnchoredAdaptiveBanner(width: CGFloat) -> AdSize {
    largePortraitAnchoredAdaptiveBanner(width: width)
}

/// An inline adaptive banner `width` points wide, as tall as the ad needs up to the screen's height.
public func currentOrientationInlineAdaptiveBanner(width: CGFloat) -> AdSize {
    portraitInlineAdaptiveBanner(width: width)
}

/// An inline adaptive banner for portrait, up to the portrait screen's height.
public func portraitInlineAdaptiveBanner(width: CGFloat) -> AdSize {
    AdSize(width: width, height: HostScreen.portraitHeight, flags: AdSize.inlineAdaptiveFlag)
}

/// An inline adaptive banner for landscape, up to the landscape screen's height.
public func landscapeInlineAdaptiveBanner(width: CGFloat) -> AdSize {
    AdSize(width: width, height: HostScreen.landscapeHeight, flags: AdSize.inlineAdaptiveFlag)
}

/// An inline adaptive banner `width` points wide and at most `maxHeight` high.
public func inlineAdaptiveBanner(width: CGFloat, maxHeight: CGFloat) -> AdSize {
    AdSize(width: width, height: maxHeight, flags: AdSize.inlineAdaptiveFlag)
}

private func anchoredAdaptiveHeight(width: CGFloat) -> CGFloat {
    min(90, max(50, (width * 0.15).rounded()))
}

private func largeAnchoredAdaptiveHeight(width: CGFloat) -> CGFloat {
    min(150, max(90, (width * 0.25).rounded()))
}

/// The screen of the host's device, a portrait phone: what full-width and adaptive sizes are
/// worked out from.
public enum HostScreen {
    public static let portraitWidth: CGFloat = 390
    public static let portraitHeight: CGFloat = 844
    public static let landscapeWidth: CGFloat = 844
    public static let landscapeHeight: CGFloat = 390
}

/// An `NSValue` boxing an ``AdSize`` (swift-corelibs-foundation's `NSValue` boxes no C struct of
/// ours), so a list of sizes can be handed around as GMA hands `[NSValue]`.
final class AdSizeValue: NSValue, @unchecked Sendable {
    let adSize: AdSize

    init(_ adSize: AdSize) {
        self.adSize = adSize
        super.init()
    }

    required init?(coder aDecoder: NSCoder) {
        nil
    }

    /// A box of raw bytes holds no size of ours: it boxes ``AdSizeInvalid``.
    required init(bytes value: UnsafeRawPointer, objCType type: UnsafePointer<CChar>) {
        adSize = AdSizeInvalid
        super.init()
    }

    override func isEqual(_ value: Any?) -> Bool {
        (value as? AdSizeValue)?.adSize == adSize
    }

    override var hash: Int { Int(Double(adSize.size.width)) &* 31 &+ Int(Double(adSize.size.height)) }
}
