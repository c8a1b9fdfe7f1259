import AdReplay
import AdReplayTesting
import Foundation
import Testing

#if canImport(XCTest)
import XCTest
#endif

let isolationBenchEnabled = ProcessInfo.processInfo.environment["ADREPLAY_BENCH_ISOLATION"] != nil

/// What crash isolation costs, for Sources/AdReplayTesting/AdReplayTesting.docc/WritingAdapterTests.md: the whole Sample corpus through
/// each isolated helper. Runs only when ADREPLAY_BENCH_ISOLATION is set, with and without
/// `ADREPLAY_ISOLATION=off`:
/// `ADREPLAY_BENCH_ISOLATION=1 swift test --skip-build --filter IsolationCostBench`. The times are
/// Swift Testing's and XCTest's own; nothing here is timed.
@Suite(.enabled(if: isolationBenchEnabled))
struct IsolationCostBench {
    static let corpus = FixtureFile.all(in: "../../../recordings")

    @Test(arguments: corpus)
    func corpus_expectReplays(_ fixture: FixtureFile) {
        expectReplays(fixture, registry: Registry.sample, mode: .never)
    }

    @Test func corpus_replayAll() throws {
        let results = try Cassette.replayAll(in: recordingsFolder.path, registry: Registry.sample)
        #expect(results.count == Self.corpus.count)
        #expect(results.compactMap(\.failureMessage) == [])
    }
}

#if canImport(XCTest)
final class IsolationCostXCBench: XCTestCase {
    func testCorpus_XCTAssertReplays() throws {
        try XCTSkipUnless(isolationBenchEnabled, "set ADREPLAY_BENCH_ISOLATION to measure")
        XCTAssertReplays(IsolationCostBench.corpus, registry: Registry.sample, mode: .never)
    }
}
#endif
