import AdReplay
import AdReplaySample
import Testing

/// Rules no public source states are checked only when asked for; each has a session that
/// breaks it, and the exact sentence.
@Suite struct OptInContractTests {
    private let interstitial = Scenario.sample(.interstitial)

    private func check(_ events: [ContractCheck.Event], _ rules: Set<ContractRule>) -> [String] {
        ContractCheck.check(interstitial, events, optIn: rules).map(\.description)
    }

    @Test func optInRules_areOffUnlessAskedFor() {
        let events = [
            ContractCheck.Event(0, .loadCompleted(.ad(.fullScreen)), ad: 1), .init(1000, .reportImpression, ad: 1),
            .init(1100, .reportImpression, ad: 1),
        ]
        #expect(check(events, []) == [])
        #expect(check(events, [.impressionOnce]) == ["ad 1: one impression per ad at host event #2 (1100 ms): 2 impressions for one ad"])
        #expect(
            ContractRule.optIn.compactMap(\.optInName) == [
                "impressionOnce", "rewardOnce", "nothingAfterDismissal", "presentAnswered", "selfCounting", "released",
            ])
        #expect(ContractRule(optInName: "rewardOnce") == .rewardOnce)
        #expect(ContractRule(optInName: "loadCompletesOnce") == nil)
    }

    @Test func rewardOnce_breaksOnASecondReward() {
        let events = [
            ContractCheck.Event(0, .loadCompleted(.ad(.fullScreen)), ad: 1), .init(11000, .didRewardUser, ad: 1),
            .init(11500, .didRewardUser, ad: 1),
        ]
        #expect(check(events, [.rewardOnce]) == ["ad 1: one reward per ad at host event #2 (11500 ms): 2 rewards for one ad"])
    }

    /// After did-dismiss nothing comes from the ad until it is presented again.
    @Test func nothingAfterDismissal_breaksOnALateClick_notOnAPresentAgain() {
        let late = [
            ContractCheck.Event(0, .loadCompleted(.ad(.fullScreen)), ad: 1), .init(1000, .willPresentFullScreenView, ad: 1),
            .init(2000, .willDismissFullScreenView, ad: 1), .init(2000, .didDismissFullScreenView, ad: 1),
            .init(2000, .reportClick, ad: 1),
        ]
        #expect(
            check(late, [.nothingAfterDismissal]) == [
                "ad 1: no event after the ad's dismissal at host event #4 (2000 ms): reportClick after didDismissFullScreenView"
            ])
        let again = Array(late.dropLast()) + [.init(3000, .willPresentFullScreenView, ad: 1), .init(3000, .reportImpression, ad: 1)]
        #expect(check(again, [.nothingAfterDismissal]) == [])
    }

    /// A bug report of an opt-in rule is checked for it whether or not the run asks: it does
    /// not read as fixed because the flag was left out.
    @Test func aBugReportOfAnOptInRule_isCheckedForIt() throws {
        var recorder = Recorder(registry: Registry.sample)
        recorder.optInRules = [.impressionOnce]
        let scenario = Scenario.sample(.interstitial, script: "load; +1000 present; +100 present; +1000 close")
        let recording = try recorder.record(scenario, name: "twice", network: .answer(.fill))
        #expect(recording.fixture.reproduces == [.breach(rule: "one impression per ad", ad: 1)])
        #expect(Replayer(registry: Registry.sample).replay(recording.fixture).status == .reproduces("breaks one impression per ad (ad 1)"))
    }
}
