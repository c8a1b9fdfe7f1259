import AdReplay
import AdReplayIsolation
import AdWorldHTTP
import ArgumentParser
import Dispatch
import Foundation

/// `adreplay record-session`, hidden: records one session given on stdin with the tool's
/// adapters. It streams the timeline to stdout as it happens, one entry per line, then `done`
/// and one line with the outcome: the fixture, or why none can be recorded. If the adapter
/// traps, the process dies mid-session and the parent keeps what was streamed
/// (``SessionRecorder``).
struct RecordSessionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record-session",
        abstract: "Record a session given on stdin, streaming its timeline (used by `adreplay record` and `explore`).",
        shouldDisplay: false
    )

    /// The command that started it: the session ends when that does.
    @OptionGroup var parent: ParentProcessOption

    func run() throws {
        parent.endWithParent(takingChildren: false)
        let lines = WorkerChannel.takeStandardOutput()
        guard let line = readLine(strippingNewline: true),
            let request = try? JSONDecoder().decode(SessionRecorder.Request.self, from: Data(line.utf8))
        else {
            throw Failure.input("record-session: stdin is not a session to record.")
        }
        var recorder = Recorder(registry: CommandLineTool.current.registry)
        recorder.optInRules = Set(request.optIn.compactMap { ContractRule(optInName: $0) })
        let outcome: SessionRecorder.Outcome
        do {
            let recording = try recorder.record(request.scenario, name: request.name, network: request.network) { [recorder] entry in
                lines.write(Data((recorder.entryJSON(entry) + "\n").utf8))
            }
            outcome = SessionRecorder.Outcome(
                fixture: String(decoding: try FixtureCodec.json(recording.fixture), as: UTF8.self),
                breaches: recording.breaches.map(\.description), notes: recording.notes, reads: recording.reads)
        } catch {
            outcome = SessionRecorder.Outcome(problem: "\(error)")
        }
        lines.write(Data("done\n".utf8))
        lines.write(try JSONEncoder().encode(outcome) + Data("\n".utf8))
    }
}

/// Records a session in a child process, so that an adapter that traps costs the child, not the
/// tool, and what happened up to the trap becomes a bug report of the crash. No adapter code
/// runs in the tool's own process.
enum SessionRecorder {
    struct Request: Codable {
        var scenario: Scenario
        var name: String
        var network: LiveNetwork
        /// The opt-in contract rules to check too, by name (``ContractRule/optInName``).
        var optIn: [String]
    }

    /// The child's last line: the fixture it recorded (its JSON) and the contracts the session
    /// breaks, or why it could not be recorded.
    struct Outcome: Codable {
        var fixture: String?
        var breaches: [String] = []
        /// What the fixture cannot hold (``Recorder/Recording/notes``).
        var notes: [String] = []
        /// What the adapter read (``Recorder/Recording/reads``).
        var reads = AdapterReads()
        var problem: String?
    }

    /// A recorded session: its fixture (a bug report of each contract it breaks), the breaches
    /// and notes as sentences.
    struct Recording {
        var fixture: Fixture
        var breaches: [String]
        var notes: [String] = []
        /// What the adapter read of its configuration and GMA's global state.
        var reads = AdapterReads()
    }

    /// A session whose adapter trapped: the fixture of what happened before, and where it trapped.
    struct Crash {
        var fixture: Fixture
        /// `crashed at Module/File.swift:49: Unexpectedly found nil while unwrapping an Optional value`.
        var sentence: String
    }

    enum Result {
        case recorded(Recording)
        case crashed(Crash)
    }

    /// Seconds of wall clock a session may take before it is stopped (as `replay --timeout`'s
    /// default): a virtual session takes milliseconds, so only an adapter stuck in a loop
    /// comes near it.
    static let timeout = 60

    /// Records `scenario` on `network` in a child process: the fixture it recorded, or, when the
    /// adapter trapped at a known place, the fixture of the session up to the trap. Throws when
    /// nothing can be recorded truthfully (a refusal, an unknown answer, a session stuck for
    /// ``timeout`` seconds, a death whose place is unknown); `file` names what is being recorded
    /// in those errors (the fixture's path).
    /// `limit` is the wall-clock seconds the session may take (nil: no limit).
    static func record(
        _ scenario: Scenario, name: String, network: LiveNetwork, optIn: Set<ContractRule> = [],
        registry: AdapterRegistry, file: String, limit: Int? = timeout
    ) throws -> Result {
        // The limit bounds the whole session, from the child's start, not the wait for each
        // streamed line: a session that streams a line a second would otherwise never stop.
        let deadline = Deadline(seconds: limit)
        var environment = ReplayWorkers.diagnosingEnvironment ?? ReplayWorkers.environment
        // Workers reach no proxy; a live recording reaches the real server as this process would.
        if network.upstream != nil {
            environment.merge(HTTPProxies.taken(from: ProcessInfo.processInfo.environment)) { $1 }
        }
        let worker: WorkerProcess
        do throws(WorkerProcess.StartError) {
            worker = try WorkerProcess(
                executable: ReplayWorkers.currentExecutable, arguments: ["record-session"] + ParentProcessOption.arguments,
                environment: environment)
        } catch {
            throw Failure.input(error.description)
        }
        let optInNames = ContractRule.optIn.filter(optIn.contains).compactMap(\.optInName)
        let request = try JSONEncoder().encode(Request(scenario: scenario, name: name, network: network, optIn: optInNames))
        func next() -> WorkerProcess.LineResult {
            guard let left = deadline.millisecondsLeft else { return worker.readLine(within: nil) }
            return left > 0 ? worker.readLine(within: left) : .timedOut
        }
        var streamed: [String] = []
        var outcome: Outcome?
        var timedOut = false
        if worker.send(String(decoding: request, as: UTF8.self)) {
            reading: while true {
                switch next() {
                case .line("done"):
                    switch next() {
                    case .line(let last): outcome = try? JSONDecoder().decode(Outcome.self, from: Data(last.utf8))
                    case .timedOut: timedOut = true
                    case .ended: break
                    }
                    break reading
                case .line(let line): streamed.append(line)
                case .ended: break reading
                case .timedOut:
                    timedOut = true
                    break reading
                }
            }
        }
        if timedOut {
            worker.kill()
            worker.finish()
            let suspect =
                network.upstream.map { "the upstream \($0.upstream.escapingControlCharacters), or an endless loop or wait in the adapter?" }
                ?? "an endless loop or wait in the adapter?"
            throw Failure.input(
                "\(file.escapingControlCharacters): the session did not finish within \(limit ?? 0) s (\(suspect)); nothing was written "
                    + "(a session this long on purpose: record --timeout SECONDS, 0 for no limit)."
            )
        }
        let (termination, stderr) = worker.finish()
        if let outcome { return .recorded(try recording(outcome, registry: registry, file: file, network: network)) }
        let sentence = CrashSentence.from(stderr: stderr, termination: termination.description)
        // AdReplay's own trap is no bug of the adapter's to report.
        if CrashSentence.isAdReplayFault(sentence) {
            throw Failure.input("\(file.escapingControlCharacters): \(sentence); nothing was written.")
        }
        guard case .crash(let site) = Explorer.Failure.crash(sentence: sentence).key, site.isKnown else {
            throw Failure.input(
                "\(file.escapingControlCharacters): the recording session ended without a result (\(sentence)); nothing was written.")
        }
        let recorder = Recorder(registry: registry)
        let entries: [TimelineEntry]
        do {
            entries = try streamed.map(recorder.entry(json:))
        } catch {
            throw Failure.input("\(file.escapingControlCharacters): could not be recorded (\(error)); nothing was written.")
        }
        return .crashed(
            Crash(
                fixture: recorder.crashFixture(scenario, name: name, network: network, entries: entries, crashSite: site),
                sentence: sentence))
    }

    /// When a session must have finished, on the monotonic clock (which only decides when to stop
    /// waiting; nothing it measures reaches a fixture).
    struct Deadline {
        /// Nanoseconds of uptime; nil: no limit.
        private let end: UInt64?

        /// `seconds` from now; nil, or a limit too large to count in nanoseconds, is no limit.
        init(seconds: Int?) {
            let now = DispatchTime.now().uptimeNanoseconds
            end = seconds.flatMap { seconds in
                guard seconds >= 0 else { return now }
                let (nanoseconds, overflow) = UInt64(seconds).multipliedReportingOverflow(by: 1_000_000_000)
                let (end, later) = now.addingReportingOverflow(nanoseconds)
                return overflow || later ? nil : end
            }
        }

        /// Whole milliseconds left (rounded up; 0 once passed), or nil with no limit.
        var millisecondsLeft: Int? {
            guard let end else { return nil }
            let now = DispatchTime.now().uptimeNanoseconds
            return now >= end ? 0 : Int((end - now + 999_999) / 1_000_000)
        }
    }

    /// The recording a child that finished its session sent.
    private static func recording(_ outcome: Outcome, registry: AdapterRegistry, file: String, network: LiveNetwork) throws -> Recording {
        guard let json = outcome.fixture else {
            throw Failure.input(
                "\(file.escapingControlCharacters): could not be recorded (\(outcome.problem ?? "no reason given")); nothing was written.")
        }
        do {
            return Recording(
                fixture: try FixtureCodec.decodeJSON(Array(json.utf8), path: file, networks: registry.networks),
                breaches: outcome.breaches, notes: outcome.notes, reads: outcome.reads)
        } catch {
            // Recording again gives the same fixture: the sentence names the cause instead.
            let reason = error.reason
            if let live = network.upstream {
                throw Failure.input(
                    "\(file.escapingControlCharacters): the upstream \(RecordCommand.shownWithoutSecrets(live.upstream)) answered what a fixture "
                        + "cannot hold (\(reason)); nothing was written, and recording again against this server gives the same.")
            }
            throw Failure.input(
                "\(file.escapingControlCharacters): the recording session sent a fixture that cannot be read (\(reason)); nothing was written "
                    + "(AdReplay's fault, not the adapter's: please report it).")
        }
    }
}
