import AdReplay
import AdReplaySample
import AdapterTestSupport
import Mediation
import NeutralUI
import SampleAdSDK
import SampleCustomEvent
import Testing

/// Rewarded and rewarded interstitial: the dispatcher sends both to the same Sample rewarded ad,
/// so every behaviour is checked for both formats.
@Suite struct SampleCustomEventRewardedTests {
    static let formats: [Scenario.Format] = [.rewarded, .rewardedInterstitial]
    static let failures: [SampleErrorCode] = [.unknown, .networkError, .noInventory]
    private let loaded = "0 ms  host loadCompleted ad full-screen"

    @Test(arguments: formats)
    func load_fill_completesWithAFullScreenAd(format: Scenario.Format) throws {
        let scenario = Scenario.sample(format, script: [(0, .load)])
        let session = try SampleSession.run(scenario, answers: [.fill])

        #expect(session.observation.lines(.callbacks) == ["0 ms  sample callback rewardedAdDidReceiveAd:"])
        #expect(session.observation.lines(.hostEvents) == [loaded])
        #expect(session.observation.sampleRequests == [SampleNetworkRequest(format: .rewarded, adUnit: "unit")])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test(arguments: formats)
    func load_testRequest_asksInTestMode(format: Scenario.Format) throws {
        let session = try SampleSession.run(.sample(format, isTestRequest: true, script: [(0, .load)]), answers: [.fill])

        #expect(session.observation.sampleRequests == [SampleNetworkRequest(format: .rewarded, adUnit: "unit", testMode: true)])
    }

    @Test(arguments: formats, failures)
    func load_failure_completesWithError101AndNothingFollows(format: Scenario.Format, code: SampleErrorCode) throws {
        let scenario = Scenario.sample(format, script: [(0, .load), (1_000, .present), (12_000, .close)])
        let session = try SampleSession.run(scenario, answers: [.failure(code)])

        #expect(session.observation.lines(.callbacks) == ["0 ms  sample callback rewardedAdDidFailToLoadWithError: \(code.rawValue)"])
        #expect(session.observation.lines(.hostEvents) == [Expected.loadFailureLine(code)])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test(arguments: formats)
    func load_missingAdUnitThenFill_completesOnceWithCode0AndIgnoresTheFill(format: Scenario.Format) throws {
        let scenario = Scenario.sample(format, parameter: nil, script: [(0, .load), (1_000, .present), (12_000, .close)])
        let session = try SampleSession.run(scenario, answers: [.fill])

        #expect(
            session.observation.lines(.callbacks) == [
                "0 ms  sample callback rewardedAdDidFailToLoadWithError: 0", "0 ms  sample callback rewardedAdDidReceiveAd:",
            ])
        #expect(session.observation.lines(.hostEvents) == [Expected.loadFailureLine(.badRequest)])
        #expect(session.observation.sampleRequests == [SampleNetworkRequest(format: .rewarded, adUnit: nil)])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test(arguments: formats, failures)
    func load_missingAdUnitThenFailure_completesOnceWithCode0(format: Scenario.Format, code: SampleErrorCode) throws {
        let scenario = Scenario.sample(format, parameter: nil, script: [(0, .load)])
        let session = try SampleSession.run(scenario, answers: [.failure(code)])

        #expect(
            session.observation.lines(.callbacks) == [
                "0 ms  sample callback rewardedAdDidFailToLoadWithError: 0",
                "0 ms  sample callback rewardedAdDidFailToLoadWithError: \(code.rawValue)",
            ])
        #expect(session.observation.lines(.hostEvents) == [Expected.loadFailureLine(.badRequest)])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test(arguments: formats)
    func load_missingAdUnitThenLateFill_completesOnceAtOnce(format: Scenario.Format) throws {
        let scenario = Scenario.sample(format, parameter: nil, script: [(0, .load)])
        let session = try SampleSession.run(scenario, answers: [SampleNetworkAnswer.fill.delayed(by: 500)])

        #expect(
            session.observation.lines(.callbacks) == [
                "0 ms  sample callback rewardedAdDidFailToLoadWithError: 0", "500 ms  sample callback rewardedAdDidReceiveAd:",
            ])
        #expect(session.observation.lines(.hostEvents) == [Expected.loadFailureLine(.badRequest)])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test(arguments: formats)
    func load_latency_completesWhenTheAnswerArrives(format: Scenario.Format) throws {
        let session = try SampleSession.run(
            .sample(format, script: [(0, .load)]),
            answers: [SampleNetworkAnswer.fill.delayed(by: 500)])

        #expect(session.observation.lines(.callbacks) == ["500 ms  sample callback rewardedAdDidReceiveAd:"])
        #expect(session.observation.lines(.hostEvents) == ["500 ms  host loadCompleted ad full-screen"])
    }

    @Test(arguments: formats)
    func present_ready_startsTheVideoAtOnceAndRewardsTenSecondsLater(format: Scenario.Format) throws {
        let scenario = Scenario.sample(format, script: [(0, .load), (1_000, .present)])
        let session = try SampleSession.run(scenario, answers: [.fill])

        #expect(
            session.observation.lines(.callbacks) == [
                "0 ms  sample callback rewardedAdDidReceiveAd:", "1300 ms  sample callback rewardedAdDidPresent:",
                "11000 ms  sample callback rewardedAd:userDidEarnReward: 5",
            ])
        #expect(
            session.observation.lines(.hostEvents) == [
                loaded, "1300 ms  host willPresentFullScreenView", "1300 ms  host didStartVideo", "11000 ms  host didRewardUser",
            ])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test(arguments: formats)
    func close_afterTheReward_dismissesAndEndsTheVideo(format: Scenario.Format) throws {
        let scenario = Scenario.sample(format, script: [(0, .load), (1_000, .present), (12_000, .close)])
        let session = try SampleSession.run(scenario, answers: [.fill])

        #expect(
            session.observation.lines(.callbacks) == [
                "0 ms  sample callback rewardedAdDidReceiveAd:", "1300 ms  sample callback rewardedAdDidPresent:",
                "11000 ms  sample callback rewardedAd:userDidEarnReward: 5",
                "12000 ms  sample callback rewardedAdDidDismiss:",
            ])
        #expect(
            session.observation.lines(.hostEvents) == [
                loaded, "1300 ms  host willPresentFullScreenView", "1300 ms  host didStartVideo", "11000 ms  host didRewardUser",
                "12000 ms  host willDismissFullScreenView", "12000 ms  host didEndVideo", "12000 ms  host didDismissFullScreenView",
            ])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test(arguments: formats)
    func closeAndTap_beforeTheReward_doNothing(format: Scenario.Format) throws {
        let scenario = Scenario.sample(format, script: [(0, .load), (1_000, .present), (5_000, .close), (6_000, .tap)])
        let session = try SampleSession.run(scenario, answers: [.fill])

        #expect(
            session.observation.lines(.callbacks) == [
                "0 ms  sample callback rewardedAdDidReceiveAd:", "1300 ms  sample callback rewardedAdDidPresent:",
                "11000 ms  sample callback rewardedAd:userDidEarnReward: 5",
            ])
        #expect(
            session.observation.lines(.hostEvents) == [
                loaded, "1300 ms  host willPresentFullScreenView", "1300 ms  host didStartVideo", "11000 ms  host didRewardUser",
            ])
        #expect(!session.observation.lines(.effects).contains { $0.hasSuffix("open https://www.google.com") })
    }

    @Test(arguments: formats)
    func tap_afterTheReward_opensThePageWithoutAnyHostEvent(format: Scenario.Format) throws {
        let scenario = Scenario.sample(format, script: [(0, .load), (1_000, .present), (12_000, .tap), (13_000, .tap)])
        let session = try SampleSession.run(scenario, answers: [.fill])

        #expect(
            session.observation.lines(.callbacks) == [
                "0 ms  sample callback rewardedAdDidReceiveAd:", "1300 ms  sample callback rewardedAdDidPresent:",
                "11000 ms  sample callback rewardedAd:userDidEarnReward: 5",
            ])
        #expect(
            session.observation.lines(.hostEvents) == [
                loaded, "1300 ms  host willPresentFullScreenView", "1300 ms  host didStartVideo", "11000 ms  host didRewardUser",
            ])
        #expect(
            session.observation.lines(.effects).filter { $0.contains("open ") }
                == ["12000 ms  sample effect open https://www.google.com", "13000 ms  sample effect open https://www.google.com"])
    }

    @Test(arguments: formats)
    func present_notReady_reportsNothing(format: Scenario.Format) throws {
        let scenario = Scenario.sample(format, script: [(0, .load), (1_000, .present), (12_000, .close), (13_000, .present)])
        let session = try SampleSession.run(scenario, answers: [.fill])

        #expect(
            session.observation.lines(.callbacks) == [
                "0 ms  sample callback rewardedAdDidReceiveAd:", "1300 ms  sample callback rewardedAdDidPresent:",
                "11000 ms  sample callback rewardedAd:userDidEarnReward: 5",
                "12000 ms  sample callback rewardedAdDidDismiss:",
            ])
        #expect(
            session.observation.lines(.hostEvents) == [
                loaded, "1300 ms  host willPresentFullScreenView", "1300 ms  host didStartVideo", "11000 ms  host didRewardUser",
                "12000 ms  host willDismissFullScreenView", "12000 ms  host didEndVideo", "12000 ms  host didDismissFullScreenView",
            ])
        #expect(
            session.observation.lines(.effects).filter { $0.contains("present ") } == [
                "1000 ms  sample effect present SampleRewardedAdController from app screen"
            ])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test(arguments: SampleErrorCode.allCases)
    func load_failure_errorCarriesTheTextAsDescriptionAndFailureReason(code: SampleErrorCode) throws {
        // A missing ad unit (code 0) is followed by a second draw; give it a fill.
        let log = CompletionLog<any MediationRewardedAd, any MediationRewardedAdEventDelegate>()
        let adapter = SampleCustomEvent()
        try inSampleWorld(answers: code == .badRequest ? [.fill] : [.failure(code)]) { _, _ in
            adapter.loadRewardedAd(
                for: .init(credentials: .sample(code == .badRequest ? nil : "unit", format: .rewarded)),
                completionHandler: log.handler)
        }

        #expect(log.count == 1)
        let error = try #require(log.errors.first ?? nil)
        #expect(ErrorFacts(error) == .loadFailure(code))
    }
}
