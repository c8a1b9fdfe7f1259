import AdReplay
import AdReplayReports
import ArgumentParser
import Foundation

/// `adreplay replay-worker`, hidden: what `adreplay replay` runs in its child processes. Reads
/// one fixture path per ``WorkerFrame`` from stdin, replays that fixture, and answers with a frame
/// naming the request and holding its ``ReplayReportEntry`` (see ``WorkerAnswer``); ends at the
/// end of stdin. If a replay traps, the process dies mid-request and the parent reports the
/// fixture as crashed.
struct ReplayWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay-worker",
        abstract: "Replay fixtures named in frames on stdin, one answer frame each (used by `adreplay replay`).",
        shouldDisplay: false
    )

    @Flag var update = false
    @Flag var acceptBreaches = false
    @Flag(help: "Include sequence diagrams for fixtures that do not pass.")
    var diagrams = false
    @Option var adapter: [AdapterSubstitution] = []
    @OptionGroup var contracts: ContractOptions

    func run() throws {
        let tool = CommandLineTool.current
        var replayer = Replayer(registry: tool.registry, substitutions: try AdapterSubstitution.map(adapter, in: tool.registry))
        replayer.acceptCommand = { [name = tool.name] path in "\(name) replay --update \(path.shellQuoted)" }
        replayer.acceptBreachesCommand = { [name = tool.name] path in "\(name) replay --update --accept-breaches \(path.shellQuoted)" }
        replayer.knownBugAdvice = ReplayWorkers.knownBugAdvice
        replayer.rerecordCommand = { [name = tool.name] path in
            // The path as every command quotes it (`./-x` for a name starting with a dash); the rest as written.
            RecordManifest.recordArguments(for: path).map { ([name] + $0).map { $0 == path ? $0.shellQuoted : RecordManifest.quoted($0) }.joined(separator: " ") }
        }
        replayer.optInRules = contracts.optIn
        var replay = CorpusReplay(replayer: replayer, jobs: 1, update: update)
        replay.acceptBreaches = acceptBreaches
        let answers = WorkerChannel.takeStandardOutput()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var requests = WorkerFrameReader(descriptor: STDIN_FILENO)
        while let request = try next(&requests) {
            guard request.fields.count == 1, let path = String(validating: request.fields[0], as: UTF8.self), !path.isEmpty else {
                throw Failure.input("replay-worker: request \(request.number) is not one path; it reads frames of one UTF-8 path each.")
            }
            var answer = WorkerFrame(number: request.number, fields: [])
            replay.run([path]) { outcome in
                var entry = ReplayReportEntry(outcome, diagrams: diagrams)
                if diagrams { entry.diagrams = entry.diagrams.map(MarkdownReport.Limits.standard.capped) }
                answer = WorkerAnswer.frame(for: entry, number: request.number, path: request.fields[0], encoder: encoder)
            }
            // Written straight to the descriptor, not through FileHandle and Data: one per fixture.
            guard WorkerChannel.write(answer.bytes, to: answers.fileDescriptor) else { return }
        }
    }

    private func next(_ requests: inout WorkerFrameReader) throws -> WorkerFrame? {
        do {
            return try requests.next()
        } catch {
            throw Failure.input("replay-worker: stdin is not a request (\(error.reason)); it reads frames of one UTF-8 path each.")
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
