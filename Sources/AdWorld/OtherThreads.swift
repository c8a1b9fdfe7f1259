import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The process's threads other than the calling one, as Linux shows them (`/proc/self/task`):
/// how a session on the main thread waits for the work an adapter handed to a background thread
/// (`DispatchQueue.global()`, a `Thread`) before it ends, so that what that work does to the
/// session's world is seen (and refused, and named: ``ThreadConfinement``) rather than happen
/// after the session, or not, as the threads' timing goes.
///
/// Measured on Linux: libdispatch makes a worker runnable inside the `async` call that hands it
/// work (it creates the thread, or wakes a sleeping one), so a block handed over and not yet
/// finished always shows as a running thread; an idle worker, a thread blocked in a wait and a
/// watchdog between its looks all show as sleeping.
public enum OtherThreads {
    /// How many of the other threads are running or ready to run.
    public static func runningCount() -> Int {
        if neverHadOtherThreads { return 0 }
        let own = currentThreadID()
        let engine = engineThreads.withLock { $0 }
        var running = 0
        forEachThread { tid in
            if tid != own, !engine.contains(tid), state(ofThread: tid) == "R" { running += 1 }
        }
        return running
    }

    /// Runs `body` on this thread as one of the engine's own (a job of a corpus run, which runs
    /// sessions of its own): not the adapter's, so a session on the main thread does not wait for
    /// it to stop. Without this, the main thread's job of a two-job `CorpusReplay` waited at each
    /// session's end for the other job (measured with `scripts/bench`: 2,054 waits of 200 µs for
    /// 2,560 fixtures).
    package static func asEngineThread<T>(_ body: () -> T) -> T {
        let tid = currentThreadID()
        engineThreads.withLock { _ = $0.insert(tid) }
        defer { engineThreads.withLock { _ = $0.remove(tid) } }
        return body()
    }

    /// The threads running as the engine's own (``asEngineThread(_:)``), by id.
    private static let engineThreads = Mutex<Set<Int>>([])

    /// Whether this process has never had a thread but the calling one, so that no other can be
    /// running and `/proc` need not be read (two scans of `/proc/self/task` were a sixth of a
    /// shared session's CPU, measured with `scripts/bench`): glibc's `__libc_single_threaded`,
    /// which it clears when a second thread is created and never sets again. While it is set,
    /// only the one thread there is could clear it. False where it cannot be found.
    static var neverHadOtherThreads: Bool {
        singleThreadedFlag?.pointee == 1
    }

    /// glibc's `__libc_single_threaded` (glibc 2.32 and later), found once.
    nonisolated(unsafe) private static let singleThreadedFlag: UnsafePointer<UInt8>? = ToolchainInternals.symbol(.libcSingleThreaded).map {
        UnsafePointer($0.assumingMemoryBound(to: UInt8.self))
    }

    /// Calls `body` with the id of each of the process's threads (read without Foundation's file
    /// manager: a session on the main thread asks at its end, and its cost is the session's).
    static func forEachThread(_ body: (Int) -> Void) {
        guard let directory = opendir(ToolchainInternal.threadList.name) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let tid = withUnsafeBytes(of: entry.pointee.d_name) { bytes -> Int? in
                Int(String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self))
            }
            if let tid { body(tid) }
        }
    }

    /// Waits until no other thread runs, up to `limit` seconds of wall time (which decides only
    /// when to stop waiting; nothing it measures reaches a result). True when they all stopped.
    @discardableResult
    public static func waitUntilIdle(limit: Double = 2) -> Bool {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(limit * 1_000_000_000)
        while runningCount() > 0 {
            if DispatchTime.now().uptimeNanoseconds >= deadline { return false }
            usleep(200)
        }
        return true
    }

    /// Whether libdispatch's pool for `DispatchQueue.global()` has threads: they carry their root
    /// queue's label as their name, cut to its last 15 characters (`oot.default-qos`,
    /// `oot.utility-qos`); the overcommit pool's (`-qos.overcommit`), which serial queues and
    /// timers use, does not count.
    static func dispatchWorkersExist() -> Bool {
        if neverHadOtherThreads { return false }
        var found = false
        forEachThread { tid in
            guard !found, let name = read("\(ToolchainInternal.threadList.name)/\(tid)/comm") else { return }
            found = String(decoding: name, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("-qos")
        }
        return found
    }

    /// The calling thread's id, as `/proc` names it (`/proc/thread-self` → `PID/task/TID`).
    static func currentThreadID() -> Int {
        var target = [CChar](repeating: 0, count: 64)
        let length = readlink(ToolchainInternal.threadSelf.name, &target, target.count - 1)
        guard length > 0 else { return -1 }
        let link = String(decoding: target[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return link.split(separator: "/").last.flatMap { Int($0) } ?? -1
    }

    /// The state letter of thread `tid` (`R` running, `S` sleeping, …), or nil when it is gone.
    static func state(ofThread tid: Int) -> Character? {
        guard let stat = read("\(ToolchainInternal.threadList.name)/\(tid)/stat"), let close = stat.lastIndex(of: UInt8(ascii: ")")),
            close + 2 < stat.count
        else { return nil }
        // "tid (name) S …": the name may hold spaces and parentheses; the state follows the last ")".
        return Character(UnicodeScalar(stat[close + 2]))
    }

    /// The first bytes of a small file of `/proc`.
    static func read(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        return Array(buffer.prefix(count))
    }
}
