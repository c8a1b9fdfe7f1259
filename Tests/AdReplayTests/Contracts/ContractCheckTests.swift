import AdReplay
import AdReplaySample
import Foundation
import Testing

/// Each mediation contract fires on a hand-built event list that breaks it, and stays quiet on
/// one that keeps it.
@Suite struct ContractCheckTests {
    private let banner = Scenario.loading(1, format: .banner)

    private func check(_ scenario: Scenario, _ list: [(Int, HostEvent)]) -> [String] {
        ContractCheck.check(scenario, events(list), networks: Registry.sample.networks).map(\.description)
    }

    // MARK: Correct sessions

    @Test func correctSessions_breakNothing() {
        let interstitial = Scenario.loading(1, format: .interstitial)
        #expect(check(banner, [(0, loadedBanner), (1000, .reportClick)]) == [])
        #expect(check(banner, [(0, failedLoad)]) == [])
        #expect(
            check(
                interstitial,
                [
                    (0, .loadCompleted(.ad(.fullScreen))), (1000, .willPresentFullScreenView), (1000, .reportImpression),
                    (2000, .willDismissFullScreenView), (2000, .didDismissFullScreenView), (2000, .reportClick),
                ]) == [])
        #expect(
            check(
                Scenario.loading(1, format: .rewarded),
                [
                    (0, .loadCompleted(.ad(.fullScreen))), (1000, .willPresentFullScreenView), (1000, .didStartVideo),
                    (11000, .didRewardUser), (11500, .willDismissFullScreenView), (11500, .didEndVideo), (11500, .didDismissFullScreenView),
                ]) == [])
        #expect(
            check(
                Scenario.loading(1, format: .native),
                [
                    (0, .loadCompleted(.ad(.native(.stub(hasVideoContent: true, hasMediaView: true)))))
                ]) == [])
        #expect(
            check(
                Scenario.loading(1, format: .native),
                [
                    (0, .loadCompleted(.ad(.native(.stub(hasVideoContent: false, hasMediaView: false)))))
                ]) == [])
        #expect(
            check(
                Scenario.loading(1, format: .customNative),
                [
                    (0, .customNative(.impressionRecorded)), (0, .customNative(.delegateDidRecordImpression)),
                    (500, .customNative(.impressionIgnored)),
                ]
            ).filter { !$0.contains("load completes") } == [])
        #expect(check(Scenario.loading(2), [(0, loadedBanner), (0, loadedBanner)]) == [])
    }

    @Test func anEmptyScriptExpectsNoCompletion() {
        #expect(check(Scenario.sample(.banner, script: ""), []) == [])
    }

    // MARK: Completion count

    @Test func completions_twiceForOneLoad() {
        let breaches = ContractCheck.check(banner, events([(0, loadedBanner), (0, loadedBanner), (1000, .reportClick)]))
        #expect(breaches.count == 1)
        #expect(breaches.first?.rule == .loadCompletesOnce)
        #expect(breaches.first?.index == 1)
        #expect(breaches.first?.time == 0)
        #expect(breaches.first?.ad == 1)
        #expect(breaches.first?.detail == "2 completions for one load")
        #expect(breaches.map(\.description) == ["ad 1: load completes exactly once at host event #1 (0 ms): 2 completions for one load"])
    }

    @Test func completions_noneForOneLoad() {
        #expect(check(banner, []) == ["ad 1: load completes exactly once: the load never completed"])
        #expect(check(banner, [(1000, .reportClick)]) == ["ad 1: load completes exactly once: the load never completed"])
    }

    @Test func completions_fewerThanLoads() {
        #expect(
            check(Scenario.loading(3), [(0, loadedBanner), (0, failedLoad)])
                == ["ad 3: load completes exactly once: the load never completed"])
    }

    @Test func completions_moreThanLoads() {
        #expect(
            check(Scenario.loading(2), [(0, loadedBanner), (0, loadedBanner), (5, loadedBanner)])
                == ["ad 2: load completes exactly once at host event #2 (5 ms): 2 completions for one load"])
    }

    @Test func completions_emptyCompletionStillCounts() {
        #expect(check(banner, [(0, .loadCompleted(.empty))]) == [])
    }

    // MARK: Events after a failed load

    @Test func eventAfterFailedLoad() {
        #expect(
            check(banner, [(0, failedLoad), (1000, .reportClick)])
                == ["ad 1: no host event after a failed load at host event #1 (1000 ms): reportClick after its load failed"])
        #expect(
            check(banner, [(0, failedLoad), (0, .reportImpression), (1000, .reportClick)])
                == ["ad 1: no host event after a failed load at host event #1 (0 ms): reportImpression after its load failed"])
    }

    @Test func secondCompletionAfterFailedLoad_isOnlyACompletionBreach() {
        #expect(
            check(banner, [(0, failedLoad), (0, loadedBanner)])
                == ["ad 1: load completes exactly once at host event #1 (0 ms): 2 completions for one load"])
    }

    @Test func eventsAfterASuccessfulReload_doNotCountAsAfterAFailedLoad() throws {
        // Two loads: the first fails, the second fills and the user taps the new banner.
        let twoLoads = Scenario.sample(.banner, script: "load; +1000 load; +1000 tap")
        let list: [(Int, HostEvent)] = [(0, failedLoad), (1000, loadedBanner), (2000, .reportClick)]
        #expect(check(twoLoads, list) == [])
        // The same session recorded for real (seed 6: network error, then a fill).
        let recording = try Recorder(registry: Registry.sample).record(twoLoads, name: "reload", network: .seeded(6))
        #expect(recording.fixture.hostEvents.map(\.event.kind) == ["loadCompleted", "loadCompleted", "reportClick"])
        #expect(recording.breaches == [])
    }

    // MARK: Dismissal order

    @Test func didDismissWithoutWillDismiss() {
        let interstitial = Scenario.loading(1, format: .interstitial)
        #expect(
            check(
                interstitial,
                [
                    (0, .loadCompleted(.ad(.fullScreen))), (1000, .willPresentFullScreenView),
                    (2000, .didDismissFullScreenView),
                ])
                == [
                    "ad 1: will-dismiss before did-dismiss at host event #2 (2000 ms): didDismissFullScreenView without willDismissFullScreenView"
                ])
        #expect(
            check(
                interstitial,
                [
                    (0, .loadCompleted(.ad(.fullScreen))), (2000, .willDismissFullScreenView),
                    (2000, .didDismissFullScreenView), (3000, .didDismissFullScreenView),
                ])
                == [
                    "ad 1: will-dismiss before did-dismiss at host event #3 (3000 ms): didDismissFullScreenView without willDismissFullScreenView"
                ])
    }

    // MARK: Reward after dismissal

    @Test func rewardAfterDismissal() {
        #expect(
            check(
                Scenario.loading(1, format: .rewarded),
                [
                    (0, .loadCompleted(.ad(.fullScreen))), (1000, .willPresentFullScreenView), (5000, .willDismissFullScreenView),
                    (5000, .didDismissFullScreenView), (11000, .didRewardUser),
                ]) == ["ad 1: reward before dismissal at host event #4 (11000 ms): didRewardUser after didDismissFullScreenView"])
    }

    @Test func rewardInASecondPresentation_isNotAfterTheFirstDismissal() throws {
        let twoShows = Scenario.sample(
            .rewarded, script: "load; +1000 present; +10500 close; +500 load; +1000 present; +10500 tap; +500 close")
        let recording = try Recorder(registry: Registry.sample).record(twoShows, name: "twice", network: .answer(.fill))
        #expect(recording.fixture.hostEvents.filter { $0.event == .didRewardUser }.map(\.time) == [11000, 23000])
        #expect(recording.breaches == [])
    }

    // MARK: hasVideoContent

    @Test func hasVideoContentWithoutMediaView() {
        #expect(
            check(
                Scenario.loading(1, format: .native),
                [
                    (0, .loadCompleted(.ad(.native(.stub(hasVideoContent: true, hasMediaView: false)))))
                ]) == [
                    "ad 1: hasVideoContent needs a media view at host event #0 (0 ms): hasVideoContent is true but the ad has no media view"
                ])
    }

    /// GMA's media view shows the first image of an ad without video: an image ad may keep one
    /// (Bigo's and Moloco's do), and an ad with neither video nor media view is an image ad.
    @Test func mediaViewWithoutHasVideoContent_isAnImageAd() {
        for format in [Scenario.Format.native, .nativeLegacy, .nativeSelfTracking] {
            for (video, mediaView) in [(false, true), (false, false), (true, true)] {
                #expect(
                    check(
                        Scenario.loading(1, format: format),
                        [(0, .loadCompleted(.ad(.native(.stub(hasVideoContent: video, hasMediaView: mediaView)))))]) == [],
                    "\(format) hasVideoContent \(video), media view \(mediaView)")
            }
        }
    }

    // MARK: Custom native impressions

    @Test func customNativeDoubleImpression() {
        let scenario = Scenario.loading(1, format: .customNative)
        let summary = CustomNativeSummary(
            formatID: "10063170", assets: [:], hasVideoContent: false, hasMediaView: false, hasAdChoices: false)
        #expect(
            check(
                scenario,
                [
                    (0, .loadCompleted(.ad(.customNative(summary)))), (1000, .customNative(.impressionRecorded)),
                    (1000, .customNative(.delegateDidRecordImpression)), (1500, .customNative(.impressionRecorded)),
                    (1500, .customNative(.delegateDidRecordImpression)),
                ]) == ["ad 1: custom native impression recorded once at host event #4 (1500 ms): 2 impressions recorded for one ad"])
    }

    // MARK: Interstitial click

    @Test func interstitialClickBeforeDismissal() {
        let list: [(Int, HostEvent)] = [
            (0, .loadCompleted(.ad(.fullScreen))), (1000, .willPresentFullScreenView), (1000, .reportImpression),
            (2000, .reportClick), (2000, .willDismissFullScreenView), (2000, .didDismissFullScreenView),
        ]
        #expect(
            check(Scenario.loading(1, format: .interstitial), list)
                == [
                    "ad 1: interstitial click reported after dismissal at host event #3 (2000 ms): reportClick before didDismissFullScreenView"
                ])
        // Other full-screen formats report clicks while on screen.
        #expect(check(Scenario.loading(1, format: .appOpen), list) == [])
    }

    // MARK: Per ad

    private func checkByAd(_ scenario: Scenario, _ list: [(Int, HostEvent, ad: Int)]) -> [String] {
        ContractCheck.check(scenario, list.map { ContractCheck.Event($0.0, $0.1, ad: $0.ad) }).map(\.description)
    }

    @Test func anEarlierAdsEvents_afterALaterLoadFailed_breakNothing() {
        let scenario = Scenario.sample(.rewarded, script: "load; +1000 present; +1000 load; +10000 close")
        #expect(
            checkByAd(
                scenario,
                [
                    (0, .loadCompleted(.ad(.fullScreen)), ad: 1), (1000, .willPresentFullScreenView, ad: 1), (1000, .didStartVideo, ad: 1),
                    (2000, failedLoad, ad: 2), (11000, .didRewardUser, ad: 1), (12000, .willDismissFullScreenView, ad: 1),
                    (12000, .didEndVideo, ad: 1), (12000, .didDismissFullScreenView, ad: 1),
                ]) == [])
    }

    @Test func eventsOfTheAdWhoseLoadFailed_areStillCaught() {
        let twoLoads = Scenario.loading(2)
        #expect(
            checkByAd(
                twoLoads, [(0, loadedBanner, ad: 1), (1000, failedLoad, ad: 2), (2000, .reportClick, ad: 2), (3000, .reportClick, ad: 1)])
                == ["ad 2: no host event after a failed load at host event #2 (2000 ms): reportClick after its load failed"])
        // The same ad's load completing with an ad, then failing: its later events are caught too.
        #expect(
            checkByAd(banner, [(0, loadedBanner, ad: 1), (0, failedLoad, ad: 1), (1000, .reportClick, ad: 1)]) == [
                "ad 1: load completes exactly once at host event #1 (0 ms): 2 completions for one load",
                "ad 1: no host event after a failed load at host event #2 (1000 ms): reportClick after its load failed",
            ])
    }

    @Test func twoCustomNativeAds_eachRecordOneImpression() {
        let summary = CustomNativeSummary(
            formatID: "10063170", assets: [:], hasVideoContent: false, hasMediaView: false, hasAdChoices: false)
        let list: [(Int, HostEvent, ad: Int)] = [
            (0, .loadCompleted(.ad(.customNative(summary))), ad: 1), (1000, .customNative(.impressionRecorded), ad: 1),
            (1000, .customNative(.delegateDidRecordImpression), ad: 1), (2000, .loadCompleted(.ad(.customNative(summary))), ad: 2),
            (3000, .customNative(.impressionRecorded), ad: 2), (3000, .customNative(.delegateDidRecordImpression), ad: 2),
        ]
        let scenario = Scenario.sample(.customNative, script: "load; +1000 impression; +1000 load; +1000 impression")
        #expect(checkByAd(scenario, list) == [])
        // A second impression of the second ad is still one too many.
        #expect(
            checkByAd(scenario, list + [(4000, .customNative(.delegateDidRecordImpression), ad: 2)])
                == ["ad 2: custom native impression recorded once at host event #6 (4000 ms): 2 impressions recorded for one ad"])
    }

    @Test func aTrueDoubleCompletion_isStillCaught() {
        #expect(
            checkByAd(Scenario.loading(2), [(0, loadedBanner, ad: 1), (0, loadedBanner, ad: 1), (0, loadedBanner, ad: 2)])
                == ["ad 1: load completes exactly once at host event #1 (0 ms): 2 completions for one load"])
        // Counting alone would miss it: two completions for two loads, but both of the first.
        #expect(
            checkByAd(Scenario.loading(2), [(0, loadedBanner, ad: 1), (0, loadedBanner, ad: 1)]) == [
                "ad 1: load completes exactly once at host event #1 (0 ms): 2 completions for one load",
                "ad 2: load completes exactly once: the load never completed",
            ])
    }

    @Test func attributedByOrder_givesLaterEventsToTheLatestLoadedAd() {
        let list = events([(0, loadedBanner), (1000, failedLoad), (2000, .reportClick), (3000, loadedBanner), (3000, .reportClick)])
        #expect(ContractCheck.attributedByOrder(list, loads: 2).map(\.ad) == [1, 2, 1, 2, 2])
        #expect(
            ContractCheck.attributedByOrder(events([(0, .reportClick), (0, failedLoad), (0, .reportClick)]), loads: 1).map(\.ad)
                == [nil, 1, 1])
        #expect(ContractCheck.attributedByOrder(events([(0, loadedBanner)]), loads: 0).map(\.ad) == [nil])
    }

    @Test func recorded_anEarlierAdsEventsAfterAFailedReload_breakNothing() throws {
        // The field report's false alarm: seed 14 fills the first load and fails the second; the
        // first ad's reward and dismissal come after that.
        let scenario = Scenario.sample(.rewarded, script: "load; +1000 present; +1000 load; +10000 close")
        let recording = try Recorder(registry: Registry.sample).record(scenario, name: "reload", network: .seeded(14))
        let kinds = recording.fixture.hostEvents.map(\.event.kind)
        #expect(kinds.filter { $0 == "loadCompleted" }.count == 2)
        #expect(kinds.suffix(2) == ["didEndVideo", "didDismissFullScreenView"])
        #expect(recording.breaches == [])
        #expect(Replayer(registry: Registry.sample).replay(recording.fixture).passed)
    }

    @Test func recorded_twoCustomNativeAdsWithOneImpressionEach_breakNothing() throws {
        let scenario = Scenario.sample(
            .customNative, script: "load; +1000 impression; +1000 load; +1000 impression",
            parameter: "/21775744923/example/native")
        let recording = try Recorder(registry: Registry.sample).record(scenario, name: "two", network: .seeded(0))
        #expect(recording.fixture.hostEvents.filter { $0.event == .customNative(.delegateDidRecordImpression) }.count == 2)
        #expect(recording.breaches == [])
    }

    @Test func breach_namesItsAd() {
        let breach = ContractBreach(
            rule: .rewardBeforeDismissal, ad: 3, index: 9, time: 500, detail: "didRewardUser after didDismissFullScreenView")
        #expect(
            breach.description == "ad 3: reward before dismissal at host event #9 (500 ms): didRewardUser after didDismissFullScreenView")
        #expect(ContractBreach(rule: .network("tiny", rule: "r"), index: nil, time: nil, detail: "d").description == "r: d")
    }

    // MARK: Several at once, in rule order

    @Test func severalBreaches_areAllReported() {
        let list: [(Int, HostEvent)] = [
            (0, failedLoad), (0, failedLoad), (10, .didDismissFullScreenView), (20, .didRewardUser),
        ]
        #expect(
            ContractCheck.check(Scenario.loading(1, format: .rewarded), events(list)).map(\.rule) == [
                .loadCompletesOnce, .nothingAfterFailedLoad, .willDismissBeforeDidDismiss, .rewardBeforeDismissal,
            ])
    }
}
