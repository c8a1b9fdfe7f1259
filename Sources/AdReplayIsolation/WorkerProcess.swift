import CAdReplayIsolation
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process spoken to in lines (explore) or ``WorkerFrame``s (replay, and the test
/// helpers' isolated replays): its stdin and
/// stdout are pipes, its stderr an unnamed temporary file, kept to learn why it died.
///
/// Every descriptor is opened close-on-exec, so a child inherits only its own three: when one
/// child dies, its parent reads end of file at once, even while other children run.
///
/// What the benchmark (Benchmarks/AdReplayBench) uses is `public`; this module is no product, so no
/// user sees it. The rest is `package`.
public final class WorkerProcess {
    public struct StartError: Error, CustomStringConvertible {
        public var description: String
        /// The `errno` of the call that failed (`EMFILE`: the open-file limit; `EAGAIN`: the
        /// process limit; `ENOMEM`), 0 when none is known.
        public var code: Int32 = 0
    }

    /// How the child ended.
    public enum Termination: Equatable, CustomStringConvertible {
        case exited(Int32)
        case signalled(Int32)

        public var description: String {
            switch self {
            case .exited(let status): "exit status \(status)"
            case .signalled(let signal): "signal \(signal)"
            }
        }
    }

    private let pid: pid_t
    private var input: Int32
    private let output: Int32
    private let errors: Int32
    private var buffer: [UInt8] = []
    /// Where the unread part of `buffer` starts: answers are taken from the front without moving
    /// the rest each time.
    private var start = 0
    /// What one `read` fills, made once: a run reads an answer per fixture.
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)
    private var finished: (Termination, String)?

    /// The longest stderr kept: the message of a trap comes first, any backtrace after it.
    private static let stderrLimit = 1 << 20
    /// Spawns one child at a time, and makes its descriptors close-on-exec before any other
    /// child is spawned, so that no child inherits another's.
    private static let spawning = Mutex(())

    /// Starts `executable` with `arguments` (without the program name) and `environment`.
    public init(executable: String, arguments: [String], environment: [String: String]) throws(StartError) {
        var made: (pid: pid_t, input: Int32, output: Int32, errors: Int32)?
        var failure: StartError?
        Self.spawning.withLock { _ in
            do throws(StartError) {
                made = try Self.spawn(executable, arguments, environment)
            } catch {
                failure = error
            }
        }
        guard let made else { throw failure ?? StartError(description: "cannot start \(executable)") }
        (pid, input, output, errors) = made
    }

    deinit {
        _ = finish()
        close(output)
        close(errors)
    }

    /// Writes `line` and a newline to the child's stdin; false when the child is gone.
    package func send(_ line: String) -> Bool {
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        return send(bytes: bytes)
    }

    /// Writes `frame` to the child's stdin; false when the child is gone.
    package func send(_ frame: WorkerFrame) -> Bool {
        send(bytes: frame.bytes)
    }

    /// Writes `bytes` (one or more frames) to the worker's input; false when it cannot be
    /// written to (it died).
    package func send(bytes: [UInt8]) -> Bool {
        guard input >= 0 else { return false }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// The next line the child wrote to stdout, without its newline; nil at end of file (the
    /// child exited or died).
    public func readLine() -> String? {
        if case .line(let line) = readLine(within: nil) { return line }
        return nil
    }

    /// What waiting for a line gave.
    package enum LineResult: Equatable {
        case line(String)
        /// End of file: the child exited or died.
        case ended
        /// No line within the time allowed: the child is still running (stuck, or very slow).
        case timedOut
    }

    /// The next line the child wrote to stdout, waiting at most `milliseconds` (nil: for ever).
    /// The wall clock only decides when to stop waiting; nothing it measures reaches a result.
    package func readLine(within milliseconds: Int?) -> LineResult {
        // Only new bytes are searched: a report with diagrams can be megabytes on one line.
        var searched = 0
        let result = read(within: milliseconds) { unread -> (LineResult, Int)? in
            guard let newline = unread[(unread.startIndex + searched)...].firstIndex(of: UInt8(ascii: "\n")) else {
                searched = unread.count
                return nil
            }
            return (.line(String(decoding: unread[..<newline], as: UTF8.self)), newline + 1 - unread.startIndex)
        }
        return result ?? .ended
    }

    /// What waiting for a frame gave.
    /// Whether a whole frame has been read already and waits in the buffer (the next
    /// ``readFrame(within:)`` returns it without a system call).
    package var holdsWholeFrame: Bool {
        WorkerFrame.startsWholeFrameOrMalformed(buffer[start...])
    }

    package enum FrameResult: Equatable {
        case frame(WorkerFrame)
        /// End of file (the child exited or died), with or without part of a frame.
        case ended
        case timedOut
        /// The child wrote something that is not a frame: why.
        case malformed(String)
    }

    /// The next ``WorkerFrame`` the child wrote to stdout, waiting at most `milliseconds` (nil:
    /// for ever).
    package func readFrame(within milliseconds: Int?) -> FrameResult {
        let result = read(within: milliseconds) { unread -> (FrameResult, Int)? in
            switch WorkerFrame.parse(unread) {
            case .frame(let frame, let consumed): (.frame(frame), consumed)
            case .incomplete: nil
            case .malformed(let why): (.malformed(why), unread.count)
            }
        }
        switch result {
        case nil: return .ended
        case .some(.timedOut): return .timedOut
        case .some(let other): return other
        }
    }

    /// Reads until `take` finds what it looks for at the start of the unread bytes (and says how
    /// many bytes that was), the time is up (`timedOut`), or the child's stdout ends (nil).
    ///
    /// The pipe is read without blocking first, and waited on only when it is empty: answers
    /// that came while this process was busy cost one `read`, not a `poll` and a `read`.
    private func read<Result: TimedOut>(within milliseconds: Int?, _ take: (ArraySlice<UInt8>) -> (Result, Int)?) -> Result? {
        // Saturating: a limit past the end of time is no limit.
        let deadline = milliseconds.flatMap { limit -> Int? in
            let (deadline, overflow) = Self.monotonicMilliseconds().addingReportingOverflow(limit)
            return overflow ? nil : deadline
        }
        while true {
            if let (result, consumed) = take(buffer[start...]) {
                start += consumed
                return result
            }
            buffer.removeSubrange(..<start)
            start = 0
            let count = chunk.withUnsafeMutableBytes { Glibc.read(output, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer += chunk[..<count]
                continue
            }
            guard count < 0, errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK else { return nil }
            if errno == EINTR { continue }
            // Nothing waits in the pipe: wait for it. Past the deadline the pipe was still read
            // once above: what already waited in it came in time (its reader was late, not the
            // child).
            let remaining = deadline.map { max(0, $0 - Self.monotonicMilliseconds()) }
            var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, remaining.map { Int32(clamping: $0) } ?? -1)
            if ready == 0 { return .timedOut }
            // A poll that fails for another reason than a signal would fail again: the pipe is
            // taken as ended rather than asked in a loop.
            if ready < 0, errno != EINTR { return nil }
        }
    }

    /// Kills the child (a stuck one); ``finish()`` then reaps it.
    package func kill() {
        guard finished == nil else { return }
        _ = Glibc.kill(pid, SIGKILL)
    }

    private static func monotonicMilliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1_000 + now.tv_nsec / 1_000_000
    }

    /// Closes the child's stdin, so that it reads end of file, without waiting for it to end.
    public func closeInput() {
        guard input >= 0 else { return }
        close(input)
        input = -1
    }

    /// Closes the child's stdin, waits for it to end, and returns how it ended and what it wrote
    /// to stderr. Calling it again returns the same.
    @discardableResult
    public func finish() -> (termination: Termination, stderr: String) {
        if let finished { return finished }
        closeInput()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // The <sys/wait.h> macros, which Swift does not import.
        let signal = status & 0x7f
        let termination: Termination = signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
        // The end of what it wrote: a trap's message and backtrace come last, after whatever an
        // adapter logged.
        var size = stat()
        let start = fstat(errors, &size) == 0 ? max(0, Int(size.st_size) - Self.stderrLimit) : 0
        var text: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while text.count < Self.stderrLimit {
            let count = chunk.withUnsafeMutableBytes { pread(errors, $0.baseAddress, $0.count, off_t(start + text.count)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            text += chunk[..<count]
        }
        finished = (termination, String(decoding: text, as: UTF8.self))
        return (termination, finished?.1 ?? "")
    }

    // MARK: Spawning

    private static func spawn(
        _ executable: String, _ arguments: [String], _ environment: [String: String]
    )
        throws(StartError) -> (pid: pid_t, input: Int32, output: Int32, errors: Int32)
    {
        func failed(_ what: String) -> StartError {
            let code = errno
            return StartError(description: "cannot start a replay worker (\(what): \(String(cString: strerror(code))))", code: code)
        }
        var stdinPipe: [Int32] = [-1, -1], stdoutPipe: [Int32] = [-1, -1]
        guard pipe(&stdinPipe) == 0 else { throw failed("pipe") }
        guard pipe(&stdoutPipe) == 0 else {
            closeAll(stdinPipe)
            throw failed("pipe")
        }
        // Unlinked at once: the file lives as long as the descriptors, and no crash of this
        // process can leave it behind.
        var template = Array((NSTemporaryDirectory() + "/adreplay-worker-XXXXXX").utf8CString)
        let errors = template.withUnsafeMutableBufferPointer { name in name.baseAddress.map { mkstemp($0) } ?? -1 }
        guard errors >= 0 else {
            closeAll(stdinPipe + stdoutPipe)
            throw failed("temporary file")
        }
        template.withUnsafeBufferPointer { name in _ = name.baseAddress.map { unlink($0) } }
        for descriptor in stdinPipe + stdoutPipe + [errors] {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        // This end only: the child's end of the pipe is another open file, and stays blocking.
        _ = fcntl(stdoutPipe[0], F_SETFL, fcntl(stdoutPipe[0], F_GETFL) | O_NONBLOCK)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // dup2 clears close-on-exec on the copies: the child keeps exactly these three.
        posix_spawn_file_actions_adddup2(&actions, stdinPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors, 2)

        let argv = ([executable] + arguments).map { strdup($0) }
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") }
        defer { (argv + envp).forEach { free($0) } }
        // The child starts with default signal handling (this process ignores SIGPIPE).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv + [nil], envp + [nil])
        close(stdinPipe[0])
        close(stdoutPipe[1])
        guard spawned == 0 else {
            errno = spawned
            closeAll([stdinPipe[1], stdoutPipe[0], errors])
            throw failed(executable)
        }
        return (pid, stdinPipe[1], stdoutPipe[0], errors)
    }

    private static func closeAll(_ descriptors: [Int32]) {
        for descriptor in descriptors where descriptor >= 0 { close(descriptor) }
    }
}

/// What a wait can end in when the time is up.
private protocol TimedOut {
    static var timedOut: Self { get }
}

extension WorkerProcess.LineResult: TimedOut {}
extension WorkerProcess.FrameResult: TimedOut {}

/// A worker's side of the pipe to its parent. The answers travel on the descriptor that was
/// stdout; stdout itself becomes stderr, so that whatever the code under test prints (an adapter
/// may well `print`) lands in the captured stderr instead of in the middle of an answer.
package enum WorkerChannel {
    package static func takeStandardOutput() -> FileHandle {
        fflush(nil)  // every stream: nothing written before the switch may land in an answer
        let answers = dup(STDOUT_FILENO)
        guard answers >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else { return FileHandle.standardOutput }
        _ = fcntl(answers, F_SETFD, FD_CLOEXEC)
        return FileHandle(fileDescriptor: answers, closeOnDealloc: true)
    }

    /// Makes a SIGSEGV, SIGBUS, SIGABRT, SIGILL, SIGFPE, SIGQUIT or SIGTRAP (every signal Swift's
    /// backtracer takes) sent to this process from outside end it of that signal. Swift's backtracer, made for faults, caught such a signal, printed
    /// "Program crashed" with a backtrace, and let the process go on (a run then finished and
    /// exited 0 under a crash report). A fault of the process's own still reaches the backtracer.
    package static func dieOfSignalsFromOutside() {
        _ = adreplay_die_of_signals_from_outside()
    }

    /// Makes the kernel end this process when `parent`, the process that started it, ends,
    /// however it ends (Linux's parent-death signal), and ends it now when `parent` is already
    /// gone (asked after the signal is set, so that a parent that died just before is not
    /// missed). A worker that forks children (`takingChildren`, see ``FreshProcess``) gets
    /// SIGTERM, whose handler first kills the child it waits on, even one stopped before it
    /// could ask for a parent-death signal of its own; one that does not gets SIGKILL. So a run
    /// that is killed, even with SIGKILL, leaves no worker or stuck child behind. The parent's
    /// thread that started this process must outlive it (the signal comes when that thread ends).
    package static func endWithParent(_ parent: pid_t, takingChildren: Bool) {
        if adreplay_end_with_parent(parent, takingChildren ? 1 : 0) != 0, getppid() != parent { _exit(1) }
    }

    /// Writes all of `bytes` to `descriptor`; false when it cannot be written to (the parent is
    /// gone).
    package static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}
