import AdReplay
import ArgumentParser
import Foundation

/// `adreplay replay-worker`, hidden: what `adreplay replay` runs in its child processes. Reads
/// one fixture path per line from stdin (`\` and newlines escaped, see ``ReplayWorkers/Request``), replays that fixture, and answers with its
/// ``ReplayReportEntry`` on one line of stdout (see ``WorkerAnswer``); ends at the end of stdin. If a replay
/// traps, the process dies mid-request and the parent reports the fixture as crashed.
struct ReplayWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay-worker",
        abstract: "Replay fixtures named on stdin, one JSON answer per line (used by `adreplay replay`).",
        shouldDisplay: false
    )

    @Flag var update = false
    @Flag(help: "Include sequence diagrams for fixtures that do not pass.")
    var diagrams = false
    @Option var adapter: [AdapterSubstitution] = []

    func run() throws {
        let tool = CommandLineTool.current
        var replayer = Replayer(registry: tool.registry, substitutions: try AdapterSubstitution.map(adapter, in: tool.registry))
        replayer.acceptCommand = { [name = tool.name] path in "\(name) replay --update \(path)" }
        let replay = CorpusReplay(replayer: replayer, jobs: 1, update: update)
        let answers = WorkerChannel.takeStandardOutput()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        while let line = readLine(strippingNewline: true) {
            guard let path = ReplayWorkers.Request.path(from: line) else {
                throw Failure.input("replay-worker: \(line.escapingControlCharacters) is not a request; it reads one path per line (\\ and \\n escaped).")
            }
            var answer = ""
            replay.run([path]) { outcome in
                answer = WorkerAnswer.line(for: ReplayReportEntry(outcome, diagrams: diagrams), encoder: encoder)
            }
            answers.write(Data((answer + "\n").utf8))
        }
    }
}

/// `--adapter OLD=NEW`: replay fixtures recorded with adapter class OLD against class NEW.
package struct AdapterSubstitution: ExpressibleByArgument, Equatable {
    package var recorded: String
    package var replaying: String

    package init?(argument: String) {
        let parts = argument.split(separator: "=", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        recorded = String(parts[0])
        replaying = String(parts[1])
    }

    package var argument: String { "\(recorded)=\(replaying)" }

    /// The substitutions as a map, or an exit-2 failure naming an unknown class (and the known
    /// ones) or a class given twice.
    package static func map(_ substitutions: [AdapterSubstitution], in registry: AdapterRegistry) throws -> [String: String] {
        var map: [String: String] = [:]
        for substitution in substitutions {
            for name in [substitution.recorded, substitution.replaying] where !registry.names.contains(name) {
                throw Failure.input("--adapter \(substitution.argument.escapingControlCharacters): no adapter is registered as \(name.escapingControlCharacters); the known ones are \(registry.names.joined(separator: ", ")).")
            }
            guard map[substitution.recorded] == nil else {
                throw Failure.input("--adapter \(substitution.argument.escapingControlCharacters): \(substitution.recorded) is already replaced by \(map[substitution.recorded] ?? ""); give each recorded class once.")
            }
            map[substitution.recorded] = substitution.replaying
        }
        return map
    }
}
