import NeutralUI

/// The app-open ad's screen: a countdown from 5; the close button shows at 3 (2 s in); at 0 the
/// label invites the user to close and taps on the screen leave the app. The countdown runs on
/// after an early close, as the sample's timer does.
final class SampleAppOpenAdController: ViewController {
    private let ad: SampleAppOpenAd
    private weak var delegate: (any SampleAppOpenAdDelegate)?
    private let countLabel = Label()
    private let closeButton = Button(title: "X") {}
    private var counter = 5
    private var context: SampleSDKContext { ad.context }

    init(ad: SampleAppOpenAd, delegate: (any SampleAppOpenAdDelegate)?) {
        self.ad = ad
        self.delegate = delegate
        super.init()
        view.backgroundColor = .white
        view.accessibilityIdentifier = "SampleAppOpenAdController"
        countLabel.isTextCentered = true
        countLabel.accessibilityIdentifier = "count"
        countLabel.text = String(counter)
        view.addSubview(countLabel)
        closeButton.addTapHandler { [weak self] in self?.closeTapped() }
        closeButton.accessibilityIdentifier = "close"
        closeButton.isHidden = true
        view.addSubview(closeButton)
        context.repeatEverySecond { [weak self] in self?.tick() ?? false }
    }

    override func viewDidAppear() {
        context.call(delegate, .appOpenAdDidPresent) { $0.appOpenAdDidPresent(ad) }
    }

    private func tick() -> Bool {
        counter -= 1
        if counter <= 3, closeButton.isHidden {
            closeButton.isHidden = false
            context.perform(.closeButtonShown(controller: "SampleAppOpenAdController"))
        }
        guard counter <= 0 else {
            context.setText(String(counter), on: countLabel, named: "SampleAppOpenAdController")
            return true
        }
        context.setText("You may now close the ad.", on: countLabel, named: "SampleAppOpenAdController")
        view.addTapHandler { [weak self] in self?.tapped() }
        return false
    }

    private func closeTapped() {
        context.call(delegate, .appOpenAdDidDismiss) { $0.appOpenAdDidDismiss(ad) }
        context.perform(.dismissed("SampleAppOpenAdController"))
        dismiss()
    }

    /// The sample checks for `appOpenAdDidDismiss:` (the wrong selector) before sending
    /// `appOpenWillLeaveApplication:`; Swift protocol defaults make every method "implemented",
    /// so the message is always sent to a present delegate.
    private func tapped() {
        context.call(delegate, .appOpenWillLeaveApplication) { $0.appOpenWillLeaveApplication(ad) }
        context.open(sampleClickURL)
    }
}
