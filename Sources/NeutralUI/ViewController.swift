import AdWorld

/// A stand-in for a UIKit view controller: a root view, and modal presentation that takes
/// ``presentationDuration`` on the world's clock, as UIKit's animated transition does.
open class ViewController: Responder {
    /// How long an animated modal presentation takes, in virtual milliseconds, from
    /// ``present(_:completion:)`` to ``viewDidAppear()`` and the completion.
    ///
    /// A modelling choice: Apple documents no figure for the standard transition; a third of a
    /// second is of its order. What matters for fidelity is that it is not zero: during it, a
    /// presenter's state that its completion would change (the Sample interstitial's "loaded"
    /// flag) is still as it was, so a second `show` behaves as it does on a device.
    public static let presentationDuration = 300

    public let view: View
    /// What the controller is called, as UIKit's `title`; effects that name the controller a
    /// screen was presented from use it.
    public var title: String?
    /// The container this controller is a child of (``addChild(_:)``), as UIKit's `parent`.
    public private(set) weak var parent: ViewController?
    public private(set) var children: [ViewController] = []
    /// The controller presented by this one or, as UIKit's property says, by its nearest
    /// ancestor: a child of a container sees what the container presents.
    public var presentedViewController: ViewController? { parent?.presentedViewController ?? presented }
    /// What this controller itself presents.
    private var presented: ViewController?
    public private(set) weak var presentingViewController: ViewController?
    /// True from the end of the presentation animation until dismissal.
    public private(set) var isVisible = false
    private var isViewLoaded = false
    private let world: World

    public init(view: View = View(frame: Rect(width: 320, height: 640))) {
        self.view = view
        self.world = World.currentOrDetached(for: String(describing: Self.self))
        super.init()
        view.owningViewController = self
    }

    /// The responder after a controller: its parent, else the controller presenting it.
    open override var next: Responder? { parent ?? presentingViewController }

    /// Presents `controller` modally, as UIKit's `present(_:animated: true, completion:)` does.
    ///
    /// Accepted: `controller` becomes ``presentedViewController`` at once, its
    /// ``viewDidLoad()`` runs at once (the first time only), and it appears — ``viewDidAppear()``,
    /// then `completion` — ``presentationDuration`` later. Refused when this controller is
    /// already presenting one (even while that one is still animating in): UIKit logs a warning
    /// and does nothing else, and never runs `completion`; so does this, returning false so that
    /// the caller can note the warning.
    ///
    /// ```swift
    /// root.present(first)    // true; first appears 300 ms later
    /// root.present(second)   // false; nothing happens, second's completion never runs
    /// ```
    ///
    /// A child controller (``addChild(_:)``) presents from its container, as UIKit presents from
    /// the nearest presentation context, by default the root view controller's.
    @discardableResult
    public func present(_ controller: ViewController, completion: (() -> Void)? = nil) -> Bool {
        if let parent { return parent.present(controller, completion: completion) }
        guard presented == nil else { return false }
        presented = controller
        controller.presentingViewController = self
        controller.loadViewIfNeeded()
        world.schedule(after: Self.presentationDuration) { [weak self, weak controller] in
            // Dismissed before it finished appearing: it never appears.
            guard let self, let controller, controller.presentingViewController === self else { return }
            controller.isVisible = true
            controller.viewDidAppear()
            completion?()
        }
        return true
    }

    /// Dismisses this controller if it is presented, else the one it presents.
    ///
    /// A modelling choice: dismissal takes effect at once (the presenter can present again right
    /// away) and `completion` runs on the next turn of the clock at the same virtual time. No
    /// fixture depends on the dismissal animation's length, and the Sample SDK sends every
    /// dismissal callback before it dismisses.
    /// A child of a container that presents nothing itself dismisses what its container
    /// presents, as UIKit forwards it.
    public func dismiss(completion: (() -> Void)? = nil) {
        let dismissed: ViewController
        let presenter: ViewController
        if let presenting = presentingViewController {
            dismissed = self
            presenter = presenting
        } else if let child = presented {
            dismissed = child
            presenter = self
        } else if let parent {
            parent.dismiss(completion: completion)
            return
        } else {
            return
        }
        presenter.presented = nil
        dismissed.presentingViewController = nil
        dismissed.isVisible = false
        world.schedule(after: 0) { completion?() }
    }

    /// Makes `child` a child of this container, as UIKit's `addChild(_:)` with its view added.
    public func addChild(_ child: ViewController) {
        child.parent?.children.removeAll { $0 === child }
        children.append(child)
        child.parent = self
        view.addSubview(child.view)
    }

    /// The controller presented on top of everything else from here, if any.
    public var topPresentedViewController: ViewController? {
        var top = presentedViewController
        while let next = top?.presentedViewController { top = next }
        return top
    }

    /// Runs ``viewDidLoad()`` unless it already ran.
    public func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
    }

    /// Called once, when the controller is first presented, before its presentation animation.
    open func viewDidLoad() {}

    /// Called when the presentation animation has finished.
    open func viewDidAppear() {}
}

/// A modal alert with a title, a message and titled actions, as `UIAlertController` shows one.
public final class AlertController: ViewController {
    public struct Action {
        public enum Style: Sendable { case `default`, cancel }
        public let title: String
        public let style: Style
        let handler: () -> Void

        public init(title: String, style: Style, handler: @escaping () -> Void) {
            self.title = title
            self.style = style
            self.handler = handler
        }
    }

    public let message: String
    public private(set) var actions: [Action] = []

    /// An alert titled `title` (its ``ViewController/title``).
    public init(title: String, message: String) {
        self.message = message
        super.init()
        self.title = title
    }

    public func addAction(_ action: Action) {
        actions.append(action)
    }

    /// Simulates the user choosing the action titled `title`: the alert is dismissed, then the
    /// action's handler runs. Returns false when no such action exists.
    @discardableResult
    public func choose(_ title: String) -> Bool {
        guard let action = actions.first(where: { $0.title == title }) else { return false }
        dismiss()
        action.handler()
        return true
    }
}
