import AdReplay
import AdReplaySample
import AdReplayTesting
import Foundation
import Testing

/// The committed corpus under `recordings/` replays green against the bundled adapters.
///
/// In one shared child process (`.isolation(.shared)`): the bundled adapters keep no state
/// between sessions, and a child of the test binary per fixture cost this suite 48 s against
/// 3 s (the fresh mode is proven by `FreshIsolationTests`, and by `adreplay replay`'s tests).
@Suite(.isolation(.shared)) struct CorpusTests {
    @Test func replayAll_everyCommittedFixturePasses() throws {
        let results = try Cassette.replayAll(in: recordingsFolder.path, registry: Registry.sample)
        #expect(results.count == committedFixtureNames().count)
        #expect(results.count >= Scenario.Format.allCases.count)
        for result in results {
            #expect(result.passed, "\(result.failureMessage ?? "")")
        }
    }

    @Test func replayAll_coversEveryFormatFolder() throws {
        let results = try Cassette.replayAll(in: recordingsFolder.path, registry: Registry.sample)
        let folders = Set(results.compactMap { $0.path.map { URL(fileURLWithPath: $0).deletingLastPathComponent().lastPathComponent } })
        #expect(folders == Set(Scenario.Format.allCases.map(\.rawValue)))
    }

    @Test(arguments: try FixtureStore.fixturePaths(in: [recordingsFolder.path]))
    func committedFixture_breaksNoContract(path: String) throws {
        let fixture = try FixtureStore.read(path, networks: Registry.sample.networks)
        #expect(ContractCheck.check(fixture.scenario, fixture.hostEvents) == [])
    }

    @Test(arguments: try FixtureStore.fixturePaths(in: [recordingsFolder.path]))
    func committedFixture_liesWhereItsFormatAndNameSay(path: String) throws {
        let fixture = try FixtureStore.read(path, networks: Registry.sample.networks)
        let url = URL(fileURLWithPath: path)
        #expect(url.deletingLastPathComponent().lastPathComponent == fixture.scenario.format.rawValue)
        #expect(url.lastPathComponent == "\(fixture.name).fixture.gz")
        #expect(fixture.fidelity == .complete)
    }
}
