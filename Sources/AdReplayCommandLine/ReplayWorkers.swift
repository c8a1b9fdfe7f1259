import AdReplay
import Dispatch
import Foundation
import Synchronization

/// Replays fixtures in child processes of this executable (`adreplay replay-worker`), so that an
/// adapter that traps (a force unwrap, an index out of range) costs one fixture, reported as
/// crashed, instead of the run.
///
/// One worker per job, each replaying one fixture at a time: the parent sends a path, the worker
/// answers with the fixture's ``ReplayReportEntry`` on one line. When a worker dies instead of
/// answering, the fixture it had is `crashed`, with the place and message Swift wrote to its
/// stderr, and the next fixture starts a new worker. Entries reach `each` in the order of the
/// paths, as ``CorpusReplay`` delivers them: the same output whatever the number of jobs.
package struct ReplayWorkers {
    /// What a worker is asked for each fixture: its path on one line, with `\` written `\\` and
    /// a newline `\n` (a path may hold either).
    package enum Request {
        static func line(for path: String) -> String {
            path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
        }

        /// The path a request line names, or nil when it is no request.
        static func path(from line: String) -> String? {
            var path = ""
            var escaped = false
            for character in line {
                if escaped {
                    switch character {
                    case "\\": path.append("\\")
                    case "n": path.append("\n")
                    default: return nil
                    }
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else {
                    path.append(character)
                }
            }
            return escaped || path.isEmpty ? nil : path
        }
    }

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

    /// Replays `paths`, calling `each` once per path, in order, from one thread at a time.
    /// Throws when a worker cannot be started at all.
    package func run(_ paths: [String], each: (ReplayReportEntry) -> Void) throws(WorkerProcess.StartError) {
        let jobs = min(max(1, jobs), paths.count)
        guard jobs > 0 else { return }
        // A worker that dies while being written to must not take this process with it.
        signal(SIGPIPE, SIG_IGN)
        let next = Atomic(0)
        let startFailure = Mutex<WorkerProcess.StartError?>(nil)
        let environment = Self.environment
        withoutActuallyEscaping(each) { each in
            let delivery = OrderedDelivery(each)
            Jobs.run(jobs) { _ in
                var worker: WorkerProcess?
                while true {
                    let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                    guard index < paths.count else { break }
                    do throws(WorkerProcess.StartError) {
                        let current: WorkerProcess
                        if let worker {
                            current = worker
                        } else {
                            current = try WorkerProcess(executable: executable, arguments: arguments, environment: environment)
                            worker = current
                        }
                        let entry = replay(paths[index], on: current)
                        if case .crashed = entry.status { worker = nil }
                        delivery.deliver(entry, at: index)
                    } catch {
                        startFailure.withLock { $0 = $0 ?? error }
                        // Stop every thread: nothing further can be delivered in order.
                        next.store(paths.count, ordering: .relaxed)
                        break
                    }
                }
                worker?.finish()
            }
        }
        if let failure = startFailure.withLock({ $0 }) { throw failure }
    }

    /// One fixture on `worker`: its answer, or, when it dies first, the crash.
    private func replay(_ path: String, on worker: WorkerProcess) -> ReplayReportEntry {
        let clock = ContinuousClock()
        let started = clock.now
        var answered = WorkerProcess.LineResult.ended
        if worker.send(Request.line(for: path)) {
            answered = worker.readLine(within: timeoutMilliseconds)
        }
        switch answered {
        case .line(let line):
            if let entry = WorkerAnswer.entry(from: line, path: path) { return entry }
        case .timedOut:
            worker.kill()
            worker.finish()
            let sentence = "did not finish within \(timeout ?? 0) s and was stopped (an endless loop or wait?)"
            var entry = ReplayReportEntry(path: path, status: .crashed(sentence), message: "\(path): \(sentence)")
            entry.duration = clock.now - started
            return entry
        case .ended:
            break
        }
        let (termination, stderr) = worker.finish()
        var entry = ReplayReportEntry.crashed(path, stderr: stderr, termination: termination.description)
        if case .crashed(let sentence) = entry.status, !sentence.hasPrefix("crashed at "),
           let again = diagnose(path) {
            entry = again
        }
        entry.duration = clock.now - started
        return entry
    }

    /// Replays a crashed fixture once more, alone, with Swift's backtracer on, to learn where it
    /// traps; nil when that cannot be learnt (the replay is deterministic, so it crashes again).
    private func diagnose(_ path: String) -> ReplayReportEntry? {
        guard let environment = Self.diagnosingEnvironment,
              let worker = try? WorkerProcess(executable: executable, arguments: arguments, environment: environment),
              worker.send(Request.line(for: path)) else { return nil }
        let answered = worker.readLine(within: timeoutMilliseconds)
        // A worker that died between fixtures (killed from outside, out of memory) blamed the
        // next one: when that one now answers, the answer stands.
        if case .line(let line) = answered, let entry = WorkerAnswer.entry(from: line, path: path) { return entry }
        if answered == .timedOut { worker.kill() }
        let (termination, stderr) = worker.finish()
        let entry = ReplayReportEntry.crashed(path, stderr: stderr, termination: termination.description)
        guard case .crashed(let sentence) = entry.status, sentence.hasPrefix("crashed at ") else { return nil }
        return entry
    }
}

/// How a worker answers for one fixture, on one line: `P FORMAT NANOSECONDS` for a fixture that
/// simply passed (nearly all of them, and the cheapest to read and write), else `J` and the
/// entry as JSON.
package enum WorkerAnswer {
    package static func line(for entry: ReplayReportEntry, encoder: JSONEncoder) -> String {
        if entry.passed, entry.notes.isEmpty, !entry.updated, entry.message == nil, entry.diagrams == nil {
            let (seconds, attoseconds) = entry.duration.components
            let nanoseconds = seconds &* 1_000_000_000 &+ attoseconds / 1_000_000_000
            return "P \(entry.format?.rawValue ?? "-") \(nanoseconds)"
        }
        return "J " + ((try? encoder.encode(entry)).map { String(decoding: $0, as: UTF8.self) } ?? "{}")
    }

    /// The entry a worker's line describes for the fixture at `path`, or nil when the line is
    /// not an answer.
    package static func entry(from line: String, path: String) -> ReplayReportEntry? {
        if line.hasPrefix("P ") {
            let fields = line.split(separator: " ")
            guard fields.count == 3, let nanoseconds = Int64(fields[2]) else { return nil }
            var entry = ReplayReportEntry(path: path, status: .passed, format: Scenario.Format(rawValue: String(fields[1])))
            entry.duration = .nanoseconds(nanoseconds)
            return entry
        }
        guard line.hasPrefix("J ") else { return nil }
        return try? JSONDecoder().decode(ReplayReportEntry.self, from: Data(line.utf8.dropFirst(2)))
    }
}
