import NeutralUI

/// The native ad's "video": a green label whose text reports loading progress on a timer.
public final class SampleMediaView: View {
    private var label: Label?
    private let context = SampleSDKContext(for: "SampleMediaView")

    /// Adds the "Sample video" label filling the view.
    public func createMediaContent() {
        let label = Label(frame: Rect(width: frame.width, height: frame.height))
        label.backgroundColor = Color(red: 0, green: 0.8, blue: 0)
        label.text = "Sample video"
        label.isTextCentered = true
        label.accessibilityIdentifier = "SampleMediaView.label"
        clipsToBounds = true
        addSubview(label)
        self.label = label
    }

    /// The label's current text, if it has been created.
    public var text: String? { label?.text }

    /// Schedules progress text at +1 s (20 %), +2 s (40 %), +3 s (60 %) and +5 s (100 %): the
    /// sample computes the delays as 10/6, 10/4, 10/3 and 10/2 in integer arithmetic. Every call
    /// schedules a fresh set; before `createMediaContent` the updates change nothing.
    ///
    /// Each scheduled update keeps the view alive until it has run, as the sample's dispatched
    /// blocks do (they reach the label through the view's instance variable, so they retain the
    /// view): a media view the adapter let go of still shows its progress.
    public func playMedia() {
        for (seconds, progress) in [(10 / 6, 20), (10 / 4, 40), (10 / 3, 60), (10 / 2, 100)] {
            context.world.schedule(after: seconds * 1_000) { [self] in
                guard let label else { return }
                context.setText("\(progress)% loaded", on: label, named: "SampleMediaView")
            }
        }
    }
}
