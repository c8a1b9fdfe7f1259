import AdWorld
import NeutralUI

/// What a native ad's media is. Google's suite names `unknownType`; `image` and `video` are the
/// stand-in's spelling of the other two.
public enum AdNativeType: Sendable {
    case unknownType
    case image
    case video
}

/// `MolocoNativeAd`: what `Moloco.shared.createNativeAd(params:)` hands out (an Objective-C
/// protocol in the SDK). The app (through GMA) reports its impression and clicks.
public protocol MolocoNativeAd: MolocoAd {
    var delegate: (any MolocoNativeAdDelegate)? { get set }
    /// The assets, once loaded.
    var assets: (any MolocoNativeAdAssests)? { get }
    var type: AdNativeType { get }
    /// The view the ad's media renders in.
    var adView: View { get }
    func handleImpression()
    func handleClick()
    func show(from viewController: ViewController, muted: Bool)
}

/// The stand-in's native ad: its assets once loaded.
final class MolocoNativeAdObject: MolocoNativeAd {
    private let loading: MolocoLoad
    weak var delegate: (any MolocoNativeAdDelegate)?
    private(set) var creativeAssets: MolocoCreativeAssets?
    let adView = View(frame: Rect(width: 1200, height: 627))

    var assets: (any MolocoNativeAdAssests)? { creativeAssets }
    var isReady: Bool { loading.isLoaded }
    var type: AdNativeType { creativeAssets == nil ? .unknownType : .image }

    init(params: MolocoCreateAdParams, context: MolocoContext) {
        loading = MolocoLoad(params: params, context: context)
    }

    private var context: MolocoContext { loading.context }

    func load(bidResponse: String) {
        loading.load(.native, bidResponse) { [weak self] creative in
            guard let self else { return }
            creativeAssets = MolocoCreativeAssets(creative)
            context.call(delegate, .didLoad) { $0.didLoad(ad: self) }
        } failed: { [weak self] code, error in
            guard let self else { return }
            context.call(delegate, .failToLoad(code: code)) { $0.failToLoad(ad: self, with: error) }
        }
    }

    func destroy() {
        loading.destroy()
        creativeAssets = nil
    }

    func handleImpression() {
        context.call(delegate, .didHandleImpression) { $0.didHandleImpression(ad: self) }
    }

    func handleClick() {
        context.click()
        context.call(delegate, .didHandleClick) { $0.didHandleClick(ad: self) }
    }

    /// Nothing to show: the app lays the assets out itself.
    func show(from viewController: ViewController, muted: Bool) {}
}
