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

/// The stand-in's native ad: its assets once loaded. A video's view is the SDK's own: a tap on
/// it is the SDK's click (`didClick`), and its viewability tracker (``MolocoViewability``) finds
/// when the app lays it out: then it plays (`didShow`, or `failToShow`, 6, for one that cannot
/// play), and once out of the app's views again it has hidden (`didHide`).
final class MolocoNativeAdObject: MolocoNativeAd {
    private let loading = MolocoLoad(for: "MolocoNativeAd")
    private let params: MolocoCreateAdParams
    weak var delegate: (any MolocoNativeAdDelegate)?
    private(set) var creativeAssets: MolocoCreativeAssets?
    let adView = View(frame: Rect(width: 1200, height: 627))
    private var shown = false

    var assets: (any MolocoNativeAdAssests)? { creativeAssets }
    var isReady: Bool { loading.isLoaded }
    var type: AdNativeType { creativeAssets.map { $0.videoView == nil ? .image : .video } ?? .unknownType }

    init(params: MolocoCreateAdParams) {
        self.params = params
    }

    private var context: MolocoContext { loading.context }

    func load(bidResponse: String) {
        loading.load(.native, params, bidResponse) { [weak self] creative in
            guard let self else { return }
            let assets = MolocoCreativeAssets(creative)
            creativeAssets = assets
            if let video = assets.videoView {
                video.addTapHandler { [weak self] in self?.clicked() }
                watch(video, failsToShow: creative.failsToShow == true)
            }
            context.call(delegate, .didLoad) { $0.didLoad(ad: self) }
        } failed: { [weak self] code, error in
            guard let self else { return }
            context.call(delegate, .failToLoad(code: code)) { $0.failToLoad(ad: self, with: error) }
        }
    }

    /// Watches the video until it has shown and hidden, or failed: each look of the tracker
    /// while the ad is loaded.
    private func watch(_ video: View, failsToShow: Bool) {
        MolocoViewability.watch(video, in: context) { [weak self] visible in
            guard let self, isReady else { return false }
            switch (shown, visible) {
            case (false, true) where failsToShow:
                let error = MolocoNetwork.error(code: 6, "The ad could not be shown.")
                context.call(delegate, .failToShow(code: 6)) { $0.failToShow(ad: self, with: error) }
                return false
            case (false, true):
                shown = true
                context.call(delegate, .didShow) { $0.didShow(ad: self) }
            case (true, false):
                context.call(delegate, .didHideView) { $0.didHide(ad: self) }
                return false
            default:
                break
            }
            return true
        }
    }

    private func clicked() {
        context.click()
        context.call(delegate, .didClick) { $0.didClick(on: self) }
    }

    func destroy() {
        loading.discard()
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
