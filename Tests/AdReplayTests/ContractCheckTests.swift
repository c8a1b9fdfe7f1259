import AdReplay
import Foundation
import Testing

/// Each mediation contract fires on a hand-built event list that breaks it, and stays quiet on
/// one that keeps it.
@Suite struct ContractCheckTests {
    private let banner = Scenario.loading(1, format: .banner)

    private func check(_ scenario: Scenario, _ list: [(Int, HostEvent)]) -> [String] {
        ContractCheck.check(scenario, events(list)).map(\.description)
    }

    // MARK: Correct sessions

    @Test func correctSessions_breakNothing() {
        let interstitial = Scenario.loading(1, format: .interstitial)
        #expect(check(banner, [(0, loadedBanner), (1000, .reportClick)]) == [])
        #expect(check(banner, [(0, failedLoad)]) == [])
        #expect(check(interstitial, [
            (0, .loadCompleted(.ad(.fullScreen))), (1000, .willPresentFullScreenView), (1000, .reportImpression),
            (2000, .willDismissFullScreenView), (2000, .didDismissFullScreenView), (2000, .reportClick),
        ]) == [])
        #expect(check(Scenario.loading(1, format: .rewarded), [
            (0, .loadCompleted(.ad(.fullScreen))), (1000, .willPresentFullScreenView), (1000, .didStartVideo),
            (11000, .didRewardUser), (11500, .willDismissFullScreenView), (11500, .didEndVideo), (11500, .didDismissFullScreenView),
        ]) == [])
        #expect(check(Scenario.loading(1, format: .native), [
            (0, .loadCompleted(.ad(.native(.stub(hasVideoContent: true, hasMediaView: true))))),
        ]) == [])
        #expect(check(Scenario.loading(1, format: .native), [
            (0, .loadCompleted(.ad(.native(.stub(hasVideoContent: false, hasMediaView: false))))),
        ]) == [])
        #expect(check(Scenario.loading(1, format: .customNative), [
            (0, .customNative(.impressionRecorded)), (0, .customNative(.delegateDidRecordImpression)),
            (500, .customNative(.impressionIgnored)),
        ]).filter { !$0.hasPrefix("load completes") } == [])
        #expect(check(Scenario.loading(2), [(0, loadedBanner), (0, loadedBanner)]) == [])
    }

    @Test func anEmptyScriptExpectsNoCompletion() {
        #expect(check(Scenario.sample(.banner, script: ""), []) == [])
    }

    // MARK: Completion count

    @Test func completions_twiceForOneLoad() {
        let breaches = ContractCheck.check(banner, events([(0, loadedBanner), (0, loadedBanner), (1000, .reportClick)]))
        #expect(breaches.count == 1)
        #expect(breaches.first?.rule == "load completes exactly once")
        #expect(breaches.first?.index == 1)
        #expect(breaches.first?.time == 0)
        #expect(breaches.first?.detail == "2 completions for 1 load")
        #expect(breaches.map(\.description) == ["load completes exactly once at host event #1 (0 ms): 2 completions for 1 load"])
    }

    @Test func completions_noneForOneLoad() {
        #expect(check(banner, []) == ["load completes exactly once: 1 load but 0 completions"])
        #expect(check(banner, [(1000, .reportClick)]) == ["load completes exactly once: 1 load but 0 completions"])
    }

    @Test func completions_fewerThanLoads() {
        #expect(check(Scenario.loading(3), [(0, loadedBanner), (0, failedLoad)])
            == ["load completes exactly once: 3 loads but 2 completions"])
    }

    @Test func completions_moreThanLoads() {
        #expect(check(Scenario.loading(2), [(0, loadedBanner), (0, loadedBanner), (5, loadedBanner)])
            == ["load completes exactly once at host event #2 (5 ms): 3 completions for 2 loads"])
    }

    @Test func completions_emptyCompletionStillCounts() {
        #expect(check(banner, [(0, .loadCompleted(.empty))]) == [])
    }

    // MARK: Events after a failed load

    @Test func eventAfterFailedLoad() {
        #expect(check(banner, [(0, failedLoad), (1000, .reportClick)])
            == ["no host event after a failed load at host event #1 (1000 ms): reportClick after the load failed"])
        #expect(check(banner, [(0, failedLoad), (0, .reportImpression), (1000, .reportClick)])
            == ["no host event after a failed load at host event #1 (0 ms): reportImpression after the load failed"])
    }

    @Test func secondCompletionAfterFailedLoad_isOnlyACompletionBreach() {
        #expect(check(banner, [(0, failedLoad), (0, loadedBanner)])
            == ["load completes exactly once at host event #1 (0 ms): 2 completions for 1 load"])
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
        #expect(check(interstitial, [(0, .loadCompleted(.ad(.fullScreen))), (1000, .willPresentFullScreenView),
                                     (2000, .didDismissFullScreenView)])
            == ["will-dismiss before did-dismiss at host event #2 (2000 ms): didDismissFullScreenView without willDismissFullScreenView"])
        #expect(check(interstitial, [(0, .loadCompleted(.ad(.fullScreen))), (2000, .willDismissFullScreenView),
                                     (2000, .didDismissFullScreenView), (3000, .didDismissFullScreenView)])
            == ["will-dismiss before did-dismiss at host event #3 (3000 ms): didDismissFullScreenView without willDismissFullScreenView"])
    }

    // MARK: Reward after dismissal

    @Test func rewardAfterDismissal() {
        #expect(check(Scenario.loading(1, format: .rewarded), [
            (0, .loadCompleted(.ad(.fullScreen))), (1000, .willPresentFullScreenView), (5000, .willDismissFullScreenView),
            (5000, .didDismissFullScreenView), (11000, .didRewardUser),
        ]) == ["reward before dismissal at host event #4 (11000 ms): didRewardUser after didDismissFullScreenView"])
    }

    @Test func rewardInASecondPresentation_isNotAfterTheFirstDismissal() throws {
        let twoShows = Scenario.sample(.rewarded, script: "load; +1000 present; +10500 close; +500 load; +1000 present; +10500 tap; +500 close")
        let recording = try Recorder(registry: Registry.sample).record(twoShows, name: "twice", network: .answer(.fill))
        #expect(recording.fixture.hostEvents.filter { $0.event == .didRewardUser }.map(\.time) == [11000, 23000])
        #expect(recording.breaches == [])
    }

    // MARK: hasVideoContent

    @Test func hasVideoContentWithoutMediaView() {
        #expect(check(Scenario.loading(1, format: .native), [
            (0, .loadCompleted(.ad(.native(.stub(hasVideoContent: true, hasMediaView: false))))),
        ]) == ["hasVideoContent iff a media view at host event #0 (0 ms): hasVideoContent is true but the ad has no media view"])
    }

    @Test func mediaViewWithoutHasVideoContent() {
        #expect(check(Scenario.loading(1, format: .nativeLegacy), [
            (0, .loadCompleted(.ad(.native(.stub(hasVideoContent: false, hasMediaView: true))))),
        ]) == ["hasVideoContent iff a media view at host event #0 (0 ms): hasVideoContent is false but the ad has media view"])
    }

    // MARK: Custom native impressions

    @Test func customNativeDoubleImpression() {
        let scenario = Scenario.loading(1, format: .customNative)
        let summary = CustomNativeSummary(formatID: "10063170", assets: [:], hasVideoContent: false, hasMediaView: false, hasAdChoices: false)
        #expect(check(scenario, [
            (0, .loadCompleted(.ad(.customNative(summary)))), (1000, .customNative(.impressionRecorded)),
            (1000, .customNative(.delegateDidRecordImpression)), (1500, .customNative(.impressionRecorded)),
            (1500, .customNative(.delegateDidRecordImpression)),
        ]) == ["custom native impression recorded once at host event #4 (1500 ms): 2 impressions recorded for one ad"])
    }

    // MARK: Interstitial click

    @Test func interstitialClickBeforeDismissal() {
        let list: [(Int, HostEvent)] = [
            (0, .loadCompleted(.ad(.fullScreen))), (1000, .willPresentFullScreenView), (1000, .reportImpression),
            (2000, .reportClick), (2000, .willDismissFullScreenView), (2000, .didDismissFullScreenView),
        ]
        #expect(check(Scenario.loading(1, format: .interstitial), list)
            == ["interstitial click reported after dismissal at host event #3 (2000 ms): reportClick before didDismissFullScreenView"])
        // Other full-screen formats report clicks while on screen.
        #expect(check(Scenario.loading(1, format: .appOpen), list) == [])
    }

    // MARK: Several at once, in rule order

    @Test func severalBreaches_areAllReported() {
        let list: [(Int, HostEvent)] = [
            (0, failedLoad), (0, failedLoad), (10, .didDismissFullScreenView), (20, .didRewardUser),
        ]
        #expect(ContractCheck.check(Scenario.loading(1, format: .rewarded), events(list)).map(\.rule) == [
            "load completes exactly once", "no host event after a failed load", "will-dismiss before did-dismiss",
            "reward before dismissal",
        ])
    }
}
