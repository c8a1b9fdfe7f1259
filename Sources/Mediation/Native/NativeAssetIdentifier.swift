/// Names a native ad's asset in the view dictionaries the host passes on render and in click
/// reports.
///
/// GMA leaves the values opaque; these are readable words, chosen so fixtures read well.
/// AdChoices is `"_adChoices"`, the same key a custom native ad uses for its AdChoices asset
/// (``NativeAdChoicesViewAsset``).
///
/// ```swift
/// NativeAssetIdentifier.callToActionAsset.rawValue   // "callToAction"
/// ```
public struct NativeAssetIdentifier: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    // GMA's names (both generations import `GADNativeHeadlineAsset` and its kin as these; the type keeps its `GAD` name in GMA 12 and 13: `GADNativeAssetIdentifier`).
    public static let headlineAsset = NativeAssetIdentifier(rawValue: "headline")
    public static let callToActionAsset = NativeAssetIdentifier(rawValue: "callToAction")
    public static let iconAsset = NativeAssetIdentifier(rawValue: "icon")
    public static let bodyAsset = NativeAssetIdentifier(rawValue: "body")
    public static let storeAsset = NativeAssetIdentifier(rawValue: "store")
    public static let priceAsset = NativeAssetIdentifier(rawValue: "price")
    public static let imageAsset = NativeAssetIdentifier(rawValue: "image")
    public static let starRatingAsset = NativeAssetIdentifier(rawValue: "starRating")
    public static let advertiserAsset = NativeAssetIdentifier(rawValue: "advertiser")
    public static let mediaViewAsset = NativeAssetIdentifier(rawValue: "mediaView")
    public static let adChoicesViewAsset = NativeAssetIdentifier(rawValue: NativeAdChoicesViewAsset)

    // Names GMA never had, refused with GMA's.
    @available(*, unavailable, renamed: "headlineAsset") public static var headline: NativeAssetIdentifier { .headlineAsset }
    @available(*, unavailable, renamed: "callToActionAsset") public static var callToAction: NativeAssetIdentifier { .callToActionAsset }
    @available(*, unavailable, renamed: "iconAsset") public static var icon: NativeAssetIdentifier { .iconAsset }
    @available(*, unavailable, renamed: "bodyAsset") public static var body: NativeAssetIdentifier { .bodyAsset }
    @available(*, unavailable, renamed: "storeAsset") public static var store: NativeAssetIdentifier { .storeAsset }
    @available(*, unavailable, renamed: "priceAsset") public static var price: NativeAssetIdentifier { .priceAsset }
    @available(*, unavailable, renamed: "imageAsset") public static var image: NativeAssetIdentifier { .imageAsset }
    @available(*, unavailable, renamed: "starRatingAsset") public static var starRating: NativeAssetIdentifier { .starRatingAsset }
    @available(*, unavailable, renamed: "advertiserAsset") public static var advertiser: NativeAssetIdentifier { .advertiserAsset }
    @available(*, unavailable, renamed: "mediaViewAsset") public static var mediaView: NativeAssetIdentifier { .mediaViewAsset }
    @available(*, unavailable, renamed: "adChoicesViewAsset") public static var adChoicesView: NativeAssetIdentifier { .adChoicesViewAsset }

    public var description: String { rawValue }
}

/// The asset key of a native ad's AdChoices overlay: ask a custom native ad for its image, and
/// report a tap on it, with this key.
public let NativeAdChoicesViewAsset = "_adChoices"
