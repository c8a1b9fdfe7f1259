import AdWorld

/// A stand-in for a UIKit view controller: a root view, and modal presentation that completes on
/// the world's clock (as UIKit's animation completes on a later run-loop turn).
open class ViewController {
    public let view: View
    public private(set) var presentedViewController: ViewController?
    public private(set) weak var presentingViewController: ViewController?
    public private(set) var isVisible = false
    private let world: World

    public init(view: View = View(frame: Rect(width: 320, height: 640))) {
        self.view = view
        self.world = World.current ?? World()
    }

    /// Presents `controller` modally. It appears (``viewDidAppear()``, then `completion`) on the
    /// next turn of the world's clock, at the same virtual time.
    public func present(_ controller: ViewController, completion: (() -> Void)? = nil) {
        presentedViewController = controller
        controller.presentingViewController = self
        world.schedule(after: 0) {
            controller.isVisible = true
            controller.viewDidAppear()
            completion?()
        }
    }

    /// Dismisses this controller if it is presented, else the one it presents.
    public func dismiss(completion: (() -> Void)? = nil) {
        let presented: ViewController
        let presenter: ViewController
        if let presenting = presentingViewController {
            presented = self
            presenter = presenting
        } else if let child = presentedViewController {
            presented = child
            presenter = self
        } else {
            return
        }
        presenter.presentedViewController = nil
        presented.presentingViewController = nil
        presented.isVisible = false
        world.schedule(after: 0) { completion?() }
    }

    /// The controller presented on top of everything else from here, if any.
    public var topPresentedViewController: ViewController? {
        var top = presentedViewController
        while let next = top?.presentedViewController { top = next }
        return top
    }

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

    public let title: String
    public let message: String
    public private(set) var actions: [Action] = []

    public init(title: String, message: String) {
        self.title = title
        self.message = message
        super.init()
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
