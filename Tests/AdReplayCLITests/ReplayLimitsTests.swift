import AdReplayIsolation
import Foundation
import Testing

@testable import AdReplayCommandLine
@testable import AdReplayReports

/// Resource limits (issue 45, items 8 and 11): a run under a limit on open files, memory or
/// processes ends with every fixture's line, the summary and the reports, and says which limit
/// to raise or what to lower; a fixture is never replayed somewhere it was not meant to be.
@Suite struct ReplayLimitsTests {
    static let fixtures = 40

    static func corpus() throws -> Scratch {
        let scratch = try Scratch()
        let bytes = try Data(contentsOf: AdReplayCLI.recordings.appendingPathComponent("banner/fill.fixture.gz"))
        for index in 0..<fixtures { try scratch.write(bytes, to: String(format: "corpus/f%02d.fixture.gz", index)) }
        return scratch
    }

    /// `adreplay arguments` in `scratch`, started by a shell after `ulimit` (e.g. `-n 20`).
    static func run(_ arguments: [String], ulimit: String, in scratch: Scratch) throws -> CLIRun {
        let binary = try AdReplayCLI.located.get()
        return try AdReplayCLI.runProcess(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "ulimit \(ulimit) && exec \"$0\" \"$@\"", binary.path] + arguments, in: scratch.url)
    }

    /// The note's number of jobs, when `line` is the note for `limit` (`the open-file limit
    /// (ulimit -n 20)`) and `jobs`, word for word.
    static func jobs(inNote line: String, limit: String, raise: String, jobs: Int) -> Int? {
        let prefix = "note: \(limit) leaves room for "
        guard line.hasPrefix(prefix), let allowed = Int(line.dropFirst(prefix.count).prefix { $0.isNumber }) else { return nil }
        let expected =
            "\(prefix)\(allowed) job\(allowed == 1 ? "" : "s"), not \(jobs): replaying with \(allowed); raise \(raise) to replay more at once"
        return line == expected ? allowed : nil
    }

    /// `ulimit -n 20` with `--jobs 16`: 64 PASS lines, then exit 2 with no summary, no JUnit and
    /// no hint. Now the run takes as many jobs as the limit has room for, says so, and ends as
    /// usual.
    @Test func anOpenFileLimit_lowersTheJobs_andSaysSo() throws {
        let scratch = try Self.corpus()
        let run = try Self.run(["replay", "--jobs", "16", "--junit", "r.xml", "corpus"], ulimit: "-n 20", in: scratch)
        #expect(run.status == 0, "\(run)")
        let lines = run.stdoutLines
        let allowed = try #require(
            lines.first.flatMap { Self.jobs(inNote: $0, limit: "the open-file limit (ulimit -n 20)", raise: "ulimit -n", jobs: 16) },
            "\(run)")
        #expect((1..<16).contains(allowed))
        #expect(lines.dropFirst().dropLast() == ArraySlice((0..<Self.fixtures).map { String(format: "PASS corpus/f%02d.fixture.gz", $0) }))
        #expect(lines.last == "\(Self.fixtures) fixtures: \(Self.fixtures) passed")
        #expect(run.stderr == "")
        #expect(scratch.exists("r.xml"))
    }

    /// With `--json`, stdout holds the JSON alone: the note goes to stderr.
    @Test func withJSON_theNoteGoesToStderr() throws {
        let scratch = try Self.corpus()
        let run = try Self.run(["replay", "--json", "--jobs", "16", "corpus"], ulimit: "-n 20", in: scratch)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("{"), "\(run)")
        #expect(
            run.stderrLines.count == 1
                && Self.jobs(inNote: run.stderrLines[0], limit: "the open-file limit (ulimit -n 20)", raise: "ulimit -n", jobs: 16) != nil,
            "\(run)")
    }

    /// So few descriptors that no worker can be started: every fixture is FAIL, saying which
    /// limit to raise, and the run still ends with its summary and its report (exit 2).
    @Test func noRoomForAnyWorker_failsEachFixture_withTheLimit() throws {
        let scratch = try Self.corpus()
        let run = try Self.run(["replay", "--jobs", "1", "--junit", "r.xml", "corpus"], ulimit: "-n 6", in: scratch)
        #expect(run.status == 2, "\(run)")
        let paths = (0..<Self.fixtures).map { String(format: "corpus/f%02d.fixture.gz", $0) }
        let reason =
            "not replayed: cannot start a replay worker (pipe: Too many open files); the open-file limit (ulimit -n 6) is too low for 1 job: lower --jobs or raise ulimit -n"
        #expect(run.stdoutLines.prefix(Self.fixtures) == ArraySlice(paths.map { "FAIL \($0)" }), "\(run)")
        #expect(run.stdoutLines.last == "\(Self.fixtures) fixtures: 0 passed, \(Self.fixtures) could not run", "\(run)")
        #expect(run.stderrLines == paths.map { "\($0): \(reason)" }, "\(run)")
        #expect(scratch.exists("r.xml"))
    }

    /// Under a memory limit, `--jobs 16` made the parent abort with a Swift backtrace (an
    /// allocation failed once the jobs' threads had taken the room). Now the run takes as many
    /// jobs as the limit has room for and says so. The limits are above what any build needs to
    /// load (a limit below that ends in the loader, exit 127, and is skipped).
    @Test func aMemoryLimit_lowersTheJobs_andSaysSo() throws {
        let scratch = try Self.corpus()
        var checked = 0
        for kibibytes in [160_000, 250_000, 400_000] {
            let run = try Self.run(["replay", "--jobs", "16", "--junit", "r.xml", "corpus"], ulimit: "-v \(kibibytes)", in: scratch)
            if run.status == 127, run.stderr.contains("error while loading shared libraries") { continue }
            checked += 1
            #expect(run.exited && run.status == 0, "\(run)")
            let allowed = run.stdoutLines.first.flatMap {
                Self.jobs(inNote: $0, limit: "the memory limit (ulimit -v \(kibibytes))", raise: "ulimit -v", jobs: 16)
            }
            #expect(allowed.map { (1..<16).contains($0) } == true, "\(run)")
            #expect(run.stdoutLines.last == "\(Self.fixtures) fixtures: \(Self.fixtures) passed", "\(run)")
        }
        #expect(checked > 0, "adreplay did not load under any of the limits")
    }

    /// A worker whose fork fails (the limit on processes) replayed every fixture itself, in the
    /// one process, without a word. Now each fixture it cannot fork for is FAIL, naming the limit.
    /// The worker is started as a user with no other process under `ulimit -u 1` (root's own
    /// limit is not enforced), so that its first fork fails.
    @Test func aForkThatFails_isAFailure_neverAReplayInTheWorker() throws {
        let scratch = try Self.corpus()
        let binary = try AdReplayCLI.located.get()
        // prlimit sets the limit on itself and becomes the worker (no fork of its own).
        let limited = ["/usr/bin/prlimit", "--nproc=1:1", binary.path, "replay-worker"]
        let command = getuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] + limited : limited
        let worker = try WorkerProcess(
            executable: command[0], arguments: Array(command.dropFirst()), environment: ProcessInfo.processInfo.environment)
        let path = scratch.file("corpus/f00.fixture.gz").path
        #expect(worker.send(WorkerFrame(number: 0, fields: [Array(path.utf8)])))
        let answer = worker.readFrame(within: 60_000)
        worker.finish()
        guard case .frame(let frame) = answer else {
            Issue.record("no answer: \(answer), \(worker.finish())")
            return
        }
        let entry = try WorkerAnswer.entry(from: frame, number: 0, path: path)
        let sentence =
            "cannot be replayed in a fresh process: the replay worker could not fork (Resource temporarily unavailable: the limit on processes, ulimit -u 1, is reached): raise that limit or lower --jobs; --shared-process replays without forking"
        #expect(entry.status == .failed(sentence))
        #expect(entry.message == "\(path): \(sentence)")
    }
}
