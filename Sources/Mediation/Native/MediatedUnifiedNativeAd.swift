import Foundation
import NeutralUI

/// A native ad's assets as an adapter maps them from its network's ad, and the host's calls back
/// into it when the ad is shown, seen, clicked and taken down.
///
/// Every asset is optional; a network fills what it has. Members below the required assets have
/// defaults (nil, false, 0, no-op) standing in for GMA's optional members, so an adapter that
/// omits one behaves as GMA sees an unimplemented one.
public protocol MediatedUnifiedNativeAd: AnyObject {
    var headline: String? { get }
    var images: [NativeAdImage]? { get }
    var body: String? { get }
    var icon: NativeAdImage? { get }
    var callToAction: String? { get }
    /// 0 to 5. `NSDecimalNumber`, as GMA types it; the host records its decimal value.
    var starRating: NSDecimalNumber? { get }
    var store: String? { get }
    var price: String? { get }
    var advertiser: String? { get }
    /// Network-specific extras, any value as in GMA. The host converts them once into text
    /// (``MediationValueText``): strings as they are, numbers and URLs as written, anything else
    /// as a description naming its type.
    var extraAssets: [String: Any]? { get }

    /// The network's own AdChoices view, if it draws one.
    var adChoicesView: View? { get }
    /// The network's media (video) view, if any.
    var mediaView: View? { get }
    /// Whether the media is a video. True needs a ``mediaView`` to play it in; an image ad may
    /// have a media view too (GMA's shows the first image when there is no video).
    var hasVideoContent: Bool { get }
    /// Width over height of the media; 0 when unknown.
    var mediaContentAspectRatio: CGFloat { get }
    /// Video length in seconds; 0 when unknown.
    var duration: TimeInterval { get }
    /// Video position in seconds; 0 when unknown.
    var currentTime: TimeInterval { get }

    /// The host placed the ad in `view`; networks that track on their own attach here.
    func didRender(
        in view: View,
        clickableAssetViews: [NativeAssetIdentifier: View],
        nonclickableAssetViews: [NativeAssetIdentifier: View],
        viewController: ViewController
    )
    /// The host counted an impression (sent only when the ad does not handle impressions itself).
    func didRecordImpression()
    /// The host counted a click on an asset (sent only when the ad does not handle clicks
    /// itself). GMA 12's name; the host calls this one, whose default calls the older
    /// ``didRecordClickOnAsset(withName:view:viewController:)``.
    func didRecordClickOnAsset(with assetName: NativeAssetIdentifier, view: View, viewController: ViewController)
    /// GMA 11's (and earlier) name for ``didRecordClickOnAsset(with:view:viewController:)``.
    func didRecordClickOnAsset(withName assetName: NativeAssetIdentifier, view: View, viewController: ViewController)
    /// The host stopped showing the ad in `view`; release anything attached to it.
    func didUntrackView(_ view: View?)
}

extension MediatedUnifiedNativeAd {
    public var adChoicesView: View? { nil }
    public var mediaView: View? { nil }
    public var hasVideoContent: Bool { false }
    public var mediaContentAspectRatio: CGFloat { 0 }
    public var duration: TimeInterval { 0 }
    public var currentTime: TimeInterval { 0 }

    public func didRender(
        in view: View,
        clickableAssetViews: [NativeAssetIdentifier: View],
        nonclickableAssetViews: [NativeAssetIdentifier: View],
        viewController: ViewController
    ) {}
    public func didRecordImpression() {}
    public func didRecordClickOnAsset(with assetName: NativeAssetIdentifier, view: View, viewController: ViewController) {
        didRecordClickOnAsset(withName: assetName, view: view, viewController: viewController)
    }
    public func didRecordClickOnAsset(withName assetName: NativeAssetIdentifier, view: View, viewController: ViewController) {}
    public func didUntrackView(_ view: View?) {}
}
