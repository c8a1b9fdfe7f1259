import NeutralUI

/// An image as the host's ad server serves it: the image itself, its URL, or both, and a scale.
///
/// The storable form of a ``NativeAdImage``; a custom native ad turns one into the other.
///
/// ```swift
/// NativeAdImageValue(url: "https://www.example.com/a.png", scale: 2)
/// ```
public struct NativeAdImageValue: Codable, Equatable, Hashable, Sendable {
    public var image: Image?
    public var url: String?
    public var scale: Double

    public init(image: Image? = nil, url: String? = nil, scale: Double = 1) {
        self.image = image
        self.url = url
        self.scale = scale
    }
}
