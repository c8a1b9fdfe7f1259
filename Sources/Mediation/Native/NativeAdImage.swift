import Foundation
import NeutralUI

/// One image of a native ad: the image itself when the network downloaded it, and/or the URL it
/// lives at, with its pixels-per-point scale.
///
/// A value, not a class: the host only reads it. It encodes the URL as its `absoluteString`, so
/// a fixture shows exactly what the adapter built (for instance a file URL made from an https
/// string).
///
/// ```swift
/// NativeAdImage(url: URL(fileURLWithPath: "/tmp/icon.gif"), scale: 1).imageURL?.absoluteString
/// // "file:///tmp/icon.gif"
/// ```
public struct NativeAdImage: Codable, Equatable, Hashable, Sendable {
    /// The image, or nil when the network only gave a URL (image loading disabled).
    public let image: Image?
    public let imageURL: URL?
    public let scale: Double

    /// An image of nothing, as GMA's `init()` makes one.
    public init() {
        self.init(image: nil, url: nil, scale: 1)
    }

    /// An image the network already has in hand; its scale is the image's own.
    public init(image: Image) {
        self.image = image
        self.imageURL = nil
        self.scale = image.scale
    }

    /// An image the app will fetch from `url`, drawn at `scale` pixels per point.
    public init(url: URL, scale: Double) {
        self.image = nil
        self.imageURL = url
        self.scale = scale
    }

    /// Both forms at once, as the host's own ad server serves images.
    init(image: Image?, url: URL?, scale: Double) {
        self.image = image
        self.imageURL = url
        self.scale = scale
    }

    private enum CodingKeys: String, CodingKey {
        case image, imageURL, scale
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        image = try container.decodeIfPresent(Image.self, forKey: .image)
        imageURL = try container.decodeIfPresent(String.self, forKey: .imageURL).flatMap { URL(string: $0) }
        scale = try container.decode(Double.self, forKey: .scale)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(image, forKey: .image)
        try container.encodeIfPresent(imageURL?.absoluteString, forKey: .imageURL)
        try container.encode(scale, forKey: .scale)
    }
}
