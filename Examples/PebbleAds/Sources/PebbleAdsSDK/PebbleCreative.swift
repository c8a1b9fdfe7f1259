/// The ad a fill carries: its headline, and whether it is a video.
///
/// ```swift
/// PebbleCreative(headline: "Smooth stones, fair prices", isVideo: true).description
/// // "video \"Smooth stones, fair prices\""
/// ```
public struct PebbleCreative: Codable, Hashable, Sendable, CustomStringConvertible {
    public var headline: String
    public var isVideo: Bool

    public init(headline: String, isVideo: Bool) {
        self.headline = headline
        self.isVideo = isVideo
    }

    public var description: String {
        "\(isVideo ? "video" : "static") \"\(headline)\""
    }
}
