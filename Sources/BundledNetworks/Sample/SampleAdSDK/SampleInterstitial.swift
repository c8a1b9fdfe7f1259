import NeutralUI

/// Told what a ``SampleInterstitial`` did.
public protocol SampleInterstitialAdDelegate: AnyObject {
    func interstitialDidLoad(_ interstitial: SampleInterstitial)
    func interstitial(_ interstitial: SampleInterstitial, didFailToLoadAdWith errorCode: SampleErrorCode)
    func interstitialWillPresentScreen(_ interstitial: SampleInterstitial)
    func interstitialWillDismissScreen(_ interstitial: SampleInterstitial)
    func interstitialDidDismissScreen(_ interstitial: SampleInterstitial)
    func interstitialWillLeaveApplication(_ interstitial: SampleInterstitial)
}

/// A full-screen ad shown as an alert with two buttons: Close, and Click (which leaves the app).
public final class SampleInterstitial {
    public let adUnit: String?
    public weak var delegate: (any SampleInterstitialAdDelegate)?
    /// Set by a fill; cleared only when a presentation has finished appearing (its completion),
    /// so it stays set for the ``NeutralUI/ViewController/presentationDuration`` of the animation.
    public var isInterstitialLoaded = false
    private let context = SampleSDKContext(for: "SampleInterstitial")

    public init(adUnitID: String?) {
        self.adUnit = adUnitID
    }

    public func fetchAd(_ request: SampleAdRequest) {
        guard let adUnit else {
            context.call(delegate, .interstitialDidFailToLoad(code: .badRequest)) {
                $0.interstitial(self, didFailToLoadAdWith: .badRequest)
            }
            return
        }
        context.fetch(SampleNetworkRequest(format: .interstitial, adUnit: adUnit, request: request)) { [self] outcome in
            switch outcome {
            case .fill:
                isInterstitialLoaded = true
                context.call(delegate, .interstitialDidLoad) { $0.interstitialDidLoad(self) }
            case .failure(let code):
                context.call(delegate, .interstitialDidFailToLoad(code: code)) {
                    $0.interstitial(self, didFailToLoadAdWith: code)
                }
            }
        }
    }

    /// Shows the ad from the key window's root view controller, if loaded.
    ///
    /// The sample clears "loaded" only in the presentation's completion. A second `show` during
    /// the presentation animation therefore passes the check and tells the delegate
    /// `interstitialWillPresentScreen` again (an adapter reports a second will-present and
    /// impression); its alert is then refused by UIKit, the root being already presenting the
    /// first one, so nothing more happens. After the animation, `show` only logs.
    public func show() {
        guard isInterstitialLoaded else {
            context.log("Sample interstitial is not ready to show.")
            return
        }
        context.call(delegate, .interstitialWillPresentScreen) { $0.interstitialWillPresentScreen(self) }
        let alert = AlertController(
            title: "Sample Interstitial",
            message:
                "You are viewing a sample interstitial ad.\n\n\nPress Close to dismiss \nthe interstitial or press Click to simulate clicking an interstitial"
        )
        alert.addAction(.init(title: "Close", style: .cancel) { [weak self] in self?.closed(clicked: false) })
        alert.addAction(.init(title: "Click", style: .default) { [weak self] in self?.closed(clicked: true) })
        context.present(alert, named: "Sample Interstitial", from: context.world.application.rootViewController) { [weak self] in
            self?.isInterstitialLoaded = false
        }
    }

    private func closed(clicked: Bool) {
        context.perform(.dismissed("Sample Interstitial"))
        context.call(delegate, .interstitialWillDismissScreen) { $0.interstitialWillDismissScreen(self) }
        context.call(delegate, .interstitialDidDismissScreen) { $0.interstitialDidDismissScreen(self) }
        guard clicked else { return }
        context.call(delegate, .interstitialWillLeaveApplication) { $0.interstitialWillLeaveApplication(self) }
        context.open(sampleClickURL)
    }
}
