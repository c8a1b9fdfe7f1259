/// Where a world's timers and delays are scheduled.
///
/// Time is integer milliseconds since the world began. SDK code never reads the wall clock or
/// calls `sleep`/`asyncAfter` itself: it asks the world's clock. ``VirtualClock`` runs scheduled
/// work in (time, sequence) order when told to; ``LiveClock`` runs it in real time.
public protocol WorldClock: AnyObject {
    /// Milliseconds since the world began.
    var now: Int { get }

    /// Runs `action` once, `delay` milliseconds from now (a negative delay counts as 0).
    /// Work scheduled for the same moment runs in the order it was scheduled.
    func schedule(after delay: Int, _ action: @escaping () -> Void)
}
