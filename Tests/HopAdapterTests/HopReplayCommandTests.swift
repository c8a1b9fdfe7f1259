import Foundation
import XCTest

/// The hops whose outcome shows only in a process of their own, as the command line runs a
/// session: on its main thread, in a process that had no timer armed before (a test runner's
/// own timers hide an adapter's), and a deadlock that can only be stopped with the process.
final class HopReplayCommandTests: XCTestCase {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// `hop-replay`, built beside this test binary.
    static var tool: URL {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent("hop-replay")
    }

    func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = Self.tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = folder.appendingPathComponent("stdout.txt"), err = folder.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
        process.standardOutput = outHandle
        process.standardError = errHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return Run(
            status: process.terminationStatus, stdout: try String(contentsOf: out, encoding: .utf8),
            stderr: try String(contentsOf: err, encoding: .utf8))
    }

    func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hop-replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    func record(_ adapter: String, in folder: URL, as name: String, environment: [String: String] = [:]) throws -> Run {
        try run(
            [
                "record", "--format", "banner", "--adapter", adapter, "--script", "load; @5000 tap", "--answer", "fill",
                "--out", "\(name).fixture.gz",
            ], in: folder, environment: environment)
    }

    /// Records `adapter` `times` times, each run into a folder of its own under `folder` (`1`,
    /// `2`, …), hands each run's command result to `check`, and asserts that every fixture's bytes
    /// are the first one's.
    func recordRepeatedly(_ adapter: String, as name: String, times: Int, in folder: URL, check: (Run, Int) -> Void) throws {
        var first: Data?
        for run in 1...times {
            let runFolder = folder.appendingPathComponent("\(run)")
            try FileManager.default.createDirectory(at: runFolder, withIntermediateDirectories: true)
            check(try record(adapter, in: runFolder, as: name), run)
            let bytes = try Data(contentsOf: runFolder.appendingPathComponent("\(name).fixture.gz"))
            if let first { XCTAssertEqual(bytes, first, "\(adapter): recording \(run) differs from the first") } else { first = bytes }
        }
    }

    static let timerNote =
        "a wall-clock timer set during the session was still waiting when its work was done at 5000 ms "
        + "(DispatchQueue.asyncAfter, a Timer, a DispatchSource timer, or Task.sleep outside the session's own tasks, such as in a "
        + "@MainActor task): AdReplay cannot move it onto the virtual clock, so what it does when it fires is not in this session; "
        + "a Task.sleep in a plain Task { … } runs on the virtual clock"

    /// A `@MainActor` adapter (``MainActorIsolatedBanner``), whose every member Swift checks is
    /// called on the main actor: the command line registers it, records, replays and explores it
    /// with no trap, its versions in the fixture.
    func test_aMainActorAdapter_recordsReplaysAndExplores() throws {
        let folder = try scratch()
        let recorded = try record("MainActorIsolatedBanner", in: folder, as: "isolated")
        XCTAssertEqual(recorded.status, 0, recorded.stdout + recorded.stderr)
        XCTAssertEqual(recorded.stderr, "")
        let inspected = try run(["inspect", "isolated.fixture.gz"], in: folder)
        XCTAssertTrue(inspected.stdout.contains("adapter 1.0.0"), inspected.stdout + inspected.stderr)
        XCTAssertTrue(inspected.stdout.contains("5000 ms  host reportClick"), inspected.stdout + inspected.stderr)
        let replayed = try run(["replay", "isolated.fixture.gz"], in: folder)
        XCTAssertEqual(replayed.status, 0, replayed.stdout + replayed.stderr)
        XCTAssertTrue(replayed.stdout.hasPrefix("PASS"), replayed.stdout)
        let explored = try run(
            ["explore", "--format", "banner", "--adapter", "MainActorIsolatedBanner", "--runs", "20", "--out", "found"], in: folder)
        XCTAssertEqual(explored.status, 0, explored.stdout + explored.stderr)
        XCTAssertTrue(explored.stdout.hasSuffix("nothing found\n"), explored.stdout + explored.stderr)
    }

    /// `asyncAfter` and `Timer` cannot be moved onto the virtual clock: every recording says so,
    /// the same bytes each time, and replays as recorded (the load that never came is the bug).
    func test_wallClockTimers_areNamedEveryTime() throws {
        for adapter in ["AsyncAfterBanner", "TimerBanner"] {
            let folder = try scratch()
            try recordRepeatedly(adapter, as: adapter, times: 100, in: folder) { recorded, run in
                // Written, and exit 1: the load that never came breaks a contract.
                XCTAssertEqual(recorded.status, 1, "\(adapter) \(run): \(recorded.stderr)")
                XCTAssertTrue(
                    recorded.stderr.contains("note: \(adapter).fixture.gz: \(Self.timerNote)\n"),
                    "\(adapter) \(run): \(recorded.stderr)")
            }
            let replayed = try run(["replay", "1/\(adapter).fixture.gz", "--accept-reproductions"], in: folder)
            XCTAssertEqual(replayed.status, 0, replayed.stdout + replayed.stderr)
            XCTAssertTrue(replayed.stdout.contains("note: \(Self.timerNote)"), replayed.stdout)
        }
    }

    /// `RunLoop.main.perform`, as the command line runs it (a process of its own, its session on
    /// the main thread): the same bytes every time, the events of a direct call, a green replay,
    /// and nothing for `explore` to find.
    func test_runLoopPerform_recordsIdenticallyAndExploresClean() throws {
        let folder = try scratch()
        try recordRepeatedly("RunLoopPerformBanner", as: "perform", times: 20, in: folder) { recorded, run in
            XCTAssertEqual(recorded.status, 0, "\(run): \(recorded.stderr)")
            XCTAssertFalse(recorded.stderr.contains("note:"), "\(run): \(recorded.stderr)")
        }
        let inspected = try run(["inspect", "1/perform.fixture.gz"], in: folder)
        XCTAssertTrue(inspected.stdout.contains("5000 ms  host reportClick"), inspected.stdout + inspected.stderr)
        let replayed = try run(["replay", "1/perform.fixture.gz"], in: folder)
        XCTAssertEqual(replayed.status, 0, replayed.stdout + replayed.stderr)
        XCTAssertFalse(replayed.stdout.contains("note:"), replayed.stdout)
        let explored = try run(
            ["explore", "--format", "banner", "--adapter", "RunLoopPerformBanner", "--runs", "1000", "--out", "found"], in: folder)
        XCTAssertEqual(explored.status, 0, explored.stdout + explored.stderr)
        XCTAssertTrue(explored.stdout.hasSuffix("nothing found\n"), explored.stdout + explored.stderr)
    }

    /// A `Timer` in the main run loop's default mode stops the host turning it (a turn would fire
    /// the timer at a wall-clock time): the `RunLoop.main.perform` block queued beside it does not
    /// run, and the note says why, the same way every time.
    func test_runLoopPerformBesideATimer_isNamed() throws {
        let note =
            "a Timer waited in the main run loop's default mode when the session's work was done at 5000 ms, so AdReplay did not turn "
            + "the run loop after it was set (a turn would fire the Timer at a wall-clock time): blocks queued with RunLoop.main.perform "
            + "from then on, if any, did not run at their virtual time; hop with DispatchQueue.main.async { … } instead"
        let folder = try scratch()
        try recordRepeatedly("TimerThenRunLoopPerformBanner", as: "timer", times: 20, in: folder) { recorded, run in
            // Written, and exit 1: the load that never came breaks a contract.
            XCTAssertEqual(recorded.status, 1, "\(run): \(recorded.stderr)")
            XCTAssertTrue(recorded.stderr.contains("note: timer.fixture.gz: \(note)\n"), "\(run): \(recorded.stderr)")
        }
        let replayed = try run(["replay", "1/timer.fixture.gz", "--accept-reproductions"], in: folder)
        XCTAssertEqual(replayed.status, 0, replayed.stdout + replayed.stderr)
        XCTAssertTrue(replayed.stdout.contains("note: \(note)"), replayed.stdout)
    }

    /// `record --timeout` bounds the session's wall-clock time (here a main-thread wait the watch
    /// would stop only after 30 s): the sentence names the file, the bound and how to raise it, and
    /// nothing is written. A negative bound is refused by its rule.
    func test_record_aSessionPastItsTimeout_isStoppedAndNothingWritten() throws {
        let folder = try scratch()
        let stuck = try run(
            [
                "record", "--format", "banner", "--adapter", "MainWaitBanner", "--answer", "fill", "--timeout", "1",
                "--out", "stuck.fixture.gz",
            ], in: folder, environment: ["ADREPLAY_MAIN_THREAD_WAIT": "30"])
        XCTAssertEqual(stuck.status, 2, stuck.stderr)
        XCTAssertEqual(
            stuck.stderr,
            "stuck.fixture.gz: the session did not finish within 1 s (an endless loop or wait in the adapter?); nothing was "
                + "written (a session this long on purpose: record --timeout SECONDS, 0 for no limit).\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("stuck.fixture.gz").path))
        let negative = try run(
            ["record", "--format", "banner", "--timeout", "-1", "--out", "never.fixture.gz"], in: folder)
        XCTAssertEqual(negative.status, 2)
        XCTAssertTrue(negative.stderr.hasPrefix("Error: --timeout must be 0 (no limit) or more, not -1.\n"), negative.stderr)
    }

    /// A wait on the main thread for work queued to it: stopped after the bound, named, and the
    /// fixture's crash says why. The watch stops the child from its signal handler with a line it
    /// made beforehand and `_exit` (no `fatalError` there): the parent reads the same crash
    /// sentence from it, when recording and when replaying the bug report.
    func test_mainThreadWait_isStoppedAndNamed() throws {
        let folder = try scratch()
        let environment = ["ADREPLAY_MAIN_THREAD_WAIT": "1"]
        let sentence =
            "the main thread waited 1 s at 0 ms for work queued to the main queue, which only the main thread runs: a wait on the main "
            + "thread (a semaphore, DispatchGroup.wait, a lock) for work queued to the main thread never ends (a deadlock on a "
            + "device too); do the work without waiting, or wait on another thread"
        let recorded = try record("MainWaitBanner", in: folder, as: "wait", environment: environment)
        XCTAssertEqual(recorded.status, 1, recorded.stderr)
        let site = try XCTUnwrap(
            recorded.stderr.firstMatch(of: #/the adapter crashed at AdWorld/MainThreadWatch\.swift:(\d+): /#), recorded.stderr)
        let line = site.output.1
        XCTAssertTrue(recorded.stderr[site.range.upperBound...].hasPrefix(sentence + "\n"), recorded.stderr)
        let replayed = try run(["replay", "wait.fixture.gz"], in: folder, environment: environment)
        XCTAssertEqual(replayed.status, 1, replayed.stdout + replayed.stderr)
        XCTAssertTrue(replayed.stdout.hasPrefix("REPRODUCES wait.fixture.gz: crashes at MainThreadWatch.swift:"), replayed.stdout)
        XCTAssertTrue(
            replayed.stdout.contains("\ncrashed at AdWorld/MainThreadWatch.swift:\(line): \(sentence)\n"),
            replayed.stdout)
        // A wait in a later step names that step's virtual time, and a limit that is no whole
        // number of seconds is said as given.
        let later = try run(
            [
                "record", "--format", "banner", "--adapter", "MainWaitBanner", "--script", "@12345 load", "--answer", "fill",
                "--out", "later.fixture.gz",
            ], in: folder, environment: ["ADREPLAY_MAIN_THREAD_WAIT": "0.5"])
        XCTAssertTrue(
            later.stderr.contains(
                "the adapter crashed at AdWorld/MainThreadWatch.swift:\(line): the main thread waited 0.5 s at 12345 ms for work queued "
                    + "to the main queue"), later.stderr)
    }
}
