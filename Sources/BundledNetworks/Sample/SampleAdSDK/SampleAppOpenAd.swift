import NeutralUI

/// Told what a ``SampleAppOpenAd`` did. The last four have empty defaults, standing in for the
/// Objective-C protocol's optional methods.
public protocol SampleAppOpenAdDelegate: AnyObject {
    func appOpenAdDidReceiveAd(_ appOpenAd: SampleAppOpenAd)
    func appOpenAdDidFailToLoadWithError(_ errorCode: SampleErrorCode)
    func appOpenAdWillPresent(_ appOpenAd: SampleAppOpenAd)
    func appOpenAdDidPresent(_ appOpenAd: SampleAppOpenAd)
    func appOpenAdDidDismiss(_ appOpenAd: SampleAppOpenAd)
    func appOpenWillLeaveApplication(_ appOpenAd: SampleAppOpenAd)
}

extension SampleAppOpenAdDelegate {
    public func appOpenAdWillPresent(_ appOpenAd: SampleAppOpenAd) {}
    public func appOpenAdDidPresent(_ appOpenAd: SampleAppOpenAd) {}
    public func appOpenAdDidDismiss(_ appOpenAd: SampleAppOpenAd) {}
    public func appOpenWillLeaveApplication(_ appOpenAd: SampleAppOpenAd) {}
}

/// An app-open ad: a full screen with a 5-second countdown; closable from 2 seconds in, and
/// tappable (leaving the app) once the countdown ends.
public final class SampleAppOpenAd {
    public let adUnit: String?
    public weak var delegate: (any SampleAppOpenAdDelegate)?
    public var isReady = false
    public var enableDebugLogging = false
    let context = SampleSDKContext(for: "SampleAppOpenAd")

    public init(adUnitID: String?) {
        self.adUnit = adUnitID
    }

    /// Asks for an ad, with the same missing-`return` quirk as the rewarded ad: a missing ad unit
    /// reports BadRequest and then carries on to ask the network.
    public func fetchAd(_ request: SampleAdRequest) {
        context.fetchCarryingOnPastMissingUnit(
            .appOpen, adUnit: adUnit, request: request, debugLogging: enableDebugLogging,
            failed: { [self] code in failed(code) }, filled: { [self] in filled() })
    }

    private func filled() {
        isReady = true
        context.call(delegate, .appOpenAdDidReceiveAd) { $0.appOpenAdDidReceiveAd(self) }
    }

    private func failed(_ code: SampleErrorCode) {
        context.call(delegate, .appOpenAdDidFailToLoad(code: code)) { $0.appOpenAdDidFailToLoadWithError(code) }
    }

    /// Presents the ad full screen; silently nothing when not ready. Tells the delegate
    /// `appOpenAdWillPresent` synchronously, before the screen appears.
    public func present(fromRootViewController rootViewController: ViewController) {
        guard isReady else { return }
        isReady = false
        context.call(delegate, .appOpenAdWillPresent) { $0.appOpenAdWillPresent(self) }
        let controller = SampleAppOpenAdController(ad: self, delegate: delegate)
        context.present(controller, named: "SampleAppOpenAdController", from: rootViewController)
    }
}
