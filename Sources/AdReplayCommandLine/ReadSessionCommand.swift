import AdReplay
import AdReplayIsolation
import ArgumentParser
import Foundation

/// `adreplay read-session FIXTURE`, hidden: replays one fixture with the host noting what the
/// adapter reads, and writes one line of JSON: the reads, or why the session could not run. In a
/// child process, so an adapter that traps costs the child, not `reads`.
struct ReadSessionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "read-session",
        abstract: "Replay one fixture, noting what its adapter reads (used by `adreplay reads`).",
        shouldDisplay: false
    )

    @Argument var fixture: String
    /// The command that started it: the session ends when that does.
    @OptionGroup var parent: ParentProcessOption

    struct Outcome: Codable {
        var reads: AdapterReads?
        var problem: String?
    }

    func run() throws {
        parent.endWithParent(takingChildren: false)
        let lines = WorkerChannel.takeStandardOutput()
        var outcome = Outcome()
        do {
            let recorded = try readFixture(fixture)
            outcome.reads = try Replayer(registry: CommandLineTool.current.registry).reads(of: recorded)
        } catch let failure as CommandFailure {
            outcome.problem = failure.message
        } catch {
            outcome.problem =
                "\(fixture.escapingControlCharacters): the session could not run (\(error)); fix the fixture or register its adapter."
        }
        lines.write(try JSONEncoder().encode(outcome) + Data("\n".utf8))
    }

    /// What the adapter of the fixture at `path` reads, from a child process; a failure naming the
    /// file when the child could not run the session, did not finish, or died.
    static func reads(of path: String) throws -> AdapterReads {
        let worker: WorkerProcess
        do throws(WorkerProcess.StartError) {
            worker = try WorkerProcess(
                executable: ReplayWorkers.currentExecutable, arguments: ["read-session"] + ParentProcessOption.arguments + ["--", path],
                environment: ReplayWorkers.environment)
        } catch {
            throw Failure.input(error.description)
        }
        let line = worker.readLine(within: SessionRecorder.timeout * 1_000)
        if line == .timedOut { worker.kill() }
        let (termination, stderr) = worker.finish()
        guard case .line(let text) = line, let outcome = try? JSONDecoder().decode(Outcome.self, from: Data(text.utf8)) else {
            let why =
                line == .timedOut
                ? "did not finish within \(SessionRecorder.timeout) s (an endless loop or wait in the adapter?)"
                : CrashSentence.from(stderr: stderr, termination: termination.description)
            throw Failure.input(
                "\(path.escapingControlCharacters): the adapter's session \(why); replay it alone (adreplay replay \(path.shellQuoted)) to see where."
            )
        }
        if let reads = outcome.reads { return reads }
        throw Failure.input(outcome.problem ?? "\(path.escapingControlCharacters): the session gave no reads; replay it to see why.")
    }
}
