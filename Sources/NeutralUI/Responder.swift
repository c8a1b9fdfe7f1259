/// A stand-in for `UIResponder`: what views and view controllers share, the responder chain's
/// next link, which adapters walk to find the controller a view is shown in.
open class Responder {
    public init() {}

    /// The next responder: a view's superview (or, for a controller's root view, the controller),
    /// a controller's parent or presenter.
    open var next: Responder? { nil }
}

/// Views and view controllers are equal when they are the same object, as UIKit's `NSObject`s are
/// (`XCTAssertEqual(bannerAd.view, expectedView)`).
extension Responder: Equatable {
    public static func == (lhs: Responder, rhs: Responder) -> Bool {
        lhs === rhs
    }
}
