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
/// The watch's thread starts with the process's first session on the main thread (a process
/// that forks a fresh child per fixture starts none before it forks), and again in a child.
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
    private static let started = Atomic<Bool>(false)

    /// A session began on the main thread.
    static func sessionBegan() {
        startIfNeeded()
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

    private static func startIfNeeded() {
        guard started.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else { return }
        registerFork
        let thread = Thread { watch() }
        thread.name = "adreplay main-thread watch"
        thread.start()
    }

    /// A forked child has none of its parent's threads: its first session starts its own watch.
    private static let registerFork: Void = {
        pthread_atfork(nil, nil, { MainThreadWatch.started.store(false, ordering: .relaxed) })
    }()

    private static func watch() {
        let step: Double = 0.1
        var stalled = 0.0
        var seen = progress.load(ordering: .relaxed)
        while true {
            usleep(UInt32(step * 1_000_000))
            let now = progress.load(ordering: .relaxed)
            if running.load(ordering: .acquiring), now == seen, MainQueue.hasWaitingWork,
               OtherThreads.state(ofThread: Int(getpid())) != "R" {
                stalled += step
            } else {
                stalled = 0
            }
            seen = now
            if stalled >= limit {
                let sentence = sentence(seconds: limit, at: virtualTime.load(ordering: .relaxed))
                fatalError(sentence)
            }
        }
    }
}
