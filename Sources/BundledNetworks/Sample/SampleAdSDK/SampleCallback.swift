/// One Sample SDK → adapter delegate call, with its arguments: what crosses the SDK-callback seam.
///
/// Case names follow the Objective-C selectors; ``selector`` gives the selector itself.
public enum SampleCallback: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
    // Names for the unlabelled payloads in JSON (instead of "_0").
    private enum AdLoaderDidReceiveNativeAdCodingKeys: String, CodingKey { case _0 = "nativeAd" }

    case bannerDidLoad
    case bannerDidFailToLoad(code: SampleErrorCode)
    case bannerWillLeaveApplication

    case interstitialDidLoad
    case interstitialDidFailToLoad(code: SampleErrorCode)
    case interstitialWillPresentScreen
    case interstitialWillDismissScreen
    case interstitialDidDismissScreen
    case interstitialWillLeaveApplication

    case rewardedAdDidReceiveAd
    case rewardedAdDidFailToLoad(code: SampleErrorCode)
    case rewardedAdDidPresent
    case rewardedAdUserDidEarnReward(amount: Int)
    case rewardedAdDidDismiss

    case appOpenAdDidReceiveAd
    case appOpenAdDidFailToLoad(code: SampleErrorCode)
    case appOpenAdWillPresent
    case appOpenAdDidPresent
    case appOpenAdDidDismiss
    case appOpenWillLeaveApplication

    case adLoaderDidReceiveNativeAd(SampleNativeAdSummary)
    case adLoaderDidFailToLoad(code: SampleErrorCode)

    /// AdReplay's view-tracking extension (not in Google's sample).
    case nativeAdDidRecordImpression
    case nativeAdDidRecordClick

    /// The Objective-C selector of the delegate method.
    public var selector: String {
        switch self {
        case .bannerDidLoad: "bannerDidLoad:"
        case .bannerDidFailToLoad: "banner:didFailToLoadAdWithErrorCode:"
        case .bannerWillLeaveApplication: "bannerWillLeaveApplication:"
        case .interstitialDidLoad: "interstitialDidLoad:"
        case .interstitialDidFailToLoad: "interstitial:didFailToLoadAdWithErrorCode:"
        case .interstitialWillPresentScreen: "interstitialWillPresentScreen:"
        case .interstitialWillDismissScreen: "interstitialWillDismissScreen:"
        case .interstitialDidDismissScreen: "interstitialDidDismissScreen:"
        case .interstitialWillLeaveApplication: "interstitialWillLeaveApplication:"
        case .rewardedAdDidReceiveAd: "rewardedAdDidReceiveAd:"
        case .rewardedAdDidFailToLoad: "rewardedAdDidFailToLoadWithError:"
        case .rewardedAdDidPresent: "rewardedAdDidPresent:"
        case .rewardedAdUserDidEarnReward: "rewardedAd:userDidEarnReward:"
        case .rewardedAdDidDismiss: "rewardedAdDidDismiss:"
        case .appOpenAdDidReceiveAd: "appOpenAdDidReceiveAd:"
        case .appOpenAdDidFailToLoad: "appOpenAdDidFailToLoadWithError:"
        case .appOpenAdWillPresent: "appOpenAdWillPresent:"
        case .appOpenAdDidPresent: "appOpenAdDidPresent:"
        case .appOpenAdDidDismiss: "appOpenAdDidDismiss:"
        case .appOpenWillLeaveApplication: "appOpenWillLeaveApplication:"
        case .adLoaderDidReceiveNativeAd: "adLoader:didReceiveNativeAd:"
        case .adLoaderDidFailToLoad: "adLoader:didFailToLoadAdWithErrorCode:"
        case .nativeAdDidRecordImpression: "nativeAdDidRecordImpression:"
        case .nativeAdDidRecordClick: "nativeAdDidRecordClick:"
        }
    }

    /// The selector with its arguments, e.g. `banner:didFailToLoadAdWithErrorCode: 3`.
    public var description: String {
        switch self {
        case .bannerDidFailToLoad(let code), .interstitialDidFailToLoad(let code),
            .rewardedAdDidFailToLoad(let code), .appOpenAdDidFailToLoad(let code),
            .adLoaderDidFailToLoad(let code):
            "\(selector) \(code.rawValue)"
        case .rewardedAdUserDidEarnReward(let amount): "\(selector) \(amount)"
        case .adLoaderDidReceiveNativeAd(let summary): "\(selector) \(summary)"
        default: selector
        }
    }
}

/// What a fake native ad held when it was delivered.
public struct SampleNativeAdSummary: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
    public var variant: SampleNativeVariant
    public var hasMediaView: Bool
    public var imagesDownloaded: Bool

    public init(variant: SampleNativeVariant, hasMediaView: Bool, imagesDownloaded: Bool) {
        self.variant = variant
        self.hasMediaView = hasMediaView
        self.imagesDownloaded = imagesDownloaded
    }

    public var description: String {
        "\(variant), \(hasMediaView ? "video" : "no video"), \(imagesDownloaded ? "images" : "image URLs")"
    }
}
