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
                == "crashed at SampleCustomEventSwift/SampleCustomEventNativeAdSwift.swift:77: Unexpectedly found nil while implicitly unwrapping an Optional value"
        )
        #expect(Explorer.Failure.crash(sentence: sentence).key == .crash(site: "SampleCustomEventNativeAdSwift.swift:77"))
    }

    /// The adapter's function was inlined into its protocol witness, both at the trapping
    /// address and without a line; the first frame with a line is the host's caller
    /// (`NativeAdPresenter.swift:93`), which did not trap and is not the adapter's.
    @Test func releaseBuild_namesTheAdaptersFunction_neverTheHostThatCalledIt() throws {
        let sentence = CrashSentence.from(stderr: try Self.captured("iuo-native-render.release"), termination: "signal 4")
        #expect(sentence == "crashed in \(Self.renderFunction) (signal 4)")
        #expect(!CrashSentence.isAdReplayFault(sentence))
        #expect(Explorer.Failure.crash(sentence: sentence).key == .crash(site: Self.renderFunction))
        #expect(CrashSentence.function(in: sentence) == Self.renderFunction)
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
            "x.fixture.gz", stderr: "AdWorld/MainThreadWatch.swift:84: Fatal error: Double value cannot be converted\n", termination: "signal 4")
        #expect(own.isAdReplayCrash)
        #expect(
            own.message
                == "x.fixture.gz: AdReplay itself crashed at AdWorld/MainThreadWatch.swift:84: Double value cannot be converted; that is a bug in AdReplay, not in the adapter: please report it"
        )
        let adapters = ReplayReportEntry.crashed("x.fixture.gz", stderr: try Self.captured("iuo-native-render.debug"), termination: "signal 4")
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
        #expect(
            CrashSentence.from(stderr: stderr, termination: "signal 4")
                == "crashed at SampleAdSDK/SampleBanner.swift:40: Index out of range")
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
        #expect(sentence == "crashed in SampleBanner.fetchAd(_:) (signal 4)")
        #expect(!CrashSentence.isAdReplayFault(sentence))
    }
}
