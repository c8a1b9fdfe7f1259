import AdReplayIsolation
import Foundation
import Testing

/// `replay --coverage`'s refusals in a tool built without coverage (what `swift test` builds).
/// The report itself needs a tool built for coverage, a build of its own: scripts/check-coverage
/// (run by CI) runs it end to end on the committed corpus.
@Suite(.enabled(if: !ProfileRuntime.isLinked, "this build has the LLVM profile runtime (swift test --enable-code-coverage)"))
struct ReplayCoverageTests {
    @Test(arguments: [["--coverage"], ["--min-coverage", "80"], ["--coverage-sources", "Sources"]])
    func replay_coverage_inAToolBuiltWithoutIt_refusesWithTheBuildCommand_beforeReplaying(options: [String]) throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: "banner/fill.fixture.gz", to: "f.fixture.gz")
        let run = try scratch.run(["replay", "f.fixture.gz"] + options)
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "")
        #expect(
            run.stderr
                == "--coverage: this adreplay was not built for coverage (it has no LLVM profile runtime); build one with `swift build --enable-code-coverage --build-path .build-cov --product adreplay` and run .build-cov/debug/adreplay.\n"
        )
    }

    @Test func replay_coverageWithJSON_refuses() throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: "banner/fill.fixture.gz", to: "f.fixture.gz")
        let run = try scratch.run(["replay", "--json", "--coverage", "f.fixture.gz"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "")
        #expect(run.stderr == "--coverage prints a text report after the run's; it cannot be used with --json.\n")
    }

    @Test(arguments: ["101", "-1", "nan"])
    func replay_minCoverageOutsideAPercentage_refuses(value: String) throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: "banner/fill.fixture.gz", to: "f.fixture.gz")
        let run = try scratch.run(["replay", "--min-coverage", value, "f.fixture.gz"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.hasPrefix("Error: --min-coverage is a percentage from 0 to 100, not \(Double(value) ?? 0).\n"), "\(run)")
    }
}
