import Foundation
import Synchronization

/// Watches the process's running sessions from a thread of its own, for the one thing a session
/// cannot see itself: its thread blocked, waiting for work the session keeps for it.
///
/// A session runs the tasks it starts on its own thread (``SessionExecutor``). An adapter that
/// starts a task and then waits for it on the same thread (a semaphore, `DispatchGroup.wait`) would
/// wait forever, where on a device the task runs on the global pool. When a session's thread has
/// been asleep for ``patience`` with its tasks' jobs waiting and not taken, the watch hands them
/// to the global pool, as if the session had never kept them: the wait ends, and what the task
/// does in the session's world from the pool is refused and named (``ThreadConfinement``). The
/// session's note says so. Thread timing decides only when the watch acts; an adapter that waits
/// so always ends the same way.
///
/// The thread starts when a session first keeps a task's job (``needed()``), not with the first
/// session: most sessions start no task, and a fresh process per fixture would otherwise start
/// a thread for every fixture (a child with a second thread costs its worker about twice the CPU
/// of one without, measured with `scripts/bench`). A forked child starts its own.
enum SessionWatch {
    /// How long a session's thread may sleep with its tasks waiting before they are released.
    static let patience = 0.1

    private struct Watched {
        let executor: SessionExecutor
        var drains: Int
        var asleepFor: Double
    }

    private static let watched = Mutex<[Watched]>([])
    private static let started = Atomic<Bool>(false)

    static func watch(_ executor: SessionExecutor) {
        watched.withLock { $0.append(Watched(executor: executor, drains: -1, asleepFor: 0)) }
    }

    static func unwatch(_ executor: SessionExecutor) {
        watched.withLock { $0.removeAll { $0.executor === executor } }
    }

    /// A session kept a job: a thread may now wait for it. Cheap after the first call.
    static func needed() {
        guard !started.load(ordering: .relaxed) else { return }
        startIfNeeded()
    }

    private static func startIfNeeded() {
        guard started.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else { return }
        registerFork
        let thread = Thread { run() }
        thread.name = "adreplay session watch"
        thread.start()
    }

    /// A forked child has none of its parent's threads: its first session starts its own watch.
    private static let registerFork: Void = {
        pthread_atfork(nil, nil, { SessionWatch.started.store(false, ordering: .relaxed) })
    }()

    private static func run() {
        let step = 0.02
        while true {
            usleep(UInt32(step * 1_000_000))
            let due = watched.withLock { watched -> [SessionExecutor] in
                var due: [SessionExecutor] = []
                for index in watched.indices {
                    let (waiting, drains) = watched[index].executor.progress
                    if waiting, drains == watched[index].drains,
                        OtherThreads.state(ofThread: watched[index].executor.ownerThreadID) == "S"
                    {
                        watched[index].asleepFor += step
                    } else {
                        watched[index].asleepFor = 0
                    }
                    watched[index].drains = drains
                    if watched[index].asleepFor >= patience {
                        watched[index].asleepFor = 0
                        due.append(watched[index].executor)
                    }
                }
                return due
            }
            for executor in due { executor.releaseReady() }
        }
    }
}
