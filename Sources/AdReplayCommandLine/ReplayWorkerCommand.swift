import AdReplay
import AdReplayIsolation
import AdReplayReports
import ArgumentParser
import Foundation

/// `adreplay replay-worker`, hidden: what `adreplay replay` runs in its child processes. Reads
/// one fixture path per ``WorkerFrame`` from stdin, replays that fixture, and answers with a frame
/// naming the request and holding its ``ReplayReportEntry`` (see ``WorkerAnswer``); ends at the
/// end of stdin.
///
/// Each fixture replays in a fresh process (``FreshProcess``): the worker stays single-threaded
/// and forks a child per request, whose main thread replays it and writes the answer. When a
/// child dies instead (a trap), the worker ends the same way, so the parent reads the crash as
/// it would read the worker's own and reports the fixture as crashed. With `--shared-process`
/// the worker replays every fixture itself, one after another (what state an adapter keeps
/// reaches the next fixture).
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
    @Flag var sharedProcess = false
    /// The `adreplay replay` process that started this worker: the worker ends when it does,
    /// taking the child it replays in along (a killed run leaves no process behind).
    @OptionGroup var parent: ParentProcessOption
    @OptionGroup var contracts: ContractOptions

    func run() throws {
        parent.endWithParent(takingChildren: !sharedProcess)
        let tool = CommandLineTool.current
        var replayer = Replayer(registry: tool.registry, substitutions: try AdapterSubstitution.map(adapter, in: tool.registry))
        replayer.acceptCommand = { [name = tool.name] path in "\(name) replay --update \(path.shellQuoted)" }
        replayer.acceptBreachesCommand = { [name = tool.name] path in "\(name) replay --update --accept-breaches \(path.shellQuoted)" }
        replayer.knownBugAdvice = ReplayWorkers.knownBugAdvice
        replayer.rerecordCommand = { [name = tool.name] path in
            // The path as every command quotes it (`./-x` for a name starting with a dash); the rest as written.
            RecordManifest.recordArguments(for: path).map {
                ([name] + $0).map { $0 == path ? $0.shellQuoted : RecordManifest.quoted($0) }.joined(separator: " ")
            }
        }
        replayer.optInRules = contracts.optIn
        var replay = CorpusReplay(replayer: replayer, jobs: 1, update: update)
        replay.acceptBreaches = acceptBreaches
        let answers = WorkerChannel.takeStandardOutput()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Asked once, before the first fork: nothing this worker does later starts a thread.
        let refusal = sharedProcess ? nil : FreshProcess.refusal()
        // What the worker read of the current request's file, and when it began.
        var started = ContinuousClock.now
        var read = Result<Fixture, FixtureError>.failure(FixtureError(path: "", problem: .unwritable("not read")))
        // With --update, the file as it was before the worker read it: the child publishes its
        // rewrite only over that very file, unchanged (taken in the child, a change made between
        // the read and the fork was overwritten).
        var identity: FilePublisher.Identity?
        var warm = false
        var requests = WorkerFrameReader(descriptor: STDIN_FILENO)
        while let request = try next(&requests) {
            guard request.fields.count == 1, let path = String(validating: request.fields[0], as: UTF8.self), !path.isEmpty else {
                throw Failure.input("replay-worker: request \(request.number) is not one path; it reads frames of one UTF-8 path each.")
            }
            // Why this fixture has no fresh process: the worker's refusal, or a fork that failed.
            var unforked = refusal
            let answer = { () -> Bool in
                var answer = WorkerFrame(number: request.number, fields: [])
                if let unforked {
                    let sentence =
                        "cannot be replayed in a fresh process: the replay worker \(unforked); --shared-process replays without forking"
                    let entry = ReplayReportEntry(
                        path: path, status: .failed(sentence), message: "\(path.escapingControlCharacters): \(sentence)")
                    answer = WorkerAnswer.frame(for: entry, number: request.number, path: request.fields[0], encoder: encoder)
                } else if sharedProcess {
                    replay.run([path]) { outcome in answer = frame(outcome, request, encoder) }
                } else {
                    answer = frame(replay.outcome(path, read: started, read, identity: identity), request, encoder)
                }
                // Written straight to the descriptor, not through FileHandle and Data: one per fixture.
                return WorkerChannel.write(answer.bytes, to: answers.fileDescriptor)
            }
            if sharedProcess || refusal != nil {
                guard answer() else { return }
                continue
            }
            // The worker reads the file (engine code only, warm after the first), the child
            // replays what it read; a file that cannot be read needs no child.
            started = .now
            identity = update ? FilePublisher.identity(of: path) : nil
            read = Result { () throws(FixtureError) in try FixtureStore.read(path, networks: replay.replayer.registry.networks) }
            if case .failure = read {
                guard answer() else { return }
                continue
            }
            if !warm, case .success(let fixture) = read {
                replay.replayer.warmUp(with: fixture)
                // And the answer of a pass, the commonest.
                _ = WorkerAnswer.frame(
                    for: ReplayReportEntry(path: path, status: .passed, format: fixture.scenario.format),
                    number: request.number, path: request.fields[0], encoder: encoder)
                warm = true
            }
            switch FreshProcess.run(answer) {
            case .answered: continue
            case .died(let termination): FreshProcess.end(as: termination)
            case .notForked(let why, let limitReached):
                // Said, never replayed here instead: see ``FreshProcess/Outcome/notForked(_:limitReached:)``.
                unforked = limitReached ? "\(why): raise that limit or lower --jobs" : why
                guard answer() else { return }
            }
        }
    }

    /// The answer frame to `request` for `outcome`.
    private func frame(_ outcome: CorpusReplay.Outcome, _ request: WorkerFrame, _ encoder: JSONEncoder) -> WorkerFrame {
        var entry = ReplayReportEntry(outcome, diagrams: diagrams)
        if diagrams { entry.diagrams = entry.diagrams.map(MarkdownReport.Limits.standard.capped) }
        return WorkerAnswer.frame(for: entry, number: request.number, path: request.fields[0], encoder: encoder)
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
                throw Failure.input(
                    "--adapter \(substitution.argument.escapingControlCharacters): no adapter is registered as \(name.escapingControlCharacters); the known ones are \(registry.names.joined(separator: ", "))."
                )
            }
            guard map[substitution.recorded] == nil else {
                throw Failure.input(
                    "--adapter \(substitution.argument.escapingControlCharacters): \(substitution.recorded) is already replaced by \(map[substitution.recorded] ?? ""); give each recorded class once."
                )
            }
            map[substitution.recorded] = substitution.replaying
        }
        return map
    }
}
