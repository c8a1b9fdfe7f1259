import Foundation
import Testing

/// A fixture that is a bug report (`"reproduces"`, schema 3) replays REPRODUCES while the
/// adapter still shows the bug and FIXED once it does not, in every report; `--update` makes a
/// fixed one an ordinary fixture, and `--accept-reproductions` keeps known bugs green.
@Suite struct ReplayBugReportTests {
    /// `reproduced`: the committed banner fill marked as the bug itself (it still happens);
    /// `fixed`: the same session said to break a contract the Sample adapter keeps.
    private func bugReports() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.copy(
            fixture: "banner/fill.fixture.gz", to: "bugs/reproduced.fixture.gz",
            editing: [
                (
                    "\"schema\": 2, \"name\": \"fill\",",
                    "\"schema\": 3, \"name\": \"fill\",\n  \"reproduces\": [{\"behaviour\": \"the banner names no advertiser\"}],"
                )
            ])
        try scratch.copy(
            fixture: "banner/fill.fixture.gz", to: "bugs/fixed.fixture.gz",
            editing: [
                (
                    "\"schema\": 2, \"name\": \"fill\",",
                    "\"schema\": 3, \"name\": \"fill\",\n  \"reproduces\": [{\"breach\": \"load completes exactly once\", \"ad\": 1}],"
                )
            ])
        return scratch
    }

    @Test func replay_saysReproducesAndFixed_andExitsOne() throws {
        let scratch = try bugReports()
        let run = try scratch.run(["replay", "bugs"])
        #expect(run.status == 1, "\(run)")
        #expect(
            run.stdout == """
                FIXED bugs/fixed.fixture.gz: no longer breaks load completes exactly once (ad 1)
                REPRODUCES bugs/reproduced.fixture.gz: does what was marked wrong: the banner names no advertiser

                bugs/fixed.fixture.gz: fixed: no longer breaks load completes exactly once (ad 1)
                make it an ordinary regression fixture of what the adapter does now with: adreplay replay --update bugs/fixed.fixture.gz

                bugs/reproduced.fixture.gz: reproduces the bug it was recorded for: does what was marked wrong: the banner names no advertiser
                it fails until the adapter is fixed; a run that keeps known bugs accepts it with --accept-reproductions
                2 fixtures: 0 passed, 1 reproduces a bug, 1 fixed

                """)
    }

    /// Accepted in every report: the line says so, JUnit skips it, JSON marks it.
    @Test func acceptReproductions_keepsAKnownBugGreen_butNotAFixedOne() throws {
        let scratch = try bugReports()
        let run = try scratch.run(["replay", "--accept-reproductions", "--junit", "r.xml", "bugs/reproduced.fixture.gz"])
        #expect(run.status == 0)
        #expect(
            run.stdoutLines.first
                == "REPRODUCES bugs/reproduced.fixture.gz: does what was marked wrong: the banner names no advertiser (a known bug, accepted)"
        )
        let xml = String(decoding: try scratch.bytes("r.xml"), as: UTF8.self)
        #expect(xml.contains(#"tests="1" failures="0" errors="0" skipped="1""#), "\(xml)")
        #expect(
            xml.contains(
                #"<skipped message="a known bug, accepted: bugs/reproduced.fixture.gz: reproduces the bug it was recorded for: does what was marked wrong: the banner names no advertiser"/>"#
            ), "\(xml)")
        let json = try scratch.run(["replay", "--accept-reproductions", "--json", "bugs/reproduced.fixture.gz"])
        #expect(json.stdout.contains(#""accepted" : true"#), "\(json.stdout)")
        #expect(try scratch.run(["replay", "--accept-reproductions", "bugs"]).status == 1)
    }

    /// `--update` turns the fixed report into an ordinary fixture (schema 2, no "reproduces")
    /// that passes, and leaves the one that still reproduces alone.
    @Test func update_makesAFixedReportAnOrdinaryFixture() throws {
        let scratch = try bugReports()
        let before = try scratch.bytes("bugs/reproduced.fixture.gz")
        let update = try scratch.run(["replay", "--update", "bugs"])
        #expect(
            update.stdoutLines.prefix(2) == [
                "UPDATED bugs/fixed.fixture.gz",
                "REPRODUCES bugs/reproduced.fixture.gz: does what was marked wrong: the banner names no advertiser",
            ])
        #expect(update.status == 1)
        #expect(try scratch.bytes("bugs/reproduced.fixture.gz") == before)
        let json = String(decoding: try SystemGzip.decompress(scratch.file("bugs/fixed.fixture.gz")), as: UTF8.self)
        #expect(json.hasPrefix("{\n  \"schema\": 2, \"name\": \"fill\",\n  \"scenario\": "))
        #expect(try scratch.run(["replay", "bugs/fixed.fixture.gz"]).stdout == "PASS bugs/fixed.fixture.gz\n1 fixture: 1 passed\n")
    }

    @Test func everyReport_hasTheStatuses() throws {
        let scratch = try bugReports()
        let run = try scratch.run(["replay", "--json", "--junit", "report.xml", "--markdown", "report.md", "bugs"])
        #expect(run.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let fixtures = try #require(object["fixtures"] as? [[String: Any]])
        #expect(fixtures.map { $0["status"] as? String } == ["fixed", "reproduces"])
        let totals = try #require(object["totals"] as? [String: Any])
        #expect(totals["reproduces"] as? Int == 1 && totals["fixed"] as? Int == 1)
        let xml = String(decoding: try scratch.bytes("report.xml"), as: UTF8.self)
        #expect(
            xml.contains(
                #"<failure type="fixed" message="bugs/fixed.fixture.gz: fixed: no longer breaks load completes exactly once (ad 1)">"#),
            "\(xml)")
        #expect(
            xml.contains(
                #"<failure type="reproduces" message="bugs/reproduced.fixture.gz: reproduces the bug it was recorded for: does what was marked wrong: the banner names no advertiser">"#
            ), "\(xml)")
        let markdown = String(decoding: try scratch.bytes("report.md"), as: UTF8.self)
        #expect(markdown.contains("\n## 🔧 fixed, not yet updated: `bugs/fixed.fixture.gz`\n"), "\(markdown)")
        #expect(markdown.contains("\n## 🐞 reproduces: `bugs/reproduced.fixture.gz`\n"), "\(markdown)")
    }

    /// `record --reproduces` marks the session as the bug, and says so.
    @Test func record_reproduces_marksTheFixture() throws {
        let scratch = try Scratch()
        let run = try scratch.run([
            "record", "--format", "banner", "--answer", "fill", "--reproduces", "the banner names no advertiser",
            "--out", "bug.fixture.gz",
        ])
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stderr
                == "note: bug.fixture.gz is a bug report: it replays REPRODUCES until the adapter no longer does what was marked wrong: the banner names no advertiser.\n"
        )
        #expect(
            try scratch.run(["replay", "bug.fixture.gz"]).stdoutLines.first
                == "REPRODUCES bug.fixture.gz: does what was marked wrong: the banner names no advertiser")
    }

    /// A bug report of a crash reproduces while the replay traps at the same place (here the
    /// Swift port's force unwrap of a missing media view, in its own worker process).
    @Test func aCrashReport_reproducesWhileTheReplayTrapsThere() throws {
        let scratch = try Scratch()
        try scratch.copy(
            fixture: "nativeLegacy/content-video-no-images.fixture.gz", to: "crash.fixture.gz",
            editing: [
                (
                    "\"schema\": 2, \"name\": \"content-video-no-images\",",
                    "\"schema\": 3, \"name\": \"content-video-no-images\",\n  \"reproduces\": [{\"crash\": \"SampleMediatedNativeAdSwift.swift:49\"}],"
                ),
                ("\"adapter\": \"SampleLegacyCustomEventNativeAd\"", "\"adapter\": \"SampleLegacyCustomEventNativeAdSwift\""),
            ])
        let run = try scratch.run(["replay", "crash.fixture.gz"])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdoutLines.first == "REPRODUCES crash.fixture.gz: crashes at SampleMediatedNativeAdSwift.swift:49")
        #expect(
            run.stdout.contains(
                "\ncrashed at SampleCustomEventSwift/SampleMediatedNativeAdSwift.swift:49: Unexpectedly found nil while unwrapping an Optional value\n"
            ),
            "\(run)")
        #expect(run.stdoutLines.last == "1 fixture: 0 passed, 1 reproduces a bug")
    }

    /// An adapter that traps while recording costs a child process, not the tool: the fixture
    /// holds the session up to the trap and is a bug report of the crash, which its replay
    /// reproduces.
    @Test func record_ofACrashingAdapter_writesABugReportOfTheCrash() throws {
        let scratch = try Scratch()
        let run = try scratch.run([
            "record", "--format", "nativeLegacy", "--adapter", "SampleLegacyCustomEventNativeAdSwift",
            "--answer", "fill", "--video", "no", "--out", "crash.fixture.gz",
        ])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout == "wrote crash.fixture.gz: 3 timeline entries up to the adapter's crash\n")
        #expect(
            run.stderr == """
                warning: crash.fixture.gz: the adapter crashed at SampleCustomEventSwift/SampleMediatedNativeAdSwift.swift:49 in SampleMediatedNativeAdSwift.videoView.getter: Unexpectedly found nil while unwrapping an Optional value
                note: crash.fixture.gz is a bug report: it replays REPRODUCES until the adapter no longer crashes at SampleMediatedNativeAdSwift.swift:49.

                """)
        let replay = try scratch.run(["replay", "crash.fixture.gz"])
        #expect(replay.status == 1)
        #expect(replay.stdoutLines.first == "REPRODUCES crash.fixture.gz: crashes at SampleMediatedNativeAdSwift.swift:49")
        let inspect = try scratch.run(["inspect", "crash.fixture.gz"])
        #expect(inspect.stdoutLines.contains("  a bug report: it crashes at SampleMediatedNativeAdSwift.swift:49"), "\(inspect)")
        #expect(inspect.stdoutLines.last == "  then the adapter crashes at SampleMediatedNativeAdSwift.swift:49", "\(inspect)")
    }

    /// Issue 45, item 18: a bug report of a crash recorded with a debug build names the line,
    /// the function and the message; a release build's names only the function (its trap keeps
    /// no line or message). Either reproduces with this build (which learns the function from a
    /// backtrace when its first replay named only the line), and a report of another function
    /// is still a crash, not REPRODUCES.
    @Test func aCrashReport_ofEitherBuild_reproduces_andOnlyAtItsSite() throws {
        let scratch = try Scratch()
        let function = "SampleCustomEventNativeAdSwift.didRender(in:clickableAssetViews:nonclickableAssetViews:viewController:)"
        let record = try scratch.run([
            "record", "--format", "native", "--adapter", "SampleCustomEventSwift", "--script", "load; untrack; render",
            "--out", "debug.fixture.gz",
        ])
        #expect(record.status == 1, "\(record)")
        let debugReport =
            #"{"crash": "SampleCustomEventNativeAdSwift.swift:77", "function": "\#(function)", "message": "Unexpectedly found nil while implicitly unwrapping an Optional value"}"#
        let text = String(decoding: try SystemGzip.decompress(scratch.file("debug.fixture.gz")), as: UTF8.self)
        #expect(text.contains(#""reproduces": [\#(debugReport)]"#), "\(text)")
        let reports = [
            "release": #"{"crash": "\#(function)"}"#,
            "elsewhere": #"{"crash": "SampleCustomEventNativeAdSwift.loadNativeAd(for:completionHandler:)"}"#,
            "old": #"{"crash": "SampleCustomEventNativeAdSwift.swift:77"}"#,
        ]
        for (name, report) in reports {
            try scratch.writeGzip(text.replacingOccurrences(of: debugReport, with: report), to: "\(name).fixture.gz")
        }
        let run = try scratch.run([
            "replay", "--jobs", "1", "debug.fixture.gz", "elsewhere.fixture.gz", "old.fixture.gz", "release.fixture.gz",
        ])
        #expect(run.status == 1, "\(run)")
        let trap = "SampleCustomEventSwift/SampleCustomEventNativeAdSwift.swift:77"
        let message = "Unexpectedly found nil while implicitly unwrapping an Optional value"
        let advice = "it fails until the adapter is fixed; a run that keeps known bugs accepts it with --accept-reproductions"
        #expect(
            run.stdout == """
                REPRODUCES debug.fixture.gz: crashes at SampleCustomEventNativeAdSwift.swift:77
                CRASH elsewhere.fixture.gz
                REPRODUCES old.fixture.gz: crashes at SampleCustomEventNativeAdSwift.swift:77
                REPRODUCES release.fixture.gz: crashes at \(function)

                debug.fixture.gz: reproduces the bug it was recorded for: crashes at SampleCustomEventNativeAdSwift.swift:77
                crashed at \(trap): \(message)
                \(advice)

                elsewhere.fixture.gz: crashed at \(trap) in \(function): \(message)

                old.fixture.gz: reproduces the bug it was recorded for: crashes at SampleCustomEventNativeAdSwift.swift:77
                crashed at \(trap): \(message)
                \(advice)

                release.fixture.gz: reproduces the bug it was recorded for: crashes at \(function)
                crashed at \(trap) in \(function): \(message)
                \(advice)
                4 fixtures: 0 passed, 3 reproduce a bug, 1 crashed

                """, "\(run)")
    }

    /// A crash report's worker died: the next fixture goes to a new worker, so the one after a
    /// reproduced crash is judged on its own (it once inherited the dead worker's crash).
    @Test func afterAReproducedCrash_theNextFixtureHasItsOwnResult() throws {
        let scratch = try Scratch()
        for name in ["a", "b"] {
            try scratch.copy(
                fixture: "nativeLegacy/content-video-no-images.fixture.gz", to: "bugs/\(name).fixture.gz",
                editing: [
                    (
                        "\"schema\": 2, \"name\": \"content-video-no-images\",",
                        "\"schema\": 3, \"name\": \"content-video-no-images\",\n  \"reproduces\": [{\"crash\": \"SampleMediatedNativeAdSwift.swift:49\"}],"
                    ),
                    ("\"adapter\": \"SampleLegacyCustomEventNativeAd\"", "\"adapter\": \"SampleLegacyCustomEventNativeAdSwift\""),
                ])
        }
        try scratch.copy(fixture: "nativeLegacy/content-video-yes-images.fixture.gz", to: "bugs/c.fixture.gz")
        for jobs in ["1", "2"] {
            let run = try scratch.run(["replay", "--jobs", jobs, "bugs"])
            #expect(
                Array(run.stdoutLines.prefix(3)) == [
                    "REPRODUCES bugs/a.fixture.gz: crashes at SampleMediatedNativeAdSwift.swift:49",
                    "REPRODUCES bugs/b.fixture.gz: crashes at SampleMediatedNativeAdSwift.swift:49",
                    "PASS bugs/c.fixture.gz",
                ], "\(run)")
        }
    }
}
