import Dispatch
import Foundation
import Synchronization
// The scheduling half of a custom executor (`SchedulingExecutor`) is the one way Swift 6.3 offers
// to hear a `Task.sleep` as a delay: the runtime's delay and deadline hooks do not fire for it
// (measured on 6.3.1, Linux). It is experimental SPI: if a toolchain drops it, this import and
// the two `enqueue(_:after:…)`/`enqueue(_:at:…)` below are what to change.
@_spi(ExperimentalScheduling) import _Concurrency

/// The executor of the tasks a session starts: they run on the session's own thread, between the
/// steps of its virtual clock, with the session's world bound; a `Task.sleep` in them waits on
/// the virtual clock.
///
/// A plain `Task { … }` goes to the runtime's global executor, a pool of threads racing the
/// session. The runtime's `swift_task_enqueueGlobal_hook` hears every such job on the thread
/// that starts it: a job started on a thread where a session runs is kept here instead, and run
/// by that session's drain (``SessionDrain``). While it runs, this executor is its task executor,
/// so the task's later steps come back here rather than to the pool. A job resumed from another
/// thread (a continuation a background thread resumes) is never run in the session: it is
/// counted as a stray (``takeStrays()``) and named in the session's notes.
///
/// One executor per thread, made on the thread's first session and never freed: a suspended
/// task holds its executor unowned.
final class SessionExecutor: SerialExecutor, TaskExecutor, SchedulingExecutor, @unchecked Sendable {
    // @unchecked: `clock` is read and written only on the owning thread (``isOwnerThread``);
    // everything another thread may touch is behind `state`'s lock.

    private struct State {
        var ready: [UnownedJob] = []
        var strays: [String] = []
        /// How many times the owner took its ready jobs: the watch's sign of progress.
        var drains = 0
        /// Jobs were handed to the global executor because the owner waited for them.
        var released = false
    }

    private let owner: pthread_t
    /// The owner's thread id, for its state in `/proc` (``SessionWatch``).
    let ownerThreadID: Int = OtherThreads.currentThreadID()
    private let state = Mutex(State())
    /// The running session's clock; nil between sessions.
    private var clock: VirtualClock?

    private init() {
        owner = pthread_self()
    }

    /// The calling thread's executor.
    static var ofThisThread: SessionExecutor {
        if let raw = pthread_getspecific(threadKey) {
            return Unmanaged<SessionExecutor>.fromOpaque(raw).takeUnretainedValue()
        }
        let made = SessionExecutor()
        pthread_setspecific(threadKey, Unmanaged.passRetained(made).toOpaque())
        return made
    }

    /// The calling thread's executor while a session runs on it.
    static var activeOnThisThread: SessionExecutor? {
        guard let raw = pthread_getspecific(threadKey) else { return nil }
        let executor = Unmanaged<SessionExecutor>.fromOpaque(raw).takeUnretainedValue()
        return executor.clock == nil ? nil : executor
    }

    private var isOwnerThread: Bool { pthread_equal(owner, pthread_self()) != 0 }

    /// Starts keeping the tasks this thread starts, with `clock` for their sleeps.
    func begin(clock: VirtualClock) {
        Self.installHook
        self.clock = clock
        SessionWatch.watch(self)
    }

    /// Stops keeping tasks; what still waits to run (nothing, once the drain ran dry) is dropped.
    func end() {
        clock = nil
        SessionWatch.unwatch(self)
        state.withLock { $0.ready.removeAll() }
    }

    /// The ready jobs and how many drains the owner made, for the watch.
    var progress: (waiting: Bool, drains: Int) {
        state.withLock { (!$0.ready.isEmpty, $0.drains) }
    }

    /// Hands the ready jobs to the runtime's global executor, as if the session had never kept
    /// them: the owner waits, blocked, for one of them (a semaphore or a group's `wait` for a
    /// task the adapter started), which would never run otherwise. Called by the watch.
    func releaseReady() {
        guard let original = Self.originalEnqueue else { return }
        let jobs = state.withLock { state -> [UnownedJob] in
            var taken: [UnownedJob] = []
            swap(&taken, &state.ready)
            if !taken.isEmpty { state.released = true }
            return taken
        }
        for job in jobs { original(job) }
    }

    /// Whether jobs were released since the last call (``releaseReady()``).
    func takeReleased() -> Bool {
        state.withLock { state in
            defer { state.released = false }
            return state.released
        }
    }

    /// Runs the jobs waiting here, in the order they came, and what they queue here meanwhile.
    /// Returns how many ran.
    @discardableResult
    func runReady() -> Int {
        var ran = 0
        while true {
            let batch = state.withLock { state -> [UnownedJob] in
                var taken: [UnownedJob] = []
                swap(&taken, &state.ready)
                state.drains &+= 1
                return taken
            }
            if batch.isEmpty { return ran }
            for job in batch {
                job.runSynchronously(isolatedTo: asUnownedSerialExecutor(), taskExecutor: asUnownedTaskExecutor())
                ran += 1
            }
        }
    }

    /// Whether jobs wait to run.
    var hasReady: Bool { state.withLock { !$0.ready.isEmpty } }

    /// What came from other threads since the last call, each described once, in order.
    func takeStrays() -> [String] {
        state.withLock { state in
            var seen = Set<String>()
            let strays = state.strays.filter { seen.insert($0).inserted }
            state.strays = []
            return strays
        }
    }

    func accept(_ job: UnownedJob) {
        SessionWatch.needed()
        state.withLock { $0.ready.append(job) }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        guard isOwnerThread, clock != nil else {
            let stray = "a task of the session was resumed on \(ThreadConfinement.describeCurrentThread())"
            state.withLock { $0.strays.append(stray) }
            return
        }
        accept(job)
    }

    public func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
        schedule(UnownedJob(job), milliseconds: Self.milliseconds(delay))
    }

    public func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        // The runtime hands a sleep over as the instant it ends: `now + duration` read a moment
        // ago on this thread (``sleepMilliseconds(remaining:)`` recovers the duration).
        let remaining = clock.now.duration(to: instant)
        schedule(UnownedJob(job), milliseconds: (remaining as? Duration).map(Self.sleepMilliseconds(remaining:)) ?? 0)
    }

    var asSchedulingExecutor: (any SchedulingExecutor)? { self }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    func asUnownedTaskExecutor() -> UnownedTaskExecutor {
        UnownedTaskExecutor(ordinary: self)
    }

    private func schedule(_ job: UnownedJob, milliseconds: Int) {
        guard isOwnerThread, let clock else {
            let stray = "a task of the session slept (Task.sleep) on \(ThreadConfinement.describeCurrentThread())"
            state.withLock { $0.strays.append(stray) }
            return
        }
        clock.schedule(after: milliseconds) { [self] in accept(job) }
    }

    /// Whole milliseconds, rounded up, of a duration; 0 for a clock whose durations are not
    /// `Duration`s, or a negative one.
    static func milliseconds<D>(_ duration: D) -> Int {
        guard let duration = duration as? Duration, duration > .zero else { return 0 }
        let (seconds, attoseconds) = duration.components
        let perMillisecond: Int64 = 1_000_000_000_000_000
        let (whole, rest) = attoseconds.quotientAndRemainder(dividingBy: perMillisecond)
        let (milliseconds, overflow) = seconds.multipliedReportingOverflow(by: 1_000)
        guard !overflow else { return Int.max }
        return Int(clamping: milliseconds + whole + (rest > 0 ? 1 : 0))
    }

    /// The duration of a sleep, in whole milliseconds, from what remains of it a moment after
    /// it was asked for (`remaining`, a few microseconds short of the duration; more when the
    /// thread was preempted in between). Rounded up, unless a round number (a multiple of 1000,
    /// 100 or 10 ms) lies within 1 % (at most 5 ms) above: sleeps are asked for in round numbers,
    /// and a preempted thread must not turn `.seconds(1)` into 999 ms. Measured here: a loaded
    /// machine (load 30 on 2 cores) does preempt a thread for over a millisecond in that moment.
    static func sleepMilliseconds(remaining: Duration) -> Int {
        guard remaining > .zero else { return 0 }
        let nanoseconds = remaining / .nanoseconds(1)
        guard nanoseconds < Double(Int64.max / 2) else { return Int.max }
        let window = min(5_000_000, nanoseconds / 100)
        for unit in [1_000.0, 100, 10] {
            let round = (nanoseconds / (unit * 1_000_000)).rounded(.up) * unit
            if round * 1_000_000 - nanoseconds <= window { return Int(round) }
        }
        return milliseconds(remaining)
    }

    // The global executor's hook: a job started on a thread where a session runs stays there.

    private typealias Original = @convention(thin) (UnownedJob) -> Void
    private typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The hook that was installed before ours (another library's), called for every job that
    /// is not a session's.
    nonisolated(unsafe) private static var previousHook: Hook?
    /// The runtime's own enqueue, as the hook hears it (the same function on every call).
    nonisolated(unsafe) private static var originalEnqueue: Original?

    private static let installHook: Void = {
        guard let symbol = ToolchainInternals.symbol(.enqueueGlobalHook) else { return }
        let hook = symbol.assumingMemoryBound(to: Hook?.self)
        previousHook = hook.pointee
        hook.pointee = { job, original in
            SessionExecutor.originalEnqueue = original
            if let executor = SessionExecutor.activeOnThisThread {
                executor.accept(job)
            } else if let previous = SessionExecutor.previousHook {
                previous(job, original)
            } else {
                original(job)
            }
        }
    }()
}
