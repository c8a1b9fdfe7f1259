import NeutralUI

/// The app-open ad's screen: a countdown from 5; each tick shows the new count, then the close
/// button shows once the count is 3 or less (2 s in); at 0 (shown briefly: `countdownTimer:` in
/// Google's googleads-mobile-ios-mediation example/SDK/SampleAppOpenAdController.m sets it, then
/// `handleCountdownFinished` replaces it) the label invites the user to close and taps on the
/// screen leave the app. Closing early does not stop the countdown (see
/// ``SampleCountdownController``): "2", "1", "0" and the invitation still follow the dismissal,
/// and the tap handler is attached to the dismissed screen.
final class SampleAppOpenAdController: SampleCountdownController {
    private let ad: SampleAppOpenAd
    private weak var delegate: (any SampleAppOpenAdDelegate)?

    init(ad: SampleAppOpenAd, delegate: (any SampleAppOpenAdDelegate)?) {
        self.ad = ad
        self.delegate = delegate
        super.init(name: "SampleAppOpenAdController", start: 5, context: ad.context)
    }

    override func viewDidAppear() {
        context.call(delegate, .appOpenAdDidPresent) { $0.appOpenAdDidPresent(ad) }
    }

    override func tick(_ counter: Int) -> Bool {
        showText(String(counter))
        if counter <= 3 { showCloseButton() }
        guard counter <= 0 else { return true }
        showText("You may now close the ad.")
        view.addTapHandler { [weak self] in self?.tapped() }
        return false
    }

    override func closeTapped() {
        context.call(delegate, .appOpenAdDidDismiss) { $0.appOpenAdDidDismiss(ad) }
        dismissScreen()
    }

    /// The sample checks for `appOpenAdDidDismiss:` (the wrong selector) before sending
    /// `appOpenWillLeaveApplication:`; Swift protocol defaults make every method "implemented",
    /// so the message is always sent to a present delegate.
    private func tapped() {
        context.call(delegate, .appOpenWillLeaveApplication) { $0.appOpenWillLeaveApplication(ad) }
        context.open(sampleClickURL)
    }
}
