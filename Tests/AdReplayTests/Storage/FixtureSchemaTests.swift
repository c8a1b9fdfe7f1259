import AdReplay
import AdReplaySample
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
        let fixture = try FixtureStore.read(path, networks: Registry.sample.networks)
        #expect(fixture.fidelity == .complete)
        #expect(fixture.name == "fill")
        #expect(fixture.scenario.format == .rewarded)
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(try FixtureCodec.encode(fixture) == bytes)
    }

    @Test func schema1Sample_readsSeamBySeam() throws {
        let fixture = try FixtureStore.read(sample("schema-1.fixture.gz"), networks: Registry.sample.networks)
        #expect(fixture.fidelity == .perSeam)
        #expect(fixture.name == "fill")
        #expect(
            fixture.hostEvents.map(\.event.kind) == [
                "loadCompleted", "willPresentFullScreenView", "didStartVideo", "didRewardUser", "willDismissFullScreenView",
                "didEndVideo", "didDismissFullScreenView",
            ])
        #expect(fixture.observation.steps == fixture.scenario.script)
    }

    /// Only the Sample network and the host's ad server ever wrote schema 1: an exchange of a
    /// network whose plug-in is hand-written is refused with a sentence, never read half.
    @Test func schema1OfANetworkWhosePluginReadsNoSchema1_isRefused() throws {
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: sample("schema-1.fixture.gz"))))
        let json = String(decoding: try Gzip.decompress(bytes, limit: 1 << 20), as: UTF8.self)
            .replacingOccurrences(of: #""sample" : {"#, with: #""twin" : {"#)
        var registry = Registry.sample
        registry.register(network: HostlessTwin())
        let error = fixtureError {
            _ = try FixtureCodec.decodeJSON(Array(json.utf8), path: "twin.fixture.gz", networks: registry.networks)
        }
        #expect(
            error?.description
                == #"twin.fixture.gz: is not a valid schema-1 fixture (schema 1 holds entries of network "twin", whose plug-in reads no schema-1 entries); re-record it."#
        )
    }

    /// A schema-1 entry is held to what its schema-2 form must satisfy: a negative latency is
    /// refused when read, so `migrate` never writes a fixture no reader takes (found by
    /// `scripts/fuzz` once schema-1 reading moved to the engine's legacy reader).
    @Test func schema1NegativeLatency_isRefusedWhenRead() throws {
        let path = Self.schema1Corpus.appendingPathComponent("appOpen/failure-network-error.fixture.gz").path
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        let json = String(decoding: try Gzip.decompress(bytes, limit: 1 << 20), as: UTF8.self)
            .replacingOccurrences(of: #""latency" : 0"#, with: #""latency" : -1"#)
        let error = fixtureError {
            _ = try FixtureCodec.decodeJSON(Array(json.utf8), path: "old.fixture.gz", networks: Registry.sample.networks)
        }
        #expect(error?.description == #"old.fixture.gz: is not a valid schema-1 fixture ("latency" is negative); re-record it."#)
    }

    @Test func schema1WithUnnamedPayloads_readsAsSchema1() throws {
        let early = try FixtureStore.read(sample("schema-1-unnamed-payloads.fixture.gz"), networks: Registry.sample.networks)
        let later = try FixtureStore.read(sample("schema-1.fixture.gz"), networks: Registry.sample.networks)
        #expect(early.fidelity == .perSeam)
        #expect(early.scenario == later.scenario)
        #expect(early.hostEvents.map(\.event) == later.hostEvents.map(\.event))
        #expect(early.sdkCallbacks.map(\.event) == later.sdkCallbacks.map(\.event))
        #expect(early.observation.exchanges == later.observation.exchanges)
    }

    /// The sample (a rewarded fill) was recorded before the fidelity changes (presentation takes
    /// 300 ms, the countdown shows "0"): it no longer replays green, so migration leaves it
    /// compared seam by seam, with the same result, and what it replays is the re-recorded fixture.
    @Test func schema1Sample_recordedBeforeTheFidelityChanges_migratesUnconfirmedKeepingItsResult() throws {
        let replayer = Replayer(registry: Registry.sample)
        let old = try FixtureStore.read(sample("schema-1.fixture.gz"), networks: Registry.sample.networks)
        let before = replayer.replay(old)
        #expect(
            before.failureMessage?.contains("sample callback rewardedAdDidPresent: moved 1000 → 1300 ms") == true,
            "\(before.failureMessage ?? "")")
        let migration = Migration.migrate(old, replayer: replayer)
        guard case .unconfirmed = migration.outcome else {
            Issue.record("expected an unconfirmed migration, got \(migration.outcome)")
            return
        }
        #expect(migration.fixture.fidelity == .perSeam)
        #expect(replayer.replay(migration.fixture).status == before.status)
        #expect(
            before.observed.entries
                == (try FixtureStore.read(
                    recordingsFolder.appendingPathComponent("rewarded/fill.fixture.gz").path, networks: Registry.sample.networks)).timeline)
    }

    // MARK: The whole schema-1 corpus migrates with identical replay results

    static var schema1Paths: [String] {
        (try? FixtureStore.fixturePaths(in: [schema1Corpus.path])) ?? []
    }

    /// Schema-1 fixtures whose recorded behaviour the fidelity changes altered (full-screen
    /// presentation time and countdown ticks, the custom click handler, a `click` on a
    /// self-tracking native ad that now lands on the view its SDK tracks): they were re-recorded in
    /// schema 2, and their schema-1 originals now differ exactly as the re-recording does.
    static let changedByFidelity: Set<String> = [
        "appOpen/close-early.fixture.gz", "appOpen/fill.fixture.gz", "appOpen/present-when-not-ready.fixture.gz",
        "appOpen/taps-after-countdown.fixture.gz", "customNative/click-custom-handler.fixture.gz",
        "nativeSelfTracking/host-does-not-forward.fixture.gz",
        "rewarded/close-without-tap.fixture.gz", "rewarded/fill.fixture.gz", "rewarded/present-when-not-ready.fixture.gz",
        "rewardedInterstitial/fill.fixture.gz",
    ]

    /// Schema-1 fixtures recorded without a parameter on the legacy native API, when the host
    /// passed "" for it; it now passes nil (see HostHarness+Load.swift), so they differ
    /// exactly as the committed fixture recorded without a parameter does.
    static let changedByNilParameter: [String: String] = [
        "nativeLegacy/empty-parameter.fixture.gz": "nativeLegacy/missing-ad-unit.fixture.gz"
    ]

    /// What the record of how the network chose now adds to an ad without video (fidelity B1).
    static let noVideoNote = " (AdReplay's variant: Google's Sample SDK always attaches video)"

    @Test(arguments: schema1Paths)
    func schema1CorpusFixture_migratesToTheCommittedFixtureWithTheSameResult(path: String) throws {
        let replayer = Replayer(registry: Registry.sample)
        let old = try FixtureStore.read(path, networks: Registry.sample.networks)
        let relative = String(path.dropFirst(Self.schema1Corpus.path.count + 1))
        let rerecorded = Self.changedByNilParameter[relative] ?? relative
        var committed = try FixtureStore.read(recordingsFolder.appendingPathComponent(rerecorded).path, networks: Registry.sample.networks)
        // Schema 1 predates the label; the fixtures are otherwise the same.
        committed.environment.network = committed.environment.network.replacingOccurrences(of: Self.noVideoNote, with: "")
        let before = replayer.replay(old)
        let migration = Migration.migrate(old, replayer: replayer)
        let after = replayer.replay(migration.fixture)
        #expect(after.status == before.status)
        #expect(after.observed == before.observed)
        if Self.changedByFidelity.contains(relative) || Self.changedByNilParameter[relative] != nil {
            #expect(!before.passed)
            #expect(migration.fixture.fidelity == .perSeam)
            #expect(before.observed.entries == committed.timeline)
        } else {
            #expect(before.status == .passed)
            #expect(migration.outcome == .confirmed)
            #expect(migration.fixture == committed)
        }
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
        let old = try FixtureStore.read(
            Self.schema1Corpus.appendingPathComponent("banner/failure-no-inventory.fixture.gz").path, networks: Registry.sample.networks)
        let migration = Migration.migrate(old, replayer: replayer)
        guard case .unconfirmed(let reason) = migration.outcome else {
            Issue.record("expected an unconfirmed migration, got \(migration.outcome)")
            return
        }
        #expect(
            reason == "it does not replay green: first difference at #5 (0 ms): host loadCompleted at 0 ms changed error.code: 101 → 999")
        let written = try FixtureCodec.decode(
            FixtureCodec.encode(migration.fixture), path: "migrated.fixture.gz", networks: Registry.sample.networks)
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
            let fixture = try FixtureStore.read(path, networks: Registry.sample.networks)
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
            #expect(try FixtureCodec.encode(FixtureStore.read(path, networks: Registry.sample.networks)) == bytes, "\(path)")
        }
    }
}
