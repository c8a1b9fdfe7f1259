import Foundation
import Testing

/// `variants --configurations`: only what the adapter reads is varied, and a variant that records
/// the same session as the recording is not written, word for word.
@Suite struct VariantsConfigurationsCommandTests {
    /// What the Sample banner adapter reads (its size, its line's settings, the test flag) and
    /// the variants that follows: GMA's sizes and test mode, nothing child-directed.
    static let sampleOutput = [
        "read: adSize (320×50), credentials (keys parameter), isTestRequest (no)",
        "  credentials: the line's server-side settings are the publisher's; not varied",
        "WROTE out/size-large-banner.fixture.gz: the banner asks for GMA's large banner, 320×100",
        "WROTE out/size-medium-rectangle.fixture.gz: the banner asks for GMA's medium rectangle, 300×250",
        "WROTE out/size-full-banner.fixture.gz: the banner asks for GMA's full banner, 468×60",
        "WROTE out/size-leaderboard.fixture.gz: the banner asks for GMA's leaderboard, 728×90",
        "WROTE out/size-skyscraper.fixture.gz: the banner asks for GMA's skyscraper, 120×600",
        "WROTE out/size-anchored-adaptive.fixture.gz: the banner asks for the size of GMA's anchored adaptive banner "
            + "on the host's 390-point screen (without its flag), 390×59",
        "WROTE out/test-mode.fixture.gz: isTestRequest is yes",
        "7 variants: 7 written",
    ]

    @Test func sampleBanner_writesSizeAndTestModeVariants_theCommittedOnesByteForByte() throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: "banner/fill.fixture.gz", to: "fill.fixture.gz")
        let run = try scratch.run("variants fill.fixture.gz --configurations --out out")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines == Self.sampleOutput)
        #expect(run.stderr == "")
        // scripts/record-all records these three with `record --ad-size` and `--test-mode`.
        for name in ["size-medium-rectangle", "size-leaderboard", "test-mode"] {
            let committed = try Data(contentsOf: AdReplayCLI.recordings.appendingPathComponent("banner/\(name).fixture.gz"))
            #expect(try scratch.bytes("out/\(name).fixture.gz") == committed, "\(name)")
        }
        let check = try scratch.run("variants fill.fixture.gz --configurations --check out")
        #expect(check.status == 0, "\(check)")
        #expect(
            check.stdoutLines == Array(Self.sampleOutput.prefix(2))
                + Self.sampleOutput.dropFirst(2).dropLast().map { "SAME " + String($0.dropFirst("WROTE ".count).prefix { $0 != ":" }) }
                + ["7 variants: 7 same"])
    }

    /// The scenario sets every child-directed tag and the app's audio; the Sample adapter reads
    /// none of them, so none is varied: the variants are those of a scenario that sets nothing.
    @Test func tagsTheAdapterNeverReads_areNotVaried() throws {
        let scratch = try Scratch()
        let record = try scratch.run(
            "record --format banner --answer fill --child-directed yes --tag-for-child-directed yes --tag-for-under-age-of-consent no "
                + "--age-restricted-treatment child --application-muted yes --out tagged.fixture.gz")
        #expect(record.status == 0, "\(record)")
        let run = try scratch.run("variants tagged.fixture.gz --configurations --out out")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines == Self.sampleOutput)
        let written = try FileManager.default.contentsOfDirectory(atPath: scratch.file("out").path).sorted()
        #expect(written.count == 7)
        #expect(!written.contains { $0.contains("child") || $0.contains("age") || $0.contains("mute") })
    }

    @Test func out_refusesToOverwrite_namingTheFiles() throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: "banner/fill.fixture.gz", to: "fill.fixture.gz")
        try scratch.copy(fixture: "banner/test-mode.fixture.gz", to: "out/test-mode.fixture.gz")
        let run = try scratch.run("variants fill.fixture.gz --configurations --out out")
        #expect(run.status == 2, "\(run)")
        #expect(run.stdoutLines == Array(Self.sampleOutput.prefix(2)))
        #expect(
            run.stderr
                == "out/test-mode.fixture.gz: already exists; nothing was written. Pass --force to replace them, or --check out to compare with them.\n"
        )
        #expect(!scratch.exists("out/size-large-banner.fixture.gz"))
    }

    /// Custom native ads have no adapter, and a legacy custom event's request is not noted: both
    /// are refused, not answered with "read: nothing".
    @Test func noAdapterOrALegacyCustomEvent_isRefused() throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: "customNative/click-browser.fixture.gz", to: "custom.fixture.gz")
        try scratch.copy(fixture: "nativeLegacy/content-video-yes-images.fixture.gz", to: "legacy.fixture.gz")
        let custom = try scratch.run("variants custom.fixture.gz --configurations --out out")
        #expect(custom.status == 2, "\(custom)")
        #expect(custom.stdout == "")
        #expect(
            custom.stderr
                == "custom.fixture.gz: records the host's own custom native ads, with no adapter to read a configuration; "
                + "nothing was written. Pass a recording of an adapter's format.\n")
        let legacy = try scratch.run("variants legacy.fixture.gz --configurations --check out")
        #expect(legacy.status == 2, "\(legacy)")
        #expect(legacy.stdout == "")
        #expect(
            legacy.stderr
                == "legacy.fixture.gz: records a legacy custom event, whose request arrives as arguments the host does not note, "
                + "so what it reads is unknown; nothing was written. Vary its network's answers instead (variants without --configurations).\n"
        )
        #expect(!scratch.exists("out"))
    }

    /// TinySizingAdapter reads the size and the SDK's child-directed tag but does nothing with
    /// the tag: its size variants are written, its tag variants recorded, found the same and
    /// skipped, saying why; `--check` skips them too and passes.
    @Test func aReadThatChangesNothing_isSkippedSayingWhy() throws {
        let scratch = try Scratch()
        let sizing = ["TINY_REPLAY_SIZING": "1"]
        let record = try Self.tiny(
            [
                "record", "--format", "banner", "--adapter", "TinySizingAdapter", "--answer", "fill", "--tag-for-child-directed", "yes",
                "--out", "fill.fixture.gz",
            ], in: scratch, environment: sizing)
        #expect(record.status == 0, "\(record)")
        let run = try Self.tiny(["variants", "fill.fixture.gz", "--configurations", "--out", "out"], in: scratch, environment: sizing)
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stdoutLines == [
                "read: adSize (320×50), credentials (keys parameter), requestConfiguration.tagForChildDirectedTreatment (yes)",
                "  credentials: the line's server-side settings are the publisher's; not varied",
                "WROTE out/size-large-banner.fixture.gz: the banner asks for GMA's large banner, 320×100",
                "WROTE out/size-medium-rectangle.fixture.gz: the banner asks for GMA's medium rectangle, 300×250",
                "WROTE out/size-full-banner.fixture.gz: the banner asks for GMA's full banner, 468×60",
                "WROTE out/size-leaderboard.fixture.gz: the banner asks for GMA's leaderboard, 728×90",
                "WROTE out/size-skyscraper.fixture.gz: the banner asks for GMA's skyscraper, 120×600",
                "WROTE out/size-anchored-adaptive.fixture.gz: the banner asks for the size of GMA's anchored adaptive banner "
                    + "on the host's 390-point screen (without its flag), 390×59",
                "SKIPPED out/tag-for-child-directed-no.fixture.gz: requestConfiguration.tagForChildDirectedTreatment is no, "
                    + "yet the adapter did the same as with the recording's configuration; not written",
                "SKIPPED out/tag-for-child-directed-unset.fixture.gz: requestConfiguration.tagForChildDirectedTreatment is unset, "
                    + "yet the adapter did the same as with the recording's configuration; not written",
                "8 variants: 6 written, 2 skipped (the same session)",
            ])
        #expect(run.stderr == "")
        #expect(!scratch.exists("out/tag-for-child-directed-no.fixture.gz"))
        let check = try Self.tiny(["variants", "fill.fixture.gz", "--configurations", "--check", "out"], in: scratch, environment: sizing)
        #expect(check.status == 0, "\(check)")
        #expect(check.stdoutLines.last == "8 variants: 6 same, 2 skipped (the same session)")
        // A size variant changed on disk is a difference: exit 1.
        try FileManager.default.removeItem(at: scratch.file("out/size-skyscraper.fixture.gz"))
        let missing = try Self.tiny(
            ["variants", "fill.fixture.gz", "--configurations", "--check", "out"], in: scratch, environment: sizing)
        #expect(missing.status == 1, "\(missing)")
        #expect(missing.stdoutLines.contains("MISSING out/size-skyscraper.fixture.gz"))
        #expect(missing.stdoutLines.last == "8 variants: 5 same, 1 missing, 2 skipped (the same session)")
    }

    static func tiny(_ arguments: [String], in scratch: Scratch, environment: [String: String]) throws -> CLIRun {
        let binary = try AdReplayCLI.located.get().deletingLastPathComponent().appendingPathComponent("tiny-replay")
        return try AdReplayCLI.runProcess(binary, arguments, in: scratch.url, environment: environment)
    }
}
