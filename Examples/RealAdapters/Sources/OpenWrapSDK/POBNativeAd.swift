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

/// A native ad's text asset.
public final class POBNativeAdTitleResponseAsset {
    public let text: String?
    init(text: String?) { self.text = text }
}

/// A native ad's data asset.
public final class POBNativeAdDataResponseAsset {
    public let value: String?
    init(value: String?) { self.value = value }
}

/// A native ad's image asset.
public final class POBNativeAdImageResponseAsset {
    public let imageURL: String?
    init(imageURL: String?) { self.imageURL = imageURL }
}

public protocol POBNativeAdDelegate: AnyObject {
    func nativeAdDidRecordImpression(_ nativeAd: any POBNativeAd)
    func nativeAdDidRecordClick(_ nativeAd: any POBNativeAd)
    func nativeAdWillPresentModal(_ nativeAd: any POBNativeAd)
    func nativeAdDidDismissModal(_ nativeAd: any POBNativeAd)
}

/// A loaded native ad.
public protocol POBNativeAd: AnyObject {
    func setAdDelegate(_ delegate: (any POBNativeAdDelegate)?)
    func adInfoIconView() -> View?
    func titleAsset() -> POBNativeAdTitleResponseAsset
    func descriptionAsset() -> POBNativeAdDataResponseAsset
    func callToActionAsset() -> POBNativeAdDataResponseAsset
    func priceAsset() -> POBNativeAdDataResponseAsset
    func advertiserAsset() -> POBNativeAdDataResponseAsset
    func ratingAsset() -> POBNativeAdDataResponseAsset
    func iconAsset() -> POBNativeAdImageResponseAsset
    func mediaView() -> View?
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
    private let loading = POBLoad()
    private let adUnitId: String?
    public weak var delegate: (any POBNativeAdLoaderDelegate)?
    public var assetList: [POBNativeRequestAsset] = []
    public var request: POBRequest { loading.request }

    public init() { adUnitId = nil }

    public init(publisherId: String, profileId: NSNumber, adUnitId: String, templateType: POBNativeTemplateType) {
        self.adUnitId = adUnitId
    }

    public func addExtraInfo(withKey key: String, andValue value: Data) {
        request.extraInfo[key] = value
    }

    public func loadAd(withResponse response: String, for host: POBBiddingHost) { load(valid: !response.isEmpty) }
    public func loadAd() { load(valid: adUnitId?.isEmpty == false) }

    private func load(valid: Bool) {
        loading.load(valid: valid) { [weak self] in
            guard let self else { return }
            delegate?.nativeAdLoader(self, didReceive: POBLoadedNativeAd(loading: loading))
        } failed: { [weak self] error in
            guard let self else { return }
            delegate?.nativeAdLoader(self, didFailToReceiveAdWithError: error)
        }
    }
}

/// The native ad the stand-in serves: no icon URL (so an adapter downloads nothing), a media
/// view, clicks on the registered views, an impression once registered.
final class POBLoadedNativeAd: POBNativeAd {
    private let loading: POBLoad
    private weak var delegate: (any POBNativeAdDelegate)?
    private let media = View(frame: Rect(width: 320, height: 180))

    init(loading: POBLoad) {
        self.loading = loading
    }

    func setAdDelegate(_ delegate: (any POBNativeAdDelegate)?) { self.delegate = delegate }
    func adInfoIconView() -> View? { nil }
    func titleAsset() -> POBNativeAdTitleResponseAsset { POBNativeAdTitleResponseAsset(text: "Open Wrap Wonders") }
    func descriptionAsset() -> POBNativeAdDataResponseAsset { POBNativeAdDataResponseAsset(value: "Wonders, wrapped.") }
    func callToActionAsset() -> POBNativeAdDataResponseAsset { POBNativeAdDataResponseAsset(value: "Learn more") }
    func priceAsset() -> POBNativeAdDataResponseAsset { POBNativeAdDataResponseAsset(value: nil) }
    func advertiserAsset() -> POBNativeAdDataResponseAsset { POBNativeAdDataResponseAsset(value: "PubMatic") }
    func ratingAsset() -> POBNativeAdDataResponseAsset { POBNativeAdDataResponseAsset(value: "4.5") }
    func iconAsset() -> POBNativeAdImageResponseAsset { POBNativeAdImageResponseAsset(imageURL: nil) }
    func mediaView() -> View? { media }
    func mediaAspectRatio() -> CGFloat { 16.0 / 9.0 }

    func registerView(forInteractions view: View, clickableViews: [View]) {
        for clickable in clickableViews {
            clickable.addTapHandler { [weak self] in
                guard let self else { return }
                loading.open("https://pubmatic.example/click")
                delegate?.nativeAdDidRecordClick(self)
            }
        }
        loading.world.schedule(after: 1_000) { [weak self] in
            guard let self else { return }
            delegate?.nativeAdDidRecordImpression(self)
        }
    }
}
