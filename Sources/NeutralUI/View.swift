/// A stand-in for a UIKit view: a frame, an identifier, a background, children, and the taps a
/// user can make on it. Reference semantics, like the real thing.
open class View: Responder {
    public var frame: Rect
    public var accessibilityIdentifier: String?
    public var backgroundColor: Color?
    public var isUserInteractionEnabled = true
    public var isHidden = false
    public var clipsToBounds = false
    // Unchecked: each access is one read or one write (a tap runs its handlers from a copy of
    // the list), never overlapping; the runtime's exclusivity check cost more than the access.
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    @exclusivity(unchecked) public private(set) weak var superview: View?
    @exclusivity(unchecked) private var tapHandlers: [(token: Int, handler: () -> Void)] = []
    @exclusivity(unchecked) private var nextTapToken = 0

    public init(frame: Rect = .zero) {
        self.frame = frame
    }

    /// The view's bounds: its frame's size at the origin.
    public var bounds: Rect {
        get { Rect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// The view controller whose root view this is, if any (the responder chain goes there).
    weak var owningViewController: ViewController?

    /// As UIKit's: a view controller's root view answers its controller, even when the root view
    /// sits in another view (a child controller's inside its container's); any other view its
    /// superview. (Superview first, as this read before, made a child screen's view answer its
    /// container's view, so an adapter looking for the controller its banner is shown in found
    /// the root instead of the app's screen.)
    open override var next: Responder? { owningViewController ?? superview }

    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        // Room for a few at once: an ad view gets its assets one by one, each growth an allocation.
        if subviews.isEmpty { subviews.reserveCapacity(4) }
        subviews.append(view)
        view.superview = self
    }

    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Attaches a tap recognizer: `handler` runs on every tap the view accepts. The returned
    /// token removes it again.
    @discardableResult
    public func addTapHandler(_ handler: @escaping () -> Void) -> Int {
        nextTapToken += 1
        tapHandlers.append((nextTapToken, handler))
        return nextTapToken
    }

    public func removeTapHandler(_ token: Int) {
        // Taken out and released after the access to the list has ended (its release may touch
        // this view's handlers again). Tokens are never reused: at most one matches.
        guard let index = tapHandlers.firstIndex(where: { $0.token == token }) else { return }
        _ = tapHandlers.remove(at: index)
    }

    public var hasTapHandlers: Bool { !tapHandlers.isEmpty }

    /// Simulates a user's tap. A hidden view, or one with user interaction off, ignores it.
    /// Returns whether the tap reached a handler.
    @discardableResult
    open func tap() -> Bool {
        guard !isHidden, isUserInteractionEnabled, !tapHandlers.isEmpty else { return false }
        for entry in tapHandlers { entry.handler() }
        return true
    }

    /// Simulates a user's finger landing on this view, delivered as UIKit delivers a touch: the
    /// view hit is the deepest one on the way down from the root that is not hidden and takes user
    /// interaction (a hidden view, or one with interaction off, takes its subviews out of
    /// hit-testing); its tap handlers run or, when it has none, those of the nearest ancestor that
    /// has some (a recognizer on an ad's container sees a tap on the label inside it). Returns the
    /// view whose handlers ran, or nil when none did.
    ///
    /// ```swift
    /// let adView = View()
    /// let headline = Label()
    /// adView.addSubview(headline)
    /// adView.addTapHandler { print("clicked") }
    /// headline.deliverTap() === adView   // prints "clicked"; true
    /// ```
    @discardableResult
    public func deliverTap() -> View? {
        var chain: [View] = []  // this view first, the root last
        var next: View? = self
        while let view = next {
            chain.append(view)
            next = view.superview
        }
        var hit = 0
        if let outermost = chain.lastIndex(where: { $0.isHidden || !$0.isUserInteractionEnabled }) {
            hit = outermost + 1
        }
        for view in chain[min(hit, chain.count)...] where view.tap() { return view }
        return nil
    }

    /// This view and every descendant, depth first, in subview order.
    public var allViews: [View] {
        var views: [View] = []
        forEachView { views.append($0) }
        return views
    }

    /// The first view in this hierarchy with the given accessibility identifier.
    public func first(identifiedBy identifier: String) -> View? {
        var found: View?
        forEachView { view in
            if found == nil, view.accessibilityIdentifier == identifier { found = view }
        }
        return found
    }

    /// Visits this view and every descendant, depth first, in subview order, without building
    /// the list (a script's `close` and every native render search a hierarchy).
    private func forEachView(_ body: (View) -> Void) {
        body(self)
        for subview in subviews { subview.forEachView(body) }
    }

    /// The accessibility identifier of a full-screen ad's close button. A script's `close` taps
    /// the first view so identified on the screen on top, so an SDK port gives its close button
    /// this identifier:
    ///
    /// ```swift
    /// closeButton.accessibilityIdentifier = View.closeButtonIdentifier   // "close"
    /// ```
    public static let closeButtonIdentifier = "close"
}

/// A view that shows one line of text.
open class Label: View {
    public var text: String?
    public var textColor: Color = .black
    public var isTextCentered = false
}

/// A view that shows an image.
open class ImageView: View {
    public var image: Image?

    public init(image: Image?, frame: Rect = .zero) {
        self.image = image
        super.init(frame: frame)
    }

    /// An image view without an image (`UIImageView()`).
    public convenience init() {
        self.init(image: nil)
    }
}

/// A button: a titled view whose taps run its action.
open class Button: View {
    public var title: String

    public init(title: String, frame: Rect = .zero, action: @escaping () -> Void) {
        self.title = title
        super.init(frame: frame)
        addTapHandler(action)
    }
}
