import Foundation
import Synchronization

/// Watches a session on the main thread for the one wait that never ends: the main thread
/// blocked (a semaphore, `DispatchGroup.wait`, a lock) on work queued to the main queue, which
/// only the main thread can run. A deadlock on a device too; here it would hang the replay with
/// no word why. After ``limit`` seconds of the main thread asleep, making no progress, with
/// main-queue work waiting, the watch stops the process with a sentence that says so and at what
/// virtual time: a process replaying one fixture (the command line's) reports it as that
/// fixture's crash. The wall clock decides only when to stop; what the sentence says is fixed.
///
/// It looks from ``SessionWatch``'s thread, which starts with the process's first session (a
/// process that forks a fresh child per fixture runs none before it forks), and again in a child.
public enum MainThreadWatch {
    /// Seconds the main thread may wait so before the watch stops the process: 10, or
    /// `ADREPLAY_MAIN_THREAD_WAIT` when it is a positive number.
    public static let limit: Double = {
        if let text = ProcessInfo.processInfo.environment["ADREPLAY_MAIN_THREAD_WAIT"], let seconds = Double(text), seconds > 0 {
            return seconds
        }
        return 10
    }()

    private static let running = Atomic<Bool>(false)
    private static let progress = Atomic<Int>(0)
    private static let virtualTime = Atomic<Int>(0)
    /// Seconds the main thread has waited so; read and written by the watch's thread only.
    private static let stalled = Mutex<(seconds: Double, seen: Int)>((0, -1))

    /// A session began on the main thread (its executor has started the watch: ``SessionWatch``).
    static func sessionBegan() {
        running.store(true, ordering: .releasing)
    }

    /// The session made progress; it is at `now` ms.
    static func tick(now: Int) {
        progress.wrappingAdd(1, ordering: .relaxed)
        virtualTime.store(now, ordering: .relaxed)
    }

    /// The session ended.
    static func sessionEnded() {
        running.store(false, ordering: .releasing)
    }

    /// The sentence the watch stops the process with.
    static func sentence(seconds: Double, at time: Int) -> String {
        let shown = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
        return "the main thread waited \(shown) s at \(time) ms for work queued to the main queue, which only the main thread runs: "
            + "a wait on the main thread (a semaphore, DispatchGroup.wait, a lock) for work queued to the main thread never ends "
            + "(a deadlock on a device too); do the work without waiting, or wait on another thread"
    }

    /// One look, every `step` seconds, from ``SessionWatch``'s thread: stops the process once the
    /// main thread has waited ``limit`` seconds asleep, with no progress and main-queue work waiting.
    static func look(step: Double) {
        let now = progress.load(ordering: .relaxed)
        let waited = stalled.withLock { stalled -> Double in
            if running.load(ordering: .acquiring), now == stalled.seen, MainQueue.hasWaitingWork,
               OtherThreads.state(ofThread: Int(getpid())) != "R" {
                stalled.seconds += step
            } else {
                stalled.seconds = 0
            }
            stalled.seen = now
            return stalled.seconds
        }
        if waited >= limit {
            let sentence = sentence(seconds: limit, at: virtualTime.load(ordering: .relaxed))
            fatalError(sentence)
        }
    }
}
