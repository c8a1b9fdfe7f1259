import AdWorld

/// The kinds of ad the Bigo SDK loads; named after its loader classes.
public enum BigoFormat: String, StandInFormat {
    case banner, interstitial, rewardVideo, splash, native
}

/// What the SDK asks Bigo's ad server for: one bidding load of a slot.
///
/// ```swift
/// BigoRequest(format: .banner, slotId: "slot-1", bidPayload: "bid", watermark: "d2F0ZXI=", adSizes: ["320x50"]).description
/// // "banner slot-1 payload \"bid\" watermark d2F0ZXI= sizes 320x50"
/// ```
public struct BigoRequest: Codable, Hashable, Sendable, CustomStringConvertible {
    public var format: BigoFormat
    public var slotId: String
    /// The server bid payload the adapter set (`setServerBidPayload`), nil when it set none.
    public var bidPayload: String?
    /// `encodedImageData` (GMA's watermark), base64; nil when the adapter set none.
    public var watermark: String?
    /// The banner sizes asked for, `WxH`; empty for the other formats.
    public var adSizes: [String]
    /// The loader's `ext` (mediation name and versions, as JSON); "" when unset.
    public var ext: String

    public init(format: BigoFormat, slotId: String, bidPayload: String?, watermark: String?, adSizes: [String] = [], ext: String = "") {
        self.format = format
        self.slotId = slotId
        self.bidPayload = bidPayload
        self.watermark = watermark
        self.adSizes = adSizes
        self.ext = ext
    }

    public var description: String {
        var text = "\(format) \(slotId)"
        if let bidPayload { text += " payload \"\(bidPayload)\"" }
        if let watermark { text += " watermark \(watermark)" }
        if !adSizes.isEmpty { text += " sizes " + adSizes.joined(separator: ",") }
        return text
    }
}

/// An ad Bigo serves. Banners show the title; full-screen ads show it over a close button;
/// native ads hand every field to the app.
public struct BigoCreative: Codable, Hashable, Sendable, CustomStringConvertible, StandInLoadedTwice {
    public var title: String
    public var body: String
    public var callToAction: String
    public var advertiser: String
    public var isVideo: Bool
    /// True for an ad whose content cannot be played: `show` reports `onAd(_:error:)` (1012)
    /// instead of a screen. Nil (left out of the fixture) for one that plays.
    public var failsToPlay: Bool?
    /// True for an answer the SDK reports twice: the loader's delegate hears `on…AdLoaded` a
    /// second time, at once, with a second ad of the same creative (an SDK that retries its
    /// callback). Nil (left out of the fixture) for one reported once.
    public var loadedTwice: Bool?

    public init(
        title: String, body: String = "", callToAction: String = "Install", advertiser: String = "Bigo", isVideo: Bool = false,
        failsToPlay: Bool? = nil, loadedTwice: Bool? = nil
    ) {
        self.title = title
        self.body = body
        self.callToAction = callToAction
        self.advertiser = advertiser
        self.isVideo = isVideo
        self.failsToPlay = failsToPlay
        self.loadedTwice = loadedTwice
    }

    public var description: String {
        "\(isVideo ? "video" : "static") \"\(title)\"\(failsToPlay == true ? " that fails to play" : "")"
            + (loadedTwice == true ? ", reported loaded twice" : "")
    }
}

/// One call the Bigo SDK makes into the app's code, named after the delegate method (or the
/// completion block) it calls.
public enum BigoCallback: StandInCallback, Codable, Hashable, Sendable, CustomStringConvertible {
    /// `initializeSdk(with:completion:)`'s completion.
    case sdkInitialized
    /// `on<Format>AdLoaded`.
    case adLoaded(format: BigoFormat)
    /// `on<Format>AdLoadError`.
    case adLoadError(format: BigoFormat, code: Int)
    case onAdError(code: Int)
    case onAdImpression
    case onAdClicked
    case onAdOpened
    case onAdClosed
    case onAdRewarded
    case onAdSkipped
    case onAdFinished
    case onVideoStart
    case onVideoEnd

    public var description: String {
        switch self {
        case .sdkInitialized: "initializeSdk completion"
        case .adLoaded(let format): "on\(Self.capitalised(format))AdLoaded"
        case .adLoadError(let format, let code): "on\(Self.capitalised(format))AdLoadError(\(code))"
        case .onAdError(let code): "onAd(error: \(code))"
        default: name
        }
    }

    private static func capitalised(_ format: BigoFormat) -> String {
        format.rawValue.prefix(1).uppercased() + format.rawValue.dropFirst()
    }
}
