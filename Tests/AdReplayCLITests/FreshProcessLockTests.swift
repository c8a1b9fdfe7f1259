import AdReplayIsolation
import Foundation
import Synchronization
import Testing

/// A value whose one-time initialisation starts a thread that reads it: the thread waits on the
/// Swift runtime's lock for the initialisation, which this thread holds, and is handed the value
/// when it is done.
private enum LockProbe {
    static let seen = Atomic(0)
    static let value: Int = {
        Thread.detachNewThread { LockProbe.seen.store(LockProbe.value, ordering: .sequentiallyConsistent) }
        // Long enough for the thread to be waiting on the lock.
        usleep(200_000)
        return 42
    }()
}

/// A fresh process's threads can hand each other the Swift runtime's locks. The runtime caches
/// each thread's id for its locks, and a child of fork inherits its parent's on its only thread:
/// without ``FreshProcess`` putting the child's own id there, the child above spins for ever
/// unlocking (the kernel refuses a lock released by a thread it does not name); with it
/// commented out, this test's child was still spinning ten minutes later (seen 2026-11-28).
@Suite struct FreshProcessLockTests {
    @Test func aChildsThreads_handEachOtherTheRuntimesLocks() {
        let outcome = FreshProcess.run {
            // A hang ends the child (SIGALRM, which the test runner's thread may have blocked)
            // instead of the test run.
            var alarmOnly = sigset_t()
            sigemptyset(&alarmOnly)
            sigaddset(&alarmOnly, SIGALRM)
            sigprocmask(SIG_UNBLOCK, &alarmOnly, nil)
            signal(SIGALRM, SIG_DFL)
            alarm(20)
            let value = LockProbe.value
            for _ in 0..<500 where LockProbe.seen.load(ordering: .sequentiallyConsistent) == 0 { usleep(10_000) }
            return value == 42 && LockProbe.seen.load(ordering: .sequentiallyConsistent) == 42
        }
        #expect(outcome == .answered)
    }
}
