import NeutralUI

/// The layout the rewarded and app-open screens share: a white screen, a centred count label, and
/// a hidden "X" close button; a one-second timer counts down from `start` and hands each new
/// value to ``tick(_:)`` until it returns false.
class SampleCountdownController: ViewController {
    let context: SampleSDKContext
    let countLabel = Label()
    let closeButton = Button(title: "X") {}
    private let name: String

    init(name: String, start: Int, context: SampleSDKContext) {
        self.name = name
        self.context = context
        super.init()
        view.backgroundColor = .white
        view.accessibilityIdentifier = name
        countLabel.isTextCentered = true
        countLabel.accessibilityIdentifier = "count"
        countLabel.text = String(start)
        view.addSubview(countLabel)
        closeButton.accessibilityIdentifier = "close"
        closeButton.isHidden = true
        closeButton.addTapHandler { [weak self] in self?.closeTapped() }
        view.addSubview(closeButton)
        var counter = start
        context.repeatEverySecond { [weak self] in
            counter -= 1
            return self?.tick(counter) ?? false
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
