import Mediation
import Synchronization

/// Wraps the host's load completion handler so that it runs at most once, whatever the SDK does.
///
/// The first call runs the host's handler and returns its event delegate; every later call
/// returns nil without running it. The flag is an atomic test-and-set, so a callback racing in
/// from another thread cannot complete twice.
final class OnceCompletion<Ad, EventDelegate>: Sendable {
    private let called = Atomic<Bool>(false)
    // Read only by the single caller that wins the test-and-set.
    nonisolated(unsafe) private var handler: ((Ad?, (any Error)?) -> EventDelegate?)?

    init(_ handler: @escaping (Ad?, (any Error)?) -> EventDelegate?) {
        self.handler = handler
    }

    func callAsFunction(_ ad: Ad?, _ error: (any Error)?) -> EventDelegate? {
        guard called.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged,
              let handler else { return nil }
        self.handler = nil
        return handler(ad, error)
    }
}
