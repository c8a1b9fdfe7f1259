import Foundation
import Synchronization

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
        let now = DispatchTime.now().uptimeNanoseconds
        var armed: [Int32: UInt64] = [:]
        for fd in timerDescriptors() {
            if let remaining = remaining(fd) { armed[fd] = now &+ remaining }
        }
        return armed
    }

    /// What each open descriptor is, by number: a timerfd or not. A session on the main thread
    /// asks twice, and `readlink` on every descriptor of `/proc/self/fd` cost a shared process
    /// more than the rest of a session (measured with `scripts/bench`): each number is looked at
    /// once, while it stays open. A descriptor closed and another opened under the same number
    /// between two looks keeps the first one's kind (libdispatch and the run loop make their
    /// timerfds once, and keep them).
    private static let kinds = Mutex<[Int32: Bool]>([:])

    /// The process's open timerfds.
    static func timerDescriptors() -> [Int32] {
        listing.withLock { listing in
            guard let directory = listing.directory() else { return [] }
            return timerDescriptors(in: directory)
        }
    }

    /// `/proc/self/fd`, opened once per process and read again from its start at each look:
    /// opening it and closing it again was half of a look's cost (measured with `scripts/bench`).
    /// A forked child opens its own (the one it inherits lists its parent's descriptors).
    private static let listing = Mutex(Listing())

    private struct Listing: ~Copyable {
        private var open: OpaquePointer?
        private var process: pid_t = 0

        /// The directory, rewound to its start; nil when `/proc` cannot be read.
        mutating func directory() -> OpaquePointer? {
            let current = getpid()
            if let open, process == current {
                rewinddir(open)
                return open
            }
            if let open { closedir(open) }
            open = opendir("/proc/self/fd")
            process = current
            return open
        }
    }

    private static func timerDescriptors(in directory: OpaquePointer) -> [Int32] {
        let own = dirfd(directory)
        var open: [Int32] = []
        while let entry = readdir(directory) {
            let fd = withUnsafeBytes(of: entry.pointee.d_name) { name -> Int32? in
                var value: Int32 = 0
                var digits = 0
                for byte in name {
                    guard byte != 0 else { break }
                    guard (0x30...0x39).contains(byte), digits < 9 else { return nil }
                    value = value * 10 + Int32(byte - 0x30)
                    digits += 1
                }
                return digits > 0 ? value : nil
            }
            if let fd, fd != own { open.append(fd) }
        }
        return kinds.withLock { kinds in
            var seen: [Int32: Bool] = [:]
            for fd in open { seen[fd] = kinds[fd] ?? isTimer(fd) }
            kinds = seen
            return open.filter { seen[$0] == true }.sorted()
        }
    }

    /// Whether `fd` is a timerfd (`/proc/self/fd/N` → `anon_inode:[timerfd]`).
    private static func isTimer(_ fd: Int32) -> Bool {
        var target = [CChar](repeating: 0, count: 64)
        let length = readlink("/proc/self/fd/\(fd)", &target, target.count - 1)
        guard length > 0 else { return false }
        return String(decoding: target[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) == "anon_inode:[timerfd]"
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

    /// Nanoseconds until the timerfd `fd` fires, or nil when it is not armed.
    ///
    /// Asked of the descriptor itself (`timerfd_gettime`, the value `/proc/self/fdinfo/N` prints
    /// as `it_value`): a session on the main thread asks at its start and its end, and once the
    /// main run loop exists (a session looks for `RunLoop.main.perform` work) its mode's timerfd
    /// is always open, so reading and parsing fdinfo text made shared replay about 1.4 times as
    /// slow (measured with `scripts/bench`). Glibc's Swift module does not export
    /// `timerfd_gettime`, so it is looked up once; where it cannot be, fdinfo is read as before.
    static func remaining(_ fd: Int32) -> UInt64? {
        if let timerfdGetTime {
            var value = itimerspec()
            guard timerfdGetTime(fd, &value) == 0 else { return nil }
            let seconds = UInt64(max(0, value.it_value.tv_sec)), nanoseconds = UInt64(max(0, value.it_value.tv_nsec))
            guard seconds != 0 || nanoseconds != 0 else { return nil }
            return seconds &* 1_000_000_000 &+ nanoseconds
        }
        return remainingFromFDInfo(fd)
    }

    private typealias TimerFDGetTime = @convention(c) (Int32, UnsafeMutablePointer<itimerspec>) -> Int32

    /// glibc's `timerfd_gettime`, found once.
    private static let timerfdGetTime: TimerFDGetTime? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "timerfd_gettime") else { return nil }
        return unsafeBitCast(symbol, to: TimerFDGetTime.self)
    }()

    /// ``remaining(_:)`` read from `/proc/self/fdinfo/N` (`it_value: (1, 479582202)`).
    static func remainingFromFDInfo(_ fd: Int32) -> UInt64? {
        // Read without Foundation: a session on the main thread asks at its start and its end.
        let file = open("/proc/self/fdinfo/\(fd)", O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let info = String(decoding: buffer[..<count], as: UTF8.self)
        guard let line = info.split(separator: "\n").first(where: { $0.hasPrefix("it_value:") }) else { return nil }
        let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { UInt64($0) }
        guard numbers.count == 2, numbers != [0, 0] else { return nil }
        return numbers[0] &* 1_000_000_000 &+ numbers[1]
    }
}
