import NeutralUI

/// A native ad: its assets, for the app to lay out, and the closures it calls. The app loads one
/// with a completion closure and hands the ad's view to ``registerView(_:)``.
///
/// A self-tracking ad (``isSelfTracking``) counts its own impression once it has been
/// registered for ``HeronSDK/nativeImpressionDelay``, and its own clicks (a tap on the registered
/// view); it tells the app through ``onImpression`` and ``onClick``, and ignores
/// ``recordImpression()`` and ``recordClick()``. Any other ad is counted by the app, which calls
/// those two. A video ad (``mediaView`` is set) plays while registered.
///
/// ```swift
/// HeronNativeAd.load(placementID: "feed") { result in
///     guard case .success(let ad) = result else { return }
///     ad.onImpression = { print("seen") }
///     ad.registerView(adView)
/// }
/// ```
public final class HeronNativeAd {
    public let placementID: String
    public let headline: String
    public let body: String
    public let callToAction: String
    public let advertiser: String?
    /// 0 to 5, for app-install ads.
    public let starRating: Double?
    /// The advertiser's icon, downloaded with the ad.
    public let icon: Image
    /// The main image, downloaded with the ad; nil for a video ad, whose ``mediaView`` shows it.
    public let mainImage: Image?
    /// Where the video plays; nil unless the ad is a video.
    public let mediaView: HeronMediaView?
    /// Whether the SDK counts impressions and clicks itself.
    public let isSelfTracking: Bool

    /// A self-tracking ad counted its impression.
    public var onImpression: (() -> Void)?
    /// A self-tracking ad's registered view was tapped; the SDK opened the advertiser's page.
    public var onClick: (() -> Void)?
    /// The video started playing.
    public var onVideoStart: (() -> Void)?
    /// The video played to its end.
    public var onVideoEnd: (() -> Void)?

    private let context: HeronContext
    private weak var registeredView: View?
    private var tapToken: Int?
    /// Bumped on every registration change: a pending impression or video end of an earlier
    /// registration sees it changed and does nothing.
    private var registration = 0
    private var impressionCounted = false
    private var clickedOnce = false

    private init(placementID: String, creative: HeronNativeCreative, context: HeronContext) {
        self.placementID = placementID
        headline = creative.headline
        body = creative.body
        callToAction = creative.callToAction
        advertiser = creative.advertiser
        starRating = creative.starRating
        icon = Image(size: Size(width: 64, height: 64), color: Color(red: 0.2, green: 0.4, blue: 0.6))
        mainImage = creative.isVideo ? nil : Image(size: Size(width: 1200, height: 628), color: Color(red: 0.5, green: 0.7, blue: 0.5))
        mediaView = creative.isVideo ? HeronMediaView() : nil
        isSelfTracking = creative.isSelfTracking
        self.context = context
    }

    /// Asks the network for a native ad and calls `completion` once with it, or with why there
    /// is none. An empty placement fails with ``HeronError/invalidPlacement`` on the next turn of
    /// the clock, without a request.
    public static func load(
        placementID: String, isTestMode: Bool = false,
        completion: @escaping (Result<HeronNativeAd, HeronError>) -> Void
    ) {
        let context = HeronContext(for: "HeronNativeAd")
        let request = HeronRequest(placementID: placementID, format: .native, isTest: isTestMode)
        context.load(request, completion: completion, loaded: .nativeLoaded, failed: { .nativeLoadFailed(error: $0) }) { answer in
            guard case .native(let creative) = answer else { return nil }
            return HeronNativeAd(placementID: placementID, creative: creative, context: context)
        }
    }

    /// Attaches the ad to the view that shows it (replacing an earlier one): a video starts, and
    /// a self-tracking ad starts counting its impression and takes taps on `view` as clicks.
    public func registerView(_ view: View) {
        if registeredView != nil { unregisterView() }
        registration += 1
        let current = registration
        registeredView = view
        context.log("Registered a view for \(headline).")
        if isSelfTracking {
            tapToken = view.addTapHandler { [weak self] in self?.tapped() }
            if !impressionCounted {
                context.after(HeronSDK.nativeImpressionDelay) { [weak self] in self?.countImpression(ifStill: current) }
            }
        }
        if let mediaView {
            mediaView.isPlaying = true
            context.call(onVideoStart, .nativeVideoStarted)
            context.after(HeronSDK.nativeVideoDuration) { [weak self] in self?.videoEnded(ifStill: current) }
        }
    }

    /// Detaches the ad from its view: the video stops, and nothing more is counted from it.
    public func unregisterView() {
        guard let view = registeredView else { return }
        registration += 1
        if let tapToken { view.removeTapHandler(tapToken) }
        tapToken = nil
        registeredView = nil
        mediaView?.isPlaying = false
        context.log("Unregistered the view of \(headline).")
    }

    /// The app counted an impression of an ad that does not track itself. Counted once.
    public func recordImpression() {
        guard !isSelfTracking else { return context.log("recordImpression() ignored: this ad counts its own impressions.") }
        guard !impressionCounted else { return context.log("recordImpression() ignored: the impression was already counted.") }
        impressionCounted = true
        context.perform(.beacon("impression"))
    }

    /// The app counted a click on an ad that does not track itself: the SDK opens the
    /// advertiser's page. Every click opens it; the network counts the first.
    public func recordClick() {
        guard !isSelfTracking else { return context.log("recordClick() ignored: this ad counts its own clicks.") }
        openAdvertiserPage()
    }

    private func countImpression(ifStill current: Int) {
        guard current == registration, !impressionCounted else { return }
        impressionCounted = true
        context.perform(.beacon("impression"))
        context.call(onImpression, .nativeImpression)
    }

    private func tapped() {
        openAdvertiserPage()
        context.call(onClick, .nativeClicked)
    }

    private func openAdvertiserPage() {
        context.openClickURL()
        if !clickedOnce {
            clickedOnce = true
            context.perform(.beacon("click"))
        }
    }

    private func videoEnded(ifStill current: Int) {
        guard current == registration, let mediaView, mediaView.isPlaying else { return }
        mediaView.isPlaying = false
        context.call(onVideoEnd, .nativeVideoEnded)
    }
}
