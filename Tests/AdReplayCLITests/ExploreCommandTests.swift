import Foundation
import Testing

/// `adreplay explore`, word for word: nothing found on the bundled adapters (exit 0); a real
/// trap found in a child process, shrunk to one step, written, and replayed as a CRASH (exit 1);
/// the same output for the same seed; an existing fixture refused (exit 2).
@Suite struct ExploreCommandTests {
    static let trapping = ["--format", "nativeLegacy", "--adapter", "SampleLegacyCustomEventNativeAdSwift"]
    static let crashFile = "out/crash-SampleMediatedNativeAdSwift.swift-49.fixture.gz"
    static let found =
        "FOUND crash at SampleMediatedNativeAdSwift.swift:49 → \(crashFile) (1 step: load, answer fill, video no (AdReplay's variant: Google's Sample SDK always attaches video))"

    @Test func bundledAdapters_findNothing() throws {
        let scratch = try Scratch()
        for format in [
            "banner", "interstitial", "rewarded", "rewardedInterstitial", "appOpen", "native", "nativeLegacy",
            "nativeSelfTracking", "customNative",
        ] {
            let run = try scratch.run(["explore", "--format", format, "--out", "out"])
            #expect(run.status == 0, "\(run)")
            #expect(run.stdoutLines.count == 1 && run.stdout.hasSuffix("(seed 0): nothing found\n"), "\(run)")
            #expect(run.stderr == "")
        }
        #expect(!scratch.exists("out"))
    }

    /// `--no-parameter` (shared with record): sessions with a missing ad unit, which the adapter
    /// fails without breaking a contract.
    @Test func noParameter_exploresSessionsWithAMissingAdUnit() throws {
        let scratch = try Scratch()
        let run = try scratch.run(["explore", "--format", "banner", "--no-parameter", "--runs", "20", "--out", "out"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "explored 20 sessions of banner with SampleCustomEvent (seed 0): nothing found\n")
        let both = try scratch.run(["explore", "--format", "banner", "--no-parameter", "--parameter", "x", "--out", "out"])
        #expect(both.status == 2, "\(both)")
        #expect(both.stderr.hasPrefix("Error: --parameter and --no-parameter exclude each other.\n"), "\(both)")
    }

    /// An opt-in rule is looked for when asked: the Sample interstitial reports its click after
    /// the dismissal, which "nothing after dismissal" forbids; the finding replays REPRODUCES.
    @Test func anOptInRule_isLookedForWhenAsked() throws {
        let scratch = try Scratch()
        let run = try scratch.run([
            "explore", "--format", "interstitial", "--runs", "50", "--contract", "nothingAfterDismissal", "--out", "out",
        ])
        #expect(run.status == 1, "\(run)")
        #expect(
            run.stdoutLines == [
                "FOUND no event after the ad's dismissal (ad 1) → out/no-event-after-the-ad-s-dismissal.fixture.gz (3 steps: load; present; +500 tap, answer fill)",
                "explored 50 sessions of interstitial with SampleCustomEvent (seed 0): 1 found",
            ])
        let replay = try scratch.run(["replay", "out"])
        #expect(
            replay.stdoutLines.first
                == "REPRODUCES out/no-event-after-the-ad-s-dismissal.fixture.gz: breaks no event after the ad's dismissal (ad 1)",
            "\(replay)")
    }

    /// `record`'s request options (credentials, bid response, watermark, extras, the SDK's
    /// settings) reach every generated session: the finding is written with them and replays so.
    @Test func requestOptions_reachEveryGeneratedSession() throws {
        let scratch = try Scratch()
        let run = try scratch.run([
            "explore", "--format", "interstitial", "--runs", "50", "--contract", "nothingAfterDismissal",
            "--credential", "app_id=123", "--bid-response", "bid-1", "--watermark", "d2F0ZXI=",
            "--extra", "muted=yes", "--tag-for-child-directed", "yes", "--out", "out",
        ])
        #expect(run.status == 1, "\(run)")
        let fixture = "out/no-event-after-the-ad-s-dismissal.fixture.gz"
        let json = String(decoding: try SystemGzip.decompress(scratch.file(fixture)), as: UTF8.self)
        for stored in [
            #""credentials": {"app_id": "123"}"#, #""bidResponse": "bid-1""#, #""watermark": "d2F0ZXI=""#,
            #""extras": {"muted": "yes"}"#, #""tagForChildDirectedTreatment": true"#,
        ] {
            #expect(json.contains(stored), "\(stored) missing from \(json.prefix(600))")
        }
        let replay = try scratch.run(["replay", fixture])
        #expect(replay.stdoutLines.first?.hasPrefix("REPRODUCES \(fixture)") == true, "\(replay)")
    }

    /// The written fixture is a bug report of the crash: it replays REPRODUCES at the same site.
    @Test func aTrap_isFoundShrunkAndWritten_andReplaysAsACrash() throws {
        let scratch = try Scratch()
        let run = try scratch.run(["explore"] + Self.trapping + ["--out", "out"])
        #expect(run.exited, "\(run)")
        #expect(run.status == 1, "\(run)")
        #expect(
            run.stdoutLines == [
                Self.found,
                "explored 200 sessions of nativeLegacy with SampleLegacyCustomEventNativeAdSwift (seed 0): 1 found",
            ])
        let replay = try scratch.run(["replay", Self.crashFile])
        #expect(replay.status == 1)
        #expect(replay.stdoutLines.first == "REPRODUCES \(Self.crashFile): crashes at SampleMediatedNativeAdSwift.swift:49", "\(replay)")

        // The same seed finds the same; the file it would write exists, so nothing is written.
        let again = try scratch.run(["explore"] + Self.trapping + ["--out", "out"])
        #expect(again.status == 2)
        #expect(again.stdout == "")
        #expect(
            again.stderr == "\(Self.crashFile): already exists; explore never overwrites a fixture, so remove it or choose another --out.\n"
        )
        let elsewhere = try scratch.run(["explore"] + Self.trapping + ["--out", "other"])
        #expect(elsewhere.stdoutLines.first == Self.found.replacingOccurrences(of: "out/", with: "other/"))
    }

    @Test func badUsage_exits2() throws {
        let scratch = try Scratch()
        let unknown = try scratch.run(["explore", "--format", "banner", "--adapter", "Nope", "--out", "out"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("Error: --adapter Nope: no adapter is registered as that; the known ones are "), "\(unknown)")
        let runs = try scratch.run(["explore", "--format", "banner", "--runs", "0", "--out", "out"])
        #expect(runs.status == 2)
        #expect(runs.stderr.contains("--runs needs at least 1 session, not 0."), "\(runs)")
    }
}
