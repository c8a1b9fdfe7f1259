import AdWorld
import Foundation

/// How the kit waits for an adapter to call back: on the current world's virtual clock and the
/// main thread's queued work, never on the wall clock.
///
/// Each round runs what waits on the main queue and the main actor (when called on the main
/// thread outside a block of the main queue, by running the main run loop once without waiting,
/// as XCTest's waiter does), then the next action due on the virtual clock of the world bound
/// with `World.run` (``AdWorld/World/current``), as long as it falls within the timeout. The
/// timeout is virtual time: one second lets every action due within 1000 ms run, however long it
/// takes. When neither has anything left, the work can only be on a thread the adapter started
/// itself (a plain `Task {}`, a queue of its own): the waiter yields the processor to it, a
/// bounded number of times, before it gives up.
enum AUTKWaiter {
    /// How often the waiter yields to other threads with nothing left of its own to run before it
    /// gives up: a bound on rounds, not a duration.
    static let idleRounds = 200
    /// The same bound where the main queue cannot run before the caller returns.
    static let idleRoundsInsideMainQueueWork = 10

    /// Waits until `isDone` holds or `timeout` seconds of virtual time have passed with nothing
    /// left to run; returns whether it holds.
    static func wait(timeout: TimeInterval, until isDone: () -> Bool) -> Bool {
        let clock = World.current?.virtualClock
        let budget = Int((max(0, timeout) * 1000).rounded())
        let deadline = clock.map { $0.now.addingReportingOverflow(budget).overflow ? Int.max : $0.now + budget }
        // Inside the main queue's own work only other threads can progress: a few yields do.
        let idleLimit = isInsideMainQueueWork ? idleRoundsInsideMainQueueWork : idleRounds
        var idle = 0
        while !isDone() {
            runMainThreadWork()
            if isDone() { return true }
            if let clock, let deadline, let due = clock.nextDueTime, due <= deadline {
                clock.advance(to: due)
                idle = 0
                continue
            }
            idle += 1
            if idle > idleLimit { return false }
            yieldToOtherThreads()
        }
        return true
    }

    /// Runs the main run loop once without waiting, which runs the blocks queued on the main queue
    /// and the main actor's jobs; nothing off the main thread, or inside a block the main queue is
    /// running (libdispatch runs nothing nested there).
    static func runMainThreadWork() {
        guard Thread.isMainThread else { return }
        _ = RunLoop.main.run(mode: .default, before: .distantPast)
    }

    /// Whether the caller runs inside work the main queue is running (a `@MainActor` test, a
    /// block queued on the main queue; on Linux that may be on another thread than the main one,
    /// once the main thread handed the queue to libdispatch): there the main queue and the main
    /// actor run nothing until the caller returns.
    static var isInsideMainQueueWork: Bool {
        guard DispatchQueue.getSpecific(key: mainQueueKey) != nil else { return false }
        guard Thread.isMainThread else { return true }
        // libdispatch counts the main thread as the main queue's even outside its blocks: a
        // marker queued there and the run loop run once tell which (one that did not run runs
        // later, doing nothing).
        let marker = Marker()
        DispatchQueue.main.async { marker.ran = true }
        runMainThreadWork()
        return !marker.ran
    }

    private final class Marker: @unchecked Sendable {
        var ran = false
    }

    /// Marks the main queue, so that work can tell it runs there (set once, before any wait).
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    private static func yieldToOtherThreads() {
        if Thread.isMainThread {
            // Wakes early when another thread queues work on the main queue.
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
        } else {
            Thread.sleep(forTimeInterval: 0.005)
        }
    }
}
