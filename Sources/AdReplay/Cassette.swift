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
public enum Cassette {
    /// Replays every fixture under `paths` (files or folders), sorted by path, on `jobs` threads
    /// (all cores by default); results come back in path order whatever the number of jobs.
    /// Throws the first (in path order) file that cannot be read.
    public static func replayAll(in paths: String..., registry: AdapterRegistry,
                                 jobs: Int = CorpusReplay.defaultJobs) throws(FixtureError) -> [ReplayResult] {
        let run = CorpusReplay(replayer: Replayer(registry: registry), jobs: jobs)
        return try run.outcomes(try FixtureStore.fixturePaths(in: paths)).map { outcome throws(FixtureError) in
            try outcome.result.get()
        }
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
    /// whose recorded scenario is not `scenario` any more throws ``ScenarioMismatch`` (under
    /// `.all` it is re-recorded instead): a changed test must not pass against an old session.
    public static func use(
        _ path: String, scenario: Scenario, registry: AdapterRegistry, network: LiveNetwork = .seeded(0),
        mode: RecordMode? = nil
    ) throws -> ReplayResult {
        let mode = try mode ?? RecordMode(environment: ProcessInfo.processInfo.environment)
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
    /// report whose bug the adapter still shows is refused (it is not new behaviour).
    @discardableResult
    public static func accept(_ result: ReplayResult, acceptingBreaches: Bool = false) throws -> Bool {
        guard let path = result.path, let recorded = result.recorded else {
            throw FixtureError(path: result.path ?? result.name, problem: .unwritable("the result is not of a replayed file"))
        }
        if let failure = result.failure {
            throw FixtureError(path: path, problem: .unwritable("it could not be replayed, so there is nothing to accept: \(failure)"))
        }
        if let substitute = result.substitute {
            throw FixtureError(path: path, problem: .unwritable("it was replayed with \(substitute), another adapter than the one it names"))
        }
        if !result.requestProblems.isEmpty {
            throw FixtureError(path: path, problem: .unwritable("the adapter asked the network for what the recording does not hold; re-record it rather than accept answers nobody recorded"))
        }
        if case .reproduces(let bug) = result.status {
            throw FixtureError(path: path, problem: .unwritable("it reproduces the bug it was recorded for (\(bug)); fix the adapter, and it replays FIXED"))
        }
        if !acceptingBreaches, let breach = result.newBreaches.first {
            throw FixtureError(path: path, problem: .unwritable(
                "the replay breaks a mediation contract its recording did not (\(breach)); fix the adapter, or accept it with acceptingBreaches: true"))
        }
        let accepted = Replayer.accepting(result, into: recorded)
        guard accepted != recorded else { return false }
        try FixtureStore.write(accepted, to: path, overwrite: true)
        return true
    }
}
