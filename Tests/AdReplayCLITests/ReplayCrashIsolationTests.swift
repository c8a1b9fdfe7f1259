import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `adreplay replay` runs fixtures in worker processes: an adapter that traps is one fixture's
/// result, `CRASH`, and the rest of the run goes on. The trapping adapter is a real one: the
/// Swift family's legacy native mapper force-unwraps the media view of an ad without video.
@Suite struct ReplayCrashIsolationTests {
    static let swiftLegacy = ["--adapter", "SampleLegacyCustomEventNativeAd=SampleLegacyCustomEventNativeAdSwift"]
    static let crashing = "fixtures/nativeLegacy/content-video-no-images.fixture.gz"
    static let crash =
        "crashed at SampleCustomEventSwift/SampleMediatedNativeAdSwift.swift:49: Unexpectedly found nil while unwrapping an Optional value"

    /// One trapping fixture between two that pass.
    static func corpus() throws -> Scratch {
        let scratch = try Scratch()
        for name in ["app-video-yes-images", "content-video-no-images", "content-video-yes-urls"] {
            try scratch.copy(fixture: "nativeLegacy/\(name).fixture.gz", to: "fixtures/nativeLegacy/\(name).fixture.gz")
        }
        return scratch
    }

    @Test func aTrap_isACrashResult_andTheRunGoesOn() throws {
        let scratch = try Self.corpus()
        let run = try scratch.run(["replay", "fixtures"] + Self.swiftLegacy)
        #expect(run.exited, "\(run)")
        #expect(run.status == 1, "\(run)")
        #expect(
            run.stdoutLines == [
                "PASS fixtures/nativeLegacy/app-video-yes-images.fixture.gz",
                "CRASH \(Self.crashing)",
                "PASS fixtures/nativeLegacy/content-video-yes-urls.fixture.gz",
                "",
                "\(Self.crashing): \(Self.crash)",
                "3 fixtures: 2 passed, 1 crashed",
            ])
        #expect(run.stderr == "\(Self.crashing): \(Self.crash)\n")
    }

    @Test func crashes_giveTheSameOutputWhateverTheJobs() throws {
        let scratch = try Self.corpus()
        try scratch.copy(fixture: "nativeLegacy/app-video-no-images.fixture.gz", to: "fixtures/nativeLegacy/app-video-no-images.fixture.gz")
        try scratch.copy(fixture: "nativeLegacy/empty-parameter.fixture.gz", to: "fixtures/nativeLegacy/empty-parameter.fixture.gz")
        let runs = try ["1", "2", "4"].map { try scratch.run(["replay", "--jobs", $0, "fixtures"] + Self.swiftLegacy) }
        #expect(runs.map(\.status) == [1, 1, 1])
        #expect(
            runs[0].stdoutLines.prefix(5) == [
                "CRASH fixtures/nativeLegacy/app-video-no-images.fixture.gz",
                "PASS fixtures/nativeLegacy/app-video-yes-images.fixture.gz",
                "CRASH \(Self.crashing)",
                "PASS fixtures/nativeLegacy/content-video-yes-urls.fixture.gz",
                "CRASH fixtures/nativeLegacy/empty-parameter.fixture.gz",
            ])
        #expect(runs[0].stdoutLines.last == "5 fixtures: 2 passed, 3 crashed")
        #expect(runs[1].stdout == runs[0].stdout)
        #expect(runs[2].stdout == runs[0].stdout)
        #expect(runs[1].stderr == runs[0].stderr)
    }

    @Test func reports_carryTheCrash() throws {
        let scratch = try Self.corpus()
        let run = try scratch.run(["replay", "--json", "--junit", "report.xml", "--markdown", "report.md", "fixtures"] + Self.swiftLegacy)
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr == "\(Self.crashing): \(Self.crash)\n")

        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(
            report["totals"] as? [String: Int] == [
                "fixtures": 3, "passed": 2, "differed": 0, "contractBreached": 0, "crashed": 1, "failed": 0, "unreadable": 0, "updated": 0,
            ])
        let entries = try #require(report["fixtures"] as? [[String: Any]])
        #expect(entries.map { $0["status"] as? String } == ["passed", "crashed", "passed"])
        #expect(entries[1]["path"] as? String == Self.crashing)
        #expect(entries[1]["headline"] as? String == Self.crash)
        #expect(entries[1]["error"] as? String == Self.crash)

        let xml = String(decoding: try scratch.bytes("report.xml"), as: UTF8.self)
        let lines = xml.split(separator: "\n").map(String.init)
        #expect(lines[1] == #"<testsuites name="adreplay" tests="3" failures="0" errors="1">"#)
        #expect(
            lines.contains(
                #"      <error type="crashed" message="\#(Self.crashing): \#(Self.crash)">\#(Self.crashing): \#(Self.crash)</error>"#),
            "\(xml)")
        #expect(try XMLDocument(data: Data(xml.utf8)).rootElement()?.name == "testsuites")

        let markdown = String(decoding: try scratch.bytes("report.md"), as: UTF8.self)
        #expect(
            markdown == """
                # adreplay replay

                **3 fixtures: 2 passed, 1 crashed**

                ## 💥 `\(Self.crashing)`

                `\(Self.crash)`

                """)
    }

    /// Workers' stderr goes to unnamed temporary files: nothing is left behind.
    @Test func crashes_leaveNoFilesBehind() throws {
        let scratch = try Self.corpus()
        let temporary = scratch.file("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let run = try scratch.run(["replay", "fixtures"] + Self.swiftLegacy, environment: ["TMPDIR": temporary.path])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdoutLines.last == "3 fixtures: 2 passed, 1 crashed")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    }

    /// The same fixtures against the adapter they were recorded with: no crash.
    @Test func theRecordedAdapter_doesNotCrash() throws {
        let scratch = try Self.corpus()
        let run = try scratch.run("replay fixtures")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.last == "3 fixtures: 3 passed")
    }
}

/// Issue 45's random scenario, in the build under test: the Sample Swift native adapter traps on
/// an implicitly unwrapped media view (line 77) when rendered after untracking. Whatever the
/// build (a debug build names the line and message, a release build keeps only the adapter's
/// function), the crash is the adapter's, never the host's that called it, and the bug report
/// written replays REPRODUCES in the same build (and in the other: `ReplayBugReportTests`).
@Suite struct RecordAdapterCrashTests {
    @Test func record_anAdapterTrap_namesTheAdapter_andItsReportReproduces() throws {
        let scratch = try Scratch()
        let recorded = try scratch.run([
            "record", "--format", "native", "--adapter", "SampleCustomEventSwift", "--script", "load; untrack; render", "--out",
            "x.fixture.gz",
        ])
        #expect(recorded.status == 1, "\(recorded)")
        let debug =
            "warning: x.fixture.gz: the adapter crashed at SampleCustomEventSwift/SampleCustomEventNativeAdSwift.swift:77 in SampleCustomEventNativeAdSwift.didRender(in:clickableAssetViews:nonclickableAssetViews:viewController:): Unexpectedly found nil while implicitly unwrapping an Optional value"
        let release =
            "warning: x.fixture.gz: the adapter crashed in SampleCustomEventNativeAdSwift.didRender(in:clickableAssetViews:nonclickableAssetViews:viewController:) (signal 4)"
        #expect([debug, release].contains(recorded.stderrLines.first ?? ""), "\(recorded)")
        #expect(!recorded.stderr.contains("NativeAdPresenter") && !recorded.stderr.contains("AdReplay itself"), "\(recorded)")
        let replayed = try scratch.run(["replay", "x.fixture.gz"])
        #expect(replayed.status == 1, "\(replayed)")
        #expect(
            replayed.stdoutLines.first?.hasPrefix("REPRODUCES x.fixture.gz: crashes at SampleCustomEventNativeAdSwift") == true,
            "\(replayed)")
    }
}
