import Foundation
import NeutralUI

/// The assets a waterfall native request asks for.
public class POBNativeRequestAsset {
    public let required: Bool

    init(required: Bool) {
        self.required = required
    }
}

public final class POBNativeRequestTitleAsset: POBNativeRequestAsset {
    public let length: Int

    public init(length: Int, required: Bool) {
        self.length = length
        super.init(required: required)
    }
}

public enum POBNativeDataAssetType: Int, Sendable {
    case sponsored = 1, description = 2, rating = 3, likes = 4, downloads = 5, price = 6, salePrice = 7, phone = 8,
        address = 9, description2 = 10, displayURL = 11, ctaText = 12
}

public final class POBNativeRequestDataAsset: POBNativeRequestAsset {
    public let type: POBNativeDataAssetType

    public init(type: POBNativeDataAssetType, required: Bool) {
        self.type = type
        super.init(required: required)
    }
}

public enum POBNativeImageAssetType: Int, Sendable {
    case icon = 1, main = 3
}

public final class POBNativeRequestImageAsset: POBNativeRequestAsset {
    public let type: POBNativeImageAssetType
    public let minimumWidth: Int
    public let minimumHeight: Int

    public init(type: POBNativeImageAssetType, required: Bool, minimumWidth: Int, minimumHeight: Int) {
        self.type = type
        self.minimumWidth = minimumWidth
        self.minimumHeight = minimumHeight
        super.init(required: required)
    }
}

public enum POBNativeTemplateType: Int, Sendable {
    case small, medium, custom
}

// The response assets are Objective-C classes in the SDK, with `init()` and read-only properties:
// `open` here, so that an app's tests may subclass them and override what they read, as Google's
// PubMatic suite does (`override var text: String { "title" }`). One made with `init()` belongs
// to no response: empty text and value, no image URL.

/// A native ad's title asset.
open class POBNativeAdTitleResponseAsset {
    private let storedText: String

    /// The title; empty when the response has none.
    open var text: String { storedText }

    public init() { storedText = "" }
    init(text: String) { storedText = text }
}

/// A native ad's data asset.
open class POBNativeAdDataResponseAsset {
    private let storedValue: String

    /// The value; empty when the response has none (the SDK declares it non-null).
    open var value: String { storedValue }

    public init() { storedValue = "" }
    init(value: String?) { storedValue = value ?? "" }
}

/// A native ad's image asset.
open class POBNativeAdImageResponseAsset {
    private let storedURL: String?

    /// Where the image is; nil when the response names none.
    open var imageURL: String? { storedURL }

    public init() { storedURL = nil }
    init(imageURL: String?) { storedURL = imageURL }
}

/// The view the SDK renders a native ad into (`renderAd…`, which Google's adapter does not call;
/// its own rendering is GMA's).
open class POBNativeAdView: View {}

/// A template the SDK renders a native ad into: its outlets.
open class POBNativeTemplateView: View {
    public weak var titleLabel: Label?
    public weak var descriptionLabel: Label?
    public weak var iconImgView: ImageView?
    public weak var privacyIconImgView: ImageView?
    public weak var adIconImgView: ImageView?
    public weak var ctaButton: Button?
}

/// What `renderAd…` hands back: the rendered view, or why it could not render.
public typealias POBNativeAdRenderingCompletionBlock = (POBNativeAdView?, (any Error)?) -> Void

/// Hears a native ad's video events; every method is optional in the SDK.
public protocol POBNativeAdVideoDelegate: AnyObject {
    func nativeAdDidStartVideo(_ nativeAd: any POBNativeAd)
    func nativeAdDidPauseVideo(_ nativeAd: any POBNativeAd)
    func nativeAdDidResumeVideo(_ nativeAd: any POBNativeAd)
    func nativeAdDidEndVideo(_ nativeAd: any POBNativeAd)
}

extension POBNativeAdVideoDelegate {
    public func nativeAdDidStartVideo(_ nativeAd: any POBNativeAd) {}
    public func nativeAdDidPauseVideo(_ nativeAd: any POBNativeAd) {}
    public func nativeAdDidResumeVideo(_ nativeAd: any POBNativeAd) {}
    public func nativeAdDidEndVideo(_ nativeAd: any POBNativeAd) {}
}

public protocol POBNativeAdDelegate: AnyObject {
    func nativeAdDidRecordImpression(_ nativeAd: any POBNativeAd)
    func nativeAdDidRecordClick(_ nativeAd: any POBNativeAd)
    func nativeAdWillPresentModal(_ nativeAd: any POBNativeAd)
    func nativeAdDidDismissModal(_ nativeAd: any POBNativeAd)
}

/// A loaded native ad.
public protocol POBNativeAd: AnyObject {
    func setAdDelegate(_ delegate: any POBNativeAdDelegate)
    func adInfoIconView() -> ImageView?
    func titleAsset() -> POBNativeAdTitleResponseAsset
    func descriptionAsset() -> POBNativeAdDataResponseAsset
    func callToActionAsset() -> POBNativeAdDataResponseAsset
    func priceAsset() -> POBNativeAdDataResponseAsset
    func advertiserAsset() -> POBNativeAdDataResponseAsset
    func ratingAsset() -> POBNativeAdDataResponseAsset
    func iconAsset() -> POBNativeAdImageResponseAsset
    func mediaView() -> View
    func mediaAspectRatio() -> CGFloat
    func registerView(forInteractions view: View, clickableViews: [View])
}

public protocol POBNativeAdLoaderDelegate: AnyObject {
    func viewControllerForPresentingModal() -> ViewController
    func nativeAdLoader(_ adLoader: POBNativeAdLoader, didReceive nativeAd: any POBNativeAd)
    func nativeAdLoader(_ adLoader: POBNativeAdLoader, didFailToReceiveAdWithError error: any Error)
}

/// `POBNativeAdLoader`.
public final class POBNativeAdLoader {
    private let loading = POBLoad(for: "POBNativeAdLoader")
    private let waterfall: (publisherId: String, profileId: Int, adUnitId: String)?
    public weak var delegate: (any POBNativeAdLoaderDelegate)?
    public var assetList: [POBNativeRequestAsset] = []
    public let request = POBRequest()

    public init() { waterfall = nil }

    public init(publisherId: String, profileId: NSNumber, adUnitId: String, templateType: POBNativeTemplateType) {
        waterfall = (publisherId, profileId.intValue, adUnitId)
    }

    public func addExtraInfo(withKey key: String, andValue value: Data) {
        request.extraInfo[key] = value
    }

    public func loadAd(withResponse response: String, for host: POBBiddingHost) { load(bidResponse: response) }
    public func loadAd() { load(bidResponse: nil) }

    private func load(bidResponse: String?) {
        let context = loading.context
        loading.load(.native, request, bidResponse: bidResponse, waterfall: bidResponse == nil ? waterfall : nil) { [weak self] creative in
            guard let self else { return }
            let ad = POBLoadedNativeAd(creative: creative, context: context) { [weak self] in
                self?.delegate?.viewControllerForPresentingModal()
            }
            context.call(delegate, .nativeAdLoaderDidReceive) { $0.nativeAdLoader(self, didReceive: ad) }
        } failed: { [weak self] code, error in
            guard let self else { return }
            context.call(delegate, .nativeAdLoaderDidFail(code: code)) { $0.nativeAdLoader(self, didFailToReceiveAdWithError: error) }
        }
    }
}

/// The native ad the stand-in serves: no icon URL (so an adapter downloads nothing), a media
/// view, clicks on the registered views (each asks the loader's delegate for the controller its
/// landing page would be presented over), an impression a second after it is registered.
final class POBLoadedNativeAd: POBNativeAd {
    private let creative: OpenWrapCreative
    private let context: OpenWrapContext
    private weak var delegate: (any POBNativeAdDelegate)?
    private let media = View(frame: Rect(width: 320, height: 180))
    private var taps = StandInTaps()
    /// The loader's delegate's `viewControllerForPresentingModal()`, asked on each click.
    private let presenter: () -> ViewController?

    init(creative: OpenWrapCreative, context: OpenWrapContext, presenter: @escaping () -> ViewController?) {
        self.creative = creative
        self.context = context
        self.presenter = presenter
    }

    func setAdDelegate(_ delegate: any POBNativeAdDelegate) { self.delegate = delegate }
    func adInfoIconView() -> ImageView? { nil }
    func titleAsset() -> POBNativeAdTitleResponseAsset { POBNativeAdTitleResponseAsset(text: creative.title) }
    func descriptionAsset() -> POBNativeAdDataResponseAsset { POBNativeAdDataResponseAsset(value: creative.body) }
    func callToActionAsset() -> POBNativeAdDataResponseAsset { POBNativeAdDataResponseAsset(value: creative.callToAction) }
    func priceAsset() -> POBNativeAdDataResponseAsset { POBNativeAdDataResponseAsset(value: nil) }
    func advertiserAsset() -> POBNativeAdDataResponseAsset { POBNativeAdDataResponseAsset(value: creative.advertiser) }
    func ratingAsset() -> POBNativeAdDataResponseAsset { POBNativeAdDataResponseAsset(value: creative.rating) }
    func iconAsset() -> POBNativeAdImageResponseAsset { POBNativeAdImageResponseAsset(imageURL: nil) }
    func mediaView() -> View { media }
    func mediaAspectRatio() -> CGFloat { 16.0 / 9.0 }

    func registerView(forInteractions view: View, clickableViews: [View]) {
        taps.removeAll()
        for clickable in clickableViews {
            taps.add(clickable) { [weak self] in
                guard let self else { return }
                context.click(presentingFrom: presenter())
                context.call(delegate, .nativeAdDidRecordClick) { $0.nativeAdDidRecordClick(self) }
            }
        }
        context.after(1_000) { [weak self] in
            guard let self else { return }
            context.call(delegate, .nativeAdDidRecordImpression) { $0.nativeAdDidRecordImpression(self) }
        }
    }
}
