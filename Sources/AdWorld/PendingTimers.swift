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
    ///
    /// Each look asks every open descriptor that may be a timerfd for its time left
    /// (`timerfd_gettime`), and none is remembered by number: a number that was no timer at one
    /// look could since have been closed and taken by a timerfd (the kernel hands out the lowest
    /// free number), and a session must not miss the timer it armed. What may be a timerfd is
    /// told by the same `poll` that finds the open descriptors: one that answers it can be
    /// written to (a file, a terminal, a pipe's or a socket's sending end, an eventfd) is none,
    /// as a timerfd never answers so.
    public static func armed() -> [Int32: UInt64] {
        let candidates = listing.withLock { $0.look()?.mayBeTimers ?? [] }
        var armed: [Int32: UInt64] = [:]
        var now: UInt64?
        for fd in candidates {
            guard let remaining = remaining(fd) else { continue }
            if now == nil { now = DispatchTime.now().uptimeNanoseconds }
            armed[fd] = (now ?? 0) &+ remaining
        }
        return armed
    }

    /// The process's open descriptors, but for the listing's own.
    static func openDescriptors() -> [Int32] {
        listing.withLock { $0.look()?.open ?? [] }
    }

    /// `/proc/self/fd`, opened once per process: a forked child opens its own (the one it inherits
    /// lists its parent's descriptors).
    private static let listing = Mutex(Listing())

    /// The highest descriptor number ``Listing/look()`` looks at without listing
    /// `/proc/self/fd`, plus one.
    static let censusLimit: Int32 = 1024

    private struct Listing: ~Copyable {
        private var open: OpaquePointer?
        private var process: pid_t = 0
        /// Whether the directory's size is the number of open descriptors here (Linux 6.2 and
        /// later say so; an older kernel says 0, and an emulated `/proc` may say anything): asked
        /// once per process, against its first listing.
        private var sizeCounts = false
        /// The numbers a look without a listing polls: up to the highest open at the last look,
        /// in blocks of 64; 0 once one past ``censusLimit`` was seen.
        private var span: Int32 = 64
        /// What the last look found open.
        private var known: [Int32] = []

        /// What a look finds: the open descriptors (but for the listing's own), in increasing
        /// order, and those of them that may be timerfds.
        struct Look {
            var open: [Int32]
            var mayBeTimers: [Int32]
        }

        /// The process's open descriptors; nil when `/proc` cannot be read.
        ///
        /// Listing `/proc/self/fd` makes the kernel build an entry for each descriptor and drop it
        /// again, at every look: twice a session, that was about a seventh of a shared replay
        /// (measured with `scripts/bench`). Where the directory's size is their number, a look
        /// asks that first: as many as at the last look, all of those still open (one `poll` of
        /// them; a closed number answers `POLLNVAL`), is the same set. Otherwise one `poll` of the
        /// numbers up to the span finds them, when it finds them all and the number has not
        /// moved meanwhile (another thread may open and close descriptors); failing that (one
        /// opened past the span, a `/proc` that does not count), the directory is listed. Timed
        /// in a C program with 14 descriptors open: 6 µs a listing, 0.5 µs asking the number,
        /// 1.3 µs a poll of 64 numbers.
        mutating func look() -> Look? {
            guard let directory = directory() else { return nil }
            let own = dirfd(directory)
            if sizeCounts, let count = Self.count(own) {
                // A descriptor another thread opens or closes meanwhile is one it opened or closed
                // just before or after the look: either answer is the truth at some moment.
                if count == known.count + 1, let look = Self.polled(known, besides: own), look.open.count == known.count {
                    return look
                }
                // Here a descriptor past the span opened as another closed would go unseen:
                // the number is asked again.
                if span > 0, count <= Int(span), let look = Self.polled(Array(0..<span), besides: own), look.open.count + 1 == count,
                    Self.count(own) == count
                {
                    known = look.open
                    return look
                }
            }
            known = Self.listed(directory, besides: own)
            let highest = max(own, known.last ?? 0)
            span = highest < censusLimit ? (highest / 64 + 1) * 64 : 0
            // Closed since the listing: not open, so no timer either.
            return Self.polled(known, besides: own) ?? Look(open: known, mayBeTimers: known)
        }

        /// The directory, opened once per process (the process's id, not a remembered one: a
        /// child forked by any means reopens it).
        private mutating func directory() -> OpaquePointer? {
            let current = getpid()
            if let open, process == current { return open }
            if let open { closedir(open) }
            open = opendir(ToolchainInternal.descriptorList.name)
            process = current
            span = 64
            known = []
            sizeCounts = false
            guard let open else { return nil }
            let listed = Self.listed(open, besides: dirfd(open))
            sizeCounts = Self.count(dirfd(open)) == listed.count + 1 && Self.listed(open, besides: dirfd(open)) == listed
            return open
        }

        /// The number of open descriptors, as the directory's size says it; nil when it says none.
        private static func count(_ directory: Int32) -> Int? {
            var status = stat()
            guard fstat(directory, &status) == 0, status.st_size > 0 else { return nil }
            return Int(status.st_size)
        }

        /// Which of `numbers` are open (but for `own`), and which of those may be timerfds: one
        /// `poll`, asking whether each can be written to.
        private static func polled(_ numbers: [Int32], besides own: Int32) -> Look? {
            withUnsafeTemporaryAllocation(of: pollfd.self, capacity: numbers.count) { entries -> Look? in
                for (index, fd) in numbers.enumerated() {
                    entries.initializeElement(at: index, to: pollfd(fd: fd, events: Int16(POLLOUT), revents: 0))
                }
                guard poll(entries.baseAddress, nfds_t(numbers.count), 0) >= 0 else { return nil }
                var look = Look(open: [], mayBeTimers: [])
                for entry in entries where entry.revents & Int16(POLLNVAL) == 0 && entry.fd != own {
                    look.open.append(entry.fd)
                    if entry.revents & Int16(POLLOUT) == 0 { look.mayBeTimers.append(entry.fd) }
                }
                return look
            }
        }

        private static func listed(_ directory: OpaquePointer, besides own: Int32) -> [Int32] {
            rewinddir(directory)
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
            return open.sorted()
        }
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

    /// Nanoseconds until the timerfd `fd` fires, or nil when it is not armed (or is no timerfd:
    /// the call fails on any other descriptor).
    ///
    /// Asked of the descriptor itself (`timerfd_gettime`, the value `/proc/self/fdinfo/N` prints
    /// as `it_value`): a session on the main thread asks at its start and its end, and once the
    /// main run loop exists its mode's timerfd is always open, so reading and parsing fdinfo text
    /// made shared replay about 1.4 times as slow (measured with `scripts/bench`). Glibc's Swift
    /// module does not export `timerfd_gettime`, so it is looked up once; where it cannot be,
    /// fdinfo is read as before (it shows no `it_value` for any other descriptor).
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
        guard let symbol = ToolchainInternals.symbol(.timerfdGetTime) else { return nil }
        return unsafeBitCast(symbol, to: TimerFDGetTime.self)
    }()

    /// ``remaining(_:)`` read from `/proc/self/fdinfo/N` (`it_value: (1, 479582202)`).
    static func remainingFromFDInfo(_ fd: Int32) -> UInt64? {
        // Read without Foundation: a session on the main thread asks at its start and its end.
        let file = open("\(ToolchainInternal.descriptorInfo.name)/\(fd)", O_RDONLY | O_CLOEXEC)
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
