import CAdReplayIsolation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One session, one fresh process: a worker that was started once and stays single-threaded
/// forks a child for each session, and the session runs on that child's main thread (a child of
/// a fork has only the thread that forked, so the worker forks from its main thread). Nothing a
/// session leaves in the process — a `static` an adapter filled, a singleton, a cache — reaches
/// the next one, whose child starts from the worker's state again; a trap ends the child, not
/// the worker.
///
/// Why the worker must have no other thread when it forks (measured on Linux, Swift 6.3.1): a
/// child of a process whose libdispatch had started its worker threads waits for ever on the
/// first work it queues to `DispatchQueue.global()` or a plain `Task` (the threads are not in the
/// child); one of a single-threaded process uses the main queue, global queues, tasks and the
/// main actor as a new process does. ``refusal()`` says when that does not hold.
///
/// ```swift
/// if let refusal = FreshProcess.refusal() { … }          // say it, and do not fork
/// switch FreshProcess.run({ answer(request) }) {          // `answer` runs in the child
/// case .answered: break
/// case .died(let termination): FreshProcess.end(as: termination)   // the parent reads the crash
/// }
/// ```
///
/// `public` for the benchmark package (Benchmarks/) alone, as ``WorkerProcess`` is.
public enum FreshProcess {
    /// How a child ended: it wrote its answer and exited, or it died (a trap, a signal, an exit
    /// of the adapter's own) before it had.
    public enum Outcome: Equatable {
        case answered
        case died(WorkerProcess.Termination)
        /// No child could be forked (a limit on processes or memory), so `body` did not run:
        /// why, as the end of a sentence ("… could not fork (…)"). Never run
        /// here instead: a session would then keep what the ones before it left, and its trap
        /// would end the worker. `limitReached`: a limit on processes or memory refused it (the
        /// user can raise it or run fewer jobs).
        case notForked(String, limitReached: Bool)
    }

    /// Why this process may not fork a fresh child for a session, as the end of a sentence
    /// ("… has 3 threads"), or nil when it may: only its main thread may fork, and only while it
    /// is the only thread.
    public static func refusal() -> String? {
        guard adreplay_is_main_thread() == 1 else { return "forks only from its main thread" }
        guard answeredMark != nil else {
            return
                "cannot map the page it shares with its children (\(String(cString: strerror(mappingError)))); a memory limit (ulimit -v) may be too low"
        }
        let threads = threadCount()
        guard threads <= 1 else {
            return
                "has \(threads) threads before forking (something started one: a plug-in, an adapter's registration, libdispatch); a child of it could not use them"
        }
        return nil
    }

    /// The number of threads of this process (Linux's `/proc/self/task`); 1 where it cannot be
    /// read.
    package static func threadCount() -> Int {
        guard let directory = opendir("/proc/self/task") else { return 1 }
        defer { closedir(directory) }
        var count = 0
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != ".", name != ".." { count += 1 }
        }
        return max(count, 1)
    }

    /// A page shared by the worker and every child it forks: the child marks it once its answer
    /// is written, so the worker tells an answer from an adapter's own `exit(0)` mid-session.
    nonisolated(unsafe) private static let answeredMark: UnsafeMutablePointer<Int>? = {
        let page = mmap(nil, 4096, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0)
        guard let page, page != MAP_FAILED else {
            mappingError = errno
            return nil
        }
        return page.bindMemory(to: Int.self, capacity: 1)
    }()

    /// Why ``answeredMark`` could not be mapped (an `errno`).
    nonisolated(unsafe) private static var mappingError: Int32 = 0

    /// Why `fork` failed with `code`, as the end of a sentence naming the limit to raise.
    package static func forkFailure(errno code: Int32) -> String {
        let reason = String(cString: strerror(code))
        switch code {
        case EAGAIN:
            return "could not fork (\(reason): the limit on processes, ulimit -u \(limit(Int32(__RLIMIT_NPROC.rawValue))), is reached)"
        case ENOMEM:
            return "could not fork (\(reason): the memory limit, ulimit -v \(limit(Int32(RLIMIT_AS.rawValue), unit: 1024)), is reached)"
        default:
            return "could not fork (\(reason))"
        }
    }

    /// The soft limit `resource` (in `unit`s), as `ulimit` prints it.
    package static func limit(_ resource: Int32, unit: UInt = 1) -> String {
        var value = rlimit()
        guard getrlimit(resource, &value) == 0 else { return "unknown" }
        return value.rlim_cur == rlim_t.max ? "unlimited" : String(value.rlim_cur / rlim_t(unit))
    }

    /// The Swift runtime's cached thread id that a forked child must reset (by its mangled name),
    /// and how many of this process's Swift libraries hold a copy (counted from any thread: the
    /// fork's own lookup keeps the forking thread's copies). None found means a toolchain that
    /// renamed or dropped it (measured on Swift 6.3.1, Linux): a child's lock a second thread
    /// contends for could then spin for ever. `adreplay --version` names it then; a canary test
    /// fails; the place to change is Sources/CAdReplayIsolation/CAdReplayIsolation.c.
    public static var cachedThreadIDs: (symbol: String, found: Int) {
        (String(cString: adreplay_cached_thread_id_symbol()), Int(adreplay_count_cached_thread_ids()))
    }

    /// Forks a child, runs `body` in it on its main thread, and waits for it to end. `body`
    /// writes the session's answer and returns true once it is written (false: it could not be,
    /// the parent is gone). The child never returns from here: it exits once `body` has
    /// returned, without running `atexit` handlers or flushing the worker's buffers a second
    /// time. Call ``refusal()`` first.
    public static func run(_ body: () -> Bool) -> Outcome {
        guard let mark = answeredMark else {
            // Its mapping fails under a low memory limit (`refusal()` says so).
            return .notForked(refusal() ?? "cannot map the page it shares with its children", limitReached: true)
        }
        mark.pointee = 0
        // Found once, before the first fork: see `adreplay_reset_cached_thread_ids`.
        _ = adreplay_find_cached_thread_ids()
        // Whatever the worker buffered is written once, here, not once more by each child.
        fflush(nil)
        let worker = getpid()
        // SIGTERM (the worker's parent-death signal, whose handler kills the child it waits on)
        // waits until the child is known: one that came between the fork and
        // `adreplay_set_current_child` found no child to kill, and a child stopped before it
        // could ask for its own parent-death signal outlived the run (seen under heavy load).
        var term = sigset_t(), before = sigset_t()
        sigemptyset(&term)
        sigaddset(&term, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &term, &before)
        let child = fork()
        if child == 0 {
            // First, before a stop or a slow start could leave it running without: a child
            // outlives no worker (one stopped for its time limit takes its child along).
            adreplay_child_began()
            _ = adreplay_die_with_parent()
            pthread_sigmask(SIG_SETMASK, &before, nil)
            if getppid() != worker { _exit(1) }
            // The Swift runtime's locks name their owner by a thread id each thread caches; this
            // thread's cache still holds the worker's, which would make a lock this child's
            // threads contend for impossible to hand over (the session would spin for ever).
            adreplay_reset_cached_thread_ids()
            // In an executable built for coverage, the child's profile is its own, written
            // below: `_exit` runs no `atexit` handler, the runtime's writer among them.
            ProfileRuntime.childBegan()
            if body() { mark.pointee = 1 }
            fflush(nil)
            ProfileRuntime.write()
            _exit(0)
        }
        guard child > 0 else {
            let code = errno
            pthread_sigmask(SIG_SETMASK, &before, nil)
            return .notForked(forkFailure(errno: code), limitReached: code == EAGAIN || code == ENOMEM)
        }
        adreplay_set_current_child(child)
        pthread_sigmask(SIG_SETMASK, &before, nil)
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        adreplay_set_current_child(0)
        let signal = status & 0x7f
        let termination: WorkerProcess.Termination = signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
        // A child killed after its answer was written (by a signal from outside, as it exited)
        // answered: its death is no session's, and ending the worker for it would blame the next.
        return mark.pointee == 1 ? .answered : .died(termination)
    }

    /// Ends this process as a child of it ended: by the same signal, or with the same exit
    /// status. What the child wrote to stderr is already in this process's stderr (they share
    /// it), so whoever reads this worker's death reads the child's, as if the session had run
    /// here.
    package static func end(as termination: WorkerProcess.Termination) -> Never {
        fflush(nil)
        // What this process ran itself (the child's profile died with it, unwritten).
        ProfileRuntime.write()
        switch termination {
        case .signalled(let number):
            // The default action, not a handler (Swift's backtracer would describe this process).
            Glibc.signal(number, SIG_DFL)
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            sigaddset(&unblocked, number)
            sigprocmask(SIG_UNBLOCK, &unblocked, nil)
            raise(number)
            _exit(128 + number)
        case .exited(let status):
            _exit(status)
        }
    }
}
