import AdWorld
import Foundation
import NeutralUI

/// An ad of a custom native format served by the host's own ad server: assets read by name, no
/// ad view class; the app renders it and reports impressions and clicks itself.
///
/// ```swift
/// ad.formatID                      // "10063170"
/// ad.string(forKey: "Headline")    // "Direct-sold custom native ad"
/// ad.recordImpression()            // true the first time, false after
/// ad.performClickOnAsset(withKey: "MainImage")
/// ```
public final class CustomNativeAd {
    /// Names the ad in observed events: `CustomNativeAd#1`, `#2`, … per world.
    public let identifier: String
    public let formatID: String
    /// The asset keys in the order the server served them, each once (AdChoices is not among
    /// them; ask for it with ``NativeAdChoicesViewAsset``).
    ///
    /// A key the server sent twice names one asset, the first served under it, whatever the
    /// type of the later ones: GMA's reference gives each key one value ("the string
    /// corresponding to the specified key") and says nothing of a second; AdReplay keeps the
    /// first (its fidelity table, "duplicate asset keys").
    public let availableAssetKeys: [String]
    public let videoController: VideoController
    /// Where the app renders the ad; screens opened by the ad would present from it.
    public weak var rootViewController: ViewController?
    public weak var delegate: (any CustomNativeAdDelegate)?
    /// When set, a click runs this with the asset key instead of opening anything.
    public var customClickHandler: ((String) -> Void)?

    let payload: CustomNativeAdPayload
    let world: World
    /// The first asset of each key, text or image, so a lookup does not scan a payload that may
    /// hold any number of assets.
    private let texts: [String: String]
    private let images: [String: NativeAdImageValue]
    private(set) var isImpressionRecorded = false
    private lazy var videoView: View? = makeMediaView()

    init(payload: CustomNativeAdPayload, world: World, rootViewController: ViewController?) {
        self.identifier = "CustomNativeAd#\(world.nextSerial("CustomNativeAd"))"
        self.formatID = payload.formatID
        self.videoController = VideoController(hasVideoContent: payload.hasVideo)
        self.rootViewController = rootViewController
        self.payload = payload
        self.world = world
        var keys: [String] = [], texts: [String: String] = [:], images: [String: NativeAdImageValue] = [:]
        for asset in payload.assets where texts[asset.key] == nil && images[asset.key] == nil {
            keys.append(asset.key)
            switch asset.value {
            case .text(let text): texts[asset.key] = text
            case .image(let image): images[asset.key] = image
            }
        }
        self.availableAssetKeys = keys
        self.texts = texts
        self.images = images
    }

    /// The text asset named `key`, or nil when there is none (or it is an image).
    public func string(forKey key: String) -> String? {
        texts[key]
    }

    /// The image asset named `key`, or nil when there is none (or it is text). With
    /// ``NativeAdChoicesViewAsset``, the AdChoices icon — nil when the ad has no AdChoices, in
    /// which case the app hides its AdChoices view.
    public func image(forKey key: String) -> NativeAdImage? {
        if key == NativeAdChoicesViewAsset {
            return payload.adChoices.map { Self.nativeAdImage($0.image) }
        }
        return images[key].map(Self.nativeAdImage)
    }

    /// The video player, only when the ad has video; otherwise nil and the app shows an image
    /// asset instead. The same view on every read.
    public var mediaView: View? { videoView }

    /// Records the ad's impression. Only the first call counts (delegate and observer hear of
    /// it); repeats are ignored, so one ad never records two impressions. Returns whether this
    /// call recorded it.
    @discardableResult
    public func recordImpression() -> Bool {
        guard !isImpressionRecorded else {
            world.report(.impressionIgnored(ad: identifier))
            return false
        }
        isImpressionRecorded = true
        world.report(.impressionRecorded(ad: identifier))
        delegate?.customNativeAdDidRecordImpression(self)
        return true
    }

    private func makeMediaView() -> View? {
        guard payload.hasVideo else { return nil }
        let view = View(frame: Rect(width: 320, height: 180))
        view.accessibilityIdentifier = "\(identifier).mediaView"
        view.backgroundColor = .black
        return view
    }

    private static func nativeAdImage(_ value: NativeAdImageValue) -> NativeAdImage {
        NativeAdImage(image: value.image, url: value.url.flatMap { URL(string: $0) }, scale: value.scale)
    }
}
