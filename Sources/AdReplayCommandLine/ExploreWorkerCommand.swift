import AdReplay
import AdReplayIsolation
import ArgumentParser
import Foundation
import Synchronization

/// `adreplay explore-worker`, hidden: what `adreplay explore` runs its sessions in. Reads one
/// ``Explorer/Session`` as JSON per line from stdin, records it with the tool's adapters in a
/// fresh process forked for it (``FreshProcess``), and answers with its failures as a JSON array
/// on one line; ends at the end of stdin. If the adapter traps, the child dies mid-session, the
/// worker ends the same way, and the parent reports the crash.
struct ExploreWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore-worker",
        abstract: "Record sessions given on stdin, one JSON answer per line (used by `adreplay explore`).",
        shouldDisplay: false
    )

    @OptionGroup var contracts: ContractOptions

    func run() throws {
        let answers = WorkerChannel.takeStandardOutput()
        let run = Explorer.inProcess(CommandLineTool.current.registry, optIn: contracts.optIn)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let refusal = FreshProcess.refusal()
        while let line = readLine(strippingNewline: true) {
            guard let session = try? JSONDecoder().decode(Explorer.Session.self, from: Data(line.utf8)) else {
                throw Failure.input("explore-worker: \(line.escapingControlCharacters) is not a session.")
            }
            let answer = { () -> Bool in
                let answer = (try? encoder.encode(run(session))).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
                return WorkerChannel.write(Array((answer + "\n").utf8), to: answers.fileDescriptor)
            }
            // Each session in a fresh process forked from this one, as `replay` does: what an
            // adapter keeps in a static never reaches the next session, so a finding is the
            // session's own.
            if let refusal {
                throw Failure.input("explore-worker: cannot run sessions in fresh processes: it \(refusal).")
            }
            if case .died(let termination) = FreshProcess.run(answer) { FreshProcess.end(as: termination) }
        }
    }
}

/// Runs explore sessions one at a time in an `adreplay explore-worker` child, starting a new one
/// after a crash, so that an adapter's trap is a finding instead of the end of the run.
final class ExploreWorkers: Sendable {
    private let worker = Mutex<WorkerProcess?>(nil)
    private let executable: String
    private let arguments: [String]

    /// Workers that check the opt-in rules of `contracts` too.
    init(executable: String = ReplayWorkers.currentExecutable, contracts: ContractOptions) {
        self.executable = executable
        arguments = ["explore-worker"] + contracts.arguments
    }

    /// The session's failures; a crash when the worker died; a crash of its own when no worker
    /// starts (the run cannot tell that from the adapter).
    func run(_ session: Explorer.Session) throws(WorkerProcess.StartError) -> [Explorer.Failure] {
        let failures = try worker.withLock { (slot) throws(WorkerProcess.StartError) -> [Explorer.Failure]? in
            let current: WorkerProcess
            if let slot {
                current = slot
            } else {
                current = try WorkerProcess(executable: executable, arguments: arguments, environment: ReplayWorkers.environment)
                slot = current
            }
            if let answer = Self.answer(session, from: current) { return answer }
            let (termination, stderr) = current.finish()
            slot = nil
            let crash = Explorer.Failure.crash(sentence: CrashSentence.from(stderr: stderr, termination: termination.description))
            // A trap with no place, or one in Swift's libraries, says nothing of which code
            // trapped: the session runs once more with the backtracer on, which does.
            return crash.key == .crash(site: "unknown") ? nil : [crash]
        }
        if let failures { return failures }
        return try diagnosed(session)
    }

    /// The failures of one session sent to `worker`, or nil when it died answering.
    private static func answer(_ session: Explorer.Session, from worker: WorkerProcess) -> [Explorer.Failure]? {
        guard let request = try? JSONEncoder().encode(session), worker.send(String(decoding: request, as: UTF8.self)),
              let line = worker.readLine() else { return nil }
        return try? JSONDecoder().decode([Explorer.Failure].self, from: Data(line.utf8))
    }

    /// `session` run alone in a worker with Swift's backtracer on (its crashed thread only): the
    /// crash's place at the caller of a library that trapped, or in an optimised build, which
    /// traps without a word. A session is deterministic, so it crashes again.
    private func diagnosed(_ session: Explorer.Session) throws(WorkerProcess.StartError) -> [Explorer.Failure] {
        let worker = try WorkerProcess(executable: executable, arguments: arguments,
                                       environment: ReplayWorkers.diagnosingEnvironment ?? ReplayWorkers.environment)
        if let answer = Self.answer(session, from: worker) {
            worker.finish()
            return answer
        }
        let (termination, stderr) = worker.finish()
        return [.crash(sentence: CrashSentence.from(stderr: stderr, termination: termination.description))]
    }

    deinit {
        worker.withLock { _ = $0?.finish() }
    }
}
