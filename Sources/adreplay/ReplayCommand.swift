import AdReplay
import ArgumentParser
import Foundation

struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay fixtures against the adapters and compare with the recording.",
        discussion: "Exit status: 0 all pass; 1 some differ or break a contract; 2 unreadable input."
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
        "How many fixtures to replay at once (default: the machine's cores). Output is in the same order whatever the number.",
        valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp(
        "Replay only the K-th of N parts of the fixtures (K from 1), e.g. 2/4 on the second of four CI jobs. Parts are decided by path: disjoint, together the whole corpus, the same on every machine. Without it, a sharding test runner's TEST_TOTAL_SHARDS and TEST_SHARD_INDEX are honoured.",
        valueName: "K/N"))
    var shard: String?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs).") }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let runner = try TestRunnerSharding(environment: environment)
        let shard = try shard.map(parseShard) ?? runner.shard
        var files = try fixtureFiles(in: paths, toDo: "replay")
        if let shard {
            let all = files.count
            files = files.filter(shard.contains)
            if !json { print("shard \(shard): \(files.count) of \(all) fixture\(all == 1 ? "" : "s")") }
        }
        var results: [ReplayResult] = []
        var unreadable: [FixtureError] = []
        var updated = 0
        var durations: [String: Duration] = [:]
        let run = CorpusReplay(replayer: Replayer(registry: .bundled), jobs: jobs ?? CorpusReplay.defaultJobs, update: update)
        run.run(files) { outcome in
            durations[outcome.path] = outcome.duration
            switch outcome.result {
            case .failure(let error):
                unreadable.append(error)
                if !json { print("ERROR \(outcome.path)") }
            case .success(let result):
                if outcome.updated { updated += 1 }
                // A long run keeps only what its reports read of a passing fixture.
                results.append(result.passed ? result.summary : result)
                if !json {
                    print(line(for: result, updated: outcome.updated))
                    for note in result.notes { print("  note: \(note)") }
                }
            }
        }
        let totals = ReplayTotals(results, unreadable: unreadable, updated: updated)
        if json {
            print(JSONReport.text(results, unreadable: unreadable, totals: totals))
        } else {
            report(results, totals: totals)
        }
        if let junit = junit ?? runner.xmlOutputFile {
            try writeReport(JUnitReport.xml(results, unreadable: unreadable, durations: durations), to: junit)
        }
        if let markdown {
            try writeReport(MarkdownReport.markdown(results, unreadable: unreadable), to: markdown)
        }
        for error in unreadable { FileHandle.standardError.write(Data((error.description + "\n").utf8)) }
        for result in results {
            guard case .failed(let reason) = result.status else { continue }
            let sentence = "\(result.path ?? result.name): could not be replayed: \(reason.escapingControlCharacters)"
            FileHandle.standardError.write(Data((sentence + "\n").utf8))
        }
        // A fixture that cannot run at all (an unknown adapter, say) is bad input, like an unreadable one.
        if !unreadable.isEmpty || results.contains(where: { if case .failed = $0.status { true } else { false } }) {
            throw Failure(message: "", code: 2)
        }
        if results.contains(where: { !$0.passed }) { throw Failure.differences }
    }

    private func parseShard(_ text: String) throws -> Shard {
        do {
            return try Shard(parsing: text)
        } catch {
            throw Failure.input("--shard: \(error.description).")
        }
    }

    private func line(for result: ReplayResult, updated: Bool) -> String {
        let path = result.path ?? result.name
        switch result.status {
        case .passed: return updated ? "UPDATED \(path)" : "PASS \(path)"
        case .differed: return "DIFF \(path)"
        case .contractBreached: return "BREACH \(path)"
        case .failed: return "FAIL \(path)"
        }
    }

    private func report(_ results: [ReplayResult], totals: ReplayTotals) {
        let failing = results.compactMap(\.failureMessage)
        if !failing.isEmpty {
            print("")
            print(failing.joined(separator: "\n\n"))
        }
        print(totals.sentence)
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

/// The machine-readable form of a replay run: totals, then one entry per fixture with its status,
/// the headline, and the first difference as fields (seam, index, time, kind, field, expected,
/// actual).
enum JSONReport {
    struct Run: Encodable {
        var totals: Totals
        var fixtures: [Entry]
    }

    struct Totals: Encodable {
        var fixtures, passed, differed, contractBreached, failed, unreadable, updated: Int
    }

    struct Entry: Encodable {
        var path: String
        var status: String
        var headline: String?
        var firstDifference: FirstDifference?
        var requestProblems: [String]
        var breaches: [String]
        var error: String?
    }

    struct FirstDifference: Encodable {
        var seam: String
        var index: Int
        var time: Int
        var kind: String
        var change: String
        var field: String?
        var expected: String?
        var actual: String?
    }

    static func text(_ results: [ReplayResult], unreadable: [FixtureError], totals: ReplayTotals) -> String {
        var entries = results.map { result -> Entry in
            let status: String
            switch result.status {
            case .passed: status = "passed"
            case .differed: status = "differed"
            case .contractBreached: status = "contractBreached"
            case .failed: status = "failed"
            }
            let headline = result.failureMessage?.split(separator: "\n", maxSplits: 1).first
                .map { String($0.dropFirst("\(result.path ?? result.name): ".count)) }
            return Entry(path: result.path ?? result.name, status: status, headline: headline,
                         firstDifference: result.diff?.first.map(FirstDifference.init),
                         requestProblems: result.requestProblems.map(\.description),
                         breaches: result.breaches.map(\.description), error: result.failure)
        }
        entries += unreadable.map {
            Entry(path: $0.path, status: "unreadable", headline: nil, firstDifference: nil, requestProblems: [], breaches: [],
                  error: $0.description)
        }
        let run = Run(totals: Totals(fixtures: totals.fixtures, passed: totals.passed, differed: totals.differed,
                                     contractBreached: totals.contractBreached, failed: totals.failed,
                                     unreadable: totals.unreadable, updated: totals.updated),
                      fixtures: entries)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return (try? encoder.encode(run)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}

extension JSONReport.FirstDifference {
    init(_ change: FixtureDiff.Change) {
        let entry = change.entry
        seam = entry.seam
        index = change.index
        time = change.at
        kind = entry.kind
        switch change.kind {
        case .changed(let fields):
            self.change = "changed"
            field = fields.first?.path
            expected = fields.first?.expected
            actual = fields.first?.actual
        case .retimed:
            self.change = "moved in time"
            field = "at"
            expected = change.expected.map { String($0.at) }
            actual = change.actual.map { String($0.at) }
        case .moved:
            self.change = "moved in order"
            expected = change.expected?.line
            actual = change.actual?.line
        case .removed:
            self.change = "recorded, not replayed"
            expected = change.expected?.line
        case .inserted:
            self.change = "replayed, not recorded"
            actual = change.actual?.line
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
