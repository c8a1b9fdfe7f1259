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
        #expect(try breaches(.interstitial, adapter: "NoDidDismissInterstitial", "load; +1000 present; +1000 close") == [
            "ad 1: did-dismiss after will-dismiss at host event #3 (2000 ms): willDismissFullScreenView never followed by didDismissFullScreenView",
        ])
        #expect(try breaches(.interstitial, adapter: nil, "load; +1000 present; +1000 close") == [])
    }

    @Test func presentAnswered_isOptIn_andBreaksOnAPresentThatDoesNothing() throws {
        let script = "load; +1000 present; +1000 load; +1000 present"
        #expect(try breaches(.rewarded, adapter: "ReadyOnlyRewarded", script) == [])
        #expect(try breaches(.rewarded, adapter: "ReadyOnlyRewarded", script, optIn: [.presentAnswered]) == [
            "ad 2: present answered (3000 ms): present got neither willPresentFullScreenView nor didFailToPresentWithError",
        ])
        #expect(try breaches(.rewarded, adapter: "AnsweringRewarded", script, optIn: [.presentAnswered]) == [])
        // A second present of one ad is GMA's to refuse, not the adapter's to answer.
        #expect(try breaches(.rewarded, adapter: "AnsweringRewarded", "load; +1000 present; +100 present", optIn: [.presentAnswered]) == [])
    }

    @Test func countedByOneSide_breaksOnAnAdThatReportsWhatGMACounts() throws {
        #expect(try breaches(.native, adapter: "SelfReportingNative", "load; +1000 render; +2000 tap") == [
            "ad 1: impressions and clicks counted by one side at host event #1 (1000 ms): reportImpression while handlesUserImpressions is false (GMA counts them)",
        ])
        #expect(try breaches(.native, adapter: nil, "load; +1000 render; impression; +1000 click headline") == [])
    }

    @Test func selfCountingReports_isOptIn_andBreaksOnAnAdThatCountsButForgetsToReport() throws {
        let script = "load; +1000 render; +2000 tap"
        #expect(try breaches(.native, adapter: "ClickForgettingNative", script) == [])
        #expect(try breaches(.native, adapter: "ClickForgettingNative", script, optIn: [.selfCountingReports]) == [
            "ad 1: a self-counting ad reports its counts (3000 ms): handlesUserClicks is true and the user tapped the tracked ad, yet it reported no click",
        ])
        // The Sample self-tracking adapter reports both; untracked before its second, it owes no impression.
        #expect(try breaches(.nativeSelfTracking, adapter: nil, script, optIn: [.selfCountingReports]) == [])
        #expect(try breaches(.nativeSelfTracking, adapter: nil, "load; +1000 render; +500 untrack; +1000 tap", optIn: [.selfCountingReports]) == [])
    }

    @Test func released_isOptIn_andNamesWhatARetainCycleKeptAlive() throws {
        let script = "load; +1000 present; +1000 close"
        #expect(try breaches(.interstitial, adapter: "RetainCycleInterstitial", script) == [])
        #expect(try breaches(.interstitial, adapter: "RetainCycleInterstitial", script, optIn: [.released]) == [
            "objects released after the session: 3 objects of the session kept alive after the host let go of it: RetainCycleInterstitial (adapters[0]), SampleInterstitial (adapters[0].interstitial), Forwarder (adapters[0].interstitial.delegate)",
        ])
        #expect(try breaches(.interstitial, adapter: nil, script, optIn: [.released]) == [])
        #expect(try breaches(.interstitial, adapter: "NoDidDismissInterstitial", script, optIn: [.released]).allSatisfy { !$0.contains("released") })
    }
}
