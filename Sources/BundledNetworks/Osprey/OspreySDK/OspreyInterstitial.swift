import NeutralUI

/// Told what an ``OspreyInterstitial`` did.
public protocol OspreyInterstitialDelegate: AnyObject {
    func ospreyInterstitialDidLoad(_ interstitial: OspreyInterstitial)
    func ospreyInterstitial(_ interstitial: OspreyInterstitial, didFailWith error: OspreyError)
    /// The ad's screen is about to be presented.
    func ospreyInterstitialWillPresent(_ interstitial: OspreyInterstitial)
    /// ``OspreyInterstitial/show(from:)`` could not show the ad: not ready, expired, or the view controller is busy.
    func ospreyInterstitial(_ interstitial: OspreyInterstitial, didFailToPresentWith error: OspreyError)
    /// The screen appeared and the SDK fired the impression trackers.
    func ospreyInterstitialDidRecordImpression(_ interstitial: OspreyInterstitial)
    /// The user tapped the video; the SDK opened the click-through and the ad stays on screen.
    func ospreyInterstitialDidClick(_ interstitial: OspreyInterstitial)
    func ospreyInterstitialDidDismiss(_ interstitial: OspreyInterstitial)
}

/// A full-screen video ad (VAST), shown once. The close button appears when the video completes.
///
/// ```swift
/// let interstitial = OspreyInterstitial(placementID: "level-end")
/// interstitial.delegate = self
/// interstitial.loadAd()
/// // once the delegate heard did-load:
/// interstitial.show(from: viewController)
/// ```
public final class OspreyInterstitial {
    public let placementID: String
    /// Sends `test: 1`: the server answers as usual and bills nothing.
    public var isTestMode = false
    /// The app's child-directed tag, sent as `regs.coppa`; nil leaves it out.
    public var isChildDirected: Bool?
    public weak var delegate: (any OspreyInterstitialDelegate)?
    private let engine: OspreyFullScreenAd

    public init(placementID: String) {
        self.placementID = placementID
        engine = OspreyFullScreenAd(format: .interstitial, screenName: "OspreyInterstitial")
        engine.onEvent = { [weak self] in self?.handle($0) }
    }

    /// Loaded, not shown, not expired.
    public var isReady: Bool { engine.isReady }

    /// Asks the auction for an ad. An empty placement fails with `invalidPlacement` on the next
    /// turn of the clock, without a request.
    public func loadAd() {
        engine.load(OspreyAdRequest(placementID: placementID, isTest: isTestMode, childDirected: isChildDirected))
    }

    /// Presents the ad over `viewController`, or tells the delegate why not.
    public func show(from viewController: ViewController) {
        engine.show(from: viewController)
    }

    private func handle(_ event: OspreyFullScreenAd.Event) {
        let context = engine.context
        switch event {
        case .loaded: context.call(delegate, .interstitialDidLoad) { $0.ospreyInterstitialDidLoad(self) }
        case .loadFailed(let error):
            context.call(delegate, .interstitialDidFail(error: error)) { $0.ospreyInterstitial(self, didFailWith: error) }
        case .willPresent: context.call(delegate, .interstitialWillPresent) { $0.ospreyInterstitialWillPresent(self) }
        case .presentFailed(let error):
            context.call(delegate, .interstitialDidFailToPresent(error: error)) { $0.ospreyInterstitial(self, didFailToPresentWith: error) }
        case .impression: context.call(delegate, .interstitialDidRecordImpression) { $0.ospreyInterstitialDidRecordImpression(self) }
        case .videoStarted, .videoCompleted: break
        case .clicked: context.call(delegate, .interstitialDidClick) { $0.ospreyInterstitialDidClick(self) }
        case .dismissed: context.call(delegate, .interstitialDidDismiss) { $0.ospreyInterstitialDidDismiss(self) }
        }
    }
}
