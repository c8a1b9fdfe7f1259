/// Names a native ad's asset in the view dictionaries the host passes on render and in click
/// reports.
///
/// GMA leaves the values opaque; these are readable words, chosen so fixtures read well.
/// AdChoices is `"_adChoices"`, the same key a custom native ad uses for its AdChoices asset
/// (``NativeAdChoicesViewAsset``).
///
/// ```swift
/// NativeAssetIdentifier.callToAction.rawValue   // "callToAction"
/// ```
public struct NativeAssetIdentifier: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let headline = NativeAssetIdentifier(rawValue: "headline")
    public static let callToAction = NativeAssetIdentifier(rawValue: "callToAction")
    public static let icon = NativeAssetIdentifier(rawValue: "icon")
    public static let body = NativeAssetIdentifier(rawValue: "body")
    public static let store = NativeAssetIdentifier(rawValue: "store")
    public static let price = NativeAssetIdentifier(rawValue: "price")
    public static let image = NativeAssetIdentifier(rawValue: "image")
    public static let starRating = NativeAssetIdentifier(rawValue: "starRating")
    public static let advertiser = NativeAssetIdentifier(rawValue: "advertiser")
    public static let mediaView = NativeAssetIdentifier(rawValue: "mediaView")
    public static let adChoicesView = NativeAssetIdentifier(rawValue: NativeAdChoicesViewAsset)

    public var description: String { rawValue }
}

/// The asset key of a native ad's AdChoices overlay: ask a custom native ad for its image, and
/// report a tap on it, with this key.
public let NativeAdChoicesViewAsset = "_adChoices"
