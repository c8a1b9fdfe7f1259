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
        #expect(outcome == .answered, "\(Self.canarySentence)")
    }

    /// The canary of the cached thread id: the Swift libraries loaded hold at least one copy of
    /// it under the mangled name the C half looks for. A toolchain that renames it fails here,
    /// naming it, rather than in the test above after its 20 s alarm.
    @Test func theRuntimesCachedThreadID_isWhereTheForkLooksForIt() {
        let (symbol, found) = FreshProcess.cachedThreadIDs
        #expect(symbol == "_ZZN5swift14threading_impl5linux13ulock_get_tidEvE3tid")
        #expect(found > 0, "\(Self.canarySentence)")
    }

    private static var canarySentence: String {
        "\(FreshProcess.cachedThreadIDs.symbol) is not where AdReplay looks for it (measured on Swift 6.3.1, Linux x86_64): a "
            + "forked child resets the Swift runtime's cached thread id in each libswift*.so, and found \(FreshProcess.cachedThreadIDs.found); "
            + "change Sources/CAdReplayIsolation/CAdReplayIsolation.c"
    }
}
