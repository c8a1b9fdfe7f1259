import AdReplay
import AdReplaySample
import Foundation
import Testing

/// `adreplay status`, and the live recordings' age in `replay --max-age`.
@Suite struct StatusCommandTests {
    /// `recordings/banner/fill.fixture.gz` copied to `relative` with its environment changed.
    private func fixture(in scratch: Scratch, at relative: String, change: (inout Fixture.Environment) -> Void) throws {
        var fixture = try FixtureStore.read(
            AdReplayCLI.recordings.appendingPathComponent("banner/fill.fixture.gz").path,
            networks: [SamplePlugin()])
        change(&fixture.environment)
        try FileManager.default.createDirectory(at: scratch.file(relative).deletingLastPathComponent(), withIntermediateDirectories: true)
        try FixtureStore.write(fixture, to: scratch.file(relative).path, overwrite: false)
    }

    private let live = Fixture.Live(recordedOn: CalendarDay("2026-10-15")!, upstream: "https://ads.example.com")

    @Test func status_listsSimulatedFixturesAsCurrent() throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: "banner/fill.fixture.gz", to: "fixtures/fill.fixture.gz")

        let run = try scratch.run(["status", "fixtures"])

        #expect(run.status == 0, "\(run)")
        #expect(
            run.stdout == """
                CURRENT fixtures/fill.fixture.gz: simulated (answer fill); Sample SDK 1.0.0; SampleCustomEvent 1.0.0
                1 fixture: 1 current, 0 outdated, 0 unreadable

                """)
    }

    @Test func status_saysWhatChangedSinceTheRecording() throws {
        let scratch = try Scratch()
        try fixture(in: scratch, at: "old.fixture.gz") {
            $0.sdkVersion = "0.9.0"; $0.adapterVersion = "0.8.0"
        }

        let run = try scratch.run(["status", "old.fixture.gz"])

        #expect(run.status == 1, "\(run)")
        #expect(
            run.stdoutLines == [
                "OUTDATED old.fixture.gz: simulated (answer fill); Sample SDK 0.9.0; SampleCustomEvent 0.8.0",
                "  recorded with Sample SDK 0.9.0, replayed with 1.0.0",
                "  recorded with adapter 0.8.0, replayed with 1.0.0",
                "1 fixture: 0 current, 1 outdated, 0 unreadable",
            ])
    }

    @Test func status_escapesWhatTheFixtureSays() throws {
        let scratch = try Scratch()
        try fixture(in: scratch, at: "odd.fixture.gz") { $0.sdkVersion = "0.9\nCURRENT forged" }

        let run = try scratch.run(["status", "odd.fixture.gz"])

        #expect(run.status == 1, "\(run)")
        #expect(
            run.stdoutLines == [
                #"OUTDATED odd.fixture.gz: simulated (answer fill); Sample SDK 0.9\u{a}CURRENT forged; SampleCustomEvent 1.0.0"#,
                #"  recorded with Sample SDK 0.9\u{a}CURRENT forged, replayed with 1.0.0"#,
                "1 fixture: 0 current, 1 outdated, 0 unreadable",
            ])
    }

    @Test func status_givesALiveRecordingsAgeAndJudgesItByMaxAge() throws {
        let scratch = try Scratch()
        try fixture(in: scratch, at: "live.fixture.gz") { $0.live = live }
        let today = ["ADREPLAY_TODAY": "2026-11-24"]

        let young = try scratch.run(["status", "live.fixture.gz", "--max-age", "40"], environment: today)
        let old = try scratch.run(["status", "live.fixture.gz", "--max-age", "39"], environment: today)

        #expect(young.status == 0, "\(young)")
        #expect(
            young.stdoutLines.first
                == "CURRENT live.fixture.gz: recorded live 2026-10-15 (40 days ago) against https://ads.example.com; Sample SDK 1.0.0; SampleCustomEvent 1.0.0"
        )
        #expect(old.status == 1, "\(old)")
        #expect(
            old.stdoutLines.dropFirst().first == "  older than --max-age 39: re-record it with record --upstream https://ads.example.com")
    }

    @Test func status_namesAnUnreadableFileAndExits2() throws {
        let scratch = try Scratch()
        try scratch.write(Data("not a fixture".utf8), to: "bad.fixture.gz")

        let run = try scratch.run(["status", "bad.fixture.gz"])

        #expect(run.status == 2, "\(run)")
        #expect(run.stdoutLines == ["ERROR bad.fixture.gz", "1 fixture: 0 current, 0 outdated, 1 unreadable"])
        #expect(run.stderr.hasPrefix("bad.fixture.gz: "), "\(run)")
    }

    @Test func replayMaxAge_warnsOfAStaleLiveRecordingAndFailStaleFails() throws {
        let scratch = try Scratch()
        try fixture(in: scratch, at: "live.fixture.gz") { $0.live = live }
        let today = ["ADREPLAY_TODAY": "2026-11-24"]

        let warned = try scratch.run(["replay", "live.fixture.gz", "--max-age", "30"], environment: today)
        let failed = try scratch.run(["replay", "live.fixture.gz", "--max-age", "30", "--fail-stale"], environment: today)
        let fresh = try scratch.run(["replay", "live.fixture.gz", "--max-age", "40", "--fail-stale"], environment: today)

        let note =
            "  note: stale: recorded live 2026-10-15 (40 days ago) against https://ads.example.com, older than --max-age 30; re-record it with record --upstream"
        #expect(warned.status == 0, "\(warned)")
        #expect(warned.stdoutLines.prefix(2) == ["PASS live.fixture.gz", note])
        // A stale fixture that fails the run is STALE, not PASS, and the totals agree with the exit code.
        #expect(failed.status == 1, "\(failed)")
        #expect(failed.stdoutLines.first == "STALE live.fixture.gz")
        #expect(failed.stdoutLines.dropFirst().first == note + " (fails the run: --fail-stale)")
        #expect(
            failed.stdoutLines.suffix(2) == [
                "1 fixture: 0 passed, 1 stale (--fail-stale)",
                "1 recorded live more than 30 days ago or dated after today (--max-age), which fails the run",
            ])
        #expect(warned.stdoutLines.last == "1 recorded live more than 30 days ago or dated after today (--max-age)")
        #expect(fresh.status == 0, "\(fresh)")
        #expect(!fresh.stdout.contains("stale"), "\(fresh)")
    }

    /// Issue 36: a live fixture dated after today never went stale; and with --fail-stale the run
    /// exited 1 while --json said passed, JUnit counted 0 failures and Markdown "1 passed".
    @Test func replayMaxAge_aFutureDate_isStale_andEveryReportAgreesWithTheExitCode() throws {
        let scratch = try Scratch()
        try fixture(in: scratch, at: "live.fixture.gz") { $0.live = live }
        let before = ["ADREPLAY_TODAY": "2026-10-01"]

        let text = try scratch.run(["replay", "live.fixture.gz", "--max-age", "30", "--fail-stale"], environment: before)
        let json = try scratch.run(
            [
                "replay", "live.fixture.gz", "--max-age", "30", "--fail-stale", "--json",
                "--junit", "r.xml", "--markdown", "r.md",
            ], environment: before)

        #expect(text.status == 1, "\(text)")
        #expect(
            text.stdoutLines.prefix(2) == [
                "STALE live.fixture.gz",
                "  note: stale: recorded live 2026-10-15 (dated in the future) against https://ads.example.com, a day after today, which no age can be told from; re-record it with record --upstream (fails the run: --fail-stale)",
            ])
        #expect(json.status == 1, "\(json)")
        #expect(json.stdout.contains(#""status" : "stale""#), "\(json)")
        #expect(json.stdout.contains(#""passed" : 0"#), "\(json)")
        #expect(json.stdout.contains(#""stale" : 1"#), "the totals count the stale fixture: \(json)")
        let junit = String(decoding: try scratch.bytes("r.xml"), as: UTF8.self)
        #expect(junit.contains(#"<testsuites name="adreplay" tests="1" failures="1" errors="0">"#), "\(junit)")
        let markdown = String(decoding: try scratch.bytes("r.md"), as: UTF8.self)
        #expect(markdown.contains("**1 fixture: 0 passed, 1 stale (--fail-stale)**"), "\(markdown)")
    }

    @Test func replayMaxAge_refusesABadPinnedDay() throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: "banner/fill.fixture.gz", to: "fill.fixture.gz")

        let run = try scratch.run(["replay", "fill.fixture.gz", "--max-age", "3"], environment: ["ADREPLAY_TODAY": "24/11/2026"])

        #expect(run.status == 2, "\(run)")
        #expect(
            run.stderr
                == "ADREPLAY_TODAY is \"24/11/2026\", not a day from 1970-01-01 to 9999-12-31 written YYYY-MM-DD; unset it for today's date (UTC).\n"
        )
    }

    @Test func recordUpstream_isRefusedForANetworkThatCannotRecordLive() throws {
        let scratch = try Scratch()

        let run = try scratch.run(["record", "--format", "banner", "--out", "x.fixture.gz", "--upstream", "https://ads.example.com"])

        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("--upstream applies to the Osprey network, not the Sample network (banner)."), "\(run)")
        #expect(!scratch.exists("x.fixture.gz"))
    }
}
