import AdReplay
import AdReplaySample
import AdWorld
import HopAdapters
import NeutralUI
import Synchronization
import XCTest

/// Each thread hop or timer a real adapter uses (issue 34), recorded and replayed on the main
/// thread as the command line does (XCTest on Linux runs its tests there): the fixture shows the
/// SDK's and the host's events at the virtual times a direct call gives, or the session's notes
/// say what could not be placed on virtual time.
final class HopAdapterTests: XCTestCase {
    static var registry: AdapterRegistry {
        var registry = AdapterRegistry.withSampleNetwork
        for type in hopAdapters { registry.register(type) }
        return registry
    }

    /// A banner loaded at 0 ms and tapped at 5000 ms.
    static func scenario(_ adapter: String) -> Scenario {
        Scenario(
            format: .banner, adapterClassName: adapter, parameter: "sample-ad-unit", adSize: Size(width: 320, height: 50),
            script: (try? Script.parse("load; @5000 tap")) ?? [])
    }

    static func record(_ adapter: String) throws -> Recorder.Recording {
        try Recorder(registry: registry).record(scenario(adapter), name: adapter, network: .answer("fill"))
    }

    /// ``record(_:)`` on a thread of its own, not the main thread, waited for here.
    static func recordOnAThreadOfItsOwn(_ adapter: String) throws -> Recorder.Recording {
        let result = Mutex<Result<Recorder.Recording, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result.withLock { $0 = Result { try HopAdapterTests.record(adapter) } }
            done.signal()
        }
        thread.start()
        done.wait()
        return try XCTUnwrap(result.withLock { $0 }).get()
    }

    /// What a direct call records: the load at 0 ms, the click at 5000 ms.
    static let direct = [
        "0 ms  do load",
        "0 ms  sample effect log \"Fetching ad\"",
        "0 ms  sample request banner, adUnit: \"sample-ad-unit\" → fill",
        "0 ms  sample effect SampleBanner text \"Sample Text Ad \"",
        "0 ms  sample callback bannerDidLoad:",
        "0 ms  host loadCompleted ad banner 320×50 \"Sample Text Ad \"",
        "0 ms  sample effect log \"Done fetching ad\"",
        "5000 ms  do tap",
        "5000 ms  sample effect open https://www.google.com",
        "5000 ms  sample callback bannerWillLeaveApplication:",
        "5000 ms  host reportClick",
    ]

    /// Records `adapter` `times` times: every fixture's bytes the same, and it replays green.
    /// Returns the first recording.
    func recordsIdentically(
        _ adapter: String, times: Int = 100, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Recorder.Recording {
        let first = try Self.record(adapter)
        let bytes = try FixtureCodec.encode(first.fixture)
        for run in 2...times {
            let again = try Self.record(adapter)
            XCTAssertEqual(
                try FixtureCodec.encode(again.fixture), bytes, "\(adapter): recording \(run) differs from the first", file: file, line: line
            )
            XCTAssertEqual(again.notes, first.notes, "\(adapter): recording \(run)'s notes differ", file: file, line: line)
        }
        let replayed = Replayer(registry: Self.registry).replay(first.fixture)
        XCTAssertTrue(
            replayed.diff == nil && replayed.failure == nil && replayed.requestProblems.isEmpty,
            "\(adapter): the replay differs: \(replayed.failure ?? String(describing: replayed.diff))", file: file, line: line)
        XCTAssertEqual(replayed.notes, first.notes, "\(adapter): the replay's notes", file: file, line: line)
        return first
    }

    func test_direct_loadsAt0AndClicksAt5000() throws {
        let recording = try recordsIdentically("DirectBanner")
        XCTAssertEqual(recording.fixture.observation.entries.map(\.line), Self.direct)
        XCTAssertEqual(recording.notes, [])
    }

    func test_mainQueueAndMainActorHops_runAtTheVirtualTimeOfADirectCall() throws {
        for adapter in ["MainQueueBanner", "MainActorTaskBanner", "MainActorTypeBanner", "PlainTaskBanner", "GroupNotifyBanner"] {
            let recording = try recordsIdentically(adapter)
            XCTAssertEqual(recording.fixture.observation.entries.map(\.line), Self.direct, adapter)
            XCTAssertEqual(recording.notes, [], adapter)
            XCTAssertTrue(recording.breaches.isEmpty, "\(adapter): \(recording.breaches)")
        }
    }

    /// `RunLoop.main.perform` (the default mode, or the common modes) and `OperationQueue.main`:
    /// the host turns the main run loop's default mode between clock steps, so the block runs at
    /// the virtual time of a direct call.
    func test_runLoopAndOperationQueueHops_runAtTheVirtualTimeOfADirectCall() throws {
        for adapter in ["RunLoopPerformBanner", "RunLoopCommonModesBanner", "OperationQueueBanner"] {
            let recording = try recordsIdentically(adapter)
            XCTAssertEqual(recording.fixture.observation.entries.map(\.line), Self.direct, adapter)
            XCTAssertEqual(recording.notes, [], adapter)
            XCTAssertTrue(recording.breaches.isEmpty, "\(adapter): \(recording.breaches)")
            XCTAssertFalse(MainRunLoop.hasWaitingWork, "\(adapter): work left in the main run loop's default mode")
        }
    }

    func test_taskSleep_wakesOnTheVirtualClock() throws {
        let recording = try recordsIdentically("SleepBanner")
        let expected = Self.direct.map { line in
            line.hasPrefix("0 ms") && line != "0 ms  do load" ? "1000" + line.dropFirst(1) : line
        }
        XCTAssertEqual(recording.fixture.observation.entries.map(\.line), expected)
        XCTAssertEqual(recording.notes, [])
    }

    func test_backgroundThreads_areRefusedAndNamed() throws {
        let cases = [
            ("GlobalQueueBanner", "a DispatchQueue.global() worker (com.apple.root.default-qos)"),
            ("ThreadBanner", "a thread that is not the session's (a Thread or pthread the adapter or SDK started)"),
        ]
        for (adapter, thread) in cases {
            let recording = try recordsIdentically(adapter)
            XCTAssertEqual(recording.fixture.observation.entries.map(\.line), ["0 ms  do load", "5000 ms  do tap"], adapter)
            XCTAssertEqual(
                recording.notes,
                [
                    "the adapter's code reached the session from another thread (the SDK was used on \(thread)): AdReplay did not run it, "
                        + "as it cannot place it on virtual time; hop back with DispatchQueue.main.async { … } (or a @MainActor task) "
                        + "before calling the SDK or the host"
                ], adapter)
        }
    }

    /// A GMA call from a `DispatchQueue.global()` worker (the click, forwarded on a queue of the
    /// adapter's) is refused the same way every time, and named: which call, which queue. Before,
    /// the host took it at whatever virtual time the session had reached when the worker ran.
    func test_gmaCallFromAGlobalQueueWorker_isRefusedTheSameWayEveryTime_andNamed() throws {
        let note =
            "the adapter's code reached the session from another thread (GMA's reportClick was called on a DispatchQueue.global() "
            + "worker (com.apple.root.default-qos)): AdReplay did not run it, as it cannot place it on virtual time; hop back with "
            + "DispatchQueue.main.async { … } (or a @MainActor task) before calling the SDK or the host"
        // Recorded 100 times: the same bytes, the same note; the SDK's click never reached GMA.
        let recording = try recordsIdentically("GlobalQueueClickBanner")
        XCTAssertEqual(recording.fixture.observation.entries.map(\.line), Array(Self.direct.dropLast()))
        XCTAssertEqual(recording.notes, [note])
        XCTAssertEqual(
            recording.breaches.map(\.description),
            [
                "ad 1: the SDK's reports reach GMA (5000 ms): the SDK reported a click (sample callback bannerWillLeaveApplication:), "
                    + "and the adapter never told GMA (no reportClick)"
            ])
        // The direct adapter's golden recording, replayed 100 times with this one in its place.
        let golden = try Self.record("DirectBanner").fixture
        let replayer = Replayer(registry: Self.registry, substitutions: ["DirectBanner": "GlobalQueueClickBanner"])
        let first = replayer.replay(golden)
        XCTAssertEqual(first.status, .differed)
        XCTAssertEqual(first.diff?.headline, "first difference at #10 (5000 ms): host reportClick at 5000 ms was recorded but not replayed")
        XCTAssertEqual(first.notes, [note])
        for run in 2...100 {
            XCTAssertEqual(replayer.replay(golden), first, "replay \(run) differs from the first")
        }
    }

    /// A load completion from a `DispatchQueue.global()` worker is refused before the host keeps
    /// anything of it (the banner it hands over is not kept, no event delegate is handed back):
    /// the same bytes in 100 recordings, the call and the queue named, and the later tap reaches
    /// no ad the host took.
    func test_loadCompletionFromAGlobalQueueWorker_isRefusedBeforeTheHostKeepsAnything() throws {
        let recording = try recordsIdentically("GlobalQueueCompletionBanner")
        XCTAssertEqual(
            recording.fixture.observation.entries.map(\.line),
            Self.direct.filter { !$0.contains("host ") && !$0.contains("5000 ms  sample") })
        XCTAssertEqual(
            recording.notes,
            [
                "the adapter's code reached the session from another thread (GMA's load completion handler was called on a "
                    + "DispatchQueue.global() worker (com.apple.root.default-qos)): AdReplay did not run it, as it cannot place it on "
                    + "virtual time; hop back with DispatchQueue.main.async { … } (or a @MainActor task) before calling the SDK or the host"
            ])
        XCTAssertEqual(recording.breaches.map(\.description), ["ad 1: load completes exactly once: the load never completed"])
    }

    /// Off the main thread (a Swift Testing test, a thread of its own), a session cannot run the
    /// main queue: it says so. Here the main thread waits for it, so the block is still queued.
    func test_offTheMainThread_mainQueueWorkIsNamed() throws {
        let recording = try Self.recordOnAThreadOfItsOwn("MainQueueBanner")
        XCTAssertEqual(recording.fixture.observation.entries.map(\.line), ["0 ms  do load", "5000 ms  do tap"])
        XCTAssertEqual(
            recording.notes,
            [
                "work was queued to the main queue or the main actor (DispatchQueue.main.async, a @MainActor task or type) while this "
                    + "session ran on a thread that is not the main thread, so it did not run at its virtual time; run the session on the "
                    + "main thread (the adreplay command line and a fresh process per fixture do; in tests, an XCTest test or the test "
                    + "helpers' default isolation)"
            ])
        // The block left on the main queue finds its session over: it changes nothing now.
        MainQueue.runWaiting()
    }

    /// The canary of CoreFoundation's "inside the main queue" slot (a private value no lookup can
    /// check): on the main thread, with the flag set as ``MainRunLoop`` sets it, a main run loop
    /// with a block waiting looks busy and, once turned, idle. With a wrong slot or value it
    /// would look busy for ever (it stands for the main dispatch queue there).
    func test_canary_insideMainQueueSlot() {
        XCTAssertTrue(Thread.isMainThread, "XCTest on Linux runs its tests on the main thread")
        RunLoop.main.perform {}
        XCTAssertTrue(MainRunLoop.hasWaitingWork, "a block queued with RunLoop.main.perform is not seen waiting")
        MainRunLoop.turn()
        XCTAssertFalse(MainRunLoop.hasWaitingWork, ToolchainInternal.insideMainQueueSlot.canarySentence)
    }

    /// The same for a `RunLoop.main.perform` block: off the main thread the session cannot turn
    /// the main run loop, and says so instead of losing the load without a word.
    func test_offTheMainThread_runLoopWorkIsNamed() throws {
        XCTAssertFalse(MainRunLoop.hasWaitingWork, "the main run loop's default mode is busy before the test")
        let recording = try Self.recordOnAThreadOfItsOwn("RunLoopPerformBanner")
        XCTAssertEqual(recording.fixture.observation.entries.map(\.line), ["0 ms  do load", "5000 ms  do tap"])
        XCTAssertEqual(
            recording.notes,
            [
                "work was queued to the main run loop (RunLoop.main.perform, a Timer added to RunLoop.main) while this session ran on "
                    + "a thread that is not the main thread, so it did not run at its virtual time; run the session on the main thread "
                    + "(the adreplay command line and a fresh process per fixture do; in tests, an XCTest test or the test helpers' "
                    + "default isolation)"
            ])
        // The block left in the run loop finds its session over: it changes nothing now.
        MainRunLoop.turn()
        XCTAssertFalse(MainRunLoop.hasWaitingWork)
    }
}
