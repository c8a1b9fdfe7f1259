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
        try scratch.copy(
            fixture: "banner/fill.fixture.gz", to: "imp.fixture.gz",
            editing: [
                (
                    "\"schema\": 2, \"name\": \"fill\",",
                    "\"schema\": 3, \"name\": \"fill\",\n  \"reproduces\": [{\"breach\": \"one impression per ad\", \"ad\": 1}],"
                )
            ])
        let byStoredName = try scratch.run(["replay", "imp.fixture.gz", "--contract", "one impression per ad"])
        let byOptionName = try scratch.run(["replay", "imp.fixture.gz", "--contract", "impressionOnce"])
        #expect(byStoredName.status == byOptionName.status, "\(byStoredName)")
        #expect(byStoredName.stdout == byOptionName.stdout, "\(byStoredName)")
        let unknown = try scratch.run(["replay", "imp.fixture.gz", "--contract", "twoImpressions"])
        #expect(unknown.status == 2)
        #expect(
            unknown.stderr.contains(
                "--contract takes an opt-in rule: impressionOnce (one impression per ad), rewardOnce (one reward per ad), nothingAfterDismissal (no event after the ad's dismissal), presentAnswered (present answered), selfCounting (a self-counting ad reports its counts), released (objects released after the session)."
            ), "\(unknown)")
    }

    /// With `--accept-reproductions` the run passes (exit 0), yet the report said "it fails until
    /// the adapter is fixed; a run that keeps known bugs accepts it with --accept-reproductions",
    /// the option the run was given, in the text and the Markdown report alike.
    @Test func anAcceptedReproduction_isReportedAsPassingThisRun() throws {
        let scratch = try Scratch()
        let record = try scratch.run([
            "record", "--format", "banner", "--answer", "fill", "--reproduces", "the banner names no advertiser",
            "--out", "bug.fixture.gz",
        ])
        #expect(record.status == 0, "\(record)")
        let run = try scratch.run(["replay", "--accept-reproductions", "--markdown", "r.md", "bug.fixture.gz"])
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stdoutLines.contains(
                "accepted as a known bug (--accept-reproductions): it passes this run, and fails a run without that option until the adapter is fixed"
            ), "\(run)")
        #expect(!run.stdout.contains("it fails until the adapter is fixed;"), "\(run)")
        let markdown = String(decoding: try scratch.bytes("r.md"), as: UTF8.self)
        #expect(markdown.contains("accepted as a known bug (--accept-reproductions): it passes this run"), "\(markdown)")
        #expect(!markdown.contains("it fails until the adapter is fixed;"), "\(markdown)")
        let unaccepted = try scratch.run(["replay", "bug.fixture.gz"])
        #expect(unaccepted.status == 1)
        #expect(
            unaccepted.stdoutLines.contains(
                "it fails until the adapter is fixed; a run that keeps known bugs accepts it with --accept-reproductions"), "\(unaccepted)")
    }
}
