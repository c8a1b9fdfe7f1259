import AdReplay
import Foundation

/// One-line use from a test suite: replay a folder of fixtures, or use one fixture
/// cassette-style (record when missing, replay afterwards).
///
/// ```swift
/// let results = try Cassette.replayAll(in: "recordings", registry: registry)
/// #expect(results.compactMap(\.failureMessage) == [])
///
/// let result = try Cassette.use("recordings/banner/mine.fixture.gz", scenario: scenario,
///                               registry: registry, network: .seeded(1))
/// ```
///
/// In a running test (Swift Testing or XCTest) both replay, and `use` records, in a child process
/// of the test binary first, a fresh one for each fixture, as
/// ``expectReplays(_:registry:substitutions:mode:sourceLocation:)`` does: an adapter that traps
/// or hangs gives its fixture's result (`could not be replayed: crashed at File.swift:49: …`)
/// instead of ending the test run, and no fixture's result depends on the fixtures before it. A
/// fixture that came through the child is then replayed again in the test process to return its
/// whole result (a replay is deterministic); `replayAll` holds that result against the child's
/// verdict, and a fixture that passes in one and fails in the other fails, saying its adapter
/// keeps state between sessions. `ADREPLAY_ISOLATION=shared` (or the test's `.isolation(.shared)`
/// trait, ``IsolationTrait``) replays every fixture of a call in one child; `ADREPLAY_ISOLATION=off` does everything in the test process.
public enum Cassette {
    /// Replays every fixture under `paths` (files or folders), sorted by path, on `jobs` threads
    /// (all cores by default); results come back in path order whatever the number of jobs.
    /// Throws the first (in path order) file that cannot be read. A fixture whose replay traps or
    /// does not finish within `ADREPLAY_TIMEOUT` seconds (60 by default) fails with the crash
    /// site or the limit in its result's `ReplayResult/failureMessage`; the others replay as usual.
    ///
    /// `fileID`, `line` and `function` find this call again in the child process.
    public static func replayAll(
        in paths: String..., registry: AdapterRegistry, jobs: Int = CorpusReplay.defaultJobs,
        fileID: String = #fileID, line: Int = #line,
        function: String = #function
    ) throws(FixtureError) -> [ReplayResult] {
        let run = CorpusReplay(replayer: Replayer(registry: registry), jobs: jobs)
        let site = IsolatedReplay.site(file: fileID, line: line)
        if let request = IsolatedReplay.Request.current {
            switch IsolatedReplay.role(in: request, site: site) {
            case .serves:
                // The verdict of a fresh process, which the parent holds its own replay against.
                IsolatedReplay.serve { path in
                    guard case .success(let result)? = run.outcomes([path]).first?.result, !result.passed else { return nil }
                    return result.failureMessage ?? "did not replay as recorded"
                }
                return []
            case .runsInProcess:
                // On the test's way to the call served: what the parent saw, without the deaths.
                let files = try FixtureStore.fixturePaths(in: paths)
                let outcomes = files.map { path in
                    IsolatedReplay.death(site: site, path: path).map(IsolatedReplay.Outcome.died) ?? .answered(nil)
                }
                return try results(files, outcomes, run: run, registry: registry)
            case .skips: return []
            }
        }
        let files = try FixtureStore.fixturePaths(in: paths)
        guard let call = IsolatedReplay.call(site: site, function: function) else { return try replay(files, on: run) }
        return try results(files, IsolatedReplay.replay(files, for: call, shared: false, jobs: jobs), run: run, registry: registry)
    }

    /// The results of `files` from their outcomes in a child: replayed again in this process
    /// when they came through, else the death. A fixture that passes in one and not in the other
    /// depends on what ran before it in the test process (an adapter's `static`, say): its
    /// result says so instead of either verdict.
    private static func results(
        _ files: [String], _ outcomes: [IsolatedReplay.Outcome], run: CorpusReplay,
        registry: AdapterRegistry
    ) throws(FixtureError) -> [ReplayResult] {
        var survivors: [String] = []
        for (path, outcome) in zip(files, outcomes) {
            if case .answered = outcome { survivors.append(path) }
        }
        var replayed = try replay(survivors, on: run).makeIterator()
        var results: [ReplayResult] = []
        for (path, outcome) in zip(files, outcomes) {
            switch outcome {
            case .answered(let verdict):
                guard let result = replayed.next() else { continue }
                // Only a child of the fresh mode gives a verdict of its own to hold this one against.
                guard IsolatedReplay.mode == .fresh, result.passed != (verdict == nil) else {
                    results.append(result)
                    continue
                }
                let alone = verdict.map { "fails (\($0.split(separator: "\n").first ?? ""))" } ?? "passes"
                let here = result.passed ? "passes" : "fails (\(result.failureMessage?.split(separator: "\n").first ?? ""))"
                let sentence =
                    "replayed alone in a fresh process it \(alone), in the test process after other fixtures it \(here): "
                    + "the adapter keeps state from one session to the next (a static, a singleton, a cache), so its result depends on the fixtures before it"
                results.append(.died(path, sentence: sentence, recorded: result.recorded))
            case .died(let sentence):
                results.append(.died(path, sentence: sentence, recorded: try? FixtureStore.read(path, networks: registry.networks)))
            }
        }
        return results
    }

    /// `paths` replayed in the test process; throws the first that cannot be read.
    private static func replay(_ paths: [String], on run: CorpusReplay) throws(FixtureError) -> [ReplayResult] {
        try run.outcomes(paths).map { outcome throws(FixtureError) in try outcome.result.get() }
    }

    /// Why a cassette could not be used.
    public struct MissingFixture: Error, Equatable, CustomStringConvertible {
        public let path: String
        public var description: String {
            "\(path): no such fixture and recording is off (record mode never); record it with ADREPLAY_RECORD=missing, or with the record command."
        }
    }

    /// Replays the fixture at `path`; records it first when it is missing (or always, with
    /// `.all`) unless the mode is `.never`. The mode defaults to the environment's. A fixture
    /// whose recorded scenario is not `scenario` any more throws `ScenarioMismatch` (under
    /// `.all` it is re-recorded instead): a changed test must not pass against an old session.
    ///
    /// An adapter that traps or hangs while the cassette records or replays gives a result that
    /// could not be replayed, naming the crash site or the time limit; a bug report of that crash
    /// reproduces it. `fileID`, `line` and `function` find this call again in the child process,
    /// with its scenario, network and mode.
    public static func use(
        _ path: String, scenario: Scenario, registry: AdapterRegistry, network: LiveNetwork = .seeded(0),
        mode: RecordMode? = nil, fileID: String = #fileID, line: Int = #line, function: String = #function
    ) throws -> ReplayResult {
        let site = IsolatedReplay.site(file: fileID, line: line)
        let identity = Identity(scenario: scenario, network: network, mode: mode?.rawValue).text
        if let request = IsolatedReplay.Request.current {
            switch IsolatedReplay.role(in: request, site: site, identity: identity) {
            case .serves:
                IsolatedReplay.serve { path in
                    do {
                        _ = try useInProcess(path, scenario: scenario, registry: registry, network: network, mode: mode)
                        return nil
                    } catch {
                        return "\(error)"
                    }
                }
                throw IsolatedReplay.Served()
            case .runsInProcess:
                // On the test's way to the call served: what the parent saw, without the death.
                if let sentence = IsolatedReplay.death(site: site, identity: identity, path: path) {
                    return .died(path, sentence: sentence, recorded: try? FixtureStore.read(path, networks: registry.networks))
                }
                return try useInProcess(path, scenario: scenario, registry: registry, network: network, mode: mode)
            case .skips: throw IsolatedReplay.Served()
            }
        }
        guard let call = IsolatedReplay.call(site: site, identity: identity, function: function) else {
            return try useInProcess(path, scenario: scenario, registry: registry, network: network, mode: mode)
        }
        switch IsolatedReplay.replay([path], for: call, shared: false).first {
        case .answered(nil):
            // The child recorded what was to be recorded; here the fixture is only replayed.
            return try useInProcess(path, scenario: scenario, registry: registry, network: network, mode: .never)
        case .died(let sentence):
            return .died(path, sentence: sentence, recorded: try? FixtureStore.read(path, networks: registry.networks))
        case .answered, nil:
            // The child threw before it changed anything: the same call throws the same here.
            return try useInProcess(path, scenario: scenario, registry: registry, network: network, mode: mode)
        }
    }

    /// What tells one call of `use` at a site from another in a child process: a parameterized
    /// test's cases differ in their scenario or network.
    private struct Identity: Encodable {
        var scenario: Scenario
        var network: LiveNetwork
        var mode: String?

        var text: String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
    }

    /// ``use(_:scenario:registry:network:mode:fileID:line:function:)`` in this process.
    /// The session runs on the main thread (``MainThread``).
    private static func useInProcess(
        _ path: String, scenario: Scenario, registry: AdapterRegistry, network: LiveNetwork, mode: RecordMode?
    ) throws -> ReplayResult {
        try MainThread.run { try useOnThisThread(path, scenario: scenario, registry: registry, network: network, mode: mode) }
    }

    private static func useOnThisThread(
        _ path: String, scenario: Scenario, registry: AdapterRegistry, network: LiveNetwork, mode: RecordMode?
    ) throws -> ReplayResult {
        let mode = try mode ?? RecordMode.current()
        let exists = FileManager.default.fileExists(atPath: path)
        if mode == .all || (!exists && mode == .missing) {
            let name = URL(fileURLWithPath: path).lastPathComponent.replacingOccurrences(of: ".fixture.gz", with: "")
            let recording = try Recorder(registry: registry).record(scenario, name: name, network: network)
            try FixtureStore.write(recording.fixture, to: path, overwrite: mode == .all)
        } else if !exists {
            throw MissingFixture(path: path)
        }
        let fixture = try FixtureStore.read(path, networks: registry.networks)
        if let mismatch = ScenarioMismatch(path: path, recorded: fixture.scenario, wanted: scenario) {
            throw mismatch
        }
        return Replayer(registry: registry).replay(fixture, path: path)
    }

    /// Writes what `result`'s replay observed into its fixture (what `replay --update` does):
    /// the recorded answers and scenario stay, the timeline becomes the replayed one, and a
    /// fixed bug report becomes an ordinary fixture. Returns false when there was nothing to
    /// change. The result must come from a replay of a file. A replay that breaks a contract its
    /// recording did not is refused unless `acceptingBreaches` (fix the adapter instead); a bug
    /// report whose bug the adapter still shows is refused (it is not new behaviour), and so is one
    /// that differs (its bug still there beside a change, or gone only with its flow).
    @discardableResult
    public static func accept(_ result: ReplayResult, acceptingBreaches: Bool = false) throws -> Bool {
        guard let path = result.path, let recorded = result.recorded else {
            throw FixtureError(path: result.path ?? result.name, problem: .unwritable("the result is not of a replayed file"))
        }
        if let failure = result.failure {
            throw FixtureError(path: path, problem: .unwritable("it could not be replayed, so there is nothing to accept: \(failure)"))
        }
        if let substitute = result.substitute {
            throw FixtureError(
                path: path, problem: .unwritable("it was replayed with \(substitute), another adapter than the one it names"))
        }
        if let unasked = ReplayResult.unaskedOnly(result.requestProblems) {
            throw FixtureError(
                path: path,
                problem: .unwritable(
                    "the adapter asked the network for less than the recording holds (\(unasked) recorded answer\(unasked == 1 ? "" : "s") never asked for): it no longer makes a request it made when recorded; fix the adapter if it should still make it"
                ))
        }
        if !result.requestProblems.isEmpty {
            throw FixtureError(
                path: path,
                problem: .unwritable(
                    "the adapter asked the network for what the recording does not hold; re-record it rather than accept answers nobody recorded"
                ))
        }
        if case .reproduces(let bug) = result.status {
            throw FixtureError(
                path: path,
                problem: .unwritable("it reproduces the bug it was recorded for (\(bug)); fix the adapter, and it replays FIXED"))
        }
        if result.reproducing != nil, result.status == .differed, let headline = result.headline {
            throw FixtureError(
                path: path,
                problem: .unwritable(
                    "it is a bug report that differs from its recording (\(headline)); fix the change, or record the report again"))
        }
        if !acceptingBreaches, let breach = result.newBreaches.first {
            throw FixtureError(
                path: path,
                problem: .unwritable(
                    "the replay breaks a mediation contract its recording did not (\(breach)); fix the adapter, or accept it with acceptingBreaches: true"
                ))
        }
        let accepted = Replayer.accepting(result, into: recorded)
        guard accepted != recorded else { return false }
        try FixtureStore.write(accepted, to: path, overwrite: true)
        return true
    }
}
