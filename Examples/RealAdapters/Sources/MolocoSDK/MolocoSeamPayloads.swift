import AdWorld

/// The kinds of ad Moloco loads.
public enum MolocoFormat: String, StandInFormat {
    case banner, interstitial, rewarded, native
}

/// What the SDK asks Moloco's server for: the ad a bid response names, for an ad unit.
///
/// ```swift
/// MolocoRequest(format: .interstitial, adUnit: "unit", bidResponse: "bid", watermark: nil, size: nil).description
/// // "interstitial unit bid response \"bid\""
/// ```
public struct MolocoRequest: Codable, Hashable, Sendable, CustomStringConvertible {
    public var format: MolocoFormat
    public var adUnit: String
    public var bidResponse: String
    /// GMA's watermark (`watermarkData`), base64; nil when the adapter passed none.
    public var watermark: String?
    /// A banner's size, as `MolocoBannerAdSize` names it.
    public var size: String?

    public init(format: MolocoFormat, adUnit: String, bidResponse: String, watermark: String?, size: String?) {
        self.format = format
        self.adUnit = adUnit
        self.bidResponse = bidResponse
        self.watermark = watermark
        self.size = size
    }

    public var description: String {
        var text = "\(format) \(adUnit) bid response \"\(bidResponse)\""
        if let watermark { text += " watermark \(watermark)" }
        if let size { text += " size \(size)" }
        return text
    }
}

/// The ad a load wins.
public struct MolocoCreative: Codable, Hashable, Sendable, CustomStringConvertible {
    public var title: String
    public var body: String
    public var sponsor: String
    public var callToAction: String
    /// Out of 5, in tenths.
    public var ratingTenths: Int
    /// True for an ad the SDK cannot show: a full-screen ad's `show`, a banner's appearance and
    /// a native ad's video (a native ad that fails to show is a video) report `failToShow` (6)
    /// instead. Nil (left out of the fixture) for one that shows.
    public var failsToShow: Bool?
    /// True for a video: a native ad's media is then the SDK's own video view, and it has no
    /// main image. Nil (left out of the fixture) for an image.
    public var isVideo: Bool?

    public init(
        title: String, body: String = "", sponsor: String = "Moloco", callToAction: String = "Install", ratingTenths: Int = 45,
        failsToShow: Bool? = nil, isVideo: Bool? = nil
    ) {
        self.title = title
        self.body = body
        self.sponsor = sponsor
        self.callToAction = callToAction
        self.ratingTenths = ratingTenths
        self.failsToShow = failsToShow
        self.isVideo = isVideo
    }

    public var description: String {
        "\"\(title)\"" + (isVideo == true ? " video" : "") + (failsToShow == true ? " that fails to show" : "")
    }
}

/// One call the SDK makes into the app, named after the delegate method or completion block.
public enum MolocoCallback: Codable, Hashable, Sendable, CustomStringConvertible {
    case initializeCompletion(success: Bool)
    case bidTokenCompletion
    case bidTokenFailure(code: Int)
    case didLoad
    case failToLoad(code: Int)
    case didShow
    case failToShow(code: Int)
    case didHide
    /// `didHide(ad:)` of an ad view (a banner, a native video) that left the app's views.
    case didHideView
    case didClick
    case rewardedVideoStarted
    case rewardedVideoCompleted
    case userRewarded
    case didHandleImpression
    case didHandleClick

    public var description: String {
        switch self {
        case .initializeCompletion(let success): "initialize completion (\(success))"
        case .bidTokenCompletion: "getBidToken completion"
        case .bidTokenFailure(let code): "getBidToken completion (error \(code))"
        case .didLoad: "didLoad(ad:)"
        case .failToLoad(let code): "failToLoad(ad:with: \(code))"
        case .didShow: "didShow(ad:)"
        case .failToShow(let code): "failToShow(ad:with: \(code))"
        case .didHide: "didHide(ad:)"
        case .didHideView: "didHide(ad:) (its view left the app's views)"
        case .didClick: "didClick(on:)"
        case .rewardedVideoStarted: "rewardedVideoStarted(ad:)"
        case .rewardedVideoCompleted: "rewardedVideoCompleted(ad:)"
        case .userRewarded: "userRewarded(ad:)"
        case .didHandleImpression: "didHandleImpression(ad:)"
        case .didHandleClick: "didHandleClick(ad:)"
        }
    }
}
