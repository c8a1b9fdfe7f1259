import AdWorld

/// A stand-in's full-screen ad on screen: 320×640, an optional title across the middle, a close
/// button at the top right (``View/closeButtonIdentifier``), and a tap anywhere else that clicks.
/// Its seam hears it presented and dismissed under `name`.
///
/// ```swift
/// let screen = StandInScreen("PebbleInterstitial", in: context) { [weak self] in self?.clicked() } closeTapped: { [weak self] in self?.closed() }
/// screen.present(from: viewController) { [weak self] in self?.appeared() }   // effect: present PebbleInterstitial from app screen
/// screen.dismiss()                                                             // effect: dismiss PebbleInterstitial
/// ```
public final class StandInScreen<Network: StandInNetwork> {
    /// The title a screen shows.
    public enum Title {
        case none
        /// Shown, and told to the seam (`text` effect, in the view named after the screen).
        case told(String)
        /// Shown on a label (nil: an empty one) without telling the seam.
        case shown(String?)
    }

    public let name: String
    public let controller: ViewController
    private let context: StandInContext<Network>

    /// Builds the screen; `tapped` runs on a tap of the ad, `closeTapped` on the close button's.
    public init(
        _ name: String, in context: StandInContext<Network>, title: Title = .none, closeHidden: Bool = false,
        tapped: @escaping () -> Void, closeTapped: @escaping () -> Void
    ) {
        self.name = name
        self.context = context
        let view = View(frame: Rect(width: 320, height: 640))
        switch title {
        case .none: break
        case .told(let text): context.show(text, on: Self.label(in: view), in: name)
        case .shown(let text): Self.label(in: view).text = text
        }
        let close = Button(title: "×", frame: Rect(x: 280, width: 40, height: 40), action: closeTapped)
        close.accessibilityIdentifier = View.closeButtonIdentifier
        close.isHidden = closeHidden
        view.addSubview(close)
        view.addTapHandler(tapped)
        controller = ViewController(view: view)
    }

    private static func label(in view: View) -> Label {
        let label = Label(frame: Rect(y: 280, width: 320, height: 80))
        view.addSubview(label)
        return label
    }

    /// Presents the screen from `presenter`; the seam hears it, with the presenter's title
    /// unless `namingPresenter` is false (an SDK that does not say).
    public func present(from presenter: ViewController, namingPresenter: Bool = true, appeared: @escaping () -> Void) {
        presenter.present(controller, completion: appeared)
        context.perform(.presented(name, from: namingPresenter ? presenter.title : nil))
    }

    /// Dismisses the screen; the seam hears it.
    public func dismiss() {
        controller.dismiss()
        context.perform(.dismissed(name))
    }

    /// Shows the close button (a video that has played to its end).
    public func revealClose() {
        controller.view.first(identifiedBy: View.closeButtonIdentifier)?.isHidden = false
    }
}
