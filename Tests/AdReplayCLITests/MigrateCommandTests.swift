import Foundation
import Testing

/// `adreplay migrate`: rewrites older schemas in place, atomically, and says what it did.
@Suite struct MigrateCommandTests {
    static let schema1Corpus = AdReplayCLI.packageRoot.appendingPathComponent("Tests/AdReplayTests/Resources/schema-1-corpus")

    /// Copies schema-1 fixtures (by corpus path) into `old/` of a scratch folder.
    private func schema1(_ names: [String]) throws -> Scratch {
        let scratch = try Scratch()
        for name in names {
            try scratch.write(try Data(contentsOf: Self.schema1Corpus.appendingPathComponent(name)), to: "old/\(name)")
        }
        return scratch
    }

    @Test func migrate_schema1_confirmsTheOrderAndWritesTheCommittedBytes() throws {
        let scratch = try schema1(["banner/fill.fixture.gz", "interstitial/fill.fixture.gz"])
        let run = try scratch.run("migrate old")
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "")
        #expect(
            run.stdoutLines == [
                "MIGRATED old/banner/fill.fixture.gz: schema 1 → 2, order across seams confirmed by replay",
                "MIGRATED old/interstitial/fill.fixture.gz: schema 1 → 2, order across seams confirmed by replay",
                "2 fixtures: 2 migrated, 0 already current",
            ])
        for name in ["banner/fill.fixture.gz", "interstitial/fill.fixture.gz"] {
            #expect(try scratch.bytes("old/\(name)") == Data(contentsOf: AdReplayCLI.recordings.appendingPathComponent(name)))
        }
        let again = try scratch.run("migrate old")
        #expect(again.status == 0)
        #expect(
            again.stdoutLines == [
                "CURRENT old/banner/fill.fixture.gz", "CURRENT old/interstitial/fill.fixture.gz",
                "2 fixtures: 0 migrated, 2 already current",
            ])
        #expect(try scratch.run("replay old").status == 0)
    }

    @Test func migrate_unconfirmedFixture_isRewrittenOnceThenLeftAlone() throws {
        let scratch = try schema1(["banner/fill.fixture.gz"])
        // An expectation the adapter no longer meets: the click is reported at another time.
        let json = String(decoding: try SystemGzip.decompress(scratch.file("old/banner/fill.fixture.gz")), as: UTF8.self)
        try scratch.writeGzip(
            json.replacingOccurrences(of: "\"time\" : 1000\n    }\n  ]\n}", with: "\"time\" : 1500\n    }\n  ]\n}"),
            to: "old/banner/late.fixture.gz")
        let first = try scratch.run("migrate old/banner/late.fixture.gz")
        #expect(first.status == 0, "\(first)")
        #expect(
            first.stdoutLines.first?.hasPrefix(
                "MIGRATED old/banner/late.fixture.gz: schema 1 → 2, still compared seam by seam because it does not replay green: ") == true
        )
        let bytes = try scratch.bytes("old/banner/late.fixture.gz")
        let second = try scratch.run("migrate old/banner/late.fixture.gz")
        #expect(second.stdoutLines.first?.hasPrefix("CURRENT old/banner/late.fixture.gz: still compared seam by seam because ") == true)
        #expect(second.stdoutLines.last == "1 fixture: 0 migrated, 1 already current")
        #expect(try scratch.bytes("old/banner/late.fixture.gz") == bytes)
        // Once the adapter meets the expectation again, the per-seam schema-2 file is confirmed,
        // and the line says what it was migrated from.
        let perSeam = String(decoding: try SystemGzip.decompress(scratch.file("old/banner/late.fixture.gz")), as: UTF8.self)
        try scratch.writeGzip(
            perSeam.replacingOccurrences(
                of: #"{"at":  1500, "sdk": "sample", "effect": "openedURL""#,
                with: #"{"at":  1000, "sdk": "sample", "effect": "openedURL""#),
            to: "old/banner/late.fixture.gz")
        let third = try scratch.run("migrate old/banner/late.fixture.gz")
        #expect(
            third.stdoutLines.first
                == "MIGRATED old/banner/late.fixture.gz: schema 2 (per seam) → 2, order across seams confirmed by replay",
            "\(third)")
    }

    /// The reason a migration is unconfirmed can quote the fixture (an adapter's name): it is
    /// escaped like every other line, so a fixture cannot steer the terminal. Found by fuzzing.
    @Test func migrate_reason_escapesWhatTheFixtureSays() throws {
        let scratch = try schema1(["banner/fill.fixture.gz"])
        let json = String(decoding: try SystemGzip.decompress(scratch.file("old/banner/fill.fixture.gz")), as: UTF8.self)
        try scratch.writeGzip(
            json.replacingOccurrences(
                of: #""adapterClassName" : "SampleCustomEvent""#,
                with: #""adapterClassName" : "Sample\u001b[31mRed""#),
            to: "old/banner/red.fixture.gz")
        let run = try scratch.run("migrate old/banner/red.fixture.gz")
        #expect(run.status == 0, "\(run)")
        #expect(!run.stdout.unicodeScalars.contains { $0.value == 0x1B }, "\(run)")
        #expect(run.stdoutLines.first?.contains(#"Sample\u{1b}[31mRed"#) == true, "\(run)")
    }

    @Test func migrate_leavesNoOtherFileBehind() throws {
        let scratch = try schema1(["banner/fill.fixture.gz"])
        _ = try scratch.run("migrate old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.file("old/banner").path) == ["fill.fixture.gz"])
    }

    @Test func migrate_unreadableFixture_exitsTwoAfterMigratingTheRest() throws {
        let scratch = try schema1(["banner/fill.fixture.gz"])
        try BrokenFixture.truncated.write(to: "old/cut.fixture.gz", in: scratch)
        let run = try scratch.run("migrate old")
        #expect(run.status == 2, "\(run)")
        #expect(
            run.stdoutLines == [
                "MIGRATED old/banner/fill.fixture.gz: schema 1 → 2, order across seams confirmed by replay",
                "ERROR old/cut.fixture.gz",
                "2 fixtures: 1 migrated, 0 already current, 1 unreadable",
            ])
        #expect(run.stderr == "old/cut.fixture.gz: \(BrokenFixture.truncated.complaint)\n")
    }

    @Test func migrate_emptyFolder_exitsTwo() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(at: scratch.file("empty"), withIntermediateDirectories: true)
        let run = try scratch.run("migrate empty")
        #expect(run.status == 2)
        #expect(run.stderr == "empty: holds no *.fixture.gz files; nothing to migrate.\n")
    }
}

/// `scripts/fixture-textconv`, git's diff driver: never fails, whatever a commit holds.
@Suite struct FixtureTextconvTests {
    static let script = AdReplayCLI.packageRoot.appendingPathComponent("scripts/fixture-textconv")

    private func textconv(_ mode: String, _ file: URL) throws -> CLIRun {
        try AdReplayCLI.runProcess(URL(fileURLWithPath: "/bin/sh"), [Self.script.path, mode, file.path], in: AdReplayCLI.packageRoot)
    }

    @Test(arguments: ["--json", "--timeline"])
    func textconv_goodFixture(mode: String) throws {
        let file = AdReplayCLI.recordings.appendingPathComponent("banner/fill.fixture.gz")
        let run = try textconv(mode, file)
        #expect(run.status == 0)
        let json = String(decoding: try SystemGzip.decompress(file), as: UTF8.self)
        if mode == "--json" {
            #expect(run.stdout == json)
        } else {
            // The timeline when a built adreplay is at hand, else the JSON.
            #expect(run.stdout.hasPrefix("fixture fill\n") || run.stdout == json, "\(run)")
            #expect(!run.stdout.contains(file.path))
        }
    }

    @Test(arguments: ["--json", "--timeline"], BrokenFixture.allCases)
    func textconv_brokenFixture_exitsZero(mode: String, broken: BrokenFixture) throws {
        let scratch = try Scratch()
        try broken.write(to: "bad.fixture.gz", in: scratch)
        let run = try textconv(mode, scratch.file("bad.fixture.gz"))
        #expect(run.status == 0, "\(run)")
        #expect(!run.stdout.contains(scratch.url.path))
    }
}
