import AdReplay
import AdReplayIsolation
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The parent's side of one child process serving a helper's call (``IsolatedReplay``): starts
/// it, waits until its call serves, sends it one fixture at a time and reads the answer, within
/// the time limit; and keeps it, between the cases of a parameterized test, for the next case.
///
/// Used by one caller at a time: it is handed from one to the next through ``reuse(for:)`` and
/// ``keep(_:for:)``, never shared.
final class IsolatedChild: @unchecked Sendable {
    private let process: WorkerProcess
    private var number = 0

    /// The line a serving child writes on its answer channel before its first answer: whatever
    /// came before it is the test runner's own output, written before the child took the channel.
    static let readyLine = "adreplay-isolated-replay: serving"

    /// How long a child may take to reach the call it serves (running the test up to it): the
    /// time limit, but never less than a minute, since a busy machine starts a test binary slowly.
    private static func startLimit(_ limit: Int?) -> Int? {
        limit.map { max($0, 60) }
    }

    /// `seconds` in milliseconds; a limit too large to count in them is no limit.
    private static func milliseconds(_ seconds: Int?) -> Int? {
        seconds.flatMap { seconds in
            let (milliseconds, overflow) = seconds.multipliedReportingOverflow(by: 1_000)
            return overflow ? nil : milliseconds
        }
    }

    private init(process: WorkerProcess) {
        self.process = process
    }

    /// A child that could not serve: why, as a sentence that does not name a fixture.
    struct Died: Error {
        var sentence: String
    }

    /// Starts a child for `call` and waits until the call serves (at most ``startLimit(_:)``
    /// seconds).
    /// `deaths` are the test's fixtures that died so far (``IsolatedReplay/deathKey(site:identity:path:)``).
    static func start(for call: IsolatedReplay.Call, deaths: [String: String], limit: Int?) -> Result<IsolatedChild, Died> {
        // A child that dies while being written to must not take the test run with it.
        signal(SIGPIPE, SIG_IGN)
        let request = IsolatedReplay.Request(site: call.site, identity: call.identity, deaths: deaths)
        let process: WorkerProcess
        do {
            process = try WorkerProcess(
                executable: executable, arguments: call.arguments,
                environment: environment.merging(request.environment) { $1 })
        } catch {
            return .failure(
                Died(
                    sentence:
                        "could not be replayed in a child process (\(error.description)); ADREPLAY_ISOLATION=off replays in the test process."
                ))
        }
        let startLimit = startLimit(limit)
        while true {
            switch process.readLine(within: Self.milliseconds(startLimit)) {
            case .line(let line) where line == readyLine:
                return .success(IsolatedChild(process: process))
            case .line:
                continue
            case .timedOut:
                process.kill()
                process.finish()
                return .failure(
                    Died(
                        sentence:
                            "the test did not reach this call again in its child process within \(startLimit ?? 0) s; ADREPLAY_ISOLATION=off replays in the test process."
                    ))
            case .ended:
                let (termination, stderr) = process.finish()
                let sentence = CrashSentence.from(stderr: stderr, termination: termination.description)
                if sentence.hasPrefix("crashed at ") {
                    return .failure(
                        Died(
                            sentence:
                                "the test crashed in its child process before it reached this call again (\(sentence)); ADREPLAY_ISOLATION=off replays in the test process."
                        ))
                }
                return .failure(
                    Died(
                        sentence:
                            "the test's child process ended (\(termination)) before it reached this call again: the test did not reach this line again there; ADREPLAY_ISOLATION=off replays in the test process."
                    ))
            }
        }
    }

    /// Replays `path`: the child's answer, or why none came (the child is then gone). `limit`
    /// is in seconds; nil waits for ever.
    func replay(_ path: String, limit: Int?) -> IsolatedReplay.Outcome {
        number += 1
        var answered = WorkerProcess.FrameResult.ended
        if process.send(WorkerFrame(number: number, fields: [Array(path.utf8)])) {
            answered = process.readFrame(within: Self.milliseconds(limit))
        }
        switch answered {
        case .frame(let frame):
            guard frame.number == number, frame.fields.count == 2, frame.fields[0] == Array(path.utf8),
                let answer = String(validating: frame.fields[1], as: UTF8.self), let kind = answer.first, "PF".contains(kind)
            else {
                return stop("its child process answered for another request; ADREPLAY_ISOLATION=off replays in the test process.")
            }
            return .answered(kind == "P" ? nil : String(answer.dropFirst()))
        case .malformed(let why):
            return stop(
                "its child process answered with something that is no answer (\(why)); ADREPLAY_ISOLATION=off replays in the test process.")
        case .timedOut:
            return stop("did not finish within \(limit ?? 0) s and was stopped (an endless loop or wait?)")
        case .ended:
            let (termination, stderr) = process.finish()
            let sentence = CrashSentence.from(stderr: stderr, termination: termination.description)
            if case .exited = termination, !sentence.hasPrefix("crashed at ") {
                return .died(
                    "the child process replaying it exited (\(termination)) without an answer (does the adapter exit?); ADREPLAY_ISOLATION=off replays in the test process."
                )
            }
            return .died(sentence)
        }
    }

    private func stop(_ sentence: String) -> IsolatedReplay.Outcome {
        process.kill()
        process.finish()
        return .died(sentence)
    }

    /// Ends its requests: the child finishes its test, so that the test's own cleanup runs
    /// there, while the test run goes on; it is reaped later (``reapEnded()``), or when the test
    /// binary exits.
    func end() {
        process.closeInput()
        _ = Self.registerAtExit
        let waiting = Self.ended.withLock { ended in
            ended.append(self)
            return ended.count > Self.keptLimit ? ended.removeFirst() : nil
        }
        // Bounded: each child holds descriptors until it is reaped.
        waiting?.reap(limit: Self.endLimit)
        Self.reapEnded()
    }

    /// Waits (at most `limit` seconds, or a minute) for the child to exit, then stops and reaps it.
    private func reap(limit: Int?) {
        // The child keeps its answer channel open until it exits: end of file is its exit.
        while case .line(_) = process.readLine(within: Self.milliseconds(Self.startLimit(limit))) {}
        process.kill()
        process.finish()
    }

    // MARK: Kept between calls, and ended

    /// The children kept for the next call at the same place, oldest first.
    private static let kept = Mutex<[(call: IsolatedReplay.Call, child: IsolatedChild)]>([])
    /// Children whose requests ended, finishing their test.
    private static let ended = Mutex<[IsolatedChild]>([])
    /// The most children kept, and left finishing: a test run rarely has more tests isolating at once.
    private static let keptLimit = 4
    /// Ends the kept children and waits for the ended ones when the test binary exits.
    private static let registerAtExit: Void = {
        atexit { IsolatedChild.endAll() }
    }()

    /// A kept child for `call`, no longer kept; nil when there is none.
    static func reuse(for call: IsolatedReplay.Call) -> IsolatedChild? {
        kept.withLock { kept in
            guard let index = kept.firstIndex(where: { $0.call == call }) else { return nil }
            return kept.remove(at: index).child
        }
    }

    /// Keeps `child` for the next call like `call`; ends the oldest kept child beyond the limit.
    static func keep(_ child: IsolatedChild, for call: IsolatedReplay.Call) {
        _ = registerAtExit
        let oldest = kept.withLock { kept in
            kept.append((call, child))
            return kept.count > keptLimit ? kept.removeFirst().child : nil
        }
        oldest?.end()
    }

    /// Reaps the ended children that have exited (a poll of a millisecond each).
    private static func reapEnded() {
        let all = ended.withLock { ended in
            defer { ended.removeAll() }
            return ended
        }
        var running: [IsolatedChild] = []
        for child in all {
            if child.process.readLine(within: 1) == .ended {
                child.process.finish()
            } else {
                running.append(child)
            }
        }
        ended.withLock { $0.insert(contentsOf: running, at: 0) }
    }

    /// The time limit to reap a child in; a minute when `ADREPLAY_TIMEOUT` is no number.
    private static var endLimit: Int? {
        do {
            return try IsolatedReplay.timeout(environment: ProcessInfo.processInfo.environment)
        } catch {
            return 60
        }
    }

    private static func endAll() {
        let kept = kept.withLock { kept in
            defer { kept.removeAll() }
            return kept.map(\.child)
        }
        for child in kept { child.process.closeInput() }
        let all =
            ended.withLock { ended in
                defer { ended.removeAll() }
                return ended
            } + kept
        for child in all { child.reap(limit: endLimit) }
    }

    // MARK: The test binary

    /// This test binary, as the kernel knows it.
    static var executable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
    }

    /// A child's environment: this process's, with Swift's crash backtraces off unless asked for
    /// (symbolicating one takes a second or more; a debug build's first line says where).
    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        return environment
    }
}
