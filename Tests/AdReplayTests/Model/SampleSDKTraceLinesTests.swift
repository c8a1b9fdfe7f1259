import AdReplay
import AdReplaySample
import SampleAdSDK
import Testing

/// The Sample SDK's own tests run without the engine and read a `SampleSDKTrace`; its lines must
/// be the engine's rendering of the same entries (`TimelineEntry.line`), not a dialect of their own.
@Suite struct SampleSDKTraceLinesTests {
    /// Callbacks and effects of every kind, interleaved, with logs among them.
    static let entries: [(time: Int, entry: SeamEntry<Sample>)] = [
        (0, .effect(.log("Fetching ad"))), (0, .effect(.text(view: "SampleBanner", text: "Sample Text Ad "))),
        (0, .callback(.bannerDidLoad)), (200, .callback(.bannerDidFailToLoad(code: .noInventory))),
        (1_000, .effect(.openedURL("https://www.google.com"))), (1_000, .callback(.interstitialWillPresentScreen)),
        (1_000, .effect(.presented("Sample Interstitial", from: "app screen"))),
        (1_500, .callback(.adLoaderDidReceiveNativeAd(SampleNativeAdSummary(variant: .app, hasMediaView: false, imagesDownloaded: true)))),
        (10_000, .effect(.closeButtonShown(controller: "SampleRewardedAdController"))),
        (11_000, .callback(.rewardedAdUserDidEarnReward(amount: 5))),
        (12_000, .effect(.dismissed("Sample Interstitial"))), (12_500, .effect(.log("Sample interstitial is not ready to show."))),
    ]

    /// A trace and the engine's timeline holding the same entries, in the same order.
    static func traceAndTimeline() -> (SampleSDKTrace, [TimelineEntry]) {
        let trace = SampleSDKTrace()
        for (time, entry) in entries {
            switch entry {
            case .callback(let callback): trace.sdk(called: callback, at: time)
            case .effect(let effect): trace.sdk(performed: effect, at: time)
            case .exchange: break
            }
        }
        return (trace, entries.map { TimelineEntry(at: $0.time, .sdk(SDKEntry(sdk: Sample.name, $0.entry))) })
    }

    static func isLog(_ entry: TimelineEntry) -> Bool {
        if case .sdk(let sdk) = entry.event, case .effect(.log)? = sdk.entry(as: SeamEntry<Sample>.self) { true } else { false }
    }

    static func role(_ entry: TimelineEntry) -> NetworkEntryRole? {
        if case .sdk(let sdk) = entry.event { sdk.entry.role } else { nil }
    }

    @Test func lines_areTheEnginesRenderingOfEachEntry() {
        let (trace, timeline) = Self.traceAndTimeline()

        #expect(trace.lines(.callbacksAndEffects) == timeline.filter { !Self.isLog($0) }.map(\.line))
        #expect(trace.lines(.logs) == timeline.filter(Self.isLog).map(\.line))
        #expect(trace.lines(.callbacks) == timeline.filter { Self.role($0) == .callback }.map(\.line))
        #expect(trace.lines(.effects) == timeline.filter { Self.role($0) == .effect && !Self.isLog($0) }.map(\.line))
    }

    @Test func lines_sayTheTimeTheNetworkTheRoleAndTheEntry() {
        let (trace, _) = Self.traceAndTimeline()

        #expect(
            trace.lines(.callbacks).prefix(2) == [
                "0 ms  sample callback bannerDidLoad:", "200 ms  sample callback banner:didFailToLoadAdWithErrorCode: 3",
            ])
        #expect(
            trace.lines(.logs) == [
                #"0 ms  sample effect log "Fetching ad""#, #"12500 ms  sample effect log "Sample interstitial is not ready to show.""#,
            ])
    }
}
