import AdReplay
import ArgumentParser
import Foundation

/// `adreplay record-session`, hidden: records one session given on stdin with the tool's
/// adapters and streams its timeline to stdout as it happens, one entry per line, then `done`.
/// If the adapter traps, the process dies mid-session and the parent keeps what was streamed
/// (``SessionRecorder``).
struct RecordSessionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record-session",
        abstract: "Record a session given on stdin, streaming its timeline (used by `adreplay record` and `explore`).",
        shouldDisplay: false
    )

    func run() throws {
        let lines = WorkerChannel.takeStandardOutput()
        guard let line = readLine(strippingNewline: true),
              let request = try? JSONDecoder().decode(SessionRecorder.Request.self, from: Data(line.utf8)) else {
            throw Failure.input("record-session: stdin is not a session to record.")
        }
        let recorder = Recorder(registry: CommandLineTool.current.registry)
        // What fails before the adapter traps (a refusal) is said by the parent's own recording.
        _ = try? recorder.record(request.scenario, name: request.name, network: request.network) { entry in
            lines.write(Data((recorder.entryJSON(entry) + "\n").utf8))
        }
        lines.write(Data("done\n".utf8))
    }
}

/// Records a session in a child process first, so that an adapter that traps costs the child,
/// not the tool, and what happened up to the trap becomes a bug report of the crash.
enum SessionRecorder {
    struct Request: Codable {
        var scenario: Scenario
        var name: String
        var network: LiveNetwork
    }

    /// A session whose adapter trapped: the fixture of what happened before, and where it trapped.
    struct Crash {
        var fixture: Fixture
        /// `crashed at Module/File.swift:49: Unexpectedly found nil while unwrapping an Optional value`.
        var sentence: String
    }

    /// Seconds of wall clock a session may take before it is stopped (as `replay --timeout`'s
    /// default): a virtual session takes milliseconds, so only an adapter stuck in a loop
    /// comes near it.
    static let timeout = 60

    /// The crash of `scenario` on `network`, or nil when the child finished the session (the
    /// caller then records it in its own process: the same session, the same bytes). `file`
    /// names what is being recorded in an error (the fixture's path).
    static func crash(of scenario: Scenario, name: String, network: LiveNetwork, registry: AdapterRegistry,
                      file: String) throws -> Crash? {
        let environment = ReplayWorkers.diagnosingEnvironment ?? ReplayWorkers.environment
        let worker: WorkerProcess
        do throws(WorkerProcess.StartError) {
            worker = try WorkerProcess(executable: ReplayWorkers.currentExecutable, arguments: ["record-session"], environment: environment)
        } catch {
            throw Failure.input(error.description)
        }
        let request = try JSONEncoder().encode(Request(scenario: scenario, name: name, network: network))
        var streamed: [String] = []
        var finished = false
        if worker.send(String(decoding: request, as: UTF8.self)) {
            reading: while true {
                switch worker.readLine(within: timeout * 1000) {
                case .line("done"):
                    finished = true
                    break reading
                case .line(let line): streamed.append(line)
                case .ended: break reading
                case .timedOut:
                    worker.kill()
                    worker.finish()
                    throw Failure.input("\(file.escapingControlCharacters): the session did not finish within \(timeout) s (an endless loop or wait in the adapter?); nothing was written.")
                }
            }
        }
        let (termination, stderr) = worker.finish()
        guard !finished else { return nil }
        let sentence = ReplayReportEntry.crashSentence(stderr: stderr, termination: termination.description)
        guard case .crash(let site) = Explorer.Failure.crash(sentence: sentence).key else { return nil }
        let recorder = Recorder(registry: registry)
        let entries: [TimelineEntry]
        do {
            entries = try streamed.map(recorder.entry(json:))
        } catch {
            throw Failure.input("\(file.escapingControlCharacters): could not be recorded (\(error)); nothing was written.")
        }
        return Crash(fixture: recorder.crashFixture(scenario, name: name, network: network, entries: entries, crashSite: site),
                     sentence: sentence)
    }
}
