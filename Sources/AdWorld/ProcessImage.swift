import Foundation
import Synchronization

/// Facts about the running process that only a `fork` changes, asked of the kernel once per
/// process instead of at every session: which thread is the main one, and which process this is.
///
/// A session on the main thread asked both a few times each (`Thread.isMainThread` compares the
/// process's id with the thread's, two system calls; ``PendingTimers`` checks that its open
/// listing is this process's own): about 2 µs of a shared replay of about 70 (measured with
/// `scripts/bench`). A forked child starts a new generation (`pthread_atfork`), so what its
/// parent knew is asked again there.
enum ProcessImage {
    /// Counts the forks this process image went through since the first ask; a handler run in
    /// each forked child moves it on.
    static var generation: UInt64 {
        _ = registered
        return forks.load(ordering: .acquiring)
    }

    private static let forks = Atomic<UInt64>(0)

    private static let registered: Void = {
        pthread_atfork(nil, nil) { ProcessImage.forks.add(1, ordering: .releasing) }
    }()

    /// Whether the calling thread is the process's main thread. The answer for the main thread
    /// is kept for the process's generation (a thread's id names it while it lives, and a
    /// process's main thread lives as long as the process).
    static var isMainThread: Bool {
        let generation = generation
        let current = pthread_self()
        let known = mainThread.withLock { $0 }
        if let known, known.generation == generation, pthread_equal(known.thread, current) != 0 { return true }
        guard Thread.isMainThread else { return false }
        mainThread.withLock { $0 = (generation, current) }
        return true
    }

    private static let mainThread = Mutex<(generation: UInt64, thread: pthread_t)?>(nil)
}
