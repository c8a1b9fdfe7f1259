import NeutralUI

/// The layout the rewarded and app-open screens share: a white screen, a centred count label
/// (empty until the first tick, as the sample sets no text when the view loads), and a hidden
/// "X" close button. When the view loads (on presentation, before the animation) a one-second
/// timer starts counting down from `start`; each tick decrements the counter and hands the new
/// value to ``tick(_:)``, until that returns false.
///
/// The timer holds the controller strongly, as the sample's repeating `NSTimer` (created with
/// `target: self`) retains its target, and closing the screen does not stop it: a countdown
/// runs to its end even after the screen was dismissed (`closeAd:` in Google's
/// googleads-mobile-ios-mediation example/SDK/SampleRewardedAdController.m and
/// SampleAppOpenAdController.m dismisses the screen and leaves the timer running).
class SampleCountdownController: ViewController {
    let context: SampleSDKContext
    let countLabel = Label()
    let closeButton = Button(title: "X") {}
    private let name: String
    private let start: Int

    init(name: String, start: Int, context: SampleSDKContext) {
        self.name = name
        self.start = start
        self.context = context
        super.init()
        view.backgroundColor = .white
        view.accessibilityIdentifier = name
        countLabel.isTextCentered = true
        countLabel.accessibilityIdentifier = "count"
        view.addSubview(countLabel)
        closeButton.accessibilityIdentifier = View.closeButtonIdentifier
        closeButton.isHidden = true
        closeButton.addTapHandler { [weak self] in self?.closeTapped() }
        view.addSubview(closeButton)
    }

    override func viewDidLoad() {
        var counter = start
        context.repeatEverySecond { [self] in
            counter -= 1
            return tick(counter)
        }
    }

    /// Handles the counter's new value; returns whether the timer keeps running.
    func tick(_ counter: Int) -> Bool { false }

    func closeTapped() {}

    func showText(_ text: String) {
        context.setText(text, on: countLabel, named: name)
    }

    func showCloseButton() {
        guard closeButton.isHidden else { return }
        closeButton.isHidden = false
        context.perform(.closeButtonShown(controller: name))
    }

    func dismissScreen() {
        context.perform(.dismissed(name))
        dismiss()
    }
}
