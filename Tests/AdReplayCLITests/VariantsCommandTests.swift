import Foundation
import Testing

/// `adreplay variants`: one fixture per network answer, written or checked, word for word.
@Suite struct VariantsCommandTests {
    static let names = ["fill", "failure-unknown", "failure-network-error", "failure-no-inventory", "missing-ad-unit", "late-fill"]

    /// A scratch folder holding `fill.fixture.gz` (the committed banner fill) and its variants in `out/`.
    static func written() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.copy(fixture: "banner/fill.fixture.gz", to: "fill.fixture.gz")
        let run = try scratch.run("variants fill.fixture.gz --out out")
        #expect(run.status == 0, "\(run)")
        return scratch
    }

    @Test func out_writesOneFixturePerVariant_namedForIt() throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: "banner/fill.fixture.gz", to: "fill.fixture.gz")
        let run = try scratch.run("variants fill.fixture.gz --out out")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines == Self.names.map { "WROTE out/\($0).fixture.gz" } + ["6 variants: 6 written"])
        #expect(run.stderr == "")
        // The variants scripts/record-all also records are the committed bytes.
        for name in Self.names.dropLast() {
            let committed = try Data(contentsOf: AdReplayCLI.recordings.appendingPathComponent("banner/\(name).fixture.gz"))
            #expect(try scratch.bytes("out/\(name).fixture.gz") == committed, "\(name)")
        }
    }

    @Test func out_refusesToOverwrite_sayingWhichExist_andForceReplaces() throws {
        let scratch = try Self.written()
        let before = try scratch.bytes("out/fill.fixture.gz")
        try FileManager.default.removeItem(at: scratch.file("out/late-fill.fixture.gz"))
        let refused = try scratch.run("variants fill.fixture.gz --out out")
        #expect(refused.status == 2, "\(refused)")
        #expect(refused.stdout == "")
        #expect(
            refused.stderr == Self.names.dropLast().map { "out/\($0).fixture.gz" }.joined(separator: ", ")
                + ": already exist; nothing was written. Pass --force to replace them, or --check out to compare with them.\n")
        #expect(!scratch.exists("out/late-fill.fixture.gz"))
        let forced = try scratch.run("variants fill.fixture.gz --out out --force")
        #expect(forced.status == 0, "\(forced)")
        #expect(forced.stdoutLines.last == "6 variants: 6 written")
        #expect(try scratch.bytes("out/fill.fixture.gz") == before)
    }

    @Test func check_onAnUntouchedFolder_passes() throws {
        let scratch = try Self.written()
        let run = try scratch.run("variants fill.fixture.gz --check out")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines == Self.names.map { "SAME out/\($0).fixture.gz" } + ["6 variants: 6 same"])
        #expect(run.stderr == "")
    }

    @Test func check_reportsADriftedVariantWithItsHeadline_andAMissingOne() throws {
        let scratch = try Self.written()
        try scratch.copy(fixture: "banner/failure-no-inventory.fixture.gz", to: "out/failure-unknown.fixture.gz")
        try FileManager.default.removeItem(at: scratch.file("out/late-fill.fixture.gz"))
        let run = try scratch.run("variants fill.fixture.gz --check out")
        #expect(run.status == 1, "\(run)")
        #expect(
            run.stdoutLines == [
                "SAME out/fill.fixture.gz",
                "DIFF out/failure-unknown.fixture.gz: first difference at #2 (0 ms): sample request at 0 ms changed code: "
                    + "\"noInventory\" → \"unknown\" (3 differences)",
                "SAME out/failure-network-error.fixture.gz",
                "SAME out/failure-no-inventory.fixture.gz",
                "SAME out/missing-ad-unit.fixture.gz",
                "MISSING out/late-fill.fixture.gz",
                "6 variants: 4 same, 1 differed, 1 missing",
            ])
        #expect(run.stderr == "")
    }

    @Test func customNative_writesEveryAnswerOfTheHostsAdServer() throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: "customNative/click-browser.fixture.gz", to: "click.fixture.gz")
        let run = try scratch.run("variants click.fixture.gz --out out")
        #expect(run.status == 0, "\(run)")
        let names = [
            "fill-video-yes", "fill-video-no", "failure-invalid-request", "failure-no-fill", "failure-network-error",
            "failure-server-error", "failure-timeout", "failure-internal-error", "missing-ad-unit", "late-fill",
        ]
        #expect(run.stdoutLines == names.map { "WROTE out/\($0).fixture.gz" } + ["10 variants: 10 written"])
        let replay = try scratch.run("replay out")
        #expect(replay.status == 0, "\(replay)")
        #expect(replay.stdoutLines.last == "10 fixtures: 10 passed")
    }

    @Test func badInput_exits2() throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: "banner/missing-ad-unit.fixture.gz", to: "none.fixture.gz")
        let noAdUnit = try scratch.run("variants none.fixture.gz --out out")
        #expect(noAdUnit.status == 2, "\(noAdUnit)")
        #expect(
            noAdUnit.stderr == "none.fixture.gz: records a request without an ad unit, so every variant would be the missing "
                + "ad unit; derive the variants from a recording with one (record --parameter UNIT).\n")
        #expect(!scratch.exists("out"))

        let neither = try scratch.run("variants none.fixture.gz")
        #expect(neither.status == 2, "\(neither)")
        #expect(neither.stderr.hasPrefix("Error: Pass --out DIR to write the variants or --check DIR to compare them.\n"))

        let both = try scratch.run("variants none.fixture.gz --out a --check b")
        #expect(both.status == 2, "\(both)")
        #expect(both.stderr.hasPrefix("Error: --out and --check exclude each other.\n"))

        let absent = try scratch.run("variants absent.fixture.gz --check out")
        #expect(absent.status == 2, "\(absent)")
        #expect(absent.stderr == "absent.fixture.gz: cannot be read (no such file).\n")
    }
}
