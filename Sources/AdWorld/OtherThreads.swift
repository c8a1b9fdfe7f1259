import Foundation

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
        let own = Thread.isMainThread ? Int(getpid()) : -1
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task") else { return 0 }
        var running = 0
        for entry in entries {
            guard let tid = Int(entry), tid != own else { continue }
            if state(ofThread: tid) == "R" { running += 1 }
        }
        return running
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
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task") else { return false }
        return entries.contains { entry in
            guard let name = try? String(contentsOfFile: "/proc/self/task/\(entry)/comm", encoding: .utf8) else { return false }
            return name.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("-qos")
        }
    }

    /// The calling thread's id, as `/proc` names it (`/proc/thread-self` → `PID/task/TID`).
    static func currentThreadID() -> Int {
        var target = [CChar](repeating: 0, count: 64)
        let length = readlink("/proc/thread-self", &target, target.count - 1)
        guard length > 0 else { return -1 }
        let link = String(decoding: target[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return link.split(separator: "/").last.flatMap { Int($0) } ?? -1
    }

    /// The state letter of thread `tid` (`R` running, `S` sleeping, …), or nil when it is gone.
    static func state(ofThread tid: Int) -> Character? {
        guard let stat = try? String(contentsOfFile: "/proc/self/task/\(tid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // "tid (name) S …": the name may hold spaces and parentheses; the state follows the last ")".
        let rest = stat[stat.index(after: close)...].drop(while: { $0 == " " })
        return rest.first
    }
}
