import NeutralUI

/// The app-open ad's screen: a countdown from 5; the close button shows at 3 (2 s in); at 0 the
/// label invites the user to close and taps on the screen leave the app. The countdown runs on
/// after an early close, as the sample's timer does.
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
        if counter <= 3 { showCloseButton() }
        guard counter <= 0 else {
            showText(String(counter))
            return true
        }
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
