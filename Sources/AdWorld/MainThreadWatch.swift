import Foundation
import Synchronization

/// Watches a session on the main thread for the one wait that never ends: the main thread
/// blocked (a semaphore, `DispatchGroup.wait`, a lock) on work queued to the main queue, which
/// only the main thread can run. A deadlock on a device too; here it would hang the replay with
/// no word why. After ``limit`` seconds of the main thread asleep, making no progress, with
/// main-queue work waiting, the watch stops the process with a sentence that says so and at what
/// virtual time: a process replaying one fixture (the command line's) reports it as that
/// fixture's crash. The wall clock decides only when to stop; what the sentence says is fixed.
///
/// It looks from an interval timer (`ITIMER_REAL`, `SIGALRM`), armed while sessions run on the
/// main thread (and a look or two after), not from a thread: a fresh process per fixture would otherwise start a thread
/// for every fixture, and a child with a second thread costs its worker about twice the CPU of
/// one without (fork, exit and wait; measured with `scripts/bench`). Almost every session ends
/// before the first look. A look only reads atomics, the main queue's event descriptor and the
/// main thread's CPU clock (the main thread is asleep when its CPU time stands still); the stop
/// itself, after ``limit`` seconds of a main thread asleep, only writes a line made before the
/// first look and exits (`write(2)`, `_exit(2)`: what a signal handler may call).
public enum MainThreadWatch {
    /// Seconds the main thread may wait so before the watch stops the process: 10, or
    /// `ADREPLAY_MAIN_THREAD_WAIT` when it is a number of seconds in ``limitRange``. A command
    /// line refuses any other value before it runs; here it is 10, never a number the watch's
    /// timer cannot be armed with (`inf` once trapped in the watch, and every session read as the
    /// adapter's crash).
    public static let limit: Double = ProcessInfo.processInfo.environment[limitVariable].flatMap(limitSeconds) ?? 10

    /// The variable that sets ``limit``.
    package static let limitVariable = "ADREPLAY_MAIN_THREAD_WAIT"
    /// The seconds ``limitVariable`` may give: a tenth of a second at least (a shorter wait calls
    /// every session's main thread stuck), a day at most.
    package static let limitRange = 0.1...86_400

    /// `text` as ``limitVariable``'s seconds, or nil when it is not a number in ``limitRange``.
    package static func limitSeconds(_ text: String) -> Double? {
        guard let seconds = Double(text), seconds.isFinite, limitRange.contains(seconds) else { return nil }
        return seconds
    }

    /// Seconds between two looks: a twentieth of the limit (half a second for 10 s), at least 10 ms.
    static let step: Double = max(0.01, limit / 20)

    private static let running = Atomic<Bool>(false)
    private static let progress = Atomic<Int>(0)
    private static let virtualTime = Atomic<Int>(0)
    /// Looks in a row that found the main thread asleep, with no progress and main-queue work
    /// waiting; what the last look saw. Written by the looks only (one at a time: the signal is
    /// blocked while its handler runs).
    private static let stalledLooks = Atomic<Int>(0)
    private static let seenProgress = Atomic<Int>(-1)
    private static let seenCPU = Atomic<Int>(-1)
    /// The CPU clock of the thread the sessions run on (the main thread), for a look from any
    /// thread, and whether it is known (a thread's CPU clock id is negative).
    private static let sessionCPUClock = Atomic<Int32>(0)
    private static let sessionCPUClockKnown = Atomic<Bool>(false)
    /// The handler is installed (once per process; a forked child keeps its parent's).
    private static let installed = Atomic<Bool>(false)
    /// The timer is armed: it stays armed from one session to the next, and disarms itself once
    /// it finds no session twice in a row (a run of many sessions arms it once, not per session).
    /// A forked child has no timer of its parent's (``installHandler()`` clears this there).
    private static let armed = Atomic<Bool>(false)
    private static let idleLooks = Atomic<Int>(0)

    /// A session began on the main thread, its clock at `now` ms: the looks start.
    static func sessionBegan(at now: Int) {
        virtualTime.store(now, ordering: .relaxed)
        var clock = clockid_t()
        let known = pthread_getcpuclockid(pthread_self(), &clock) == 0
        sessionCPUClock.store(clock, ordering: .relaxed)
        sessionCPUClockKnown.store(known, ordering: .relaxed)
        stalledLooks.store(0, ordering: .relaxed)
        seenProgress.store(-1, ordering: .relaxed)
        seenCPU.store(-1, ordering: .relaxed)
        _ = (limit, step, stopText)  // made now, never in the handler
        installHandler()
        guard installed.load(ordering: .relaxed) else { return }
        running.store(true, ordering: .sequentiallyConsistent)
        if !armed.exchange(true, ordering: .sequentiallyConsistent) { arm(step) }
    }

    /// The session made progress, or its clock moved; it is at `now` ms.
    static func tick(now: Int) {
        progress.wrappingAdd(1, ordering: .relaxed)
        virtualTime.store(now, ordering: .relaxed)
    }

    /// The session ended: the looks stop (the timer disarms itself if no session follows).
    static func sessionEnded() {
        running.store(false, ordering: .releasing)
    }

    /// The sentence the watch stops the process with, before and after its virtual time.
    static func sentenceParts(seconds: Double) -> (head: String, tail: String) {
        let shown = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
        return (
            "the main thread waited \(shown) s at ",
            " ms for work queued to the main queue, which only the main thread runs: "
                + "a wait on the main thread (a semaphore, DispatchGroup.wait, a lock) for work queued to the main thread never ends "
                + "(a deadlock on a device too); do the work without waiting, or wait on another thread"
        )
    }

    /// What the stop writes, made before any look (a signal handler may not allocate): the
    /// sentence's two parts, and room for the whole line.
    private struct StopText: @unchecked Sendable {
        let head: UnsafeBufferPointer<UInt8>
        let tail: UnsafeBufferPointer<UInt8>
        let line: UnsafeMutableBufferPointer<UInt8>

        init(seconds: Double) {
            let (head, tail) = MainThreadWatch.sentenceParts(seconds: seconds)
            self.head = UnsafeBufferPointer(Self.copy(head))
            self.tail = UnsafeBufferPointer(Self.copy(tail))
            line = .allocate(capacity: self.head.count + self.tail.count + 512)
        }

        private static func copy(_ text: String) -> UnsafeMutableBufferPointer<UInt8> {
            let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.utf8.count)
            _ = bytes.initialize(from: text.utf8)
            return bytes
        }
    }

    private static let stopText = StopText(seconds: limit)

    /// Arms the interval timer to look every `seconds` (0: disarms it).
    private static func arm(_ seconds: Double) {
        let whole = Int(seconds)
        let interval = timeval(tv_sec: whole, tv_usec: Int((seconds - Double(whole)) * 1_000_000))
        var timer = itimerval(it_interval: interval, it_value: interval)
        setitimer(__itimer_which_t(ITIMER_REAL.rawValue), &timer, nil)
    }

    /// Installs the `SIGALRM` handler, unless something else in the process handles that signal
    /// (then no look is made, as no other owner's alarm may be taken over).
    private static func installHandler() {
        guard !installed.load(ordering: .relaxed) else { return }
        var current = sigaction()
        sigaction(SIGALRM, nil, &current)
        let handler = unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
        guard handler == unsafeBitCast(SIG_DFL, to: Int.self) || handler == unsafeBitCast(SIG_IGN, to: Int.self) else { return }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in MainThreadWatch.look() }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGALRM, &action, nil)
        pthread_atfork(nil, nil, { MainThreadWatch.armed.store(false, ordering: .relaxed) })
        installed.store(true, ordering: .relaxed)
    }

    /// One look, every ``step`` seconds, from the signal's handler: stops the process once the
    /// main thread has waited ``limit`` seconds asleep, with no progress and main-queue work
    /// waiting. Reads atomics and makes system calls only (it may interrupt anything), until the
    /// stop.
    static func look() {
        guard running.load(ordering: .sequentiallyConsistent) else {
            guard idleLooks.wrappingAdd(1, ordering: .relaxed).newValue >= 2 else { return }
            idleLooks.store(0, ordering: .relaxed)
            armed.store(false, ordering: .sequentiallyConsistent)
            arm(0)
            // A session that began meanwhile saw the timer armed and left it: arm it again.
            if running.load(ordering: .sequentiallyConsistent), !armed.exchange(true, ordering: .sequentiallyConsistent) { arm(step) }
            return
        }
        idleLooks.store(0, ordering: .relaxed)
        let now = progress.load(ordering: .relaxed)
        var spent = timespec()
        let clock = sessionCPUClock.load(ordering: .relaxed)
        let known = sessionCPUClockKnown.load(ordering: .relaxed)
        let cpu = known && clock_gettime(clock, &spent) == 0 ? spent.tv_sec * 1_000_000_000 + spent.tv_nsec : -1
        let lastCPU = seenCPU.exchange(cpu, ordering: .relaxed)
        // Asleep: its CPU time moved by less than a tenth of the time between two looks.
        let asleep = cpu >= 0 && lastCPU >= 0 && Double(cpu - lastCPU) < step * 1e8
        let stalled = asleep && now == seenProgress.exchange(now, ordering: .relaxed) && MainQueue.hasWaitingWork
        let looks = stalled ? stalledLooks.wrappingAdd(1, ordering: .relaxed).newValue : 0
        if !stalled { stalledLooks.store(0, ordering: .relaxed) }
        if Double(looks) * step >= limit { stop(at: virtualTime.load(ordering: .relaxed)) }
    }

    /// Ends the process from the signal's handler with the line a trap writes,
    /// `AdWorld/MainThreadWatch.swift:LINE: Fatal error: ` and the sentence, which is what a
    /// parent reads a child's death from (`crashed at AdWorld/MainThreadWatch.swift:LINE: the
    /// main thread waited …`), then `_exit(1)`. Only what is safe in a signal handler (no
    /// allocation, no lock, no stdio: `fatalError` is none of these): the parts made before any
    /// look (``stopText``) copied with the virtual time into the room made for them, `write(2)`
    /// and `_exit(2)`.
    private static func stop(at time: Int, file: StaticString = #fileID, line: UInt = #line) -> Never {
        let text = stopText
        var length = 0
        func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            let count = min(bytes.count, text.line.count - length)
            guard count > 0, let from = bytes.baseAddress, let to = text.line.baseAddress else { return }
            (to + length).update(from: from, count: count)
            length += count
        }
        func append(_ literal: StaticString) {
            // Either representation of a literal (a one-character one may be a scalar), on the stack.
            literal.withUTF8Buffer { append($0) }
        }
        func append(number: Int) {
            // At most 20 digits and a sign, written from the end of 24 bytes on the stack.
            var room: (UInt64, UInt64, UInt64) = (0, 0, 0)
            withUnsafeMutableBytes(of: &room) { room in
                var value = number.magnitude
                var at = room.count
                repeat {
                    at -= 1
                    room[at] = UInt8(ascii: "0") + UInt8(value % 10)
                    value /= 10
                } while value > 0
                if number < 0 {
                    at -= 1
                    room[at] = UInt8(ascii: "-")
                }
                append(UnsafeRawBufferPointer(rebasing: room[at...]).bindMemory(to: UInt8.self))
            }
        }
        append(file)
        append(":")
        append(number: Int(line))
        append(": Fatal error: ")
        append(text.head)
        append(number: time)
        append(text.tail)
        append("\n")
        var written = 0
        while written < length, let start = text.line.baseAddress {
            let result = write(2, start + written, length - written)
            if result > 0 {
                written += result
            } else if result < 0, errno == EINTR {
                continue
            } else {
                break
            }
        }
        _exit(1)
    }
}
