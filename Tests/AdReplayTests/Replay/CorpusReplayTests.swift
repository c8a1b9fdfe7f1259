import AdReplay
import AdReplaySample
import AdReplayTesting
import AdWorld
import Foundation
import Testing

/// Replaying a corpus on several threads: the same outcomes in the same order as one thread, and
/// every session's world freed, so memory does not grow with the corpus.
@Suite struct CorpusReplayTests {
    static func corpusPaths() throws -> [String] {
        try FixtureStore.fixturePaths(in: [recordingsFolder.path])
    }

    /// What a report shows of an outcome: its path, and its result or error.
    static func shown(_ outcomes: [CorpusReplay.Outcome]) -> [String] {
        outcomes.map { outcome in
            switch outcome.result {
            case .success(let result): "\(outcome.path) \(result.status) \(result.failureMessage ?? "")"
            case .failure(let error): "\(outcome.path) unreadable: \(error.description)"
            }
        }
    }

    @Test func parallelReplay_givesTheSerialOutcomesInTheSameOrder() throws {
        let paths = try Self.corpusPaths()
        let replayer = Replayer(registry: Registry.sample)
        let serial = CorpusReplay(replayer: replayer, jobs: 1).outcomes(paths)
        let parallel = CorpusReplay(replayer: replayer, jobs: 4).outcomes(paths)
        #expect(serial.map(\.path) == paths)
        #expect(parallel.map(\.path) == paths)
        #expect(serial.map { try? $0.result.get() } == parallel.map { try? $0.result.get() })
        #expect(serial.allSatisfy { $0.passed })
    }

    @Test func parallelReplay_keepsFailuresAndUnreadableFilesInPlace() throws {
        try withTemporaryFolder { folder in
            let names = ["a/fill", "b/broken", "c/edited", "d/fill"]
            let good = try Data(contentsOf: URL(fileURLWithPath: recording("banner/fill")))
            var edited = try committedFixture("banner/failure-no-inventory")
            edited.removeLastHostEvent()
            for name in names {
                let url = folder.appendingPathComponent("\(name).fixture.gz")
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                switch name {
                case "b/broken": try Data("not gzip".utf8).write(to: url)
                case "c/edited": try FixtureStore.write(edited, to: url.path, overwrite: false)
                default: try good.write(to: url)
                }
            }
            let paths = try FixtureStore.fixturePaths(in: [folder.path])
            let replayer = Replayer(registry: Registry.sample)
            let serial = Self.shown(CorpusReplay(replayer: replayer, jobs: 1).outcomes(paths))
            let parallel = Self.shown(CorpusReplay(replayer: replayer, jobs: 3).outcomes(paths))
            #expect(parallel == serial)
            #expect(serial.map { $0.split(separator: " ")[1] } == ["passed", "unreadable:", "differed", "passed"])
        }
    }

    @Test func eachOutcome_arrivesInPathOrder_oneAtATime() throws {
        let paths = try Self.corpusPaths()
        var seen: [String] = []
        CorpusReplay(replayer: Replayer(registry: Registry.sample), jobs: 3).run(paths) { seen.append($0.path) }
        #expect(seen == paths)
    }

    // In one shared child: what is checked is the order of the results the jobs give back; a
    // child of the test binary per fixture, twice over the corpus, took this test 100 s.
    @Test(.isolation(.shared)) func replayAll_isTheSameWhateverTheJobs() throws {
        let one = try Cassette.replayAll(in: recordingsFolder.path, registry: Registry.sample, jobs: 1)
        let many = try Cassette.replayAll(in: recordingsFolder.path, registry: Registry.sample, jobs: 2)
        #expect(one == many)
        #expect(one.count == (try Self.corpusPaths()).count)
    }

    // MARK: Memory stays flat

    @Test func oneReplay_freesItsWorld() throws {
        let census = WorldCensus()
        let fixture = try committedFixture("rewarded/fill")
        let result = World.$census.withValue(census) { Replayer(registry: Registry.sample).replay(fixture) }
        #expect(result.passed)
        #expect(census.made == 1)
        #expect(census.alive == 0)
    }

    @Test(arguments: ["banner/fill", "appOpen/fill", "native/content-video-yes-images", "customNative/click-custom-handler"])
    func oneRecording_freesItsWorld(name: String) throws {
        let census = WorldCensus()
        let fixture = try committedFixture(name)
        _ = try World.$census.withValue(census) {
            try Recorder(registry: Registry.sample).record(fixture.scenario, name: name, network: .seeded(1))
        }
        #expect(census.made == 1)
        #expect(census.alive == 0)
    }

    @Test func replayingTheCorpusAHundredTimes_leavesNoWorldAlive() throws {
        let paths = try Self.corpusPaths()
        let census = WorldCensus()
        let run = CorpusReplay(replayer: Replayer(registry: Registry.sample), jobs: 2)
        var passed = 0
        World.$census.withValue(census) {
            for _ in 0..<100 {
                run.run(paths) { if $0.passed { passed += 1 } }
            }
        }
        #expect(passed == 100 * paths.count)
        #expect(census.made == 100 * paths.count)
        #expect(census.alive == 0)
    }
}
