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
    /// Replays every fixture under `paths` (files or folders), sorted by path.
    public static func replayAll(in paths: String..., registry: AdapterRegistry) throws(FixtureError) -> [ReplayResult] {
        let replayer = Replayer(registry: registry)
        var results: [ReplayResult] = []
        for path in try FixtureStore.fixturePaths(in: paths) {
            results.append(try replayer.replay(path: path))
        }
        return results
    }

    /// Why a cassette could not be used.
    public struct MissingFixture: Error, Equatable, CustomStringConvertible {
        public let path: String
        public var description: String {
            "\(path): no such fixture and recording is off (record mode never); record it with ADREPLAY_RECORD=missing, or run adreplay record."
        }
    }

    /// Replays the fixture at `path`; records it first when it is missing (or always, with
    /// `.all`) unless the mode is `.never`. The mode defaults to the environment's.
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
        return try Replayer(registry: registry).replay(path: path)
    }
}
