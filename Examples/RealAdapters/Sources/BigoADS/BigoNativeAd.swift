import Foundation
import NeutralUI

/// The kind of creative a native ad carries.
public enum BigoCreativeType: Int, Sendable {
    case unknown = 0
    case image = 1
    case video = 2
}

/// `BigoNativeAd`: the assets, and the views the app registers for its clicks and impression.
public final class BigoNativeAd: BigoAd {
    private var taps = StandInTaps()

    public func title() -> String? { creative.title }
    public func adDescription() -> String? { creative.body }
    public func callToAction() -> String? { creative.callToAction }
    public func advertiser() -> String? { creative.advertiser }
    public func getCreativeType() -> BigoCreativeType { creative.isVideo ? .video : .image }
    /// Width over height of the media; the stand-in's media are 16:9.
    public func getMediaContentAspectRatio() -> CGFloat { 16.0 / 9.0 }

    /// Registers the app's native ad view: taps on `clickableViews` click, and the impression
    /// counts once the view has been shown for ``BigoAd/impressionDelay``. A media view given
    /// plays the video (when the creative is one).
    public func registerView(
        forInteraction view: View, mediaView: BigoAdMediaView?, adIconView: ImageView?,
        adOptionsView: BigoAdOptionsView?, clickableViews: [View]?
    ) {
        unregisterView()
        for clickable in clickableViews ?? [] {
            taps.add(clickable) { [weak self] in self?.clicked() }
        }
        context.after(Self.impressionDelay) { [weak self] in self?.impression() }
        if creative.isVideo, let controller = mediaView?.videoController {
            context.call(controller.delegate, .onVideoStart) { $0.onVideoStart(controller) }
            context.after(Self.videoDuration) { [weak self, weak controller] in
                guard let self, let controller else { return }
                context.call(controller.delegate, .onVideoEnd) { $0.onVideoEnd(controller) }
            }
        }
    }

    /// Removes the tap handlers ``registerView(forInteraction:mediaView:adIconView:adOptionsView:clickableViews:)`` added.
    public func unregisterView() {
        taps.removeAll()
    }
}

/// The video of a native ad.
public final class BigoVideoController {
    public weak var delegate: (any BGVideoLifeCallbackDelegate)?

    public init() {}
}

/// The view a native ad's media plays in.
public final class BigoAdMediaView: View {
    public let videoController = BigoVideoController()
}

/// The AdChoices-style options button of a native ad.
public final class BigoAdOptionsView: View {}

/// The role a view plays in a native ad's layout (`bigoNativeAdViewTag`, a category property on
/// `UIView` in the real SDK).
public enum BigoNativeAdViewTag: Int, Sendable {
    case unknown = 0
    case nativeAdView
    case title
    case description
    case callToAction
    case icon
    case media
    case option
}
