import AdReplay
import AdReplayReports
import Foundation
import Testing

/// The crash sentence from what a dying process wrote, as captured on Linux from both builds of
/// `adreplay record --format native --adapter SampleCustomEventSwift --script "load; untrack; render"`
/// (the Sample SDK's implicitly unwrapped media view is nil for an ad without video): the debug
/// build's fatal-error line and backtrace, and the release build's backtrace, which keeps no
/// line and no message for that trap.
@Suite struct CrashSentenceTests {
    static func captured(_ name: String) throws -> String {
        try String(
            contentsOf: packageRoot.appendingPathComponent("Tests/AdReplayTests/Resources/crash-stderr/\(name).txt"), encoding: .utf8)
    }

    static let renderFunction = "SampleCustomEventNativeAdSwift.didRender(in:clickableAssetViews:nonclickableAssetViews:viewController:)"

    @Test func debugBuild_namesTheAdaptersLineAndMessage() throws {
        let sentence = CrashSentence.from(stderr: try Self.captured("iuo-native-render.debug"), termination: "signal 4")
        #expect(
            sentence
                == "crashed at SampleCustomEventSwift/SampleCustomEventNativeAdSwift.swift:77 in \(Self.renderFunction): Unexpectedly found nil while implicitly unwrapping an Optional value"
        )
        #expect(Explorer.Failure.crash(sentence: sentence).key == .crash(site: CrashSiteTests.debug))
    }

    /// Without a backtrace (a replay's first run), the debug build's line and message only.
    @Test func debugBuild_withoutABacktrace_namesTheLineAndMessage() throws {
        let firstLine = try Self.captured("iuo-native-render.debug").split(separator: "\n")[0]
        let sentence = CrashSentence.from(stderr: String(firstLine), termination: "signal 4")
        #expect(
            sentence
                == "crashed at SampleCustomEventSwift/SampleCustomEventNativeAdSwift.swift:77: Unexpectedly found nil while implicitly unwrapping an Optional value"
        )
        var site = CrashSiteTests.debug
        site.function = nil
        #expect(CrashSentence.site(in: sentence) == site)
    }

    /// Issue 45, item 18: a bug report recorded with either build reproduces with the other.
    /// The release build names only the function; the debug build names it too, with its line and
    /// message; a crash elsewhere reproduces neither.
    @Test func aCrashReport_reproducesAcrossBuilds_andNotElsewhere() throws {
        let debug = CrashSentence.from(stderr: try Self.captured("iuo-native-render.debug"), termination: "signal 4")
        let release = CrashSentence.from(stderr: try Self.captured("iuo-native-render.release"), termination: "signal 4")
        let debugSite = try #require(CrashSentence.site(in: debug))
        let releaseSite = try #require(CrashSentence.site(in: release))
        for (recorded, replayed) in [(debugSite, release), (releaseSite, debug), (debugSite, debug), (releaseSite, release)] {
            var report = Fixture.holding([])
            report.reproduces = [.crash(site: recorded)]
            #expect(Reproduction.crash(replayed, reproducedBy: report) == .crash(site: recorded), "\(recorded) by \(replayed)")
        }
        let elsewhere = release.replacingOccurrences(of: "didRender(", with: "loadNativeAd(")
        for recorded in [debugSite, releaseSite] {
            var report = Fixture.holding([])
            report.reproduces = [.crash(site: recorded)]
            #expect(Reproduction.crash(elsewhere, reproducedBy: report) == nil)
            #expect(Reproduction.crash("crashed (signal 4)", reproducedBy: report) == nil)
        }
    }

    /// A report of each build as stored: `crash` is what every build since the first wrote (the
    /// place, else the function), then what else the build knew; each reads back the same, and a
    /// report of an older build (the place only) still means that place.
    @Test func aCrashReport_isStoredWithWhatItsBuildKnew() throws {
        func stored(_ site: CrashSite) throws -> String {
            var report = Fixture.holding([])
            report.reproduces = [.crash(site: site)]
            let text = String(decoding: try FixtureCodec.json(report), as: UTF8.self)
            #expect(try FixtureCodec.decodeJSON(Array(text.utf8), path: "x", networks: []).reproduces == [.crash(site: site)])
            return text.split(separator: "\n").first { $0.contains("\"reproduces\"") }.map(String.init) ?? text
        }
        #expect(
            try stored(CrashSiteTests.debug)
                == #"  "reproduces": [{"crash": "SampleCustomEventNativeAdSwift.swift:77", "function": "\#(Self.renderFunction)", "message": "Unexpectedly found nil while implicitly unwrapping an Optional value"}],"#
        )
        #expect(try stored(CrashSiteTests.release) == #"  "reproduces": [{"crash": "\#(Self.renderFunction)"}],"#)
        #expect(
            try stored("SampleCustomEventNativeAdSwift.swift:77")
                == #"  "reproduces": [{"crash": "SampleCustomEventNativeAdSwift.swift:77"}],"#)
    }

    /// The adapter's function was inlined into its protocol witness, both at the trapping
    /// address and without a line; the first frame with a line is the host's caller
    /// (`NativeAdPresenter.swift:93`), which did not trap and is not the adapter's.
    @Test func releaseBuild_namesTheAdaptersFunction_neverTheHostThatCalledIt() throws {
        let sentence = CrashSentence.from(stderr: try Self.captured("iuo-native-render.release"), termination: "signal 4")
        #expect(sentence == "crashed in \(Self.renderFunction) (signal 4)")
        #expect(!CrashSentence.isAdReplayFault(sentence))
        #expect(Explorer.Failure.crash(sentence: sentence).key == .crash(site: CrashSiteTests.release))
    }

    /// Without its two frames at the trapping address, the same backtrace traps in the host's
    /// own code: that is AdReplay's crash, with the place.
    @Test func releaseBuild_aTrapInAdReplaysCode_isAdReplays() throws {
        let lines = try Self.captured("iuo-native-render.release").split(separator: "\n", omittingEmptySubsequences: false)
        let hostTraps = lines.filter { !$0.hasPrefix("  0 ") && !$0.hasPrefix("  1 ") }.map {
            $0.hasPrefix("  2 [ra]") ? "  2     " + $0.dropFirst(8) : $0
        }
        let sentence = CrashSentence.from(stderr: hostTraps.joined(separator: "\n"), termination: "signal 4")
        #expect(
            sentence
                == "AdReplay itself crashed at Host/NativeAdPresenter.swift:93 (signal 4); that is a bug in AdReplay, not in the adapter: please report it"
        )
        #expect(CrashSentence.isAdReplayFault(sentence))
    }

    @Test func debugBuild_aTrapInAdReplaysCode_isAdReplays() {
        let stderr =
            "AdWorld/MainThreadWatch.swift:84: Fatal error: Double value cannot be converted to Int because it is either infinite or NaN\n"
        let sentence = CrashSentence.from(stderr: stderr, termination: "signal 4")
        #expect(
            sentence
                == "AdReplay itself crashed at AdWorld/MainThreadWatch.swift:84: Double value cannot be converted to Int because it is either infinite or NaN; that is a bug in AdReplay, not in the adapter: please report it"
        )
        // No finding of the adapter's, and no bug report of it reproduces.
        #expect(Explorer.Failure.crash(sentence: sentence).key == .adReplayCrash(sentence))
        #expect(Explorer.Failure.crash(sentence: sentence).key.endsExploration)
        var report = Fixture.holding([])
        report.reproduces = [.crash(site: "MainThreadWatch.swift:84")]
        #expect(Reproduction.crash(sentence, reproducedBy: report) == nil)
    }

    /// `replay` reports AdReplay's own crash as CRASH with its sentence, and fails the run as for
    /// bad input (``ReplayReportEntry/isAdReplayCrash``, exit 2); an adapter's crash is not that.
    @Test func aReplayEntry_ofAdReplaysCrash_isMarkedSo() throws {
        let own = ReplayReportEntry.crashed(
            "x.fixture.gz", stderr: "AdWorld/MainThreadWatch.swift:84: Fatal error: Double value cannot be converted\n",
            termination: "signal 4")
        #expect(own.isAdReplayCrash)
        #expect(
            own.message
                == "x.fixture.gz: AdReplay itself crashed at AdWorld/MainThreadWatch.swift:84: Double value cannot be converted; that is a bug in AdReplay, not in the adapter: please report it"
        )
        let adapters = ReplayReportEntry.crashed(
            "x.fixture.gz", stderr: try Self.captured("iuo-native-render.debug"), termination: "signal 4")
        #expect(!adapters.isAdReplayCrash)
    }

    /// The main-thread watch stops a process whose main thread the adapter deadlocked: it writes
    /// a trap's line from its own file and exits (no signal). That is the adapter's doing.
    @Test func theMainThreadWatchsStop_isTheAdapters() {
        let stderr =
            "AdWorld/MainThreadWatch.swift:177: Fatal error: the main thread waited 1 s at 0 ms for work queued to the main queue\n"
        #expect(
            CrashSentence.from(stderr: stderr, termination: "exit status 1")
                == "crashed at AdWorld/MainThreadWatch.swift:177: the main thread waited 1 s at 0 ms for work queued to the main queue")
        #expect(CrashSentence.isAdReplayFault(CrashSentence.from(stderr: stderr, termination: "signal 4")))
    }

    /// A trap in Swift's libraries is the code's that called them: AdReplay's here.
    @Test func aToolchainTrapCalledFromAdReplay_isAdReplays() {
        let stderr = """
            Swift/IntegerTypes.swift:3212: Fatal error: Double value cannot be converted to Int because it is either infinite or NaN

            Thread 0 "adreplay" crashed:

              0               0x00007f29ba96df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
              1 [ra]          0x00007f29baaf961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
              2 [ra]          0x0000560b0ff01892 static MainThreadWatch.limit(_:) + 353 in adreplay at /src/Sources/AdWorld/MainThreadWatch.swift:84:20
              3 [ra]          0x0000560b0f7fe224 NativeAdPresenter.render() + 4387 in adreplay at /src/Sources/AdReplay/Host/NativeAdPresenter.swift:93:18
            """
        #expect(
            CrashSentence.from(stderr: stderr, termination: "signal 4")
                == "AdReplay itself crashed at AdWorld/MainThreadWatch.swift:84: Double value cannot be converted to Int because it is either infinite or NaN (in Swift/IntegerTypes.swift:3212); that is a bug in AdReplay, not in the adapter: please report it"
        )
    }

    /// A bundled network's adapter lives under `Sources/BundledNetworks/`: an adapter's, not AdReplay's.
    @Test func aBundledAdaptersTrap_isTheAdapters() {
        let stderr = """
              0 [inlined]     0x0000560b0ff01892 Swift runtime failure: Index out of range in adreplay at //<compiler-generated>
              1               0x0000560b0ff01892 SampleBanner.fetchAd(_:) in adreplay at /src/Sources/BundledNetworks/Sample/SampleAdSDK/SampleBanner.swift:40:9
              2 [ra]          0x0000560b0f7fe224 NativeAdPresenter.render() + 4387 in adreplay at /src/Sources/AdReplay/Host/NativeAdPresenter.swift:93:18
            """
        let sentence = CrashSentence.from(stderr: stderr, termination: "signal 4")
        #expect(sentence == "crashed at SampleAdSDK/SampleBanner.swift:40 in SampleBanner.fetchAd(_:): Index out of range")
        #expect(
            CrashSentence.site(in: sentence)
                == CrashSite(place: "SampleBanner.swift:40", function: "SampleBanner.fetchAd(_:)", message: "Index out of range"))
    }

    /// The same trap in a build that kept no line for the adapter's frame: the adapter's function
    /// is named, never AdReplay's caller (a return address) that kept one.
    @Test func anAdaptersTrapWithoutALine_isNeverBlamedOnAdReplaysCaller() {
        let stderr = """
              0 [inlined]     0x0000560b0ff01892 Swift runtime failure: Index out of range in adreplay at //<compiler-generated>
              1               0x0000560b0ff01892 SampleBanner.fetchAd(_:) in adreplay at //<compiler-generated>
              2 [ra]          0x0000560b0f7fe224 NativeAdPresenter.render() + 4387 in adreplay at /src/Sources/AdReplay/Host/NativeAdPresenter.swift:93:18
            """
        let sentence = CrashSentence.from(stderr: stderr, termination: "signal 4")
        #expect(sentence == "crashed in SampleBanner.fetchAd(_:): Index out of range")
        #expect(!CrashSentence.isAdReplayFault(sentence))
        #expect(CrashSentence.site(in: sentence) == CrashSite(function: "SampleBanner.fetchAd(_:)", message: "Index out of range"))
    }

    /// The sentence's parts are found outside a function's brackets (which hold colons and
    /// spaces), and without the library's place a trap in Swift's libraries adds.
    @Test func site_readsEveryFormOfTheSentence() {
        #expect(
            CrashSentence.site(
                in: "crashed at M/F.swift:12 in closure #1 in T.f<A>(_: A, b:) -> (): Index out of range (in Swift/Array.swift:3)")
                == CrashSite(place: "F.swift:12", function: "closure #1 in T.f<A>(_: A, b:) -> ()", message: "Index out of range"))
        #expect(CrashSentence.site(in: "crashed at M/F.swift:12 (signal 11)") == CrashSite(place: "F.swift:12"))
        #expect(CrashSentence.site(in: "crashed at M/F.swift:12 in T.f() (signal 11)") == CrashSite(place: "F.swift:12", function: "T.f()"))
        #expect(
            CrashSentence.site(in: "crashed in (extension in M):T.f() (exit status 1)") == CrashSite(function: "(extension in M):T.f()"))
        #expect(CrashSentence.site(in: "crashed at Swift/Array.swift:3: Index out of range") == nil)
        #expect(CrashSentence.site(in: "crashed (signal 9)") == nil)
        #expect(CrashSentence.site(in: "crashed: Index out of range (signal 4)") == nil)
        #expect(CrashSentence.site(in: "did not finish within 60 s and was stopped (an endless loop or wait?)") == nil)
        #expect(CrashSentence.site(in: "crashed in ") == nil)
    }
}
