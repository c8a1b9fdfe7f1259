import Foundation
import Synchronization

/// Which thread is the process's main thread, asked of the kernel once per process instead of
/// at every session.
///
/// `Thread.isMainThread` compares the process's id with the thread's (two system calls), and a
/// session on the main thread asked it twice: about 2 µs of a shared replay of about 70
/// (measured with `scripts/bench`). The main thread's `pthread_t` is kept once seen: it names
/// that thread while the process lives. A forked child needs nothing redone: its one thread is
/// the thread that forked, which is its main thread, and is the kept one only when it was the
/// parent's main thread too; any other is asked of the kernel.
enum ProcessImage {
    /// Whether the calling thread is the process's main thread.
    static var isMainThread: Bool {
        let current = pthread_self()
        if let known = mainThread.withLock({ $0 }), pthread_equal(known, current) != 0 { return true }
        guard Thread.isMainThread else { return false }
        mainThread.withLock { $0 = current }
        return true
    }

    private static let mainThread = Mutex<pthread_t?>(nil)
}
