import Foundation
import Testing

/// Signals from outside a run (issue 45, items 4 and 5): a fresh process killed in the middle of
/// its fixture is a crash, never a pass; a run that is killed takes its workers and their
/// children with it.
@Suite struct ReplaySignalTests {
    static let fixtures = 150

    /// `fixtures` copies of one passing fixture, `corpus/f000.fixture.gz` on: a run long enough
    /// to catch one of its fresh processes alive.
    static func corpus() throws -> Scratch {
        let scratch = try Scratch()
        let bytes = try Data(contentsOf: AdReplayCLI.recordings.appendingPathComponent("banner/fill.fixture.gz"))
        for index in 0..<fixtures { try scratch.write(bytes, to: String(format: "corpus/f%03d.fixture.gz", index)) }
        return scratch
    }

    /// The run's worker (`--jobs 1`: its one child), once it is there.
    static func worker(of run: UnmaskedProcess) -> pid_t? {
        var worker: pid_t?
        _ = ProcessTree.wait(upTo: 60) {
            worker = ProcessTree.children(of: run.pid).first
            return worker != nil
        }
        return worker
    }

    static func intermittent(_ path: String, signal: Int32) -> String {
        "\(path): crashed (signal \(signal)), and passed when replayed again alone: the crash is intermittent (a race in the adapter, or a signal from outside the run)"
    }

    /// A child killed by SIGSEGV, SIGBUS, SIGABRT or SIGKILL in the middle of its fixture was
    /// replayed again to learn where it trapped, and the second replay's PASS was reported. Now
    /// the fixture is CRASH (exit 1), saying that a second replay passed. A signal that comes
    /// after the child answered changes nothing (its fixture passed, as it did): the run is
    /// tried again, up to four times.
    @Test(arguments: [SIGSEGV, SIGBUS, SIGABRT, SIGKILL])
    func aChildKilledMidFixture_isACrash_neverAPass(signal: Int32) throws {
        let scratch = try Self.corpus()
        for _ in 0..<4 {
            // Without SWIFT_BACKTRACE, as a user runs it: the crash is replayed again to learn where.
            let run = try UnmaskedProcess(["replay", "--jobs", "1", "corpus"], in: scratch.url, environment: ["SWIFT_BACKTRACE": nil])
            let worker = try #require(Self.worker(of: run))
            _ = ProcessTree.wait(upTo: 60) {
                ProcessTree.children(of: worker).contains { Foundation.kill($0, signal) == 0 }
            }
            let result = try run.wait()
            guard let crash = result.stdoutLines.first(where: { $0.hasPrefix("CRASH ") }) else {
                #expect(result.status == 0, "\(result)")
                #expect(result.stdoutLines.last == "\(Self.fixtures) fixtures: \(Self.fixtures) passed", "\(result)")
                continue
            }
            let path = String(crash.dropFirst("CRASH ".count))
            #expect(result.exited && result.status == 1, "\(result)")
            #expect(
                result.stdoutLines.filter { !$0.hasPrefix("PASS ") } == [
                    crash, "", Self.intermittent(path, signal: signal),
                    "\(Self.fixtures) fixtures: \(Self.fixtures - 1) passed, 1 crashed",
                ], "\(result)")
            #expect(result.stderr == Self.intermittent(path, signal: signal) + "\n", "\(result)")
            return
        }
        Issue.record("in four runs, no fresh process was killed before it answered")
    }

    /// SIGTERM or SIGKILL to `adreplay replay` left its worker, and the child the worker waited
    /// on, running for ever (reparented to init). Here the child is stuck (stopped): when the run
    /// is killed, no process it started remains. The wait is only a generous bound on something
    /// the kernel does at once.
    @Test(arguments: [SIGKILL, SIGTERM])
    func aKilledRun_leavesNoWorkerOrChildBehind(signal: Int32) throws {
        let scratch = try Self.corpus()
        // Not an ADREPLAY_ name: the tool checks those.
        let mark = UUID().uuidString
        let marker = "LEAK_CHECK_MARK=\(mark)"
        let run = try UnmaskedProcess(
            ["replay", "--jobs", "1", "--timeout", "0", "corpus"], in: scratch.url, environment: ["LEAK_CHECK_MARK": mark])
        // Nothing is left behind by this test, whatever it finds.
        defer {
            run.kill(SIGKILL)
            for pid in ProcessTree.processes(carrying: marker) { Foundation.kill(pid, SIGKILL) }
        }
        let worker = try #require(Self.worker(of: run))
        let stuck = try #require(ProcessTree.stopAGrandchild(of: worker, within: 60), "no fresh process was caught")
        run.kill(signal)
        let result = try run.wait()
        #expect(!result.exited, "\(result)")
        let gone = ProcessTree.wait(upTo: 60) { ProcessTree.processes(carrying: marker).isEmpty }
        #expect(gone, "still running: \(ProcessTree.processes(carrying: marker)) (the worker \(worker), its stopped child \(stuck))")
    }
}

/// A fault signal sent to `adreplay replay` itself from outside (hostile round 2): Swift's
/// backtracer caught SIGBUS, SIGSEGV, SIGABRT or SIGQUIT sent with `kill`, printed "Program crashed" with
/// a backtrace, and the run went on to exit 0. Now the run ends of the signal, as any process
/// does, and leaves no worker behind.
@Suite struct ReplayFaultSignalTests {
    @Test(arguments: [SIGBUS, SIGSEGV, SIGABRT, SIGQUIT])
    func aFaultSignalSentToTheRun_endsIt(signal: Int32) throws {
        let scratch = try ReplaySignalTests.corpus()
        let mark = UUID().uuidString
        let run = try UnmaskedProcess(
            ["replay", "--jobs", "1", "--timeout", "0", "corpus"], in: scratch.url,
            environment: ["LEAK_CHECK_MARK": mark, "SWIFT_BACKTRACE": nil])
        defer {
            run.kill(SIGKILL)
            for pid in ProcessTree.processes(carrying: "LEAK_CHECK_MARK=\(mark)") { Foundation.kill(pid, SIGKILL) }
        }
        _ = try #require(ReplaySignalTests.worker(of: run))
        run.kill(signal)
        let result = try run.wait()
        #expect(!result.exited, "\(result)")
        #expect(!result.stderr.contains("Program crashed"), "\(result)")
        #expect(ProcessTree.wait(upTo: 60) { ProcessTree.processes(carrying: "LEAK_CHECK_MARK=\(mark)").isEmpty })
    }
}
