import Foundation

/// The process's armed wall-clock timers, as Linux shows them: libdispatch's timers
/// (`DispatchQueue.asyncAfter`, a `DispatchSource` timer, `Task.sleep` in a `@MainActor` task)
/// and the main run loop's (`Timer`) each keep a timerfd armed while something waits on them.
///
/// They cannot be moved onto the virtual clock (nothing hears them being set), and would fire
/// after the session, outside its fixture, or in a later session of the same process. A session
/// on the main thread compares the armed timers at its start and end (``armed()``), and names a
/// timer armed since in a note instead of losing its work without a word.
///
/// Measured on Swift 6.3.1, Linux: `asyncAfter` on the main queue or a global one and a
/// `Timer` on the main run loop each arm a timerfd at once, with the delay asked for left to run.
public enum PendingTimers {
    /// When each armed timerfd fires next, in nanoseconds of the monotonic clock, by descriptor.
    public static func armed() -> [Int32: UInt64] {
        guard let directory = opendir("/proc/self/fd") else { return [:] }
        defer { closedir(directory) }
        let now = DispatchTime.now().uptimeNanoseconds
        var armed: [Int32: UInt64] = [:]
        var target = [CChar](repeating: 0, count: 64)
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let fd = Int32(name) else { continue }
            let length = readlink("/proc/self/fd/\(fd)", &target, target.count - 1)
            guard length > 0 else { continue }
            let link = String(decoding: target[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard link == "anon_inode:[timerfd]", let remaining = remaining(fd) else { continue }
            armed[fd] = now &+ remaining
        }
        return armed
    }

    /// Whether a timer was armed since `earlier` (what ``armed()`` said then), in a process
    /// where the answer is sure: none was armed then, and libdispatch's pool for
    /// `DispatchQueue.global()` has no threads now (it keeps a one-second timer of its own armed
    /// while it runs, on the same timerfd as every other dispatch timer). Nil when it is not
    /// sure: a process that already had timers armed (a test runner's) cannot tell a new one
    /// from theirs, and a result must not depend on their timing. A fresh process per fixture is
    /// sure unless the adapter used `DispatchQueue.global()`, which its session names anyway.
    public static func armedSince(_ earlier: [Int32: UInt64]) -> Bool? {
        guard earlier.isEmpty else { return nil }
        let now = armed()
        if now.isEmpty { return false }
        return OtherThreads.dispatchWorkersExist() ? nil : true
    }

    /// Nanoseconds until the timerfd `fd` fires, or nil when it is not armed (`it_value: (0, 0)`).
    static func remaining(_ fd: Int32) -> UInt64? {
        guard let info = try? String(contentsOfFile: "/proc/self/fdinfo/\(fd)", encoding: .utf8),
              let line = info.split(separator: "\n").first(where: { $0.hasPrefix("it_value:") }) else { return nil }
        // "it_value: (1, 479582202)"
        let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { UInt64($0) }
        guard numbers.count == 2, numbers != [0, 0] else { return nil }
        return numbers[0] &* 1_000_000_000 &+ numbers[1]
    }
}
