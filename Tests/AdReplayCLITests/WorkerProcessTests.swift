@testable import AdReplayCommandLine
@testable import adreplay
import Foundation
import Testing

/// The child processes replay and explore run fixtures in: lines, end of file, and a child that
/// never answers.
@Suite struct WorkerProcessTests {
    static func shell(_ script: String) throws -> WorkerProcess {
        try WorkerProcess(executable: "/bin/sh", arguments: ["-c", script], environment: ProcessInfo.processInfo.environment)
    }

    @Test func lines_thenTheEnd() throws {
        let worker = try Self.shell("echo one; echo two")
        #expect(worker.readLine(within: 10_000) == .line("one"))
        #expect(worker.readLine() == "two")
        #expect(worker.readLine(within: 10_000) == .ended)
        #expect(worker.finish().termination == .exited(0))
    }

    @Test func aChildThatNeverAnswers_timesOut_andIsStopped() throws {
        let worker = try Self.shell("sleep 30")
        #expect(worker.readLine(within: 200) == .timedOut)
        worker.kill()
        #expect(worker.finish().termination == .signalled(SIGKILL))
    }

    @Test func stderr_isKept() throws {
        let worker = try Self.shell("echo 'File.swift:7: Fatal error: boom' >&2; kill -ILL $$")
        #expect(worker.readLine(within: 10_000) == .ended)
        let (termination, stderr) = worker.finish()
        #expect(termination == .signalled(SIGILL))
        #expect(stderr == "File.swift:7: Fatal error: boom\n")
    }

    @Test func aWorkerChild_startsWithDefaultSignals_evenWhenTheParentIgnoresSIGPIPE() throws {
        signal(SIGPIPE, SIG_IGN)
        let worker = try Self.shell("awk '/^SigIgn/ { print $2 }' /proc/self/status")
        guard case .line(let mask) = worker.readLine(within: 10_000), let ignored = UInt64(mask, radix: 16) else {
            Issue.record("no SigIgn line")
            return
        }
        #expect(ignored & (1 << (UInt64(SIGPIPE) - 1)) == 0, "SigIgn \(mask)")
        worker.finish()
    }

    @Test(arguments: ["recordings/banner/fill.fixture.gz", "odd\nname\\with\\n.fixture.gz", "\\", "a\\nb"])
    func requestLines_carryAnyPath(path: String) {
        let line = ReplayWorkers.Request.line(for: path)
        #expect(!line.contains("\n"))
        #expect(ReplayWorkers.Request.path(from: line) == path)
    }

    @Test func aLineThatIsNoRequest_isRefused() {
        #expect(ReplayWorkers.Request.path(from: "") == nil)
        #expect(ReplayWorkers.Request.path(from: "trailing\\") == nil)
        #expect(ReplayWorkers.Request.path(from: "bad\\x") == nil)
    }
}
