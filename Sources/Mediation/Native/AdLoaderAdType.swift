/// A kind of ad an ad loader asks for; the legacy custom-event API passes a list of them to
/// ``CustomEventNativeAd/requestNativeAd(withParameter:request:adTypes:options:rootViewController:)``.
///
/// GMA leaves the values opaque; these are readable words for fixtures.
public struct AdLoaderAdType: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Unified native ads, the only type the legacy native custom event serves.
    public static let native = AdLoaderAdType(rawValue: "native")
    /// Custom native ad formats: a ``CustomNativeAdLoader`` loads only when its ad types hold it.
    public static let customNative = AdLoaderAdType(rawValue: "customNative")

    public var description: String { rawValue }
}
