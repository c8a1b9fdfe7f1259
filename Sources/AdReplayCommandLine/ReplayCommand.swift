import AdReplay
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
            the format), CRASH (the replay trapped: a force unwrap, an index out of range; the \
            rest of the run goes on), FAIL (the session could not run) or ERROR (unreadable). \
            UNSUPPORTED and CRASH exit 1 like DIFF; FAIL and ERROR exit 2.
            """
    )

    @Argument(help: "Fixture files or folders (searched recursively for *.fixture.gz).")
    var paths: [String]

    @Flag(help: "Accept new behaviour: rewrite the expected events of differing fixtures.")
    var update = false

    @Flag(help: "Print results as JSON instead of text.")
    var json = false

    @Option(help: "Also write a JUnit XML report to this file (default: $XML_OUTPUT_FILE when a test runner sets it).")
    var junit: String?

    @Option(help: "Also write a Markdown report (totals; for each failing fixture its headline, diff and sequence diagrams) to this file, e.g. for a pull-request comment or $GITHUB_STEP_SUMMARY.")
    var markdown: String?

    @Option(help: ArgumentHelp(
        "How many fixtures to replay at once (default: the machine's cores), each job in its own worker process, so that a crashing adapter costs one fixture. Output is in the same order whatever the number.",
        valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp(
        "Replay only the K-th of N parts of the fixtures (K from 1), e.g. 2/4 on the second of four CI jobs. Parts are decided by path: disjoint, together the whole corpus, the same on every machine. Without it, a sharding test runner's TEST_TOTAL_SHARDS and TEST_SHARD_INDEX are honoured.",
        valueName: "K/N"))
    var shard: String?

    @Option(help: ArgumentHelp(
        "Replay fixtures recorded with adapter class OLD against class NEW, e.g. MyAdapter=MyAdapterPort to check a port against the recordings; repeatable. Formats NEW does not implement are reported UNSUPPORTED. Not with --update. Classes: \(CommandLineTool.current.registry.names.joined(separator: ", ")).",
        valueName: "OLD=NEW"))
    var adapter: [AdapterSubstitution] = []

    @Option(help: ArgumentHelp(
        "Seconds one fixture may take (wall clock) before its worker is stopped and the fixture reported as not finishing, like a crash (default: 60; 0: no limit).",
        valueName: "seconds"))
    var timeout = 60

    static let maximumJobs = 256

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs).") }
        // Each job is a process: a typo of a few zeros must not start thousands of them.
        if let jobs, jobs > ReplayCommand.maximumJobs {
            throw ValidationError("--jobs must be at most \(ReplayCommand.maximumJobs), not \(jobs).")
        }
        if timeout < 0 { throw ValidationError("--timeout must be 0 (no limit) or more, not \(timeout).") }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let runner = try TestRunnerSharding(environment: environment)
        let shard = try shard.map(parseShard) ?? runner.shard
        _ = try AdapterSubstitution.map(adapter, in: CommandLineTool.current.registry)
        if update, !adapter.isEmpty {
            throw Failure.input("--update cannot be used with --adapter: it would write another adapter's behaviour into fixtures that name the recorded one.")
        }
        var files = try fixtureFiles(in: paths, toDo: "replay")
        if let shard {
            let all = files.count
            files = files.filter(shard.contains)
            if !json { print("shard \(shard): \(files.count) of \(all) fixture\(all == 1 ? "" : "s")") }
        }
        var entries: [ReplayReportEntry] = []
        var workers = ReplayWorkers(executable: ReplayWorkers.currentExecutable, arguments: workerArguments,
                                    jobs: jobs ?? CorpusReplay.defaultJobs)
        workers.timeout = timeout == 0 ? nil : timeout
        do {
            try workers.run(files) { entry in
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
        }
        if let junit = junit ?? runner.xmlOutputFile {
            try writeReport(JUnitReport.xml(entries), to: junit)
        }
        if let markdown {
            try writeReport(MarkdownReport.markdown(entries), to: markdown)
        }
        for entry in entries {
            if case .unreadable(let sentence) = entry.status { FileHandle.standardError.write(Data((sentence + "\n").utf8)) }
        }
        for entry in entries {
            switch entry.status {
            case .failed, .crashed: FileHandle.standardError.write(Data(((entry.message ?? entry.path) + "\n").utf8))
            default: continue
            }
        }
        // A fixture that cannot run at all (an unknown adapter, say) is bad input, like an unreadable one.
        if entries.contains(where: { switch $0.status { case .failed, .unreadable: true; default: false } }) {
            throw Failure(message: "", code: 2)
        }
        if entries.contains(where: { !$0.passed }) { throw Failure.differences }
    }

    /// What the worker processes are told: the options that change a replay.
    private var workerArguments: [String] {
        var arguments = ["replay-worker"]
        if update { arguments.append("--update") }
        if markdown != nil { arguments.append("--diagrams") }
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
        switch entry.status {
        case .passed: entry.updated ? "UPDATED \(entry.path)" : "PASS \(entry.path)"
        case .differed: "DIFF \(entry.path)"
        case .contractBreached: "BREACH \(entry.path)"
        case .unsupported: "UNSUPPORTED \(entry.path)"
        case .crashed: "CRASH \(entry.path)"
        case .failed: "FAIL \(entry.path)"
        case .unreadable: "ERROR \(entry.path)"
        }
    }

    private func report(_ entries: [ReplayReportEntry]) {
        let failing = entries.compactMap { entry -> String? in
            if case .unreadable = entry.status { return nil }
            return entry.message
        }
        if !failing.isEmpty {
            print("")
            print(failing.joined(separator: "\n\n"))
        }
        print(ReplayTotals(entries).sentence)
    }

    /// Writes a report file atomically, creating its folder.
    private func writeReport(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw Failure.input("\(path): cannot be written (\(error.localizedDescription)).")
        }
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

    /// Creates the file if it is missing, leaving its contents alone otherwise.
    private static func touch(_ path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw Failure.input("TEST_SHARD_STATUS_FILE \(path.escapingControlCharacters): cannot be created (\(String(cString: strerror(errno)))).")
        }
        close(descriptor)
    }
}
