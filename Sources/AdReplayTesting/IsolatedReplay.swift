import AdReplay
import AdReplayIsolation
import Foundation
import Synchronization

/// Replays fixtures for the test helpers in child processes, so that an adapter that traps (a
/// force unwrap, an index out of range) or hangs fails the fixture it trapped or hung on instead
/// of ending, or stopping, the test run.
///
/// A child is the test binary itself, run again for the one test that called the helper
/// (``CallingTest``), with a ``Request`` in its environment: only the test's own code has the
/// adapters and plug-ins it passed. In the child the same test runs, and its first call of the
/// helper from the same line serves the parent (``serve(_:)``): it takes fixture paths on stdin,
/// one ``WorkerFrame`` each, replays each with the arguments the test gave it there, and answers
/// each with a frame, until its stdin ends; then the test goes on and cleans up after itself.
/// One child serves every case of a parameterized test (``IsolatedChild`` keeps it between cases).
///
/// When a child dies before answering for a fixture, that fixture crashed: the sentence comes
/// from what Swift wrote to the child's stderr, as the `replay` command reports it
/// (``CrashSentence/from(stderr:termination:)``), and a new child serves the
/// fixtures after it. A fixture that takes longer than ``timeout(environment:)`` is stopped.
///
/// Each fixture gets a child of its own by default, so that its result never depends on the
/// fixtures before it (what an adapter keeps in a `static` dies with the child).
/// `ADREPLAY_ISOLATION=shared` lets one child serve every fixture of a call and every case of a
/// parameterized test (faster; an adapter's state then reaches the fixtures after it);
/// `ADREPLAY_ISOLATION=off` replays in the test process instead (to debug an adapter in place).
enum IsolatedReplay {
    /// How the helpers isolate a replay (``ReplayIsolation``).
    typealias Mode = ReplayIsolation

    /// Set by ``IsolationTrait`` for the tests it marks.
    @TaskLocal static var scoped: ReplayIsolation?

    /// `ADREPLAY_ISOLATION`, read once.
    private static let environmentMode = Result { () throws(IsolationVariable.Problem) in
        try Mode(environment: ProcessInfo.processInfo.environment)
    }

    /// The test's isolation (``IsolationTrait``), else `ADREPLAY_ISOLATION`'s; ``Mode/fresh``
    /// when that names none (``replay(_:for:shared:jobs:)`` then fails every fixture saying so).
    static var mode: Mode { scoped ?? (try? environmentMode.get()) ?? .fresh }

    /// Why `ADREPLAY_ISOLATION` is refused, when it is and no test trait sets the isolation.
    static var refusedMode: String? {
        guard scoped == nil, case .failure(let problem) = environmentMode else { return nil }
        return problem.description
    }

    /// Whether helpers replay in a child process: yes unless the isolation is ``ReplayIsolation/off``.
    static var enabled: Bool { mode != .off }

    /// `file:line` of a helper's call, as the request names it.
    static func site(file: String, line: Int) -> String {
        "\(file.split(separator: "/").last.map(String.init) ?? file):\(line)"
    }

    /// One call of a helper, as a child finds it again: the test that runs it, the call's site,
    /// and, for a call whose work depends on more than the paths it replays (a cassette's
    /// scenario), which call of that site.
    struct Call: Hashable, Sendable {
        var arguments: [String]
        var site: String
        var identity: String?
    }

    /// The call to isolate, or nil when the helper replays in this process: isolation is off, no
    /// test is running, or this is a child already (a call it runs as in the test process).
    static func call(site: String, identity: String? = nil, function: String) -> Call? {
        guard enabled, Request.current == nil, let arguments = CallingTest.arguments(function: function) else { return nil }
        return Call(arguments: arguments, site: site, identity: identity)
    }

    /// What replaying one fixture in a child gave.
    enum Outcome: Equatable {
        /// The child replayed it and answered: nil, or what its check found wrong.
        case answered(String?)
        /// No answer came: why, as a sentence that does not name the fixture (`crashed at …`,
        /// `did not finish within 60 s and was stopped …`).
        case died(String)
    }

    /// Replays `paths` for `call` in children and returns one outcome per path, in order: each
    /// fixture in a child of its own, `jobs` at once (``Mode/fresh``), or, with
    /// `ADREPLAY_ISOLATION=shared`, one fixture after another in one child. `shared` then keeps
    /// the child for the next call at the same place (the next case of a parameterized test)
    /// instead of ending it when done.
    static func replay(_ paths: [String], for call: Call, shared: Bool, jobs: Int = 1) -> [Outcome] {
        let limit: Int?
        do {
            limit = try timeout(environment: ProcessInfo.processInfo.environment)
        } catch {
            return paths.map { _ in .died(error.description) }
        }
        if let refusedMode { return paths.map { _ in .died(refusedMode) } }
        if mode == .fresh { return replayFresh(paths, for: call, jobs: jobs, limit: limit) }
        var outcomes: [Outcome] = []
        var child: IsolatedChild? = shared ? IsolatedChild.reuse(for: call) : nil
        for path in paths {
            if child == nil {
                let deaths = deaths.withLock { $0[call.arguments] ?? [:] }
                switch IsolatedChild.start(for: call, deaths: deaths, limit: limit) {
                case .success(let started): child = started
                case .failure(let died):
                    // The next child would fail the same way: the test does not get there.
                    return outcomes + paths[outcomes.count...].map { _ in .died(died.sentence) }
                }
            }
            guard let current = child else { break }
            let outcome = current.replay(path, limit: limit)
            if case .died(let sentence) = outcome {
                child = nil
                deaths.withLock {
                    $0[call.arguments, default: [:]][deathKey(site: call.site, identity: call.identity, path: path)] = sentence
                }
            }
            outcomes.append(outcome)
        }
        if let child {
            if shared { IsolatedChild.keep(child, for: call) } else { child.end() }
        }
        return outcomes
    }

    /// Each of `paths` in a child of its own, `jobs` children at once; the outcomes in the order
    /// of `paths`. A child that cannot reach the call stops the run: the next would fail alike.
    private static func replayFresh(_ paths: [String], for call: Call, jobs: Int, limit: Int?) -> [Outcome] {
        let outcomes = Mutex<[Outcome?]>(Array(repeating: nil, count: paths.count))
        let next = Atomic(0)
        let unreachable = Mutex<String?>(nil)
        Jobs.run(max(1, min(jobs, paths.count))) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < paths.count, unreachable.withLock({ $0 }) == nil else { return }
                let path = paths[index]
                let deaths = deaths.withLock { $0[call.arguments] ?? [:] }
                switch IsolatedChild.start(for: call, deaths: deaths, limit: limit) {
                case .failure(let died):
                    unreachable.withLock { $0 = $0 ?? died.sentence }
                    return
                case .success(let child):
                    let outcome = child.replay(path, limit: limit)
                    if case .died(let sentence) = outcome {
                        self.deaths.withLock {
                            $0[call.arguments, default: [:]][deathKey(site: call.site, identity: call.identity, path: path)] = sentence
                        }
                    } else {
                        child.end()
                    }
                    outcomes.withLock { $0[index] = outcome }
                }
            }
        }
        let sentence = unreachable.withLock { $0 }
        return outcomes.withLock { $0 }.map { $0 ?? .died(sentence ?? "was not replayed") }
    }

    /// The fixtures whose replay died in this run, by test (``Call/arguments``), then by
    /// ``deathKey(site:identity:path:)``: the sentence. A child of the same test is told of them,
    /// so that the calls it makes on its way to the one it serves give the same results for them
    /// without running the adapter (which would end the child there).
    private static let deaths = Mutex<[[String]: [String: String]]>([:])

    /// What tells a fixture of a call apart in the parent and in a child: the call's site and
    /// identity, and the fixture's file name (a test that makes its fixtures in a temporary
    /// folder makes another folder in the child).
    static func deathKey(site: String, identity: String?, path: String) -> String {
        "\(site)\n\(identity ?? "")\n\(URL(fileURLWithPath: path).lastPathComponent)"
    }

    /// The failure a helper reports for `path` from its outcome: the child's answer; the crash,
    /// or a reproduction when the fixture is a bug report of a crash at that site; or why no
    /// answer came.
    static func failure(_ path: String, _ outcome: Outcome) -> String? {
        switch outcome {
        case .answered(let failure): return failure
        case .died(let sentence):
            return reproduction(path, sentence: sentence) ?? "\(path.escapingControlCharacters): \(sentence.escapingControlCharacters)"
        }
    }

    /// A crash at the site a bug report says it reproduces (``Reproduction/crash(_:reproducedBy:)``)
    /// is that bug, still there: the `REPRODUCES` failure, as the `replay` command words it.
    static func reproduction(_ path: String, sentence: String) -> String? {
        guard let fixture = try? FixtureStore.read(path, networks: []),
            let reproduced = Reproduction.crash(sentence, reproducedBy: fixture)
        else { return nil }
        return """
            \(path.escapingControlCharacters): reproduces the bug it was recorded for: \(reproduced)
            \(sentence.escapingControlCharacters)
            it fails until the adapter is fixed
            """
    }

    // MARK: The time limit

    /// Set by a test of the time limit: seconds, 0 for none; nil reads the environment.
    @TaskLocal static var timeoutOverride: Int?

    /// Seconds one fixture may take in a child before the child is stopped and the fixture fails
    /// as not finishing: `ADREPLAY_TIMEOUT` (0: no limit), 60 by default as for `replay
    /// --timeout`; nil for no limit. Any other value than a whole number of seconds is an error.
    static func timeout(environment: [String: String]) throws(UnknownTimeout) -> Int? {
        let seconds: Int
        if let override = timeoutOverride {
            seconds = override
        } else if let value = environment["ADREPLAY_TIMEOUT"] {
            guard let parsed = Int(value), parsed >= 0 else { throw UnknownTimeout(value: value) }
            seconds = parsed
        } else {
            seconds = 60
        }
        return seconds == 0 ? nil : seconds
    }

    /// An `ADREPLAY_TIMEOUT` that is no number of seconds.
    struct UnknownTimeout: Error, Equatable, CustomStringConvertible {
        let value: String

        var description: String {
            "ADREPLAY_TIMEOUT is \"\(value.escapingControlCharacters)\", which is not a number of seconds; use 0 (no limit) or more, e.g. 60."
        }
    }
}
