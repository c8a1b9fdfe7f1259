import AdWorld

/// The kinds of ad HyBid renders.
public enum HyBidFormat: String, StandInFormat {
    case banner, interstitial, rewarded, native
}

/// What the SDK asks for: HyBid renders the bid response it is given (the ad markup the auction
/// won), fetching the creative it names. The stand-in models that as one exchange per render:
/// the content in, the creative or HyBid's error out.
///
/// ```swift
/// HyBidRequest(format: .interstitial, content: "bid-1").description   // "interstitial content \"bid-1\""
/// ```
public struct HyBidRequest: Codable, Hashable, Sendable, CustomStringConvertible {
    public var format: HyBidFormat
    /// The bid response the adapter handed over.
    public var content: String
    /// A banner's size, `WxH`; nil for the other formats.
    public var size: String?

    public init(format: HyBidFormat, content: String, size: String? = nil) {
        self.format = format
        self.content = content
        self.size = size
    }

    public var description: String {
        "\(format) content \"\(content)\"" + (size.map { " size \($0)" } ?? "")
    }
}

/// The creative a render resolves to.
public struct HyBidCreative: Codable, Hashable, Sendable, CustomStringConvertible, StandInLoadedTwice {
    public var title: String
    public var body: String
    public var callToAction: String
    /// Out of 5.
    public var rating: Int
    /// True for a render the SDK reports twice: the delegate hears its did-load a second time,
    /// at once (an SDK that retries its callback). Nil (left out of the fixture) for one reported
    /// once.
    public var loadedTwice: Bool?

    public init(title: String, body: String = "", callToAction: String = "Book", rating: Int = 4) {
        self.title = title
        self.body = body
        self.callToAction = callToAction
        self.rating = rating
    }

    public var description: String { "\"\(title)\"" + (loadedTwice == true ? ", reported loaded twice" : "") }
}

/// One call the HyBid SDK makes into the app, named after the delegate method (or the
/// initialisation's completion block).
public enum HyBidCallback: StandInCallback, Codable, Hashable, Sendable, CustomStringConvertible {
    case initCompletion(success: Bool)
    case adViewDidLoad
    case adViewDidFail(code: Int)
    case adViewDidTrackImpression
    case adViewDidTrackClick
    case interstitialDidLoad
    case interstitialDidFail(code: Int)
    case interstitialDidTrackImpression
    case interstitialDidTrackClick
    case interstitialDidDismiss
    case rewardedDidLoad
    case rewardedDidFail(code: Int)
    case rewardedDidTrackImpression
    case rewardedDidTrackClick
    case rewardedDidDismiss
    case onReward
    case nativeLoaderDidLoad
    case nativeLoaderDidFail(code: Int)
    case nativeAdDidFinishFetching
    case nativeAdImpressionConfirmed
    case nativeAdDidClick

    public var description: String {
        switch self {
        case .initCompletion(let success): "initWithAppToken completion (\(success))"
        case .adViewDidFail(let code): "adView(didFailWithError: \(code))"
        case .interstitialDidFail(let code): "interstitialDidFailWithError(\(code))"
        case .rewardedDidFail(let code): "rewardedDidFailWithError(\(code))"
        case .nativeLoaderDidFail(let code): "nativeLoaderDidFailWithError(\(code))"
        case .nativeAdImpressionConfirmed: "nativeAd(impressionConfirmedWith:)"
        default: name
        }
    }
}
