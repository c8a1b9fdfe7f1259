import Foundation
import Testing

/// Issue 36's unclear sentences: each now says what is wrong in the words the user gave.
@Suite struct UnclearSentencesTests {
    /// `--timeout -1` was "Missing value for '--timeout <seconds>'".
    @Test func aNegativeTimeout_isRefusedByItsRule_notAsAMissingValue() throws {
        let run = try AdReplayCLI.run(["replay", "recordings/banner/fill.fixture.gz", "--timeout", "-1"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("--timeout must be 0 (no limit) or more, not -1."), "\(run)")
        #expect(!run.stderr.contains("Missing value"), "\(run)")
    }

    /// A bug report names its opt-in rule as `one impression per ad`; `--contract` refused that name.
    @Test func anOptInRule_isTakenUnderTheNameABugReportGivesIt() throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: "banner/fill.fixture.gz", to: "imp.fixture.gz", editing: [(
            "\"schema\": 2, \"name\": \"fill\",",
            "\"schema\": 3, \"name\": \"fill\",\n  \"reproduces\": [{\"breach\": \"one impression per ad\", \"ad\": 1}],")])
        let byStoredName = try scratch.run(["replay", "imp.fixture.gz", "--contract", "one impression per ad"])
        let byOptionName = try scratch.run(["replay", "imp.fixture.gz", "--contract", "impressionOnce"])
        #expect(byStoredName.status == byOptionName.status, "\(byStoredName)")
        #expect(byStoredName.stdout == byOptionName.stdout, "\(byStoredName)")
        let unknown = try scratch.run(["replay", "imp.fixture.gz", "--contract", "twoImpressions"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--contract takes an opt-in rule: impressionOnce (one impression per ad), rewardOnce (one reward per ad), nothingAfterDismissal (no event after the ad's dismissal)."), "\(unknown)")
    }
}
