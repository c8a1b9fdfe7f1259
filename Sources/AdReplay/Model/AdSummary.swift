import NeutralUI

/// What the host could read off a loaded ad.
public enum AdSummary: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
    // Names for the unlabelled payloads in JSON (instead of "_0").
    private enum BannerCodingKeys: String, CodingKey { case _0 = "view" }
    private enum NativeCodingKeys: String, CodingKey { case _0 = "assets" }
    private enum CustomNativeCodingKeys: String, CodingKey { case _0 = "ad" }

    /// Interstitial, rewarded, app open: nothing to read until presented.
    case fullScreen
    case banner(BannerSummary)
    // Indirect: a native ad's summary is about 200 bytes of strings and lists, and every host
    // event carries an `AdSummary` inline. Copying one (a timeline, a contract check and a diff
    // each copy the session's events) moved those bytes and retained each string; now it is one
    // reference.
    indirect case native(NativeAssets)
    indirect case customNative(CustomNativeSummary)

    public var description: String {
        switch self {
        case .fullScreen: "full-screen"
        case .banner(let banner): "banner \(banner)"
        case .native(let assets): "native \(assets)"
        case .customNative(let ad): "custom native \(ad)"
        }
    }
}

/// The banner's view as the host would show it.
public struct BannerSummary: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
    public var size: Size
    public var text: String?

    public init(size: Size, text: String?) {
        self.size = size
        self.text = text
    }

    public var description: String { "\(size)\(text.map { " \"\($0)\"" } ?? "")" }
}

/// A native ad image as the host sees it: a real image, or a URL with its scale.
public struct ImageSummary: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
    public var image: Image?
    public var url: String?
    public var scale: Double

    public init(image: Image?, url: String?, scale: Double) {
        self.image = image
        self.url = url
        self.scale = scale
    }

    public var description: String {
        if let image { return image.description }
        let scaleText = scale.rounded() == scale && abs(scale) < 1e9 ? String(Int(scale)) : String(scale)
        return "url \(url ?? "nil") @\(scaleText)x"
    }
}

/// Every asset a mediated native ad exposes to the host.
public struct NativeAssets: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
    public var headline: String?
    public var body: String?
    public var callToAction: String?
    public var advertiser: String?
    public var price: String?
    public var store: String?
    /// Decimal, as text ("4.5") so it round-trips exactly.
    public var starRating: String?
    public var images: [ImageSummary]?
    public var icon: ImageSummary?
    public var extraAssets: [String: String]?
    public var hasVideoContent: Bool
    public var hasMediaView: Bool
    public var hasAdChoicesView: Bool
    public var handlesUserClicks: Bool
    public var handlesUserImpressions: Bool

    public init(
        headline: String?, body: String?, callToAction: String?, advertiser: String?, price: String?,
        store: String?, starRating: String?, images: [ImageSummary]?, icon: ImageSummary?,
        extraAssets: [String: String]?, hasVideoContent: Bool, hasMediaView: Bool, hasAdChoicesView: Bool,
        handlesUserClicks: Bool, handlesUserImpressions: Bool
    ) {
        self.headline = headline
        self.body = body
        self.callToAction = callToAction
        self.advertiser = advertiser
        self.price = price
        self.store = store
        self.starRating = starRating
        self.images = images
        self.icon = icon
        self.extraAssets = extraAssets
        self.hasVideoContent = hasVideoContent
        self.hasMediaView = hasMediaView
        self.hasAdChoicesView = hasAdChoicesView
        self.handlesUserClicks = handlesUserClicks
        self.handlesUserImpressions = handlesUserImpressions
    }

    public var description: String {
        var parts = ["\"\(headline ?? "nil")\""]
        parts.append(hasMediaView ? "media view" : "no media view")
        parts.append("hasVideoContent \(hasVideoContent)")
        if let icon { parts.append("icon \(icon)") }
        return parts.joined(separator: ", ")
    }
}

/// A custom native ad as the app sees it.
public struct CustomNativeSummary: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
    public var formatID: String
    /// Asset key → text, or an image's description.
    public var assets: [String: String]
    public var hasVideoContent: Bool
    public var hasMediaView: Bool
    public var hasAdChoices: Bool

    public init(formatID: String, assets: [String: String], hasVideoContent: Bool, hasMediaView: Bool, hasAdChoices: Bool) {
        self.formatID = formatID
        self.assets = assets
        self.hasVideoContent = hasVideoContent
        self.hasMediaView = hasMediaView
        self.hasAdChoices = hasAdChoices
    }

    public var description: String {
        "\(formatID) keys \(assets.keys.sorted().joined(separator: ",")), \(hasVideoContent ? "video" : "no video")\(hasAdChoices ? ", AdChoices" : "")"
    }
}
