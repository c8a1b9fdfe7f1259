import AdWorld

/// The kinds of ad the Display SDK 8 stand-in loads.
public enum SASFormat: String, StandInFormat {
    case banner, interstitial, native
}

/// What the SDK asks Equativ's ad server for: one placement's ad.
///
/// ```swift
/// SASRequest(format: .banner, siteId: 1, pageId: 2, formatId: 3, keywords: nil).description   // "banner 1/2/3"
/// ```
public struct SASRequest: Codable, Hashable, Sendable, CustomStringConvertible {
    public var format: SASFormat
    public var siteId: Int
    public var pageId: Int
    public var formatId: Int
    /// The keyword targeting string, nil when the app set none.
    public var keywords: String?

    public init(format: SASFormat, siteId: Int, pageId: Int, formatId: Int, keywords: String?) {
        self.format = format
        self.siteId = siteId
        self.pageId = pageId
        self.formatId = formatId
        self.keywords = keywords
    }

    public var description: String {
        "\(format) \(siteId)/\(pageId)/\(formatId)" + (keywords.map { " keywords \"\($0)\"" } ?? "")
    }
}

/// The ad an insertion carries.
public struct SASCreative: Codable, Hashable, Sendable, CustomStringConvertible {
    public var insertionId: Int
    public var title: String
    public var body: String
    public var callToAction: String
    /// Out of 5, in tenths (45 is 4.5).
    public var ratingTenths: Int

    public init(insertionId: Int, title: String, body: String = "", callToAction: String = "Discover", ratingTenths: Int = 45) {
        self.insertionId = insertionId
        self.title = title
        self.body = body
        self.callToAction = callToAction
        self.ratingTenths = ratingTenths
    }

    public var description: String { "insertion \(insertionId) \"\(title)\"" }
}

/// One delegate call the SDK makes, named after the delegate method.
public enum SASCallback: StandInCallback, Codable, Hashable, Sendable, CustomStringConvertible {
    case bannerDidLoad
    case bannerDidFailToLoad(code: Int)
    case bannerViewClicked
    case interstitialDidLoad
    case interstitialDidFailToLoad(code: Int)
    case interstitialManagerDidShow
    case interstitialManagerDidClose
    case interstitialManagerClicked
    case nativeAdViewDidLoad
    case nativeAdViewDidFailToLoad(code: Int)
    case nativeAdViewClicked

    public var description: String {
        switch self {
        case .bannerDidLoad: "bannerView(didLoadWith:)"
        case .bannerDidFailToLoad(let code): "bannerView(didFailToLoad: \(code))"
        case .interstitialDidLoad: "interstitialManager(didLoadWith:)"
        case .interstitialDidFailToLoad(let code): "interstitialManager(didFailToLoad: \(code))"
        case .nativeAdViewDidLoad: "nativeAdView(didLoadWith:nativeAdAssets:)"
        case .nativeAdViewDidFailToLoad(let code): "nativeAdView(didFailToLoad: \(code))"
        default: name
        }
    }
}
