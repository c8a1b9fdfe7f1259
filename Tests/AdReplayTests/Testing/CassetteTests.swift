import AdReplay
import AdReplaySample
import AdReplayTesting
import Foundation
import SampleAdSDK
import Testing

/// Cassette-style use from a test suite: record when missing, replay afterwards, never on CI.
@Suite struct CassetteTests {
    private let scenario = Scenario.sample(.interstitial)

    @Test func missingMode_recordsAMissingFixtureThenReplaysIt() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("recordings/interstitial/mine.fixture.gz").path
            let first = try Cassette.use(path, scenario: scenario, registry: Registry.sample, network: .seeded(1), mode: .missing)
            #expect(FileManager.default.fileExists(atPath: path))
            #expect(first.passed, "\(first.failureMessage ?? "")")
            #expect(first.path == path)
            let fixture = try FixtureStore.read(path, networks: Registry.sample.networks)
            #expect(fixture.name == "mine")
            #expect(fixture.scenario == scenario)
            #expect(fixture.environment.network == "seeded(1)")

            let bytes = FileManager.default.contents(atPath: path)
            let second = try Cassette.use(path, scenario: scenario, registry: Registry.sample, network: .seeded(2), mode: .missing)
            #expect(second.passed)
            #expect(FileManager.default.contents(atPath: path) == bytes)
            #expect(try temporaryFileNames(in: URL(fileURLWithPath: path).deletingLastPathComponent()) == [])
        }
    }

    /// A `.recordMode` trait sets the mode of every cassette in the test that is not given one,
    /// over `ADREPLAY_RECORD` and `CI`: under `.all` the second call re-records with its network.
    @Test(.recordMode(.all)) func aRecordModeTrait_winsOverTheEnvironment() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("trait.fixture.gz").path
            _ = try Cassette.use(path, scenario: scenario, registry: Registry.sample, network: .seeded(1), mode: .missing)
            #expect(try FixtureStore.read(path, networks: Registry.sample.networks).environment.network == "seeded(1)")
            _ = try Cassette.use(path, scenario: scenario, registry: Registry.sample, network: .seeded(2))
            #expect(try FixtureStore.read(path, networks: Registry.sample.networks).environment.network == "seeded(2)")
        }
    }

    /// `withRecordMode` does the same for a block (XCTest has no traits), whatever the
    /// environment says: under `.never` a missing fixture is a failure, under `.missing` it is
    /// recorded (one of the two differs from any environment's mode).
    @Test func withRecordMode_setsTheModeOfTheCassettesInside() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("scoped.fixture.gz").path
            #expect(throws: Cassette.MissingFixture.self) {
                try withRecordMode(.never) {
                    _ = try Cassette.use(path, scenario: scenario, registry: Registry.sample)
                }
            }
            #expect(!FileManager.default.fileExists(atPath: path))
            let recorded = try withRecordMode(.missing) {
                try Cassette.use(path, scenario: scenario, registry: Registry.sample)
            }
            #expect(recorded.passed, "\(recorded.failureMessage ?? "")")
            #expect(FileManager.default.fileExists(atPath: path))
        }
    }

    @Test func missingMode_replaysAnExistingFixtureAsItIs() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("fill.fixture.gz").path
            var fixture = try committedFixture("interstitial/fill")
            fixture.removeLastHostEvent()
            try FixtureStore.write(fixture, to: path, overwrite: false)
            let result = try Cassette.use(path, scenario: scenario, registry: Registry.sample, mode: .missing)
            #expect(result.status == .differed)
            #expect(try FixtureStore.read(path, networks: Registry.sample.networks) == fixture)
        }
    }

    @Test func neverMode_throwsForAMissingFixture() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("absent.fixture.gz").path
            let error = #expect(throws: Cassette.MissingFixture.self) {
                try Cassette.use(path, scenario: scenario, registry: Registry.sample, mode: .never)
            }
            #expect(error?.path == path)
            #expect(
                error?.description
                    == "\(path): no such fixture and recording is off (record mode never); record it with ADREPLAY_RECORD=missing, or with the record command."
            )
            let names = try fileNames(in: folder)
            #expect(names == [])
        }
    }

    @Test func neverMode_replaysAnExistingFixture() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("fill.fixture.gz").path
            try FixtureStore.write(try committedFixture("interstitial/fill"), to: path, overwrite: false)
            #expect(try Cassette.use(path, scenario: scenario, registry: Registry.sample, mode: .never).passed)
        }
    }

    @Test func allMode_reRecordsAnExistingFixture() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("again.fixture.gz").path
            _ = try Cassette.use(
                path, scenario: scenario, registry: Registry.sample, network: .answer(.failure(.noInventory)), mode: .missing)
            #expect(try FixtureStore.read(path, networks: Registry.sample.networks).hostEvents.map(\.event.kind) == ["loadCompleted"])

            let result = try Cassette.use(path, scenario: scenario, registry: Registry.sample, network: .answer(.fill), mode: .all)
            #expect(result.passed, "\(result.failureMessage ?? "")")
            let fixture = try FixtureStore.read(path, networks: Registry.sample.networks)
            #expect(fixture.environment.network == "answer fill")
            #expect(fixture.hostEvents.map(\.event.kind).contains("willPresentFullScreenView"))
            #expect(try fileNames(in: folder) == ["again.fixture.gz"])
        }
    }

    @Test func allMode_recordsAMissingFixtureToo() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("new.fixture.gz").path
            let result = try Cassette.use(path, scenario: scenario, registry: Registry.sample, mode: .all)
            #expect(result.passed)
            #expect(FileManager.default.fileExists(atPath: path))
        }
    }

    @Test func recordingACassette_isTheSameAsRecordingDirectly() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("same.fixture.gz").path
            _ = try Cassette.use(path, scenario: scenario, registry: Registry.sample, network: .seeded(3), mode: .missing)
            let direct = try Recorder(registry: Registry.sample).record(scenario, name: "same", network: .seeded(3)).fixture
            #expect(FileManager.default.contents(atPath: path).map(Array.init) == (try FixtureCodec.encode(direct)))
        }
    }

    @Test func replayAll_acceptsFilesAndFolders() throws {
        let results = try Cassette.replayAll(
            in: recording("banner/fill"), recordingsFolder.appendingPathComponent("appOpen").path,
            registry: Registry.sample)
        #expect(
            results.map(\.path)
                == ([recording("appOpen/close-early")]
                    + [
                        "appOpen/failure-network-error", "appOpen/failure-no-inventory", "appOpen/failure-unknown", "appOpen/fill",
                        "appOpen/late-answer", "appOpen/missing-ad-unit-then-fill", "appOpen/missing-ad-unit-then-no-inventory",
                        "appOpen/present-twice", "appOpen/present-when-not-ready", "appOpen/taps-after-countdown", "appOpen/test-request",
                        "banner/fill",
                    ].map(recording)))
        #expect(results.allSatisfy { $0.passed })
    }

    @Test func replayAll_throwsForAnUnreadableFixture() throws {
        try withTemporaryFolder { folder in
            let bad = folder.appendingPathComponent("bad.fixture.gz")
            try Data("hello".utf8).write(to: bad)
            #expect(throws: FixtureError(path: bad.path, problem: .gzip(.notGzip))) {
                try Cassette.replayAll(in: folder.path, registry: Registry.sample)
            }
        }
    }
}

/// A cassette whose test changed its scenario fails with the fields that changed, instead of
/// passing against the old session; under record-all it is re-recorded.
@Suite struct CassetteScenarioTests {
    private let recorded = Scenario.sample(.interstitial)

    private func changed() throws -> Scenario {
        var scenario = recorded
        scenario.parameter = "another-ad-unit"
        scenario.script = try Script.parse("load; +500 present")
        return scenario
    }

    @Test func changedScenario_failsWithTheChangedFields() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("mine.fixture.gz").path
            _ = try Cassette.use(path, scenario: recorded, registry: Registry.sample, network: .seeded(1), mode: .missing)
            let bytes = FileManager.default.contents(atPath: path)
            let error = #expect(throws: ScenarioMismatch.self) {
                try Cassette.use(path, scenario: try changed(), registry: Registry.sample, network: .seeded(1), mode: .missing)
            }
            #expect(
                error?.description == """
                    \(path): the test's scenario differs from the recorded one:
                      parameter: "sample-ad-unit" → "another-ad-unit"
                      script: "load; +1000 present; +1000 tap" → "load; +500 present"
                    re-record it with ADREPLAY_RECORD=all, or give the test the recorded scenario back.
                    """)
            #expect(FileManager.default.contents(atPath: path) == bytes)
            #expect(throws: ScenarioMismatch.self) {
                try Cassette.use(path, scenario: try changed(), registry: Registry.sample, mode: .never)
            }
        }
    }

    @Test func changedScenario_underRecordAll_isReRecorded() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("mine.fixture.gz").path
            _ = try Cassette.use(path, scenario: recorded, registry: Registry.sample, network: .seeded(1), mode: .missing)
            let result = try Cassette.use(path, scenario: try changed(), registry: Registry.sample, network: .seeded(1), mode: .all)
            #expect(result.passed)
            #expect(try FixtureStore.read(path, networks: Registry.sample.networks).scenario == changed())
        }
    }

    @Test func accept_writesTheObservedBehaviour_likeReplayUpdate() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("fill.fixture.gz").path
            var fixture = try committedFixture("interstitial/fill")
            fixture.removeLastHostEvent()
            try FixtureStore.write(fixture, to: path, overwrite: false)
            let result = try Replayer(registry: Registry.sample).replay(path: path)
            #expect(try Cassette.accept(result))
            #expect(try Replayer(registry: Registry.sample).replay(path: path).passed)
            #expect(try FixtureStore.read(path, networks: Registry.sample.networks) == committedFixture("interstitial/fill"))
            #expect(try !Cassette.accept(try Replayer(registry: Registry.sample).replay(path: path)))
        }
    }
}
