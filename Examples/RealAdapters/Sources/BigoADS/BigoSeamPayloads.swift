/// The kinds of ad the Bigo SDK loads; named after its loader classes.
public enum BigoFormat: String, Codable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case banner, interstitial, rewardVideo, splash, native

    public var description: String { rawValue }
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
public struct BigoCreative: Codable, Hashable, Sendable, CustomStringConvertible {
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

/// Bigo's answer to one load: an ad, or an error with Bigo's code and message.
public enum BigoAnswer: Codable, Hashable, Sendable, CustomStringConvertible {
    private enum FillCodingKeys: String, CodingKey { case _0 = "creative" }

    case fill(BigoCreative)
    case failure(code: Int, message: String)

    public var description: String {
        switch self {
        case .fill(let creative): "fill \(creative)"
        case .failure(let code, let message): "failure \(code) \"\(message)\""
        }
    }
}

/// One call the Bigo SDK makes into the app's code, named after the delegate method (or the
/// completion block) it calls.
public enum BigoCallback: Codable, Hashable, Sendable, CustomStringConvertible {
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
        case .onAdImpression: "onAdImpression"
        case .onAdClicked: "onAdClicked"
        case .onAdOpened: "onAdOpened"
        case .onAdClosed: "onAdClosed"
        case .onAdRewarded: "onAdRewarded"
        case .onAdSkipped: "onAdSkipped"
        case .onAdFinished: "onAdFinished"
        case .onVideoStart: "onVideoStart"
        case .onVideoEnd: "onVideoEnd"
        }
    }

    private static func capitalised(_ format: BigoFormat) -> String {
        format.rawValue.prefix(1).uppercased() + format.rawValue.dropFirst()
    }
}

/// Something the Bigo SDK did that a user or a developer would see, besides calling the app.
public enum BigoEffect: Codable, Hashable, Sendable, CustomStringConvertible {
    private enum LogCodingKeys: String, CodingKey { case _0 = "line" }
    private enum OpenedURLCodingKeys: String, CodingKey { case _0 = "url" }
    private enum PresentedCodingKeys: String, CodingKey { case _0 = "screen", from }
    private enum DismissedCodingKeys: String, CodingKey { case _0 = "screen" }

    case log(String)
    case text(view: String, text: String)
    /// A screen presented from the view controller titled `from` (nil: one without a title, such
    /// as the app's root): which controller the adapter handed the SDK shows here.
    case presented(String, from: String? = nil)
    case dismissed(String)
    case openedURL(String)

    public var description: String {
        switch self {
        case .log(let line): "log \"\(line)\""
        case .text(let view, let text): "\(view) text \"\(text)\""
        case .presented(let screen, let from?): "present \(screen) from \(from)"
        case .presented(let screen, nil): "present \(screen)"
        case .dismissed(let screen): "dismiss \(screen)"
        case .openedURL(let url): "open \(url)"
        }
    }
}
