import Foundation
import NeutralUI

public protocol SASNativeAdDelegate: AnyObject {
    func nativeAd(_ nativeAd: SASNativeAd, didClickWith URL: URL)
}

public enum SASVideoEvent: Int, Sendable {
    case start, pause, resume, rewind, complete, firstQuartile, midpoint, thirdQuartile, enterFullscreen, exitFullscreen, mute, unmute,
        skip, close
}

public protocol SASNativeAdMediaViewDelegate: AnyObject {
    func nativeAdMediaView(_ mediaView: SASNativeAdMediaView, didSend videoEvent: SASVideoEvent)
}

/// An image asset: where to download it.
public final class SASNativeAdImage {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }
}

/// `SASNativeAd`: the assets and the view the app registers. The stand-in's carry no image
/// (``icon`` and ``coverImage`` nil) and no media.
public final class SASNativeAd {
    private let context: SASContext
    private var registered: [(view: View, token: Int)] = []
    public weak var delegate: (any SASNativeAdDelegate)?

    public let title: String?
    public let body: String?
    public let callToAction: String?
    public let rating: Float
    public let icon: SASNativeAdImage? = nil
    public let coverImage: SASNativeAdImage? = nil
    public let hasMedia = false

    init(creative: SASCreative, context: SASContext) {
        self.context = context
        title = creative.title
        body = creative.body
        callToAction = creative.callToAction
        rating = Float(creative.ratingTenths) / 10
    }

    /// Taps on `view` click.
    public func register(_ view: View, modalParentViewController: ViewController?) {
        unregisterViews()
        let token = view.addTapHandler { [weak self] in
            guard let self, let url = context.clickedURL() else { return }
            context.call(delegate, .nativeAdDidClick) { $0.nativeAd(self, didClickWith: url) }
        }
        registered = [(view, token)]
    }

    public func unregisterViews() {
        for (view, token) in registered { view.removeTapHandler(token) }
        registered = []
    }
}

/// `SASNativeAdManager`: requests one native ad.
public final class SASNativeAdManager {
    private let loading = SASLoad(for: "SASNativeAdManager")
    private let placement: SASAdPlacement

    public init(placement: SASAdPlacement) {
        self.placement = placement
    }

    public func requestAd(_ completion: @escaping (SASNativeAd?, (any Error)?) -> Void) {
        let context = loading.context
        loading.load(.native, placement) { _, creative in
            let ad = SASNativeAd(creative: creative, context: context)
            context.call(completion, .nativeAdRequestCompletion(code: nil)) { $0(ad, nil) }
        } failed: { code, error in
            context.call(completion, .nativeAdRequestCompletion(code: code)) { $0(nil, error) }
        }
    }
}

/// The view a native ad's media plays in.
public final class SASNativeAdMediaView: View {
    public weak var delegate: (any SASNativeAdMediaViewDelegate)?
    private weak var nativeAd: SASNativeAd?

    public func registerNativeAd(_ nativeAd: SASNativeAd) {
        self.nativeAd = nativeAd
    }
}

/// The AdChoices button of a native ad.
public final class SASAdChoicesView: View {
    private weak var nativeAd: SASNativeAd?

    public func register(_ nativeAd: SASNativeAd, modalParentViewController: ViewController?) {
        self.nativeAd = nativeAd
    }
}
