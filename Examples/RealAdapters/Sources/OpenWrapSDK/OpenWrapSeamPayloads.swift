import AdWorld
import Foundation

/// The kinds of ad OpenWrap loads.
public enum OpenWrapFormat: String, StandInFormat {
    case banner, interstitial, rewarded, native
}

/// What the SDK asks PubMatic's server for: a bidding load (the bid response the adapter hands
/// over, rendered) or a waterfall one (an auction for the publisher's ad unit).
///
/// ```swift
/// OpenWrapRequest(format: .interstitial, bidResponse: "bid", watermark: "d2F0ZXI=", testMode: false).description
/// // "interstitial bid response \"bid\" watermark d2F0ZXI="
/// ```
public struct OpenWrapRequest: Codable, Hashable, Sendable, CustomStringConvertible {
    public var format: OpenWrapFormat
    /// A bidding load's bid response; nil for a waterfall load.
    public var bidResponse: String?
    /// A waterfall load's publisher, profile and ad unit; nil for a bidding load.
    public var publisherId: String?
    public var profileId: Int?
    public var adUnitId: String?
    /// A waterfall banner's size, `WIDTHxHEIGHT` (the SDK auctions the ad unit for it); nil
    /// otherwise (a bidding banner renders the size its bid response won).
    public var size: String?
    /// GMA's watermark the adapter added as extra info (`kPOBAdMobWatermarkKey`), base64.
    public var watermark: String?
    public var testMode: Bool

    public init(
        format: OpenWrapFormat, bidResponse: String? = nil, publisherId: String? = nil, profileId: Int? = nil,
        adUnitId: String? = nil, size: String? = nil, watermark: String? = nil, testMode: Bool
    ) {
        self.format = format
        self.bidResponse = bidResponse
        self.publisherId = publisherId
        self.profileId = profileId
        self.adUnitId = adUnitId
        self.size = size
        self.watermark = watermark
        self.testMode = testMode
    }

    public var description: String {
        var text = "\(format)"
        if let bidResponse { text += " bid response \"\(bidResponse)\"" }
        if let publisherId { text += " publisher \(publisherId)" }
        if let profileId { text += " profile \(profileId)" }
        if let adUnitId { text += " ad unit \(adUnitId)" }
        if let size { text += " size \(size)" }
        if let watermark { text += " watermark \(watermark)" }
        return text + (testMode ? " (test)" : "")
    }
}

/// The ad a load wins.
public struct OpenWrapCreative: Codable, Hashable, Sendable, CustomStringConvertible, StandInLoadedTwice {
    public var title: String
    public var body: String
    public var callToAction: String
    public var advertiser: String
    /// As the native rating asset carries it (text).
    public var rating: String
    /// True for a load the SDK reports twice: the delegate hears its did-receive a second time,
    /// at once (an SDK that retries its callback). Nil (left out of the fixture) for one
    /// reported once.
    public var loadedTwice: Bool?

    public init(
        title: String, body: String = "", callToAction: String = "Learn more", advertiser: String = "PubMatic", rating: String = "4.5"
    ) {
        self.title = title
        self.body = body
        self.callToAction = callToAction
        self.advertiser = advertiser
        self.rating = rating
    }

    public var description: String { "\"\(title)\"" + (loadedTwice == true ? ", reported loaded twice" : "") }
}

/// One call the SDK makes into the app, named after the delegate method (or the set-up's
/// completion block).
public enum OpenWrapCallback: StandInCallback, Codable, Hashable, Sendable, CustomStringConvertible {
    case initializeCompletion(success: Bool)
    case bannerViewDidReceiveAd
    case bannerViewDidFail(code: Int)
    case bannerViewDidRecordImpression
    case bannerViewDidClickAd
    case interstitialDidReceiveAd
    case interstitialDidFail(code: Int)
    case interstitialWillPresentAd
    case interstitialDidFailToShow(code: Int)
    case interstitialDidRecordImpression
    case interstitialDidClickAd
    case interstitialDidDismissAd
    case rewardedAdDidReceive
    case rewardedAdDidFail(code: Int)
    case rewardedAdWillPresent
    case rewardedAdDidFailToShow(code: Int)
    case rewardedAdDidRecordImpression
    case rewardedAdDidClick
    case rewardedAdDidDismiss
    case rewardedAdShouldReward
    case nativeAdLoaderDidReceive
    case nativeAdLoaderDidFail(code: Int)
    case nativeAdDidRecordImpression
    case nativeAdDidRecordClick

    public var description: String {
        switch self {
        case .initializeCompletion(let success): "initialize completion (\(success))"
        case .bannerViewDidFail(let code): "bannerView(didFailToReceiveAdWithError: \(code))"
        case .interstitialDidFail(let code): "interstitial(didFailToReceiveAdWithError: \(code))"
        case .interstitialDidFailToShow(let code): "interstitial(didFailToShowAdWithError: \(code))"
        case .rewardedAdDidFail(let code): "rewardedAd(didFailToReceiveAdWithError: \(code))"
        case .rewardedAdDidFailToShow(let code): "rewardedAd(didFailToShowAdWithError: \(code))"
        case .rewardedAdShouldReward: "rewardedAd(shouldReward:)"
        case .nativeAdLoaderDidReceive: "nativeAdLoader(didReceive:)"
        case .nativeAdLoaderDidFail(let code): "nativeAdLoader(didFailToReceiveAdWithError: \(code))"
        default: name
        }
    }
}
