import NeutralUI

/// The AdChoices view: a 24×24 "info_icon" that shows an alert when tapped.
public final class SampleAdInfoView: View {
    private let context = SampleSDKContext(for: "SampleAdInfoView")

    public init() {
        super.init(frame: Rect(width: 24, height: 24))
        backgroundColor = .clear
        accessibilityIdentifier = "SampleAdInfoView"
        addSubview(
            ImageView(
                image: Image(named: "info_icon", size: Size(width: 24, height: 24)),
                frame: Rect(width: 24, height: 24)))
        addTapHandler { [weak self] in self?.tapped() }
    }

    private func tapped() {
        let alert = AlertController(title: "Sample SDK", message: "This is a sample ad from the Sample SDK")
        alert.addAction(.init(title: "OK", style: .default) {})
        context.present(alert, named: "Sample SDK", from: context.world.application.rootViewController)
    }
}
