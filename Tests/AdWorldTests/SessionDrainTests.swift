import Dispatch
import Foundation
import Synchronization
import Testing

@testable import AdWorld

/// The pieces of a session's drain that do not need the main thread (Swift Testing runs these on
/// its pool): the session's tasks, their sleeps on the virtual clock, the thread check, and what
/// a session off the main thread says. The main thread's part is in Tests/HopAdapterTests.
@Suite struct SessionDrainTests {
    /// Runs `body` on a thread of its own (a session claims its thread; the pool's are shared).
    private func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) throws -> T {
        let result = Mutex<Result<T, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result.withLock { $0 = Result { try body() } }
            done.signal()
        }
        thread.start()
        done.wait()
        return try #require(result.withLock { $0 }).get()
    }

    @Test func aPlainTask_runsOnTheSessionsThread_atTheVirtualTimeItWasStarted() throws {
        let log = try onOwnThread { () -> [String] in
            let clock = VirtualClock()
            let world = World(clock: clock)
            let drain = SessionDrain(world: world, clock: clock)
            let log = Lines()
            let sessionThread = pthread_self()
            let shared = clock
            clock.schedule(after: 40) {
                Task { [shared, log] in
                    log.lines.withLock {
                        $0.append("task at \(shared.now), same thread \(pthread_equal(sessionThread, pthread_self()) != 0)")
                    }
                }
            }
            clock.advance(to: 40)
            log.lines.withLock { $0.append("before the drain") }
            try drain.run()
            _ = drain.end()
            return log.lines.withLock { $0 }
        }
        #expect(log == ["before the drain", "task at 40, same thread true"])
    }

    @Test func taskSleep_wakesOnTheVirtualClock_roundedUpToWholeMilliseconds() throws {
        let log = try onOwnThread { () -> [String] in
            let clock = VirtualClock()
            let world = World(clock: clock)
            let drain = SessionDrain(world: world, clock: clock)
            let log = Lines()
            let shared = clock
            Task { [shared, log] in
                try await Task.sleep(for: .milliseconds(250))
                log.lines.withLock { $0.append("woke at \(shared.now)") }
                try await Task.sleep(for: .microseconds(1_500))
                log.lines.withLock { $0.append("woke at \(shared.now)") }
            }
            try drain.run()
            try clock.runToQuiescence { () throws(VirtualClock.RunawayError) in try drain.run() }
            _ = drain.end()
            return log.lines.withLock { $0 }
        }
        #expect(log == ["woke at 250", "woke at 252"])
    }

    @Test func milliseconds_roundUp_andSaturate() {
        #expect(SessionExecutor.milliseconds(Duration.milliseconds(250)) == 250)
        #expect(SessionExecutor.milliseconds(Duration.milliseconds(250) - .nanoseconds(3_000)) == 250)
        #expect(SessionExecutor.milliseconds(Duration.nanoseconds(1)) == 1)
        #expect(SessionExecutor.milliseconds(Duration.zero) == 0)
        #expect(SessionExecutor.milliseconds(Duration.seconds(-1)) == 0)
        #expect(SessionExecutor.milliseconds(Duration.seconds(Int64.max)) == Int.max)
        #expect(SessionExecutor.milliseconds(3) == 0)
    }

    @Test func aSleepsDuration_isRecoveredFromWhatRemains_evenAfterAPreemption() {
        #expect(SessionExecutor.sleepMilliseconds(remaining: .milliseconds(250) - .nanoseconds(4_000)) == 250)
        #expect(SessionExecutor.sleepMilliseconds(remaining: .milliseconds(253) - .nanoseconds(4_000)) == 253)
        #expect(SessionExecutor.sleepMilliseconds(remaining: .milliseconds(7) - .nanoseconds(4_000)) == 7)
        // Preempted for 2 ms between asking and being heard.
        #expect(SessionExecutor.sleepMilliseconds(remaining: .seconds(1) - .milliseconds(2)) == 1_000)
        #expect(SessionExecutor.sleepMilliseconds(remaining: .milliseconds(1_500) - .milliseconds(2)) == 1_500)
        #expect(SessionExecutor.sleepMilliseconds(remaining: .zero) == 0)
    }

    @Test func theSDKsSeam_refusesACallFromAnotherThread_andTheSessionNamesIt() throws {
        let (answered, notes) = try onOwnThread { () -> (Int, [String]) in
            let clock = VirtualClock()
            let world = World(clock: clock)
            let drain = SessionDrain(world: world, clock: clock)
            let network = CountingNetwork()
            nonisolated(unsafe) let seam = SDKSeam<Int, Int, Int, Int>(network: network)
            let shared = world
            seam.fetch(1, in: world) { _ in }
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                seam.fetch(2, in: shared) { _ in }
                done.signal()
            }
            done.wait()
            return (network.asked.withLock { $0 }, drain.end())
        }
        #expect(answered == 1)
        #expect(
            notes == [
                "the adapter's code reached the session from another thread (the SDK was used on a DispatchQueue.global() worker "
                    + "(com.apple.root.default-qos)): AdReplay did not run it, as it cannot place it on virtual time; hop back with "
                    + "DispatchQueue.main.async { … } (or a @MainActor task) before calling the SDK or the host"
            ])
    }

    /// The watch's thread starts only once a session keeps a task's job, and then frees a
    /// session's thread that waits, blocked, for the task it started (on a device the task runs
    /// on the pool): the wait ends after the watch's patience instead of never.
    ///
    /// The released job runs on the cooperative pool, which has as many threads as cores (2
    /// here). Inside the whole parallel `swift test` that pool belongs to every Swift Testing
    /// test of the package, and many of them block its threads in synchronous waits (child
    /// processes, semaphores): measured in a full run (2026-11-28), the watch had released the
    /// job (`released` true), and neither it nor a fresh `Task.detached` started then ran within
    /// 120 s. So the check runs in a child process of this test binary that runs this test alone,
    /// with the pool to itself, and this process reads its answer: in the next full runs the child
    /// took 0.3 s, while this test's own body, an async function on that pool, started some 2 500
    /// lines of the run's log after Swift Testing said it had (the test "passed after" 3 to 4
    /// minutes).
    @Test func aTaskWaitedForOnTheSessionsThread_isHandedToThePool() async throws {
        if ProcessInfo.processInfo.environment[Self.handOffChild] == "1" {
            let (ran, released) = try await onOwnThreadWithoutBlocking { () -> (Bool, Bool) in
                let clock = VirtualClock()
                let drain = SessionDrain(world: World(clock: clock), clock: clock)
                let log = Lines()
                let done = DispatchSemaphore(value: 0)
                Task { [log] in
                    log.lines.withLock { $0.append("ran") }
                    done.signal()
                }
                // The task's job waits on this thread; a wait here would be for ever without the watch.
                let ended = done.wait(timeout: .now() + 10) == .success
                let released = SessionExecutor.ofThisThread.takeReleased()
                _ = drain.end()
                return (ended && log.lines.withLock { $0 } == ["ran"], released)
            }
            print("\(Self.handOffAnswer)ran \(ran), released \(released)")
            #expect(ran)
            #expect(released)
            return
        }
        let test = try #require(Test.current)
        let child = try Self.runAlone(test, environment: [Self.handOffChild: "1"], limit: 120)
        #expect(child.status == 0, "\(child.output)")
        #expect(child.output.contains("\n\(Self.handOffAnswer)ran true, released true\n"), "\(child.output)")
    }

    /// A session's look for `RunLoop.main.perform` work does not make the main run loop: a
    /// process whose adapters never use one never has one (nor its mode's timerfd, which every
    /// session's timer check would then look at). Once the adapter makes it, the look sees its
    /// work. In a child process of its own, where nothing has made the run loop yet.
    @Test func theLookForRunLoopWork_makesNoRunLoop_andSeesOneTheAdapterMade() throws {
        if ProcessInfo.processInfo.environment[Self.runLoopChild] == "1" {
            let before = MainRunLoop.isMade
            let clock = VirtualClock()
            let drain = SessionDrain(world: World(clock: clock), clock: clock)
            try drain.run()
            _ = drain.end()
            let afterSession = MainRunLoop.isMade
            RunLoop.main.perform {}
            print(
                "\(Self.runLoopAnswer)before \(before), after a session \(afterSession), after perform \(MainRunLoop.isMade) \(MainRunLoop.hasWaitingWork)"
            )
            return
        }
        let test = try #require(Test.current)
        let child = try Self.runAlone(test, environment: [Self.runLoopChild: "1"], limit: 120)
        #expect(child.status == 0, "\(child.output)")
        #expect(
            child.output.contains("\n\(Self.runLoopAnswer)before false, after a session false, after perform true true\n"),
            "\(child.output)")
    }

    private static let runLoopChild = "ADREPLAY_SESSION_DRAIN_RUN_LOOP_CHILD"
    private static let runLoopAnswer = "main run loop: "

    /// Set in the child process that runs the hand-off check.
    private static let handOffChild = "ADREPLAY_SESSION_DRAIN_HAND_OFF_CHILD"
    private static let handOffAnswer = "pool hand-off: "

    /// Runs `test` alone in a child process of this test binary (Swift Testing's `--filter`
    /// with its ID) with `environment` added; its status and its stdout and stderr together.
    /// Stopped after `limit` seconds.
    private static func runAlone(_ test: Test, environment: [String: String], limit: Double) throws -> (status: Int32, output: String) {
        let id = "\(test.id.moduleName).\(test.id.nameComponents.joined(separator: "/"))"
        var pattern = "^"
        for character in id {
            if "\\^$.|?*+()[]{}-/#&~ ".contains(character) { pattern.append("\\") }
            pattern.append(character)
        }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("session-drain-child-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        process.arguments = ["--testing-library", "swift-testing", "--filter", pattern + "(/|$)"]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(limit)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try handle.close()
        return (process.terminationStatus, try String(contentsOf: output, encoding: .utf8))
    }

    /// Runs `body` on a thread of its own, and waits for it without blocking a thread of the
    /// pool (the check above needs the pool for the task it releases).
    private func onOwnThreadWithoutBlocking<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: Result { try body() }) }
            thread.start()
        }
    }

    @Test func offTheMainThread_theMainQueueIsNotRun() throws {
        let access = try onOwnThread { () -> SessionDrain.MainQueueAccess in
            let clock = VirtualClock()
            let drain = SessionDrain(world: World(clock: clock), clock: clock)
            defer { _ = drain.end() }
            return drain.mainQueueAccess
        }
        #expect(access == .offMainThread)
        #expect(!MainQueue.canRunHere())
    }
}

/// A network that counts what it is asked, and answers at once.
private final class CountingNetwork: AdNetwork, Sendable {
    let asked = Mutex(0)

    func answer(_ request: Int) -> NetworkReply<Int> {
        asked.withLock { $0 += 1 }
        return NetworkReply(request, latency: 0)
    }
}

/// Lines a test's tasks write and the test reads.
private final class Lines: Sendable {
    let lines = Mutex<[String]>([])
}

/// The clock a test's task reads, handed over as the session's own thread runs it.
extension VirtualClock: @unchecked Sendable {}
