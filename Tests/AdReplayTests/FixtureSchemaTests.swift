import AdReplay
import Foundation
import Testing

/// Every schema ever committed stays readable; the committed corpus is schema 2 and reads in
/// seconds, not pages.
@Suite struct FixtureSchemaTests {
    static let schemas = packageRoot.appendingPathComponent("Tests/AdReplayTests/Resources/schemas")
    static let schema1Corpus = packageRoot.appendingPathComponent("Tests/AdReplayTests/Resources/schema-1-corpus")

    private func sample(_ name: String) -> String { Self.schemas.appendingPathComponent(name).path }

    // MARK: One sample of every schema

    @Test func schema2Sample_readsCompleteAndRoundTripsByteForByte() throws {
        let path = sample("schema-2.fixture.gz")
        let fixture = try FixtureStore.read(path)
        #expect(fixture.fidelity == .complete)
        #expect(fixture.name == "fill")
        #expect(fixture.scenario.format == .rewarded)
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(try FixtureCodec.encode(fixture) == bytes)
    }

    @Test func schema1Sample_readsSeamBySeam() throws {
        let fixture = try FixtureStore.read(sample("schema-1.fixture.gz"))
        #expect(fixture.fidelity == .perSeam)
        #expect(fixture.name == "fill")
        #expect(fixture.hostEvents.map(\.event.kind) == [
            "loadCompleted", "willPresentFullScreenView", "didStartVideo", "didRewardUser", "willDismissFullScreenView",
            "didEndVideo", "didDismissFullScreenView",
        ])
        #expect(fixture.observation.steps == fixture.scenario.script)
    }

    @Test func schema1WithUnnamedPayloads_readsAsSchema1() throws {
        let early = try FixtureStore.read(sample("schema-1-unnamed-payloads.fixture.gz"))
        let later = try FixtureStore.read(sample("schema-1.fixture.gz"))
        #expect(early.fidelity == .perSeam)
        #expect(early.scenario == later.scenario)
        #expect(early.hostEvents.map(\.event) == later.hostEvents.map(\.event))
        #expect(early.sdkCallbacks.map(\.event) == later.sdkCallbacks.map(\.event))
        #expect(early.network == later.network)
    }

    @Test func schema1Sample_replaysGreenAndMigratesToTheCommittedSchema2File() throws {
        let replayer = Replayer(registry: Registry.sample)
        let old = try FixtureStore.read(sample("schema-1.fixture.gz"))
        #expect(replayer.replay(old).passed)
        let migration = Migration.migrate(old, replayer: replayer)
        #expect(migration.outcome == .confirmed)
        #expect(migration.fixture == (try FixtureStore.read(sample("schema-2.fixture.gz"))))
    }

    // MARK: The whole schema-1 corpus migrates with identical replay results

    static var schema1Paths: [String] {
        (try? FixtureStore.fixturePaths(in: [schema1Corpus.path])) ?? []
    }

    @Test(arguments: schema1Paths)
    func schema1CorpusFixture_migratesToTheCommittedFixtureWithTheSameResult(path: String) throws {
        let replayer = Replayer(registry: Registry.sample)
        let old = try FixtureStore.read(path)
        let relative = String(path.dropFirst(Self.schema1Corpus.path.count + 1))
        let committed = try FixtureStore.read(recordingsFolder.appendingPathComponent(relative).path)
        let before = replayer.replay(old)
        let migration = Migration.migrate(old, replayer: replayer)
        let after = replayer.replay(migration.fixture)
        #expect(before.status == .passed)
        #expect(after.status == before.status)
        #expect(after.observed == before.observed)
        #expect(migration.outcome == .confirmed)
        #expect(migration.fixture == committed)
    }

    @Test func schema1Corpus_isTheWholeCommittedCorpus() throws {
        let committed = try FixtureStore.fixturePaths(in: [recordingsFolder.path]).map { $0.dropFirst(recordingsFolder.path.count) }
        let old = Self.schema1Paths.map { $0.dropFirst(Self.schema1Corpus.path.count) }
        #expect(Set(old).isSubset(of: Set(committed)))
        #expect(old.count == 80)
    }

    @Test func changedAdapter_failsTheSchema1AndTheMigratedFixtureAlike() throws {
        var registry = Registry.sample
        registry.register(WrongErrorCodeBannerAdapter.self, as: "SampleCustomEvent")
        let replayer = Replayer(registry: registry)
        let old = try FixtureStore.read(Self.schema1Corpus.appendingPathComponent("banner/failure-no-inventory.fixture.gz").path)
        let migration = Migration.migrate(old, replayer: replayer)
        guard case .unconfirmed(let reason) = migration.outcome else {
            Issue.record("expected an unconfirmed migration, got \(migration.outcome)")
            return
        }
        #expect(reason == "it does not replay green: first difference at #5 (0 ms): host loadCompleted at 0 ms changed error.code: 101 → 999")
        let written = try FixtureCodec.decode(FixtureCodec.encode(migration.fixture), path: "migrated.fixture.gz")
        #expect(written.fidelity == .perSeam)
        let before = replayer.replay(old), after = replayer.replay(written)
        #expect(before.status == .differed)
        #expect(after.status == .differed)
        #expect(after.diff == before.diff)
    }

    // MARK: Golden files people can review

    @Test func committedCorpus_averagesAtMostTwoAndAHalfLinesPerEntry() throws {
        var lines = 0, entries = 0
        for path in try FixtureStore.fixturePaths(in: [recordingsFolder.path]) {
            let fixture = try FixtureStore.read(path)
            #expect(fixture.fidelity == .complete, "\(path)")
            entries += fixture.timeline.count
            lines += try FixtureCodec.json(fixture).filter { $0 == 0x0A }.count
        }
        #expect(entries > 0)
        #expect(Double(lines) / Double(entries) <= 2.5, "\(lines) lines for \(entries) entries")
    }

    @Test func rewardedFill_fitsInFortyFiveLines() throws {
        let json = try FixtureCodec.json(try committedFixture("rewarded/fill"))
        #expect(json.filter { $0 == 0x0A }.count <= 45)
    }

    @Test func committedCorpus_isCanonical() throws {
        for path in try FixtureStore.fixturePaths(in: [recordingsFolder.path]) {
            let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(try FixtureCodec.encode(FixtureStore.read(path)) == bytes, "\(path)")
        }
    }
}
