import AdReplay
import AdReplayReports
import ArgumentParser
import Foundation

struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay fixtures against the adapters and compare with the recording.",
        discussion: """
            Exit status: 0 all pass; 1 some differ or break a contract; 2 unreadable input.

            Each fixture prints one line: PASS, DIFF (the adapter did something else), BREACH (a \
            mediation contract is broken), UNSUPPORTED (the replaying adapter does not implement \
            the format), REPRODUCES (a bug report whose bug the adapter still shows), FIXED (a bug \
            report whose bug is gone: --update makes it an ordinary fixture), CRASH (the replay \
            trapped: a force unwrap, an index out of range; the rest of the run goes on), DEPENDS \
            (with --shared-process: it fails after the fixtures before it in one process and passes \
            alone in a fresh one, so the adapter keeps state from one load to the next), FAIL (the \
            session could not run) or ERROR (unreadable). UNSUPPORTED, REPRODUCES, FIXED, CRASH \
            and DEPENDS exit 1 like DIFF (REPRODUCES not with --accept-reproductions); FAIL, \
            ERROR and a CRASH in AdReplay's own code exit 2.
            """
    )

    @Argument(help: "Fixture files or folders (searched recursively for *.fixture.gz).")
    var paths: [String]

    @Flag(
        help:
            "Accept new behaviour: rewrite the expected events of differing fixtures, and make fixed bug reports ordinary fixtures. Not a replay that breaks a contract its recording did not (see --accept-breaches)."
    )
    var update = false

    @Flag(
        help:
            "With --update: accept a replay even when it breaks a mediation contract its recording did not (the breach becomes expected behaviour)."
    )
    var acceptBreaches = false

    @Flag(
        help: "Count bug reports whose bug the adapter still shows (REPRODUCES) as passing, for a corpus that keeps known bugs on purpose.")
    var acceptReproductions = false

    @Flag(help: "Print results as JSON instead of text.")
    var json = false

    @Option(help: "Also write a JUnit XML report to this file (default: $XML_OUTPUT_FILE when a test runner sets it).")
    var junit: String?

    @Option(
        help:
            "Also write a Markdown report (totals; for each failing fixture its headline, diff and sequence diagrams) to this file, e.g. for a pull-request comment or $GITHUB_STEP_SUMMARY."
    )
    var markdown: String?

    // Unconditional, as every numeric option: `--jobs -1` is a value to refuse with its range,
    // not a missing value.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "How many fixtures to replay at once (default: the machine's cores), each job in its own worker process, so that a crashing adapter costs one fixture. Output is in the same order whatever the number.",
            valueName: "n"),
        transform: wholeNumber(option: "--jobs", in: 1...ReplayCommand.maximumJobs))
    var jobs: Int?

    @Flag(
        help:
            "Replay each worker's fixtures one after another in that one process, instead of each fixture in a fresh process forked from it: faster, but whatever an adapter keeps in a static, a singleton or a cache reaches the fixtures after it. A fixture that fails is replayed again alone in a fresh process; when it passes there, it is reported DEPENDS (on the fixtures before it), which fails the run. Not with --update."
    )
    var sharedProcess = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Replay the fixtures in an order shuffled with this seed (the same seed, the same order), reported in that order: with --shared-process, a fixture whose result changes with the order depends on state another fixture left.",
            valueName: "seed"),
        transform: seed(option: "--shuffle"))
    var shuffle: UInt64?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Replay only the K-th of N parts of the fixtures (K from 1), e.g. 2/4 on the second of four CI jobs. Parts are decided by path: disjoint, together the whole corpus, the same on every machine. Without it, a sharding test runner's TEST_TOTAL_SHARDS and TEST_SHARD_INDEX are honoured.",
            valueName: "K/N"))
    var shard: String?

    @Option(
        help: ArgumentHelp(
            "Replay fixtures recorded with adapter class OLD against class NEW, e.g. MyAdapter=MyAdapterPort to check a port against the recordings; repeatable. Formats NEW does not implement are reported UNSUPPORTED. Not with --update. Classes: \(CommandLineTool.current.registry.names.joined(separator: ", ")).",
            valueName: "OLD=NEW"))
    var adapter: [AdapterSubstitution] = []

    @OptionGroup var contracts: ContractOptions

    @OptionGroup var coverage: CoverageOptions

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Warn about fixtures recorded live against a real ad server (record --upstream) more than this many days ago: what the server answers may have changed. Simulated recordings have no age.",
            valueName: "days"),
        transform: wholeNumber(option: "--max-age", in: 0...Int.max, unit: " of days"))
    var maxAge: Int?

    @Flag(help: "With --max-age: a fixture older than that fails the run (exit 1) instead of only being warned about.")
    var failStale = false

    // Unconditional: `--timeout -1` is a value to refuse with the rule, not a missing value.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Seconds one fixture may take (wall clock) before its worker is stopped and the fixture reported as not finishing, like a crash (default: 60; 0: no limit).",
            valueName: "seconds"))
    var timeout = 60

    /// Each job is a process: a typo of a few zeros must not start thousands of them.
    static let maximumJobs = 256

    func validate() throws {
        if acceptBreaches, !update { throw ValidationError("--accept-breaches applies to --update.") }
        if timeout < 0 { throw ValidationError("--timeout must be 0 (no limit) or more, not \(timeout).") }
        if failStale, maxAge == nil { throw ValidationError("--fail-stale applies to --max-age.") }
        // An update writes what the replay did, and in a shared process that may be what state
        // left by the fixtures before it made the adapter do.
        if update, sharedProcess {
            throw ValidationError(
                "--update cannot be used with --shared-process: a fixture would be rewritten with what the adapter did after the fixtures before it, not what it does alone."
            )
        }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let runner = try TestRunnerSharding(environment: environment)
        let shard = try shard.map(parseShard) ?? runner.shard
        _ = try AdapterSubstitution.map(adapter, in: CommandLineTool.current.registry)
        if update, !adapter.isEmpty {
            throw Failure.input(
                "--update cannot be used with --adapter: it would write another adapter's behaviour into fixtures that name the recorded one."
            )
        }
        let junitReport =
            (junit.map { ReportFile(option: "--junit", path: $0) })
            ?? runner.xmlOutputFile.map { ReportFile(option: "XML_OUTPUT_FILE", path: $0) }
        let markdownReport = markdown.map { ReportFile(option: "--markdown", path: $0) }
        // Before anything is listed or replayed: one file cannot hold both reports.
        if let junitReport, let markdownReport { try junitReport.checkDistinct(from: markdownReport) }
        var files = Self.oneNamePerFile(try fixtureFiles(in: paths, toDo: "replay"), given: paths)
        if let shard {
            let all = files.count
            files = files.filter(shard.contains)
            if !json { print("shard \(shard): \(files.count) of \(all) fixture\(all == 1 ? "" : "s")") }
        }
        if let shuffle {
            var order = SeededShuffle(seed: shuffle)
            files = order.shuffled(files)
            if !json { print("order: shuffled with seed \(shuffle)\(sharedProcess ? ", in shared processes" : "")") }
        }
        let today = try maxAge.map { _ in try Today.day(environment: environment) }
        // Refused before anything is replayed: a report must not replace what the run reads.
        for report in [junitReport, markdownReport].compactMap({ $0 }) { try report.check(inputs: files) }
        let coverageGathering = try coverage.gathering(json: json)
        var entries: [ReplayReportEntry] = []
        var markdownBuilder = MarkdownReport.Builder(tool: CommandLineTool.current.name)
        var jobs = min(self.jobs ?? CorpusReplay.defaultJobs, files.count)
        // Said, not left to fail: a worker that cannot be started is a fixture not replayed.
        if let (allowed, note) = ReplayWorkers.limitedJobs(jobs) {
            if json { FileHandle.standardError.write(Data((note + "\n").utf8)) } else { print(note) }
            jobs = allowed
        }
        var workers = ReplayWorkers(executable: ReplayWorkers.currentExecutable, arguments: workerArguments, jobs: jobs)
        workers.timeout = timeout == 0 ? nil : timeout
        workers.extraEnvironment = coverageGathering?.environment ?? [:]
        // Options read once, not per fixture: each read of one goes through ArgumentParser's
        // property wrapper.
        let (acceptReproductions, json) = (self.acceptReproductions, self.json)
        do {
            try workers.run(files) { entry in
                var entry = acceptReproductions && entry.isReproduction ? ReplayWorkers.accepting(entry) : entry
                // A stale fixture that fails the run is a failure in every report, as in the exit code.
                if failStale, entry.passed, let why = stale(entry, today: today) { entry.status = .stale(why) }
                if markdownReport != nil { markdownBuilder.add(entry) }
                // The diagrams are in the Markdown report now; the run keeps only the small rest.
                entry.diagrams = nil
                if let stale = stale(entry, today: today) { entry.notes.append(stale) }
                entries.append(entry)
                if !json {
                    print(line(for: entry))
                    for note in entry.notes { print("  note: \(note)") }
                }
            }
        } catch {
            throw Failure.input("\(error.description).")
        }
        if json {
            print(JSONReport.text(entries))
        } else {
            report(entries)
            let staleCount = entries.count { self.stale($0, today: today) != nil }
            if let maxAge, staleCount > 0 {
                print(
                    "\(staleCount) recorded live more than \(maxAge) day\(maxAge == 1 ? "" : "s") ago or dated after today (--max-age)\(failStale ? ", which fails the run" : "")"
                )
            }
        }
        // The run's reports first: a coverage problem (exit 2) must not cost them.
        try junitReport?.publish(JUnitReport.xml(entries, tool: CommandLineTool.current.name))
        try markdownReport?.publish(markdownBuilder.text)
        let coverageMet = try coverageGathering?.report(fixtures: entries.count) ?? true
        for entry in entries {
            switch entry.status {
            case .unreadable(let sentence), .unwritable(let sentence): FileHandle.standardError.write(Data((sentence + "\n").utf8))
            default: continue
            }
        }
        for entry in entries {
            switch entry.status {
            case .failed, .crashed: FileHandle.standardError.write(Data(((entry.message ?? entry.displayPath) + "\n").utf8))
            default: continue
            }
        }
        // A fixture that cannot run at all (an unknown adapter, say) is bad input, like an
        // unreadable one; an update that cannot be written is a refused write; AdReplay's own
        // crash is no result of the adapter's.
        if entries.contains(where: { if case .failed = $0.status { true } else { $0.isFileError || $0.isAdReplayCrash } }) {
            throw Failure(message: "", code: 2)
        }
        if entries.contains(where: { !$0.passed && !$0.accepted }) { throw Failure.differences }
        if failStale, entries.contains(where: { stale($0, today: today) != nil }) { throw Failure.differences }
        if !coverageMet { throw Failure.differences }
    }

    /// `files` with each file once, however many names lead to it (`x` and `./x`, a symbolic
    /// link, a path through `..`, a hard link): two names of one file are one fixture, replayed
    /// once (with `--update`, two replays of it would race to rewrite it). The name kept is the
    /// one from the argument given first (a file named on its own, or a folder holding it), and
    /// of names from one argument, the first in the run's order; the run's order is unchanged.
    /// A name that cannot be looked at is kept: reading it says why.
    static func oneNamePerFile(_ files: [String], given arguments: [String]) -> [String] {
        struct FileID: Hashable {
            var device: UInt64
            var inode: UInt64
        }
        let ids = files.map { file -> FileID? in
            var info = stat()
            guard let name = FileSystemPath.cString(file), stat(name, &info) == 0 else { return nil }
            return FileID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        }
        // The place of the argument a file was found from: its own name, or a folder above it.
        func argument(of file: String) -> Int {
            arguments.firstIndex { argument in
                let folder = argument.hasSuffix("/") ? argument : argument + "/"
                return file.utf8.elementsEqual(argument.utf8) || file.utf8.starts(with: folder.utf8)
            } ?? arguments.count
        }
        // Looked up only: the result keeps the order of `files`.
        var kept: [FileID: Int] = [:]
        for (index, id) in ids.enumerated() {
            guard let id else { continue }
            if let earlier = kept[id], argument(of: files[earlier]) <= argument(of: files[index]) { continue }
            kept[id] = index
        }
        return files.indices.filter { index in ids[index].map { kept[$0] == index } ?? true }.map { files[$0] }
    }

    /// The note for a fixture recorded live longer ago than `--max-age`, or nil.
    private func stale(_ entry: ReplayReportEntry, today: CalendarDay?) -> String? {
        // `today` first: it is nil without --max-age, and reading an option is not free (asked per fixture).
        guard let today, let maxAge, let live = entry.live, live.isOutdated(today: today, maxAge: maxAge) else { return nil }
        let why =
            today.days(since: live.recordedOn) < 0 ? "a day after today, which no age can be told from" : "older than --max-age \(maxAge)"
        return "stale: \(Today.describe(live, today: today)), \(why); re-record it with record --upstream"
            + (failStale ? " (fails the run: --fail-stale)" : "")
    }

    /// What the worker processes are told: the options that change a replay.
    private var workerArguments: [String] {
        // The workers end with this process, however it ends (killed with SIGKILL too).
        var arguments = ["replay-worker"] + ParentProcessOption.arguments
        if update { arguments.append("--update") }
        if acceptBreaches { arguments.append("--accept-breaches") }
        arguments += contracts.arguments
        if markdown != nil { arguments.append("--diagrams") }
        if sharedProcess { arguments.append("--shared-process") }
        for substitution in adapter { arguments += ["--adapter", substitution.argument] }
        return arguments
    }

    private func parseShard(_ text: String) throws -> Shard {
        do {
            return try Shard(parsing: text)
        } catch {
            throw Failure.input("--shard: \(error.description).")
        }
    }

    private func line(for entry: ReplayReportEntry) -> String {
        let path = entry.displayPath
        let label = entry.updated && entry.status == .passed ? "UPDATED" : entry.status.label
        return switch entry.status {
        case .reproduces(let bug): "\(label) \(path): \(bug.escapingControlCharacters)\(entry.accepted ? " (a known bug, accepted)" : "")"
        case .fixed(let now): "\(label) \(path): \(now.escapingControlCharacters)"
        case .dependsOnOrder: "\(label) \(path): fails after the fixtures before it, passes alone"
        default: "\(label) \(path)"
        }
    }

    private func report(_ entries: [ReplayReportEntry]) {
        let failing = entries.compactMap { entry -> String? in
            entry.isFileError ? nil : entry.message
        }
        if !failing.isEmpty {
            print("")
            print(failing.joined(separator: "\n\n"))
        }
        print(ReplayTotals(entries).sentence)
    }
}

/// What a sharding test runner (Bazel and compatible runners) asks of a test binary: the shard
/// to run (`TEST_TOTAL_SHARDS`, `TEST_SHARD_INDEX`), a file to touch to say sharding is understood
/// (`TEST_SHARD_STATUS_FILE`), and where to write the JUnit report (`XML_OUTPUT_FILE`).
struct TestRunnerSharding {
    var shard: Shard?
    var xmlOutputFile: String?

    init(environment: [String: String]) throws {
        do {
            shard = try Shard(environment: environment)
        } catch {
            throw Failure.input("\(error.description).")
        }
        xmlOutputFile = environment["XML_OUTPUT_FILE"].flatMap { $0.isEmpty ? nil : $0 }
        if let status = environment["TEST_SHARD_STATUS_FILE"], !status.isEmpty {
            try Self.touch(status)
        }
    }

    /// Creates the file if it is missing, leaving its contents alone otherwise. Only a regular
    /// file is opened: a FIFO would block the open until a reader came (for ever, in a test
    /// run), a device could do things. The open is non-blocking too, in case the name is swapped
    /// for a FIFO after the check.
    private static func touch(_ path: String) throws {
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            throw Failure.input(
                "TEST_SHARD_STATUS_FILE \(path.escapingControlCharacters): is \(FileKind(info).name), not a regular file; the test runner should name a file adreplay can create."
            )
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_NONBLOCK | O_NOCTTY, 0o644)
        guard descriptor >= 0 else {
            throw Failure.input(
                "TEST_SHARD_STATUS_FILE \(path.escapingControlCharacters): cannot be created (\(String(cString: strerror(errno)))).")
        }
        close(descriptor)
    }
}
