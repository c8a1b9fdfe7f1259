import AdReplay
import AdReplayReports
import Dispatch
import Foundation
import Synchronization

/// Replays fixtures in child processes of this executable (`adreplay replay-worker`), so that an
/// adapter that traps (a force unwrap, an index out of range) costs one fixture, reported as
/// crashed, instead of the run.
///
/// One worker per job, each replaying one fixture at a time: the parent sends a path in a
/// ``WorkerFrame`` numbered by the path's place in the run, the worker answers with a frame that
/// repeats the number and the path, then the fixture's ``ReplayReportEntry`` (see
/// ``WorkerAnswer``). An answer that names another request, or is no frame, stops the run: a
/// result is never attributed to a fixture it may not belong to. When a worker dies instead of
/// answering, the fixture it had is `crashed`, with the place and message Swift wrote to its
/// stderr, and the next fixture starts a new worker. Entries reach `each` in the order of the
/// paths, as ``CorpusReplay`` delivers them: the same output whatever the number of jobs.
package struct ReplayWorkers {
    package var executable: String
    /// The worker's arguments (the subcommand and its options).
    package var arguments: [String]
    package var jobs: Int
    /// Seconds one fixture may take before its worker is stopped and the fixture reported as
    /// not finishing; nil waits for ever.
    package var timeout: Int? = 60

    /// ``timeout`` in milliseconds; a limit too large to count in them is no limit.
    private var timeoutMilliseconds: Int? {
        timeout.flatMap { seconds in
            let (milliseconds, overflow) = seconds.multipliedReportingOverflow(by: 1_000)
            return overflow ? nil : milliseconds
        }
    }

    /// This executable, as the kernel knows it (so a relative or PATH launch finds it again).
    package static var currentExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? Bundle.main.executablePath ?? CommandLine.arguments.first ?? "adreplay"
    }

    /// The workers' environment: this process's, with Swift's crash backtraces off unless asked
    /// for (they take a second or more to symbolicate, and a debug build's first line says all).
    package static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        return environment
    }

    /// The environment to replay a crash again in when its first stderr did not say where (an
    /// optimised build traps without a message): the backtracer on, its crashed thread only.
    package static var diagnosingEnvironment: [String: String]? {
        var environment = ProcessInfo.processInfo.environment
        guard environment["SWIFT_BACKTRACE"] == nil else { return nil }
        environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none"
        return environment
    }

    /// Why a run stopped: a worker could not be started, or answered something other than what
    /// it was asked.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// Replays `paths`, calling `each` once per path, in order, from one thread at a time.
    /// Throws when a worker cannot be started at all, or breaks the protocol.
    package func run(_ paths: [String], each: (ReplayReportEntry) -> Void) throws(Failure) {
        let jobs = min(max(1, jobs), paths.count)
        guard jobs > 0 else { return }
        // A worker that dies while being written to must not take this process with it.
        signal(SIGPIPE, SIG_IGN)
        let next = Atomic(0)
        let failure = Mutex<Failure?>(nil)
        let environment = Self.environment
        withoutActuallyEscaping(each) { each in
            let delivery = OrderedDelivery(each)
            Jobs.run(jobs) { _ in
                var worker: WorkerProcess?
                while true {
                    let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                    guard index < paths.count else { break }
                    do throws(Failure) {
                        let current: WorkerProcess
                        if let worker {
                            current = worker
                        } else {
                            do throws(WorkerProcess.StartError) {
                                current = try WorkerProcess(executable: executable, arguments: arguments, environment: environment)
                            } catch {
                                throw Failure(description: error.description)
                            }
                            worker = current
                        }
                        let (entry, died) = try replay(paths[index], number: index, on: current)
                        if died { worker = nil }
                        delivery.deliver(Self.reproducing(entry), at: index)
                    } catch {
                        worker?.kill()
                        failure.withLock { $0 = $0 ?? error }
                        // Stop every thread: nothing further can be delivered in order.
                        next.store(paths.count, ordering: .relaxed)
                        break
                    }
                }
                worker?.finish()
            }
        }
        if let failure = failure.withLock({ $0 }) { throw failure }
    }

    /// One fixture on `worker`: its answer, or, when it dies first (`died`), the crash. Throws
    /// when the worker answers for another request or with something that is no answer.
    private func replay(_ path: String, number: Int, on worker: WorkerProcess) throws(Failure) -> (entry: ReplayReportEntry, died: Bool) {
        let clock = ContinuousClock()
        let started = clock.now
        var answered = WorkerProcess.FrameResult.ended
        if worker.send(WorkerFrame(number: number, fields: [Array(path.utf8)])) {
            answered = worker.readFrame(within: timeoutMilliseconds)
        }
        switch answered {
        case .frame(let frame):
            return (try WorkerAnswer.entry(from: frame, number: number, path: path), false)
        case .malformed(let why):
            throw Failure(description: "a replay worker's answer for \(path.escapingControlCharacters) is no answer (\(why)); a result may be another fixture's, so the run stops")
        case .timedOut:
            worker.kill()
            worker.finish()
            let sentence = "did not finish within \(timeout ?? 0) s and was stopped (an endless loop or wait?)"
            var entry = ReplayReportEntry(path: path, status: .crashed(sentence), headline: sentence, message: "\(path.escapingControlCharacters): \(sentence)")
            entry.duration = clock.now - started
            return (entry, true)
        case .ended:
            break
        }
        let (termination, stderr) = worker.finish()
        var entry = ReplayReportEntry.crashed(path, stderr: stderr, termination: termination.description)
        // A trap with no place, or one in the toolchain's libraries, says nothing of which code
        // trapped: the backtrace of a second run does.
        if case .crashed(let sentence) = entry.status, Explorer.Failure.crash(sentence: sentence).key == .crash(site: "unknown"),
           let again = diagnose(path, number: number) {
            entry = again
        }
        entry.duration = clock.now - started
        return (entry, true)
    }

    /// A crash at the place a bug report says it reproduces (``Reproduction/crash(site:)``) is
    /// that bug, still there: `REPRODUCES`, not a new crash.
    static func reproducing(_ entry: ReplayReportEntry) -> ReplayReportEntry {
        guard case .crashed(let sentence) = entry.status, let fixture = try? FixtureStore.read(entry.path, networks: []),
              let bug = Reproduction.crash(sentence, reproducedBy: fixture)?.description else { return entry }
        let headline = "reproduces the bug it was recorded for: \(bug)"
        let message = """
            \(entry.displayPath): \(headline)
            \(sentence.escapingControlCharacters)
            it fails until the adapter is fixed; a run that keeps known bugs accepts it with --accept-reproductions
            """
        var reproduced = ReplayReportEntry(path: entry.path, status: .reproduces(bug), format: fixture.scenario.format,
                                           headline: headline, message: message)
        reproduced.duration = entry.duration
        return reproduced
    }

    /// Replays a crashed fixture once more, alone, with Swift's backtracer on, to learn where it
    /// traps; nil when that cannot be learnt (the replay is deterministic, so it crashes again).
    private func diagnose(_ path: String, number: Int) -> ReplayReportEntry? {
        guard let environment = Self.diagnosingEnvironment,
              let worker = try? WorkerProcess(executable: executable, arguments: arguments, environment: environment),
              worker.send(WorkerFrame(number: number, fields: [Array(path.utf8)])) else { return nil }
        let answered = worker.readFrame(within: timeoutMilliseconds)
        // A worker that died between fixtures (killed from outside, out of memory) blamed the
        // next one: when that one now answers, the answer stands.
        if case .frame(let frame) = answered, let entry = try? WorkerAnswer.entry(from: frame, number: number, path: path) {
            return entry
        }
        if answered == .timedOut { worker.kill() }
        let (termination, stderr) = worker.finish()
        let entry = ReplayReportEntry.crashed(path, stderr: stderr, termination: termination.description)
        guard case .crashed(let sentence) = entry.status, Explorer.Failure.crash(sentence: sentence).key != .crash(site: "unknown") else { return nil }
        return entry
    }
}
