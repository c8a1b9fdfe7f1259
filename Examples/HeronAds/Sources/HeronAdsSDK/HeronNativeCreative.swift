/// The native ad a fill carries: its texts, whether it is a video, and who counts its
/// impressions and clicks.
///
/// A self-tracking ad is counted by the SDK once it is registered to a view (some advertisers
/// require their own measurement); any other ad leaves counting to the app, which reports
/// impressions and clicks to it.
///
/// ```swift
/// HeronNativeCreative(headline: "Wade in", body: "Shallow water, big catch.", callToAction: "Install",
///                     advertiser: nil, starRating: 4.5, isVideo: true, isSelfTracking: true).description
/// // "self-tracked video \"Wade in\""
/// ```
public struct HeronNativeCreative: Codable, Hashable, Sendable, CustomStringConvertible {
    public var headline: String
    public var body: String
    public var callToAction: String
    public var advertiser: String?
    /// 0 to 5, for app-install ads.
    public var starRating: Double?
    public var isVideo: Bool
    public var isSelfTracking: Bool

    public init(
        headline: String, body: String, callToAction: String, advertiser: String?, starRating: Double?,
        isVideo: Bool, isSelfTracking: Bool
    ) {
        self.headline = headline
        self.body = body
        self.callToAction = callToAction
        self.advertiser = advertiser
        self.starRating = starRating
        self.isVideo = isVideo
        self.isSelfTracking = isSelfTracking
    }

    public var description: String {
        "\(isSelfTracking ? "self-tracked" : "host-tracked") \(isVideo ? "video" : "static") \"\(headline)\""
    }
}
