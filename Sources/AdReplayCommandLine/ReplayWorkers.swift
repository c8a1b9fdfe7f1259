import AdReplay
import AdReplayIsolation
import AdReplayReports
import AdWorldHTTP
import Dispatch
import Foundation
import Synchronization

/// Replays fixtures in child processes of this executable (`adreplay replay-worker`), so that an
/// adapter that traps (a force unwrap, an index out of range) costs one fixture, reported as
/// crashed, instead of the run. Each worker forks a fresh process per fixture (unless told
/// `--shared-process`; see ``ReplayWorkerCommand``): to this side a child's death is its worker's.
///
/// One worker per job, each replaying one fixture at a time: the parent sends a path in a
/// ``WorkerFrame`` numbered by the path's place in the run, the worker answers with a frame that
/// repeats the number and the path, then the fixture's ``ReplayReportEntry`` (see
/// ``WorkerAnswer``). An answer that names another request, or is no frame, stops the run: a
/// result is never attributed to a fixture it may not belong to. When a worker dies instead of
/// answering, the fixture it had is `crashed`, with the place and message Swift wrote to its
/// stderr, and the next fixture starts a new worker. Entries reach `each` in the order of the
/// paths, as ``CorpusReplay`` delivers them: the same output whatever the number of jobs.
///
/// Workers told `--shared-process` replay their fixtures one after another in one process; a
/// fixture that fails there is replayed once more, alone, in a new worker, and reported as that
/// replay found it, or as depending on the fixtures before it when it passes alone (see
/// ``ReplayReportEntry/replayedAlone(_:after:alone:)``).
package struct ReplayWorkers {
    package var executable: String
    /// The worker's arguments (the subcommand and its options).
    package var arguments: [String]
    package var jobs: Int
    /// Seconds one fixture may take before its worker is stopped and the fixture reported as
    /// not finishing; nil waits for ever.
    package var timeout: Int? = 60
    /// Variables the workers get besides this process's (`LLVM_PROFILE_FILE` for `--coverage`).
    package var extraEnvironment: [String: String] = [:]

    /// The workers replay their fixtures in one process each, not a fresh process per fixture:
    /// what one fixture leaves in the process reaches the next.
    private var sharedProcess: Bool { arguments.contains("--shared-process") }

    /// ``timeout`` in milliseconds; a limit too large to count in them is no limit.
    private var timeoutMilliseconds: Int? {
        timeout.flatMap { seconds in
            let (milliseconds, overflow) = seconds.multipliedReportingOverflow(by: 1_000)
            return overflow ? nil : milliseconds
        }
    }

    /// What a fixture that ran out of ``timeout`` is reported as (crashed).
    private var timedOutSentence: String { "did not finish within \(timeout ?? 0) s and was stopped (an endless loop or wait?)" }

    /// This executable, as the kernel knows it (so a relative or PATH launch finds it again).
    package static var currentExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? Bundle.main.executablePath ?? CommandLine.arguments.first ?? "adreplay"
    }

    /// The workers' environment: this process's, with Swift's crash backtraces off unless asked
    /// for (they take a second or more to symbolicate, and a debug build's first line says all),
    /// and without proxies: a session against the loopback ad server or a simulation must not
    /// reach one (`record --upstream` gives its child them back, ``SessionRecorder``).
    package static var environment: [String: String] {
        var environment = HTTPProxies.removing(from: ProcessInfo.processInfo.environment)
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        return environment
    }

    /// The environment to replay a crash again in when its first stderr did not say where (an
    /// optimised build traps without a message): the backtracer on, its crashed thread only.
    package static var diagnosingEnvironment: [String: String]? {
        var environment = HTTPProxies.removing(from: ProcessInfo.processInfo.environment)
        guard environment["SWIFT_BACKTRACE"] == nil else { return nil }
        environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none"
        return environment
    }

    /// Why a run stopped: a worker could not be started, or answered something other than what
    /// it was asked.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// Requests a worker may have waiting: it starts the next fixture as soon as it answers one,
    /// instead of waiting for this process to read the answer and send another.
    static let queueDepth = 16
    /// With this many requests waiting and no answer read yet, this process lets answers gather
    /// for a moment (``gatheringPause``) rather than wake for each one: a wake costs more CPU
    /// than reading several answers at once, and the worker has enough queued meanwhile.
    static let gatherAt = 8
    static let gatheringPause: useconds_t = 1_000
    /// Bytes of requests (frames) a worker may have waiting: one page, the least a pipe holds
    /// (a user past the kernel's pipe-buffer limit gets one-page pipes). Sending then never
    /// blocks while the worker blocks writing a long answer this process has not read yet; a
    /// request longer than that is sent only to a worker with nothing waiting, which reads it.
    static let queuedBytesLimit = 4096

    /// Replays `paths`, calling `each` once per path, in order, from one thread at a time.
    /// Throws when a worker cannot be started at all, or breaks the protocol.
    package func run(_ paths: [String], each: (ReplayReportEntry) -> Void) throws(Failure) {
        let jobs = min(max(1, jobs), paths.count)
        guard jobs > 0 else { return }
        // A worker that dies while being written to must not take this process with it.
        signal(SIGPIPE, SIG_IGN)
        let next = Atomic(0)
        let failure = Mutex<Failure?>(nil)
        let environment = Self.environment.merging(extraEnvironment) { $1 }
        // No lane queues more than its share of the run: on a few fixtures (or a few slow
        // ones) every worker gets some.
        let depth = min(Self.queueDepth, max(1, (paths.count + jobs - 1) / jobs))
        withoutActuallyEscaping(each) { each in
            let delivery = OrderedDelivery(each)
            Jobs.run(jobs) { _ in
                // Given back after: one lane runs on the caller's thread.
                let policy = Self.yieldToWorkers()
                defer { Self.restoreScheduling(policy) }
                var lane = Lane()
                while true {
                    // Top the lane's queue up once half of it is answered, taking paths in turn
                    // with the other lanes: the new requests go in one write.
                    if lane.queued <= depth - min(Self.gatherAt, (depth + 1) / 2) {
                        while !lane.drained, lane.queued < depth {
                            let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                            guard index < paths.count else {
                                lane.drained = true
                                break
                            }
                            lane.unsent.append(index)
                        }
                    }
                    guard lane.queued > 0 else { break }
                    do throws(Failure) {
                        // What this lane's worker replayed before the fixture it answers next.
                        let before = lane.replayed
                        let (entry, index) = try answer(on: &lane, paths: paths, environment: environment)
                        delivery.deliver(judged(Self.reproducing(entry), after: before.map { paths[$0] }, number: index), at: index)
                    } catch {
                        lane.worker?.kill()
                        failure.withLock { $0 = $0 ?? error }
                        // Stop every thread: nothing further can be delivered in order.
                        next.store(paths.count, ordering: .relaxed)
                        break
                    }
                }
                lane.worker?.finish()
            }
        }
        if let failure = failure.withLock({ $0 }) { throw failure }
    }

    /// Marks the calling thread as a batch thread (Linux's `SCHED_BATCH`) and returns the
    /// policy it had: its wakes no longer preempt a running worker, which has fixtures queued to
    /// go on with; with as many workers as cores, each wake of the parent had stopped a worker
    /// mid-fixture (2 workers ÷ 1 went from 1.50–1.70× to 1.55–1.94×, three runs in four at or
    /// above 1.8×). The workers it starts inherit the policy, which suits them: they only
    /// compute. Where the call is refused (a sandbox), nothing changes but the speed.
    private static func yieldToWorkers() -> Scheduling? {
        #if os(Linux)
        let batch: Int32 = 3  // SCHED_BATCH, which Glibc's module map leaves out
        var previous = Scheduling(policy: sched_getscheduler(0), parameters: sched_param())
        var parameters = sched_param()
        guard previous.policy >= 0, previous.policy != batch, sched_getparam(0, &previous.parameters) == 0,
            sched_setscheduler(0, batch, &parameters) == 0
        else { return nil }
        return previous
        #else
        return nil
        #endif
    }

    /// Gives the calling thread back what ``yieldToWorkers()`` took from it (nil: it took none).
    private static func restoreScheduling(_ previous: Scheduling?) {
        #if os(Linux)
        guard var previous else { return }
        _ = sched_setscheduler(0, previous.policy, &previous.parameters)
        #endif
    }

    private struct Scheduling {
        var policy: Int32
        var parameters: sched_param
    }

    /// One worker and the requests queued for it. Requests are answered in the order they were
    /// sent, so the oldest one unanswered is the one the worker is replaying.
    private struct Lane {
        var worker: WorkerProcess?
        /// Paths' places sent to `worker` and not answered yet, oldest first.
        var waiting: [Int] = []
        /// Paths' places taken but not sent yet (or sent to a worker that died since).
        var unsent: [Int] = []
        /// Paths' places `worker` has answered, in order: with `--shared-process`, what ran
        /// before the next one in the same process.
        var replayed: [Int] = []
        /// No paths are left to take.
        var drained = false
        /// When the oldest waiting request began: when it was sent, or when the answer before it
        /// came (the worker starts the next at once).
        var headStarted = ContinuousClock.now

        var queued: Int { waiting.count + unsent.count }
    }

    /// Sends what `lane` has unsent, then reads the answer to its oldest request: that entry (and
    /// the path's place), or,
    /// when the worker dies or runs out of time first, the crash, with the unanswered requests
    /// put back to be sent to the next worker. When no worker can be started (a limit on open
    /// files, processes or memory), the oldest request is not replayed, and says why and what to
    /// change; the next one tries again. Throws when a worker answers another request or with
    /// something that is no answer.
    private func answer(
        on lane: inout Lane, paths: [String], environment: [String: String]
    ) throws(Failure) -> (entry: ReplayReportEntry, index: Int) {
        let worker: WorkerProcess
        if let current = lane.worker {
            worker = current
        } else {
            do throws(WorkerProcess.StartError) {
                worker = try WorkerProcess(executable: executable, arguments: arguments, environment: environment)
            } catch {
                // No worker holds requests: they all wait unsent.
                let index = lane.unsent.removeFirst()
                let sentence = "not replayed: \(error.description)\(Self.advice(starting: error.code, jobs: jobs))"
                let entry = ReplayReportEntry(
                    path: paths[index], status: .failed(sentence), message: "\(paths[index].escapingControlCharacters): \(sentence)")
                return (entry, index)
            }
            lane.worker = worker
            lane.headStarted = .now
        }
        // The unsent requests that fit, in one write.
        // A request's frame is its path and a header of at most 40 bytes (two numbers, a space
        // and a line feed).
        var queuedBytes = lane.waiting.reduce(0) { $0 + paths[$1].utf8.count + 40 }
        var sending = 0
        var requests: [UInt8] = []
        for index in lane.unsent {
            let size = paths[index].utf8.count + 40
            guard lane.waiting.isEmpty && sending == 0 || queuedBytes + size <= Self.queuedBytesLimit else { break }
            WorkerFrame(number: index, fields: [Array(paths[index].utf8)]).append(to: &requests)
            queuedBytes += size
            sending += 1
        }
        // A worker that cannot be written to has died: its answer, read below, says so.
        if sending > 0, worker.send(bytes: requests) {
            if lane.waiting.isEmpty { lane.headStarted = .now }
            lane.waiting += lane.unsent.prefix(sending)
            lane.unsent.removeFirst(sending)
        }
        // The request the worker is on: when even the first could not be sent, the worker died
        // before reading it.
        let head = lane.waiting.first ?? lane.unsent[0]
        var answered = WorkerProcess.FrameResult.ended
        if !lane.waiting.isEmpty {
            let elapsed = ContinuousClock.now - lane.headStarted
            let remaining = timeoutMilliseconds.map { max(0, $0 - Int(elapsed / .milliseconds(1))) }
            if lane.waiting.count >= Self.gatherAt, !worker.holdsWholeFrame { usleep(Self.gatheringPause) }
            answered = worker.readFrame(within: remaining)
        }
        let path = paths[head]
        switch answered {
        case .frame(let frame):
            let entry = try WorkerAnswer.entry(from: frame, number: head, path: path)
            lane.waiting.removeFirst()
            if sharedProcess { lane.replayed.append(head) }
            lane.headStarted = .now
            return (entry, head)
        case .malformed(let why):
            throw Failure(
                description:
                    "a replay worker's answer for \(path.escapingControlCharacters) is no answer (\(why)); a result may be another fixture's, so the run stops"
            )
        case .timedOut, .ended:
            break
        }
        // The worker is gone (or is stopped now): its head crashed, the rest go to the next one.
        let duration = ContinuousClock.now - lane.headStarted
        var entry: ReplayReportEntry
        if answered == .timedOut {
            worker.kill()
            worker.finish()
            let sentence = timedOutSentence
            entry = ReplayReportEntry(
                path: path, status: .crashed(sentence), headline: sentence, message: "\(path.escapingControlCharacters): \(sentence)")
        } else {
            let (termination, stderr) = worker.finish()
            entry = ReplayReportEntry.crashed(path, stderr: stderr, termination: termination.description)
            // A trap with no place, or one in the toolchain's libraries, says nothing of which
            // code trapped: the backtrace of a second run does. In a shared process the crash is
            // replayed alone anyway (``judged(_:after:number:)``), which learns it there.
            if !sharedProcess, Self.needsBacktrace(entry), let again = diagnose(path, number: head, crash: entry) {
                entry = again
            }
        }
        entry.duration = duration
        lane.worker = nil
        lane.replayed = []
        lane.unsent = lane.waiting.isEmpty ? Array(lane.unsent.dropFirst()) : Array(lane.waiting.dropFirst()) + lane.unsent
        lane.waiting = []
        return (entry, head)
    }

    /// `crash`, a fixture whose process died (a trap, or a signal such as SIGSEGV, SIGBUS,
    /// SIGABRT or SIGKILL), when a second replay of it, alone, did not crash but answered
    /// `again`: still a crash, never the second replay's pass. A replay is deterministic, so a
    /// crash that comes and goes is a race (another thread of the adapter's) or a signal from
    /// outside the run (the out-of-memory killer, a user), and hiding it would hide that.
    static func intermittent(_ crash: ReplayReportEntry, again: ReplayReportEntry) -> ReplayReportEntry {
        guard case .crashed(let sentence) = crash.status else { return crash }
        let second = again.passed ? "passed" : "did not crash (\(again.status.label))"
        let text =
            "\(sentence), and \(second) when replayed again alone: the crash is intermittent (a race in the adapter, or a signal from outside the run)"
        var entry = ReplayReportEntry(
            path: crash.path, status: .crashed(text), format: crash.format ?? again.format, headline: text,
            message: "\(crash.path.escapingControlCharacters): \(text)")
        entry.duration = crash.duration + again.duration
        return entry
    }

    /// What to change when a worker could not be started for `code` (an `errno`), after the
    /// reason: which limit was reached, and `--jobs` or the limit to change.
    static func advice(starting code: Int32, jobs: Int) -> String {
        switch code {
        case EMFILE:
            "; the open-file limit (ulimit -n \(FreshProcess.limit(Int32(RLIMIT_NOFILE.rawValue)))) is too low for \(jobs) job\(jobs == 1 ? "" : "s"): lower --jobs or raise ulimit -n"
        case ENFILE: "; the system's table of open files is full: lower --jobs"
        case EAGAIN:
            "; the limit on processes (ulimit -u \(FreshProcess.limit(Int32(__RLIMIT_NPROC.rawValue)))) is reached: lower --jobs or raise ulimit -u"
        case ENOMEM:
            "; out of memory (ulimit -v \(FreshProcess.limit(Int32(RLIMIT_AS.rawValue), unit: 1024))): lower --jobs or raise ulimit -v"
        default: ""
        }
    }

    /// Descriptors this process holds per job: a worker's stdin, stdout and stderr file, and two
    /// more while a crashed worker's are read beside the one diagnosing it.
    static let descriptorsPerJob = 5
    /// Descriptors a run needs besides its jobs': a worker's pipes while it is being started,
    /// a fixture read, a report being published, and a margin.
    static let descriptorsBesideJobs = 8
    /// Address space a run needs besides its jobs' (the entries it keeps, its reports).
    static let memoryBesideJobs = 32 << 20
    /// Address space each job but the first (which runs on the calling thread) takes: its
    /// thread's stack and the malloc arena glibc reserves for a thread (64 MiB), and a margin.
    static var memoryPerJob: Int {
        var attributes = pthread_attr_t()
        var stack = 8 << 20
        if pthread_attr_init(&attributes) == 0 {
            pthread_attr_getstacksize(&attributes, &stack)
            pthread_attr_destroy(&attributes)
        }
        return stack + (64 << 20) + (2 << 20)
    }

    /// When this process's limits leave room for fewer than `jobs` jobs: how many they leave
    /// room for (at least 1), and the note that says which limit and what to change. Past the
    /// open-file limit (`ulimit -n`) a worker cannot be started; past the memory limit (`ulimit
    /// -v`) an allocation fails, which traps.
    static func limitedJobs(_ jobs: Int) -> (jobs: Int, note: String)? {
        var rooms: [(jobs: Int, limit: String, raise: String)] = []
        if let files = limit(RLIMIT_NOFILE.rawValue) {
            let room = (files - openDescriptors() - descriptorsBesideJobs) / descriptorsPerJob
            rooms.append((room, "the open-file limit (ulimit -n \(files))", "ulimit -n"))
        }
        if let bytes = limit(RLIMIT_AS.rawValue), let used = addressSpaceUsed() {
            let room = 1 + (bytes - used - memoryBesideJobs) / memoryPerJob
            rooms.append((room, "the memory limit (ulimit -v \(bytes / 1024))", "ulimit -v"))
        }
        // The tighter limit; the open files' on a tie.
        guard let tightest = rooms.min(by: { $0.jobs < $1.jobs }), max(1, tightest.jobs) < jobs else { return nil }
        let allowed = max(1, tightest.jobs)
        return (
            allowed,
            "note: \(tightest.limit) leaves room for \(allowed) job\(allowed == 1 ? "" : "s"), not \(jobs): replaying with \(allowed); raise \(tightest.raise) to replay more at once"
        )
    }

    /// The soft limit `resource`, nil when there is none.
    private static func limit(_ resource: UInt32) -> Int? {
        var value = rlimit()
        guard getrlimit(Int32(resource), &value) == 0, value.rlim_cur != rlim_t.max else { return nil }
        return Int(clamping: value.rlim_cur)
    }

    /// This process's address space in bytes (Linux's `VmSize`), nil where it cannot be read.
    private static func addressSpaceUsed() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmSize:") }),
            let kibibytes = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap({ Int($0) })
        else { return nil }
        return kibibytes * 1024
    }

    /// The descriptors this process has open (Linux's `/proc/self/fd`; 3 where it cannot be read).
    private static func openDescriptors() -> Int {
        guard let directory = opendir("/proc/self/fd") else { return 3 }
        defer { closedir(directory) }
        var count = 0
        while let entry = readdir(directory) {
            if entry.pointee.d_name.0 != 0x2E { count += 1 }
        }
        // Without the one that lists them.
        return max(0, count - 1)
    }

    /// What a reproduction's report says after "it fails until the adapter is fixed".
    static let knownBugAdvice = "a run that keeps known bugs accepts it with --accept-reproductions"

    /// What a reproduction's report says in a run that accepted it (`--accept-reproductions`),
    /// instead of ``reproductionAdvice``: the run did not fail.
    static let acceptedAdvice =
        "accepted as a known bug (--accept-reproductions): it passes this run, and fails a run without that option until the adapter is fixed"

    /// The advice a reproduction's report ends with.
    static let reproductionAdvice = "it fails until the adapter is fixed; \(knownBugAdvice)"

    /// `entry` as a run that accepts known bugs reports it: its advice says it passed.
    static func accepting(_ entry: ReplayReportEntry) -> ReplayReportEntry {
        var entry = entry
        entry.accepted = true
        entry.message = entry.message?.replacingOccurrences(of: reproductionAdvice, with: acceptedAdvice)
        return entry
    }

    /// A crash at the place a bug report says it reproduces (``Reproduction/crash(site:)``) is
    /// that bug, still there: `REPRODUCES`, not a new crash.
    static func reproducing(_ entry: ReplayReportEntry) -> ReplayReportEntry {
        guard case .crashed(let sentence) = entry.status, let fixture = try? FixtureStore.read(entry.path, networks: []),
            let bug = Reproduction.crash(sentence, reproducedBy: fixture)?.description
        else { return entry }
        let headline = "reproduces the bug it was recorded for: \(bug.escapingControlCharacters)"
        let message = """
            \(entry.displayPath): \(headline)
            \(sentence.escapingControlCharacters)
            \(reproductionAdvice)
            """
        var reproduced = ReplayReportEntry(
            path: entry.path, status: .reproduces(bug), format: fixture.scenario.format,
            headline: headline, message: message)
        reproduced.duration = entry.duration
        return reproduced
    }

    /// `entry` as the run reports it. With `--shared-process`, a fixture that failed after
    /// `before` in one process is replayed once more, alone, in a new worker: the process it
    /// failed in holds what the fixtures before it left, and a fork of it would too. A file that
    /// could not be read or written is no replay to judge.
    private func judged(_ entry: ReplayReportEntry, after before: [String], number: Int) -> ReplayReportEntry {
        guard sharedProcess, !entry.passed, !entry.isFileError, let alone = alone(entry.path, number: number) else { return entry }
        return ReplayReportEntry.replayedAlone(entry, after: before, alone: Self.reproducing(alone))
    }

    /// Replays `path` alone in a new worker: what it answers, or its crash when it dies (with
    /// the place a backtrace gives when Swift's message gave none); nil when no worker starts.
    private func alone(_ path: String, number: Int) -> ReplayReportEntry? {
        // The run's own additions too (`--coverage`'s profile pattern): the worker's profile is
        // then gathered with the others, not written as `default.profraw` where the user stands.
        let environment = Self.environment.merging(extraEnvironment) { $1 }
        guard let worker = try? WorkerProcess(executable: executable, arguments: arguments, environment: environment) else {
            return nil
        }
        let started = ContinuousClock.now
        var answered = WorkerProcess.FrameResult.ended
        if worker.send(WorkerFrame(number: number, fields: [Array(path.utf8)])) {
            answered = worker.readFrame(within: timeoutMilliseconds)
        }
        var entry: ReplayReportEntry
        switch answered {
        case .frame(let frame):
            worker.finish()
            guard let answer = try? WorkerAnswer.entry(from: frame, number: number, path: path) else { return nil }
            entry = answer
        case .malformed:
            worker.kill()
            worker.finish()
            return nil
        case .timedOut:
            worker.kill()
            worker.finish()
            let sentence = timedOutSentence
            entry = ReplayReportEntry(
                path: path, status: .crashed(sentence), headline: sentence, message: "\(path.escapingControlCharacters): \(sentence)")
        case .ended:
            let (termination, stderr) = worker.finish()
            entry = ReplayReportEntry.crashed(path, stderr: stderr, termination: termination.description)
            if Self.needsBacktrace(entry), let again = diagnose(path, number: number, crash: entry) {
                entry = again
            }
        }
        entry.duration = ContinuousClock.now - started
        return entry
    }

    /// Whether a crash's sentence says too little to judge it, and a backtrace would say more:
    /// it names no place (a trap in Swift's libraries, an optimised build's trap), or it names
    /// no function while the fixture is a bug report of a crash this site is not known to be
    /// (a report recorded by another build may name only the function, ``CrashSite``).
    static func needsBacktrace(_ entry: ReplayReportEntry) -> Bool {
        guard case .crashed(let sentence) = entry.status, case .crash(let site) = Explorer.Failure.crash(sentence: sentence).key else {
            return false
        }
        guard site.isKnown else { return true }
        guard site.function == nil, let fixture = try? FixtureStore.read(entry.path, networks: []) else { return false }
        return Reproduction.crash(sentence, reproducedBy: fixture) == nil
            && fixture.reproduces.contains { if case .crash(let recorded) = $0 { recorded.function != nil } else { false } }
    }

    /// Replays a crashed fixture once more, alone, with Swift's backtracer on, to learn where it
    /// traps; nil when that cannot be learnt. The replay is deterministic, so it crashes again;
    /// when it does not, `crash` stays a crash, saying that it is intermittent (see
    /// ``intermittent(_:again:)``).
    private func diagnose(_ path: String, number: Int, crash: ReplayReportEntry) -> ReplayReportEntry? {
        guard let environment = Self.diagnosingEnvironment?.merging(extraEnvironment, uniquingKeysWith: { $1 }),
            let worker = try? WorkerProcess(executable: executable, arguments: arguments, environment: environment),
            worker.send(WorkerFrame(number: number, fields: [Array(path.utf8)]))
        else { return nil }
        let answered = worker.readFrame(within: timeoutMilliseconds)
        if case .frame(let frame) = answered, let entry = try? WorkerAnswer.entry(from: frame, number: number, path: path) {
            worker.finish()
            return Self.intermittent(crash, again: entry)
        }
        if answered == .timedOut { worker.kill() }
        let (termination, stderr) = worker.finish()
        let entry = ReplayReportEntry.crashed(path, stderr: stderr, termination: termination.description)
        guard case .crashed(let sentence) = entry.status, Explorer.Failure.crash(sentence: sentence).key != .crash(site: .unknown) else {
            return nil
        }
        return entry
    }
}
