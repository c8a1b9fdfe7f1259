import AdReplay
import AdReplayTesting
import Foundation
import Testing

/// The cost of crash isolation, for docs/writing-adapter-tests.md: the whole Sample corpus
/// through `expectReplays`, one case per fixture. Run only when ADREPLAY_BENCH_ISOLATION is set
/// (`scripts/bench-isolation`), with and without `ADREPLAY_ISOLATION=off`; never timed here.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["ADREPLAY_BENCH_ISOLATION"] != nil))
struct IsolationCostBench {
    @Test(arguments: FixtureFile.all(in: "../../recordings"))
    func corpus_expectReplays(_ fixture: FixtureFile) {
        expectReplays(fixture, registry: Registry.sample, mode: .never)
    }
}
