import AdWorld

/// The one virtual-clock loop of a session (the clock's own, ``VirtualClock/settle(through:maxSteps:afterEach:)``,
/// with the session's drain as its hook): the clock's actions in (time, sequence) order, and
/// between any two of them, and after each step of the script, the session's drain
/// (``SessionDrain``): the main queue, the main actor and the session's tasks, run at that virtual
/// time with the world bound until none is left. Then time moves on.
///
/// So an adapter that loads inside `DispatchQueue.main.async { … }` or `Task { @MainActor in … }`
/// loads at the virtual time it was asked to, as a direct call would, and a `Task.sleep` wakes on
/// the virtual clock.
///
/// ```swift
/// let loop = SessionLoop(clock: clock, drain: SessionDrain(world: world, clock: clock))
/// try loop.settle(through: 5_000)   // everything due by 5000 ms, and what it queued
/// try loop.runToQuiescence()
/// let notes = loop.end()
/// ```
struct SessionLoop {
    let clock: VirtualClock
    let drain: SessionDrain
    /// Most clock actions one ``settle(through:)`` or ``runToQuiescence()`` may run before work
    /// that keeps rescheduling itself is called a runaway.
    static let maxSteps = 100_000

    /// Claims the calling thread for a session of `world` on `clock`.
    init(world: World, clock: VirtualClock) {
        self.clock = clock
        drain = SessionDrain(world: world, clock: clock)
    }

    init(clock: VirtualClock, drain: SessionDrain) {
        self.clock = clock
        self.drain = drain
    }

    /// Runs what is due at or before `time` (and what that queues, drained after each action),
    /// then leaves the clock at `time`: a step at `time` sees the world as it is then.
    func settle(through time: Int) throws(VirtualClock.RunawayError) {
        try drain.run()
        try clock.settle(through: time, maxSteps: Self.maxSteps) { () throws(VirtualClock.RunawayError) in try drain.run() }
    }

    /// Runs until neither the clock nor the drain has anything left, moving time forward to each
    /// action's due time; then, on the main thread, lets the adapter's other threads finish
    /// (``SessionDrain/letOtherThreadsFinish(_:)``) and runs what they left.
    func runToQuiescence() throws(VirtualClock.RunawayError) {
        try quiesce()
        try drain.letOtherThreadsFinish { () throws(VirtualClock.RunawayError) in try quiesce() }
    }

    private func quiesce() throws(VirtualClock.RunawayError) {
        try drain.run()
        try clock.runToQuiescence(maxSteps: Self.maxSteps) { () throws(VirtualClock.RunawayError) in try drain.run() }
    }

    /// Ends the session's claim on its thread; the notes it owes its user (``SessionDrain/end()``).
    func end() -> [String] {
        drain.end()
    }
}
