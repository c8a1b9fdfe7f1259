import Foundation
import Testing

@testable import AdReplay
@testable import AdReplayReports

/// The flat per-fixture value every report renders from, and the crash sentence.
@Suite struct ReplayReportEntryTests {
    static let trap =
        "SampleCustomEventSwift/SampleMediatedNativeAdSwift.swift:49: Fatal error: Unexpectedly found nil while unwrapping an Optional value"

    // MARK: Crashes

    @Test func crashSentence_readsSwiftsTrapLine() {
        #expect(
            CrashSentence.from(stderr: Self.trap + "\n", termination: "signal 4")
                == "crashed at SampleCustomEventSwift/SampleMediatedNativeAdSwift.swift:49: Unexpectedly found nil while unwrapping an Optional value"
        )
    }

    @Test func crashSentence_skipsOtherOutputAndABacktrace() {
        let stderr = """
            some adapter log line
            Swift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range

            💣 Program crashed: Illegal instruction at 0x00007f0000000000
            Thread 0 crashed:
            0 0x00007f in foo() at /src/Foo.swift:12:5
            """
        #expect(
            CrashSentence.from(stderr: stderr, termination: "signal 4")
                == "crashed at src/Foo.swift:12: Index out of range (in Swift/ContiguousArrayBuffer.swift:691)")
    }

    /// A trap in the standard library is any code's: without a backtrace its place names no
    /// bug, so no crash report can be matched on it.
    @Test func aTrapInTheStandardLibrary_withoutABacktrace_hasNoSite() {
        let sentence = CrashSentence.from(
            stderr: "Swift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range\n",
            termination: "signal 4")
        #expect(sentence == "crashed at Swift/ContiguousArrayBuffer.swift:691: Index out of range")
        #expect(Explorer.Failure.crash(sentence: sentence).key == .crash(site: .unknown))
        #expect(
            Explorer.Failure.crash(sentence: "crashed at src/Foo.swift:12: Index out of range (in Swift/ContiguousArrayBuffer.swift:691)")
                .key
                == .crash(site: CrashSite(place: "Foo.swift:12", message: "Index out of range")))
    }

    @Test func crashSentence_withoutATrapLine_saysHowTheProcessEnded() {
        #expect(CrashSentence.from(stderr: "", termination: "signal 11") == "crashed (signal 11)")
        #expect(
            CrashSentence.from(stderr: "talk of a Fatal error: in prose\n", termination: "exit status 3")
                == "crashed (exit status 3)")
        #expect(CrashSentence.from(stderr: "", termination: nil) == "crashed")
    }

    @Test func crashSentence_escapesControlCharacters() {
        #expect(
            CrashSentence.from(stderr: "F.swift:1: Fatal error: bell\u{7}\n", termination: nil)
                == "crashed at F.swift:1: bell\\u{7}")
    }

    @Test func crashed_namesTheFixture() {
        let entry = ReplayReportEntry.crashed("recordings/nativeLegacy/x.fixture.gz", stderr: Self.trap, termination: "signal 4")
        #expect(
            entry.status
                == .crashed(
                    "crashed at SampleCustomEventSwift/SampleMediatedNativeAdSwift.swift:49: Unexpectedly found nil while unwrapping an Optional value"
                ))
        #expect(
            entry.message
                == "recordings/nativeLegacy/x.fixture.gz: crashed at SampleCustomEventSwift/SampleMediatedNativeAdSwift.swift:49: Unexpectedly found nil while unwrapping an Optional value"
        )
        #expect(
            entry.headline
                == "crashed at SampleCustomEventSwift/SampleMediatedNativeAdSwift.swift:49: Unexpectedly found nil while unwrapping an Optional value"
        )
        #expect(!entry.passed)
    }

    // MARK: From a replay

    private func differing() throws -> ReplayResult {
        var fixture = try committedFixture("banner/failure-no-inventory")
        fixture.timeline = fixture.timeline.map { entry in
            guard case .host(.loadCompleted(.error(var error))) = entry.event else { return entry }
            error.code = 102
            return TimelineEntry(at: entry.at, .host(.loadCompleted(.error(error))))
        }
        return Replayer(registry: Registry.sample).replay(fixture, path: "fixtures/banner/edited.fixture.gz")
    }

    @Test func fromADifferingResult_keepsWhatTheReportsRead() throws {
        let result = try differing()
        let entry = ReplayReportEntry(result, diagrams: true, duration: .milliseconds(12))
        #expect(entry.path == "fixtures/banner/edited.fixture.gz")
        #expect(entry.status == .differed)
        #expect(entry.format == .banner)
        #expect(entry.message == result.failureMessage)
        #expect(entry.headline == "first difference at #4 (0 ms): host loadCompleted at 0 ms changed error.code: 102 → 101")
        #expect(
            entry.firstDifference
                == ReplayReportEntry.FirstDifference(
                    seam: "host", index: 4, time: 0, kind: "host loadCompleted", change: "changed", field: "error.code",
                    expected: "102", actual: "101"))
        #expect(entry.diagrams?.recorded.hasPrefix("sequenceDiagram") == true)
        #expect(entry.duration == .milliseconds(12))
        #expect(ReplayReportEntry(result, diagrams: false).diagrams == nil)
    }

    @Test func fromAPassingResult_isSmall() throws {
        let result = Replayer(registry: Registry.sample).replay(try committedFixture("banner/fill"), path: "p.fixture.gz")
        let entry = ReplayReportEntry(result, diagrams: true)
        #expect(entry == ReplayReportEntry(path: "p.fixture.gz", status: .passed, format: .banner))
        #expect(entry.headline == nil)
    }

    @Test func crossesAProcessBoundaryUnchanged() throws {
        let entries = [
            ReplayReportEntry(try differing(), diagrams: true, updated: false, duration: .milliseconds(3)),
            .crashed("c.fixture.gz", stderr: Self.trap, termination: "signal 4"),
            ReplayReportEntry(unreadable: FixtureError(path: "u.fixture.gz", problem: .missingSchema)),
            ReplayReportEntry(
                path: "s.fixture.gz", status: .unsupported("X does not implement rewarded"),
                headline: "X does not implement rewarded", message: "s.fixture.gz: X does not implement rewarded"),
        ]
        for entry in entries {
            let line = try JSONEncoder().encode(entry)
            #expect(!line.contains(UInt8(ascii: "\n")))
            #expect(try JSONDecoder().decode(ReplayReportEntry.self, from: line) == entry)
        }
    }

    /// Each kind of failing replay stores its headline, the message's first line without the
    /// fixture's name, and that field crosses a process boundary as the worker sends it.
    @Test func headline_isStoredForEachKindOfResult_andSurvivesJSON() throws {
        let path = "fixtures/banner/x.fixture.gz"
        let replayer = Replayer(registry: Registry.sample)
        let passing = replayer.replay(try committedFixture("banner/fill"), path: path)
        var problem = passing
        problem.requestProblems = [
            .mismatch(
                index: 0, expected: RequestValue(network: "sample", "banner, adUnit: a"),
                actual: RequestValue(network: "sample", "banner, adUnit: b"))
        ]
        var breach = passing
        breach.breaches = [
            ContractBreach(
                rule: .rewardBeforeDismissal, ad: 2, index: 7, time: 12000,
                detail: "didRewardUser after didDismissFullScreenView")
        ]
        var bugReport = try committedFixture("banner/fill")
        bugReport.reproduces = [.behaviour("the banner says nothing about its advertiser")]
        let reproduction = replayer.replay(bugReport, path: path)
        bugReport.scenario.parameter = "another-unit"
        let fixed = replayer.replay(bugReport, path: path)
        let cases: [(ReplayResult, String)] = [
            (try differing(), "first difference at #4 (0 ms): host loadCompleted at 0 ms changed error.code: 102 → 101"),
            (problem, "request #0 differs from the recording:"),
            (
                breach,
                "breaks 1 mediation contract: ad 2: reward before dismissal at host event #7 (12000 ms): "
                    + "didRewardUser after didDismissFullScreenView"
            ),
            (
                reproduction,
                "reproduces the bug it was recorded for: does what was marked wrong: the banner says nothing about its advertiser"
            ),
            (fixed, "fixed: no longer does what was marked wrong (the banner says nothing about its advertiser)"),
        ]
        for (result, headline) in cases {
            #expect(result.headline == headline)
            let label = result.path ?? result.name
            #expect(result.failureMessage?.split(separator: "\n").first.map(String.init) == "\(label): \(headline)")
            let entry = ReplayReportEntry(result, diagrams: false)
            let json = try JSONEncoder().encode(entry)
            let decoded = try JSONDecoder().decode(ReplayReportEntry.self, from: json)
            #expect(decoded == entry)
            #expect(decoded.headline == headline)
        }
        #expect(passing.headline == nil)
        #expect(ReplayReportEntry(passing, diagrams: false).headline == nil)
        let unreadable = ReplayReportEntry(unreadable: FixtureError(path: path, problem: .missingSchema))
        #expect(unreadable.headline == nil)
        #expect(try JSONDecoder().decode(ReplayReportEntry.self, from: JSONEncoder().encode(unreadable)).headline == nil)
    }

    // MARK: Totals

    @Test func totals_countCrashesAndUnsupportedFormats() {
        let entries: [ReplayReportEntry] = [
            ReplayReportEntry(path: "a", status: .passed),
            ReplayReportEntry(path: "b", status: .differed),
            ReplayReportEntry(path: "c", status: .unsupported("X does not implement appOpen")),
            ReplayReportEntry(path: "d", status: .crashed("crashed (signal 4)")),
            ReplayReportEntry(path: "e", status: .crashed("crashed (signal 4)")),
        ]
        #expect(ReplayTotals(entries).sentence == "5 fixtures: 1 passed, 1 differed, 1 unsupported, 2 crashed")
    }
}

/// What an optimised build's worker writes when it traps: no "Fatal error" line, but Swift's
/// backtracer names the failure and, in the next frame with a source file, the place.
@Suite struct CrashBacktraceTests {
    static let backtrace = """

        *** Signal 4: Backtracing from 0x5612ecb0fea6... done ***

        *** Program crashed: Illegal instruction at 0x00005612ecb0fea6 ***

        Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

        Thread 0 "adreplay" crashed:

          0 [inlined] [system]      0x00005612ecb0fea6 SampleMediatedNativeAdSwift.mediaView.getter in adreplay at //<compiler-generated>
          1 [inlined] [system]      0x00005612ecb0fea6 Swift runtime failure: Unexpectedly found nil while unwrapping an Optional value in adreplay at //<compiler-generated>:42:33
          2 [inlined]               0x00005612ecb0fea6 SampleMediatedNativeAdSwift.videoView.getter in adreplay at /work/wt-crash/Sources/SampleCustomEventSwift/SampleMediatedNativeAdSwift.swift:49:61
          3 [thunk]                 0x00005612ecb0fea6 protocol witness for MediatedUnifiedNativeAd.mediaView.getter in conformance SampleMediatedNativeAdSwift + 22 in adreplay at /work/wt-crash/Sources/SampleCustomEventSwift/SampleMediatedNativeAdSwift.swift:42:35
          4 [ra]                    0x00005612ec94dee9 specialized NativeAssets.init(_:handlesUserClicks:handlesUserImpressions:) + 2904 in adreplay at /work/wt-crash/Sources/AdReplay/AdSummary+Mediation.swift:12:96
        """

    @Test func runtimeFailureFrame_givesTheSameSentenceAsADebugBuild() {
        #expect(
            CrashSentence.from(stderr: Self.backtrace, termination: "signal 4")
                == "crashed at SampleCustomEventSwift/SampleMediatedNativeAdSwift.swift:49 in SampleMediatedNativeAdSwift.videoView.getter: Unexpectedly found nil while unwrapping an Optional value"
        )
    }

    @Test func withoutAFailureFrame_namesTheFirstSourcePlace() {
        let noFailure = Self.backtrace.split(separator: "\n").filter { !$0.contains("Swift runtime failure") }.joined(separator: "\n")
        #expect(
            CrashSentence.from(stderr: noFailure, termination: "signal 4")
                == "crashed at SampleCustomEventSwift/SampleMediatedNativeAdSwift.swift:49 in SampleMediatedNativeAdSwift.videoView.getter (signal 4)"
        )
    }
}
