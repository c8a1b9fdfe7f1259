/// The content of one custom native ad as the host's ad server serves it.
///
/// Assets keep the order the server gave them: that order is the ad's
/// ``CustomNativeAd/availableAssetKeys``, and what a fixture stores.
///
/// ```swift
/// CustomNativeAdPayload(
///     formatID: "10063170",
///     assets: [.init(key: "Headline", value: .text("Hello"))],
///     destinationURL: "https://www.example.com/landing"
/// )
/// ```
public struct CustomNativeAdPayload: Codable, Equatable, Hashable, Sendable {
    public var formatID: String
    public var assets: [Asset]
    /// Whether the ad carries a video (then it has a media view).
    public var hasVideo: Bool
    /// Links into apps, tried in order on a click; the first an installed app can open wins.
    public var deepLinkURLs: [String]
    /// Where a click goes in the browser when no deep link can be opened.
    public var destinationURL: String
    /// The AdChoices overlay, served with backfill ads only.
    public var adChoices: AdChoices?

    public init(
        formatID: String,
        assets: [Asset],
        hasVideo: Bool = false,
        deepLinkURLs: [String] = [],
        destinationURL: String,
        adChoices: AdChoices? = nil
    ) {
        self.formatID = formatID
        self.assets = assets
        self.hasVideo = hasVideo
        self.deepLinkURLs = deepLinkURLs
        self.destinationURL = destinationURL
        self.adChoices = adChoices
    }

    /// One named asset: text or an image. Stored flat, as `{"key": …, "text": …}` or
    /// `{"key": …, "image": {…}}`.
    public struct Asset: Codable, Equatable, Hashable, Sendable {
        public enum Value: Equatable, Hashable, Sendable {
            case text(String)
            case image(NativeAdImageValue)
        }

        public var key: String
        public var value: Value

        public init(key: String, value: Value) {
            self.key = key
            self.value = value
        }

        private enum CodingKeys: String, CodingKey {
            case key, text, image
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            key = try container.decode(String.self, forKey: .key)
            if let text = try container.decodeIfPresent(String.self, forKey: .text) {
                value = .text(text)
            } else if let image = try container.decodeIfPresent(NativeAdImageValue.self, forKey: .image) {
                value = .image(image)
            } else {
                throw DecodingError.dataCorruptedError(
                    forKey: .key, in: container,
                    debugDescription: "asset \"\(key)\" has neither \"text\" nor \"image\""
                )
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(key, forKey: .key)
            switch value {
            case .text(let text): try container.encode(text, forKey: .text)
            case .image(let image): try container.encode(image, forKey: .image)
            }
        }
    }

    /// The AdChoices overlay: its icon and the page a tap on it opens.
    public struct AdChoices: Codable, Equatable, Hashable, Sendable {
        public var image: NativeAdImageValue
        public var infoURL: String

        public init(image: NativeAdImageValue, infoURL: String) {
            self.image = image
            self.infoURL = infoURL
        }
    }
}
