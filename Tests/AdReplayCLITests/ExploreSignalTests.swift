import Foundation
import Testing

/// `adreplay explore` killed from outside (issue 45, B1): its worker, and the fresh process the
/// worker waits on, end with it, as `replay`'s do (``ReplaySignalTests``).
@Suite struct ExploreSignalTests {
    /// Before, SIGKILL or SIGTERM to `explore` left its `explore-worker` (and a stuck session's
    /// process) running, reparented to init. The session's process is stopped (SIGSTOP), so it
    /// cannot end by itself; the wait is only a generous bound on something the kernel does at once.
    @Test(arguments: [SIGKILL, SIGTERM])
    func aKilledExploration_leavesNoWorkerOrChildBehind(signal: Int32) throws {
        let scratch = try Scratch()
        // Not an ADREPLAY_ name: the tool checks those.
        let mark = UUID().uuidString
        let marker = "LEAK_CHECK_MARK=\(mark)"
        let run = try UnmaskedProcess(
            ["explore", "--format", "banner", "--runs", "1000000", "--out", "out"], in: scratch.url,
            environment: ["LEAK_CHECK_MARK": mark])
        defer {
            run.kill(SIGKILL)
            for pid in ProcessTree.processes(carrying: marker) { Foundation.kill(pid, SIGKILL) }
        }
        let worker = try #require(ReplaySignalTests.worker(of: run))
        let stuck = try #require(ProcessTree.stopAGrandchild(of: worker, within: 60), "no session's process was caught")
        run.kill(signal)
        let result = try run.wait()
        #expect(!result.exited, "\(result)")
        let gone = ProcessTree.wait(upTo: 60) { ProcessTree.processes(carrying: marker).isEmpty }
        #expect(gone, "still running: \(ProcessTree.processes(carrying: marker)) (the worker \(worker), its stopped child \(stuck))")
    }
}
