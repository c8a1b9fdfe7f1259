/// What a session runs between two steps of its virtual clock, on its own thread with its world
/// bound, until none is left: the main queue and the main actor (`DispatchQueue.main.async`,
/// `DispatchGroup.notify(queue: .main)`, `Task { @MainActor in … }`, a `@MainActor` type's
/// work), the main run loop's default mode (`RunLoop.main.perform`, `MainRunLoop`) while no
/// `Timer` waits there, and the tasks the session started (`Task { … }`, on `SessionExecutor`).
/// Then time moves on. A session's loop calls ``run()`` after each action of its clock and each step of
/// its script.
///
/// Why this way (measured on Swift 6.3.1, Linux): running the main queue runs both the main
/// queue's blocks and the main actor's jobs (the main actor's executor is the main queue); the
/// runtime's hook for the main executor does not fire for `@MainActor` tasks and custom
/// main/global executors are experimental SPI, so the main queue itself is what is run; the
/// global executor's hook does fire, and brings a plain task's jobs to the session's thread.
///
/// Only the main thread can run the main queue, and not from inside a block the main queue is
/// running. A session elsewhere (a Swift Testing test, a thread of its own) still runs its tasks,
/// and says what it could not run: ``mainQueueAccess`` and `notes()`.
///
/// ```swift
/// let drain = SessionDrain(world: world, clock: clock)
/// DispatchQueue.main.async { print("at", world.now) }
/// try drain.run()        // prints "at 0" (on the main thread)
/// let notes = drain.end()
/// ```
public final class SessionDrain {
    /// Whether the session can run the main queue.
    public enum MainQueueAccess: Equatable, Sendable {
        /// On the main thread, outside any main-queue block: it runs.
        case runs
        /// The session is not on the main thread.
        case offMainThread
        /// On the main thread, but inside a block the main queue runs (a `@MainActor` test, an
        /// async `main`): libdispatch runs nothing nested.
        case insideMainQueueBlock
    }

    public let world: World
    public let mainQueueAccess: MainQueueAccess
    private let clock: VirtualClock
    private let executor: SessionExecutor
    private let confinement = ThreadConfinement()
    /// Main-queue work was seen waiting that this session could not run.
    private var sawUnrunMainQueueWork = false
    /// Most rounds one drain may take before work that keeps queuing more is called a runaway.
    public static let maxRounds = 100_000

    /// Claims the calling thread for a session of `world` on `clock`: its tasks run here, and what
    /// other threads do in the world is refused and named.
    public init(world: World, clock: VirtualClock) {
        self.world = world
        self.clock = clock
        mainQueueAccess = !MainQueue.isMainThread ? .offMainThread : MainQueue.canRunHere() ? .runs : .insideMainQueueBlock
        executor = SessionExecutor.ofThisThread
        executor.begin(clock: clock)
        world.confine(confinement)
        if mainQueueAccess == .runs {
            MainThreadWatch.sessionBegan(at: clock.now)
            clock.moved = { MainThreadWatch.tick(now: $0) }
            timersAtStart = PendingTimers.armed()
        } else {
            mainRunLoopIdleAtStart = !MainRunLoop.hasWaitingWork
        }
    }

    /// Makes the lookup every session makes first and that is the same in a forked child
    /// (CoreFoundation's run-loop lookup): a worker that forks a process per fixture calls it once
    /// before its first fork. Makes no run loop, and nothing of the main queue's: its event
    /// descriptor, made on first use, would then be one that every child shares.
    package static func warmUp() {
        _ = MainRunLoop.isMade
    }

    /// A session that cannot turn the main run loop found nothing in its default mode when it
    /// began: what is there at its end was queued during it.
    private var mainRunLoopIdleAtStart = false

    /// The wall-clock timers armed when the session began (``PendingTimers``).
    private var timersAtStart: [Int32: UInt64] = [:]

    /// Runs the main queue (when it can) and the session's tasks until neither has anything left.
    public func run() throws(VirtualClock.RunawayError) {
        if let runaway = world.run({ runRounds() }) { throw runaway }
    }

    private func runRounds() -> VirtualClock.RunawayError? {
        var rounds = 0
        while true {
            var progressed = executor.runReady() > 0
            if mainQueueAccess == .runs {
                if MainQueue.runWaiting() { progressed = true }
                if turnMainRunLoop() { progressed = true }
                MainThreadWatch.tick(now: clock.now)
            } else if !sawUnrunMainQueueWork, MainQueue.hasWaitingWork {
                sawUnrunMainQueueWork = true
            }
            if !progressed { return nil }
            rounds += 1
            if rounds >= Self.maxRounds { return VirtualClock.RunawayError(steps: rounds, time: clock.now) }
        }
    }

    /// Turns the main run loop's default mode once when something waits there and no `Timer`
    /// does (``MainRunLoop``): true when it turned.
    private func turnMainRunLoop() -> Bool {
        guard !stoppedTurning, MainRunLoop.hasWaitingWork else {
            busyTurns = 0
            return false
        }
        if MainRunLoop.hasTimer {
            timerKeptRunLoop = true
            return false
        }
        busyTurns += 1
        if busyTurns > MainRunLoop.turnLimit {
            stoppedTurning = true
            stoppedTurningAt = clock.now
            return false
        }
        MainRunLoop.turn()
        return true
    }

    /// Turns in a row that found the main run loop's default mode busy.
    private var busyTurns = 0
    /// The default mode stayed busy for ``MainRunLoop/turnLimit`` turns: no more turns.
    private var stoppedTurning = false
    private var stoppedTurningAt = 0
    /// Work waited in the default mode beside a `Timer`, so the mode was not turned.
    private var timerKeptRunLoop = false

    /// On the main thread, lets the other threads finish what the adapter handed them
    /// (``OtherThreads``) and runs what they queued to the main queue, so that their use of the
    /// world is seen whatever their timing; `settle` runs the session's clock (and this drain)
    /// after each round. Elsewhere, does nothing: other threads there are the test runner's.
    public func letOtherThreadsFinish(_ settle: () throws(VirtualClock.RunawayError) -> Void) throws(VirtualClock.RunawayError) {
        guard mainQueueAccess == .runs else { return }
        for _ in 0..<10 {
            if !OtherThreads.waitUntilIdle(limit: Self.otherThreadsLimit) {
                threadsOutlived = true
                return
            }
            try run()
            try settle()
            if OtherThreads.runningCount() == 0 { return }
        }
    }

    /// Seconds of wall time a session waits for other threads at its end.
    public static let otherThreadsLimit = 2.0
    /// Threads were still running when the session stopped waiting for them.
    private var threadsOutlived = false

    /// Ends the session's claim on its thread and returns the notes it owes its user: work from
    /// other threads refused, main-queue work it could not run, threads that outlived it.
    public func end() -> [String] {
        if mainQueueAccess == .runs {
            MainThreadWatch.sessionEnded()
            clock.moved = nil
        }
        executor.end()
        var notes: [String] = []
        // Tasks released to the pool (``SessionWatch``) get no note of their own: what they do in
        // the session's world from there is refused and named as a stray, and an SDK object they
        // make is named by the detached note, as before a session kept tasks.
        _ = executor.takeReleased()
        let strays = Set(confinement.takeStrays() + executor.takeStrays())
        if !strays.isEmpty { notes.append(Self.strayNote(strays.sorted())) }
        // Still waiting at the end too: a main thread that runs the main queue itself (Swift
        // Testing's) empties it again and again, and work seen there for a moment may be anyone's.
        if sawUnrunMainQueueWork, MainQueue.hasWaitingWork { notes.append(Self.unrunMainQueueNote(mainQueueAccess)) }
        if mainRunLoopIdleAtStart, MainRunLoop.hasWaitingWork { notes.append(MainRunLoop.unrunNote(mainQueueAccess)) }
        if mainQueueAccess == .runs, PendingTimers.armedSince(timersAtStart) == true {
            notes.append(Self.timerNote(at: clock.now))
        }
        if stoppedTurning { notes.append(MainRunLoop.busyNote(at: stoppedTurningAt)) }
        if timerKeptRunLoop { notes.append(MainRunLoop.timerNote(at: clock.now)) }
        if threadsOutlived {
            notes.append(
                "threads the adapter or its SDK started were still running \(Int(Self.otherThreadsLimit)) s after the session's work was done; what they do next is not in this session"
            )
        }
        return notes
    }

    /// The note for work done in the session's world from other threads.
    static func strayNote(_ strays: [String]) -> String {
        "the adapter's code reached the session from another thread (\(strays.joined(separator: "; "))): "
            + "AdReplay did not run it, as it cannot place it on virtual time; "
            + "hop back with DispatchQueue.main.async { … } (or a @MainActor task) before calling the SDK or the host"
    }

    /// The note for a wall-clock timer set during the session and still waiting at its end.
    static func timerNote(at time: Int) -> String {
        "a wall-clock timer set during the session was still waiting when its work was done at \(time) ms "
            + "(DispatchQueue.asyncAfter, a Timer, a DispatchSource timer, or Task.sleep outside the session's own tasks, "
            + "such as in a @MainActor task): AdReplay cannot move it onto the virtual clock, so what it does when it fires "
            + "is not in this session; a Task.sleep in a plain Task { … } runs on the virtual clock"
    }

    /// The note for main-queue work a session could not run.
    static func unrunMainQueueNote(_ access: MainQueueAccess) -> String {
        switch access {
        case .insideMainQueueBlock:
            "work was queued to the main queue or the main actor (DispatchQueue.main.async, a @MainActor task or type) "
                + "while this session ran inside a block the main queue was running (a @MainActor test or an async main), "
                + "where nothing nested runs, so it did not run at its virtual time; run the session from synchronous code "
                + "on the main thread (an XCTest test, or the adreplay command line)"
        default:
            "work was queued to the main queue or the main actor (DispatchQueue.main.async, a @MainActor task or type) "
                + "while this session ran on a thread that is not the main thread, so it did not run at its virtual time; "
                + "run the session on the main thread (the adreplay command line and a fresh process per fixture do; "
                + "in tests, an XCTest test or the test helpers' default isolation)"
        }
    }
}
