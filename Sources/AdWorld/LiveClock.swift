import Dispatch

/// A clock that runs scheduled work in real time on one serial dispatch queue.
///
/// For recording against a real ad network. Everything a live world does must happen on
/// ``queue``: start the session with `clock.queue.async { world.run { … } }`.
/// `now` is read from the monotonic uptime clock, never from the wall clock, and is only as
/// deterministic as the network behind it.
public final class LiveClock: WorldClock, @unchecked Sendable {
    // Sendable because its only mutable state is read and written on `queue`.
    public let queue: DispatchQueue
    private let start: DispatchTime

    public init(queue: DispatchQueue = DispatchQueue(label: "adworld.live-clock")) {
        self.queue = queue
        self.start = .now()
    }

    public var now: Int {
        Int((DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000)
    }

    public func schedule(after delay: Int, _ action: @escaping () -> Void) {
        let box = UncheckedAction(action)
        queue.asyncAfter(deadline: .now() + .milliseconds(max(0, delay))) { box.action() }
    }
}

/// Carries a closure onto the clock's own queue, where the world that made it lives.
private struct UncheckedAction: @unchecked Sendable {
    let action: () -> Void
    init(_ action: @escaping () -> Void) { self.action = action }
}
