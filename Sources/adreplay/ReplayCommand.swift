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

    @Option(help: "Also write a JUnit XML report to this file.")
    var junit: String?

    func run() throws {
        let files: [String]
        do {
            files = try FixtureStore.fixturePaths(in: paths)
        } catch {
            throw Failure.input(error.description)
        }
        if files.isEmpty {
            throw Failure.input("\(paths.joined(separator: ", ")): holds no *.fixture.gz files; nothing to replay.")
        }
        let replayer = Replayer(registry: .bundled)
        var results: [ReplayResult] = []
        var unreadable: [FixtureError] = []
        var updated: [String] = []
        for path in files {
            let fixture: Fixture
            do {
                fixture = try FixtureStore.read(path)
            } catch {
                unreadable.append(error)
                if !json { print("ERROR \(path)") }
                continue
            }
            var result = replayer.replay(fixture, path: path)
            if update, result.status == .differed {
                do {
                    try FixtureStore.write(Replayer.accepting(result, into: fixture), to: path, overwrite: true)
                } catch {
                    throw Failure.input(error.description)
                }
                updated.append(path)
                result = replayer.replay(try readFixture(path), path: path)
            }
            results.append(result)
            if !json {
                print(line(for: result, updated: updated.last == path))
                for note in result.notes { print("  note: \(note)") }
            }
        }
        if json {
            print(JSONReport.text(results, unreadable: unreadable))
        } else {
            report(results, unreadable: unreadable, updated: updated)
        }
        if let junit {
            do {
                try Data(JUnitReport.xml(results, unreadable: unreadable).utf8).write(to: URL(fileURLWithPath: junit), options: .atomic)
            } catch {
                throw Failure.input("\(junit): cannot be written (\(error.localizedDescription)).")
            }
        }
        for error in unreadable { FileHandle.standardError.write(Data((error.description + "\n").utf8)) }
        if !unreadable.isEmpty { throw Failure(message: "", code: 2) }
        if results.contains(where: { !$0.passed }) { throw Failure.differences }
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

    private func report(_ results: [ReplayResult], unreadable: [FixtureError], updated: [String]) {
        let failing = results.compactMap(\.failureMessage)
        if !failing.isEmpty {
            print("")
            print(failing.joined(separator: "\n\n"))
        }
        let passed = results.filter(\.passed).count
        let differed = results.filter { $0.status == .differed }.count
        let breached = results.filter { $0.status == .contractBreached }.count
        let failed = results.count - passed - differed - breached
        var parts = ["\(passed) passed"]
        if differed > 0 { parts.append("\(differed) differed") }
        if breached > 0 { parts.append("\(breached) broke contracts") }
        if failed > 0 { parts.append("\(failed) could not run") }
        if !unreadable.isEmpty { parts.append("\(unreadable.count) unreadable") }
        if !updated.isEmpty { parts.append("\(updated.count) updated") }
        let total = results.count + unreadable.count
        print("\(total) fixture\(total == 1 ? "" : "s"): \(parts.joined(separator: ", "))")
    }
}

/// The machine-readable form of a replay run.
enum JSONReport {
    struct Entry: Encodable {
        var path: String
        var status: String
        var firstDifference: String?
        var requestProblems: [String]
        var breaches: [String]
        var error: String?
    }

    static func text(_ results: [ReplayResult], unreadable: [FixtureError]) -> String {
        var entries = results.map { result -> Entry in
            let status: String
            switch result.status {
            case .passed: status = "passed"
            case .differed: status = "differed"
            case .contractBreached: status = "contractBreached"
            case .failed: status = "failed"
            }
            return Entry(path: result.path ?? result.name, status: status, firstDifference: result.diff?.headline,
                         requestProblems: result.requestProblems.map(\.description),
                         breaches: result.breaches.map(\.description), error: result.failure)
        }
        entries += unreadable.map {
            Entry(path: $0.path, status: "unreadable", firstDifference: nil, requestProblems: [], breaches: [], error: $0.description)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return (try? encoder.encode(entries)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }
}
