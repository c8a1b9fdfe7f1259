import AdWorld

/// The kinds of ad the Display SDK 7 stand-in loads.
public enum SASFormat: String, StandInFormat {
    case banner, interstitial, rewarded, native
}

/// What the SDK asks Smart AdServer's ad server for: one placement's ad.
///
/// ```swift
/// SASRequest(format: .banner, siteId: 1, pageName: "home", formatId: 3, keywords: nil).description   // "banner 1/home/3"
/// ```
public struct SASRequest: Codable, Hashable, Sendable, CustomStringConvertible {
    public var format: SASFormat
    public var siteId: Int
    public var pageName: String
    public var formatId: Int
    /// The keyword targeting string, nil when the app set none.
    public var keywords: String?

    public init(format: SASFormat, siteId: Int, pageName: String, formatId: Int, keywords: String?) {
        self.format = format
        self.siteId = siteId
        self.pageName = pageName
        self.formatId = formatId
        self.keywords = keywords
    }

    public var description: String {
        "\(format) \(siteId)/\(pageName)/\(formatId)" + (keywords.map { " keywords \"\($0)\"" } ?? "")
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

/// One call the SDK makes into the app, named after the delegate method (or the native
/// request's completion block).
public enum SASCallback: Codable, Hashable, Sendable, CustomStringConvertible {
    case bannerViewDidLoad
    case bannerViewDidFailToLoad(code: Int)
    case bannerViewDidClick
    case interstitialDidLoad
    case interstitialDidFailToLoad(code: Int)
    case interstitialDidAppear
    case interstitialDidDisappear
    case interstitialDidClick
    case rewardedVideoDidLoad
    case rewardedVideoDidFailToLoad(code: Int)
    case rewardedVideoDidAppear
    case rewardedVideoDidDisappear
    case rewardedVideoDidCollectReward
    case rewardedVideoDidClick
    case nativeAdRequestCompletion(code: Int?)
    case nativeAdDidClick

    public var description: String {
        switch self {
        case .bannerViewDidLoad: "bannerViewDidLoad"
        case .bannerViewDidFailToLoad(let code): "bannerView(didFailToLoadWithError: \(code))"
        case .bannerViewDidClick: "bannerView(didClickWith:)"
        case .interstitialDidLoad: "interstitialManager(didLoad:)"
        case .interstitialDidFailToLoad(let code): "interstitialManager(didFailToLoadWithError: \(code))"
        case .interstitialDidAppear: "interstitialManager(didAppearFrom:)"
        case .interstitialDidDisappear: "interstitialManager(didDisappearFrom:)"
        case .interstitialDidClick: "interstitialManager(didClickWith:)"
        case .rewardedVideoDidLoad: "rewardedVideoManager(didLoad:)"
        case .rewardedVideoDidFailToLoad(let code): "rewardedVideoManager(didFailToLoadWithError: \(code))"
        case .rewardedVideoDidAppear: "rewardedVideoManager(didAppearFrom:)"
        case .rewardedVideoDidDisappear: "rewardedVideoManager(didDisappearFrom:)"
        case .rewardedVideoDidCollectReward: "rewardedVideoManager(didCollect:)"
        case .rewardedVideoDidClick: "rewardedVideoManager(didClickWith:)"
        case .nativeAdRequestCompletion(let code): "requestAd completion (\(code.map { "error \($0)" } ?? "ad"))"
        case .nativeAdDidClick: "nativeAd(didClickWith:)"
        }
    }
}
