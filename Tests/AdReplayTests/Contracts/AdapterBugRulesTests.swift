import AdReplay
import AdReplaySample
import Foundation
import Testing

/// The rules from real adapters' bugs: each breaks on an adapter with the bug (``AdapterBugs``),
/// with its exact sentence, and holds for the Sample adapters.
@Suite struct AdapterBugRulesTests {
    private func breaches(_ format: Scenario.Format, adapter: String?, _ script: String, optIn: Set<ContractRule> = []) throws -> [String] {
        var recorder = Recorder(registry: AdapterBugs.registry)
        recorder.optInRules = optIn
        var scenario = Scenario.sample(format, script: script)
        if let adapter { scenario.adapterClassName = adapter }
        return try recorder.record(scenario, name: "bug", network: .answer(.fill)).breaches.map(\.description)
    }

    @Test func didDismissAfterWillDismiss_breaksOnAnAdThatNeverSaysItDismissed() throws {
        #expect(
            try breaches(.interstitial, adapter: "NoDidDismissInterstitial", "load; +1000 present; +1000 close") == [
                "ad 1: did-dismiss after will-dismiss at host event #3 (2000 ms): willDismissFullScreenView never followed by didDismissFullScreenView",
                "ad 1: the SDK's reports reach GMA (2000 ms): the SDK reported a dismissal (sample callback interstitialDidDismissScreen:), "
                    + "and the adapter never told GMA (no didDismissFullScreenView)",
            ])
        #expect(try breaches(.interstitial, adapter: nil, "load; +1000 present; +1000 close") == [])
    }

    @Test func presentAnswered_isOptIn_andBreaksOnAPresentThatDoesNothing() throws {
        let script = "load; +1000 present; +1000 load; +1000 present"
        #expect(try breaches(.rewarded, adapter: "ReadyOnlyRewarded", script) == [])
        #expect(
            try breaches(.rewarded, adapter: "ReadyOnlyRewarded", script, optIn: [.presentAnswered]) == [
                "ad 2: present answered (3000 ms): present got neither willPresentFullScreenView nor didFailToPresentWithError"
            ])
        #expect(try breaches(.rewarded, adapter: "AnsweringRewarded", script, optIn: [.presentAnswered]) == [])
        // A second present of one ad is GMA's to refuse, not the adapter's to answer.
        #expect(try breaches(.rewarded, adapter: "AnsweringRewarded", "load; +1000 present; +100 present", optIn: [.presentAnswered]) == [])
    }

    @Test func countedByOneSide_breaksOnAnAdThatReportsWhatGMACounts() throws {
        #expect(
            try breaches(.native, adapter: "SelfReportingNative", "load; +1000 render; +2000 tap") == [
                "ad 1: impressions and clicks counted by one side at host event #1 (1000 ms): reportImpression while handlesUserImpressions is false (GMA counts them)"
            ])
        #expect(try breaches(.native, adapter: nil, "load; +1000 render; impression; +1000 click headline") == [])
    }

    /// The legacy API's notification source counts too; an ad that counts for itself may send it.
    @Test func countedByOneSide_readsTheLegacyNotificationSource() {
        var gmaCounts = NativeAssets.stub(hasVideoContent: false, hasMediaView: false)
        let legacy = [
            ContractCheck.Event(0, .loadCompleted(.ad(.native(gmaCounts))), ad: 1),
            .init(1000, .notification(.didRecordImpression), ad: 1), .init(3000, .notification(.didRecordClick), ad: 1),
        ]
        gmaCounts.handlesUserImpressions = true
        let counted = [ContractCheck.Event(0, .loadCompleted(.ad(.native(gmaCounts))), ad: 1)] + legacy.dropFirst()
        #expect(
            ContractCheck.check(Scenario.sample(.nativeLegacy), counted).map(\.description) == [
                "ad 1: impressions and clicks counted by one side at host event #2 (3000 ms): notificationSource.didRecordClick while handlesUserClicks is false (GMA counts them)"
            ])
        #expect(
            ContractCheck.check(Scenario.sample(.nativeLegacy), legacy).map(\.description) == [
                "ad 1: impressions and clicks counted by one side at host event #1 (1000 ms): notificationSource.didRecordImpression while handlesUserImpressions is false (GMA counts them)"
            ])
        // Custom native ads are the host's own: not checked.
        #expect(
            ContractCheck.check(Scenario.sample(.customNative), legacy.map { ContractCheck.Event($0.time, $0.event, ad: $0.ad) }).filter {
                $0.rule == .countedByOneSide
            }.isEmpty)
    }

    /// A will-dismiss whose did-dismiss comes is paired; one per ad left unpaired breaks.
    @Test func didDismissAfterWillDismiss_pairsEachAdsOwn() {
        let events = [
            ContractCheck.Event(0, .loadCompleted(.ad(.fullScreen)), ad: 1), .init(0, .loadCompleted(.ad(.fullScreen)), ad: 2),
            .init(1000, .willDismissFullScreenView, ad: 1), .init(1000, .willDismissFullScreenView, ad: 2),
            .init(1000, .didDismissFullScreenView, ad: 2),
        ]
        #expect(
            ContractCheck.check(Scenario.sample(.interstitial, script: "load; load"), events).map(\.description) == [
                "ad 1: did-dismiss after will-dismiss at host event #2 (1000 ms): willDismissFullScreenView never followed by didDismissFullScreenView"
            ])
        #expect(ContractCheck.check(Scenario.sample(.banner, script: "load; load"), events).isEmpty)
    }

    @Test func selfCountingReports_isOptIn_andBreaksOnAnAdThatCountsButForgetsToReport() throws {
        let script = "load; +1000 render; +2000 tap"
        // The SDK counted the click and the adapter dropped it: the rule every session is held to
        // says so; the opt-in one says when it was owed.
        let dropped =
            "ad 1: the SDK's reports reach GMA (3000 ms): the SDK reported a click (sample callback nativeAdDidRecordClick:), and the adapter never told GMA (no reportClick)"
        #expect(try breaches(.native, adapter: "ClickForgettingNative", script) == [dropped])
        #expect(
            try breaches(.native, adapter: "ClickForgettingNative", script, optIn: [.selfCountingReports]) == [
                dropped,
                "ad 1: a self-counting ad reports its counts (3000 ms): handlesUserClicks is true and the user tapped the tracked ad, yet it reported no click",
            ])
        // The Sample self-tracking adapter reports both; untracked before its second, it owes no impression.
        #expect(try breaches(.nativeSelfTracking, adapter: nil, script, optIn: [.selfCountingReports]) == [])
        #expect(
            try breaches(.nativeSelfTracking, adapter: nil, "load; +1000 render; +500 untrack; +1000 tap", optIn: [.selfCountingReports])
                == [])
    }

    /// A `click` on an asset the host laid out is the user's tap on the ad: it lands on the ad's
    /// views, so an ad that counts its own clicks must be seen reporting one.
    @Test func selfCountingReports_holdsAClickOnALaidOutAssetToBeReported() throws {
        #expect(
            try breaches(
                .native, adapter: "ClickForgettingNative", "load; +1000 render; +2000 click headline", optIn: [.selfCountingReports])
                == [
                    "ad 1: the SDK's reports reach GMA (3000 ms): the SDK reported a click (sample callback nativeAdDidRecordClick:), and the adapter never told GMA (no reportClick)",
                    "ad 1: a self-counting ad reports its counts (3000 ms): handlesUserClicks is true and the user tapped the tracked ad, yet it reported no click",
                ])
        // The Sample self-tracking adapter reports the click its SDK saw on the ad view around the headline.
        #expect(
            try breaches(.nativeSelfTracking, adapter: nil, "load; +1000 render; +2000 click headline", optIn: [.selfCountingReports]) == []
        )
        // An asset the host did not lay out (a Sample ad has a media view, so no image view; a
        // star rating never) and a click before any render tap nothing.
        for script in ["load; +1000 render; +2000 click image", "load; +1000 render; +2000 click starRating", "load; +1000 click headline"]
        {
            #expect(try breaches(.native, adapter: "ClickForgettingNative", script, optIn: [.selfCountingReports]) == [], "\(script)")
        }
    }

    @Test func released_isOptIn_andNamesWhatARetainCycleKeptAlive() throws {
        let script = "load; +1000 present; +1000 close"
        #expect(try breaches(.interstitial, adapter: "RetainCycleInterstitial", script) == [])
        #expect(
            try breaches(.interstitial, adapter: "RetainCycleInterstitial", script, optIn: [.released]) == [
                "objects released after the session: 3 objects of the session kept alive after the host let go of it: RetainCycleInterstitial (adapters[0]), SampleInterstitial (adapters[0].interstitial), Forwarder (adapters[0].interstitial.delegate)"
            ])
        #expect(try breaches(.interstitial, adapter: "WeakDelegateInterstitial", script, optIn: [.released]) == [])
        #expect(
            try breaches(.interstitial, adapter: "NoDidDismissInterstitial", script, optIn: [.released]).allSatisfy {
                !$0.contains("released")
            })
        // An ad left on screen when the script ends is the app's screen's, not a leak.
        #expect(try breaches(.interstitial, adapter: "WeakDelegateInterstitial", "load; +1000 present", optIn: [.released]) == [])
    }
}
