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
    /// The `adreplay explore` process that started this worker: the worker ends when it does,
    /// taking the child it records in along.
    @OptionGroup var parent: ParentProcessOption

    func run() throws {
        parent.endWithParent(takingChildren: true)
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
            switch FreshProcess.run(answer) {
            case .answered: continue
            case .died(let termination): FreshProcess.end(as: termination)
            case .notForked(let why, _): throw Failure.input("explore-worker: cannot run sessions in fresh processes: it \(why).")
            }
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
        // The workers end with this process, however it ends (they start on its main thread).
        arguments = ["explore-worker"] + ParentProcessOption.arguments + contracts.arguments
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
            switch Self.answer(session, from: current) {
            case .failures(let failures): return failures
            case .timedOut:
                // Stopped, and run once more below in a new worker: a session that is stuck for
                // good is stuck again there and reported so; one caught in a race of threads it
                // started in its fresh process (seen, rarely: two threads each waiting for the
                // Swift runtime's one-time set-up of a type) gives its real answer.
                current.kill()
                current.finish()
                slot = nil
                return nil
            case .died: break
            }
            let (termination, stderr) = current.finish()
            slot = nil
            let crash = Explorer.Failure.crash(sentence: CrashSentence.from(stderr: stderr, termination: termination.description))
            // A trap with no place, or one in Swift's libraries, says nothing of which code
            // trapped: the session runs once more with the backtracer on, which does.
            return crash.key == .crash(site: .unknown) ? nil : [crash]
        }
        if let failures { return failures }
        return try diagnosed(session)
    }

    /// What a worker gave for one session.
    private enum Answer {
        case failures([Explorer.Failure])
        /// It died answering (or answered something that is no answer).
        case died
        /// It did not answer within ``SessionRecorder/timeout`` seconds.
        case timedOut
    }

    /// The failures of one session sent to `worker`, or why there are none.
    private static func answer(_ session: Explorer.Session, from worker: WorkerProcess) -> Answer {
        guard let request = try? JSONEncoder().encode(session), worker.send(String(decoding: request, as: UTF8.self)) else { return .died }
        switch worker.readLine(within: SessionRecorder.timeout * 1000) {
        case .line(let line):
            return (try? JSONDecoder().decode([Explorer.Failure].self, from: Data(line.utf8))).map(Answer.failures) ?? .died
        case .ended: return .died
        case .timedOut: return .timedOut
        }
    }

    /// `session` run alone in a worker with Swift's backtracer on (its crashed thread only): the
    /// crash's place at the caller of a library that trapped, or in an optimised build, which
    /// traps without a word. A session is deterministic, so it crashes again.
    private func diagnosed(_ session: Explorer.Session) throws(WorkerProcess.StartError) -> [Explorer.Failure] {
        let worker = try WorkerProcess(
            executable: executable, arguments: arguments,
            environment: ReplayWorkers.diagnosingEnvironment ?? ReplayWorkers.environment)
        switch Self.answer(session, from: worker) {
        case .failures(let failures):
            worker.finish()
            return failures
        case .timedOut:
            worker.kill()
            worker.finish()
            return [.crash(sentence: "did not finish within \(SessionRecorder.timeout) s and was stopped (an endless loop or wait?)")]
        case .died: break
        }
        let (termination, stderr) = worker.finish()
        return [.crash(sentence: CrashSentence.from(stderr: stderr, termination: termination.description))]
    }

    deinit {
        worker.withLock { _ = $0?.finish() }
    }
}
