import AdReplay
import AdReplaySample
import AdapterTestSupport
import AdapterUnitTestKit
import Mediation
import NeutralUI
import SampleAdSDK
import SampleCustomEvent
import Testing

@Suite struct SampleCustomEventInterstitialTests {
    private let loaded = "0 ms  host loadCompleted ad full-screen"

    @Test func load_fill_completesWithAFullScreenAd() throws {
        let scenario = Scenario.sample(.interstitial, script: [(0, .load)])
        let session = try SampleSession.run(scenario, answers: [.fill])

        #expect(session.observation.lines(.callbacks) == ["0 ms  sample callback interstitialDidLoad:"])
        #expect(session.observation.lines(.hostEvents) == [loaded])
        #expect(session.observation.sampleRequests == [SampleNetworkRequest(format: .interstitial, adUnit: "unit")])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func load_testRequest_asksInTestMode() throws {
        let session = try SampleSession.run(.sample(.interstitial, isTestRequest: true, script: [(0, .load)]), answers: [.fill])

        #expect(session.observation.sampleRequests == [SampleNetworkRequest(format: .interstitial, adUnit: "unit", testMode: true)])
    }

    @Test(arguments: [SampleErrorCode.unknown, .networkError, .noInventory])
    func load_failure_completesWithError101AndNothingFollows(code: SampleErrorCode) throws {
        let scenario = Scenario.sample(.interstitial, script: [(0, .load), (1_000, .present), (2_000, .tap), (3_000, .close)])
        let session = try SampleSession.run(scenario, answers: [.failure(code)])

        #expect(
            session.observation.lines(.callbacks) == ["0 ms  sample callback interstitial:didFailToLoadAdWithErrorCode: \(code.rawValue)"])
        #expect(session.observation.lines(.hostEvents) == [Expected.loadFailureLine(code)])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func load_missingAdUnit_failsWithCode0WithoutAskingTheNetwork() throws {
        let scenario = Scenario.sample(.interstitial, parameter: nil, script: [(0, .load)])
        let session = try SampleSession.run(scenario, answers: [])

        #expect(session.observation.lines(.callbacks) == ["0 ms  sample callback interstitial:didFailToLoadAdWithErrorCode: 0"])
        #expect(
            session.observation.lines(.hostEvents) == [
                "0 ms  host loadCompleted error com.google.customevent.samplenetwork 101 \"Sample SDK returned an ad load failure callback with error code: 0\""
            ])
        #expect(session.observation.sampleRequests.isEmpty)
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func load_latency_completesWhenTheAnswerArrives() throws {
        let session = try SampleSession.run(
            .sample(.interstitial, script: [(0, .load)]),
            answers: [SampleNetworkAnswer.fill.delayed(by: 500)])

        #expect(session.observation.lines(.callbacks) == ["500 ms  sample callback interstitialDidLoad:"])
        #expect(session.observation.lines(.hostEvents) == ["500 ms  host loadCompleted ad full-screen"])
    }

    @Test func present_loaded_reportsWillPresentThenImpression() throws {
        let scenario = Scenario.sample(.interstitial, script: [(0, .load), (1_000, .present)])
        let session = try SampleSession.run(scenario, answers: [.fill])

        #expect(
            session.observation.lines(.callbacks) == [
                "0 ms  sample callback interstitialDidLoad:", "1000 ms  sample callback interstitialWillPresentScreen:",
            ])
        #expect(
            session.observation.lines(.hostEvents) == [loaded, "1000 ms  host willPresentFullScreenView", "1000 ms  host reportImpression"])
        #expect(session.observation.lines(.effects) == ["1000 ms  sample effect present Sample Interstitial"])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func close_reportsWillDismissThenDidDismiss() throws {
        let scenario = Scenario.sample(.interstitial, script: [(0, .load), (1_000, .present), (4_000, .close)])
        let session = try SampleSession.run(scenario, answers: [.fill])

        #expect(
            session.observation.lines(.callbacks) == [
                "0 ms  sample callback interstitialDidLoad:", "1000 ms  sample callback interstitialWillPresentScreen:",
                "4000 ms  sample callback interstitialWillDismissScreen:", "4000 ms  sample callback interstitialDidDismissScreen:",
            ])
        #expect(
            session.observation.lines(.hostEvents) == [
                loaded, "1000 ms  host willPresentFullScreenView", "1000 ms  host reportImpression",
                "4000 ms  host willDismissFullScreenView", "4000 ms  host didDismissFullScreenView",
            ])
        #expect(
            session.observation.lines(.effects) == [
                "1000 ms  sample effect present Sample Interstitial", "4000 ms  sample effect dismiss Sample Interstitial",
            ])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func tap_click_dismissesThenReportsTheClick() throws {
        let scenario = Scenario.sample(.interstitial, script: [(0, .load), (1_000, .present), (4_000, .tap)])
        let session = try SampleSession.run(scenario, answers: [.fill])

        #expect(
            session.observation.lines(.callbacks) == [
                "0 ms  sample callback interstitialDidLoad:", "1000 ms  sample callback interstitialWillPresentScreen:",
                "4000 ms  sample callback interstitialWillDismissScreen:", "4000 ms  sample callback interstitialDidDismissScreen:",
                "4000 ms  sample callback interstitialWillLeaveApplication:",
            ])
        #expect(
            session.observation.lines(.hostEvents) == [
                loaded, "1000 ms  host willPresentFullScreenView", "1000 ms  host reportImpression",
                "4000 ms  host willDismissFullScreenView", "4000 ms  host didDismissFullScreenView", "4000 ms  host reportClick",
            ])
        #expect(
            session.observation.lines(.effects) == [
                "1000 ms  sample effect present Sample Interstitial", "4000 ms  sample effect dismiss Sample Interstitial",
                "4000 ms  sample effect open https://www.google.com",
            ])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func present_afterItWasShown_failsWith102() throws {
        let scenario = Scenario.sample(.interstitial, script: [(0, .load), (1_000, .present), (2_000, .close), (3_000, .present)])
        let session = try SampleSession.run(scenario, answers: [.fill])

        #expect(
            session.observation.lines(.callbacks) == [
                "0 ms  sample callback interstitialDidLoad:", "1000 ms  sample callback interstitialWillPresentScreen:",
                "2000 ms  sample callback interstitialWillDismissScreen:", "2000 ms  sample callback interstitialDidDismissScreen:",
            ])
        #expect(
            session.observation.lines(.hostEvents) == [
                loaded, "1000 ms  host willPresentFullScreenView", "1000 ms  host reportImpression",
                "2000 ms  host willDismissFullScreenView", "2000 ms  host didDismissFullScreenView",
                "3000 ms  host didFailToPresentWithError com.google.customevent.samplenetwork 102 \"The interstitial ad failed to present because the ad was not loaded.\"",
            ])
        #expect(
            session.observation.lines(.effects) == [
                "1000 ms  sample effect present Sample Interstitial", "2000 ms  sample effect dismiss Sample Interstitial",
            ])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func present_againDuringThePresentation_reportsWillPresentAndImpressionTwice() throws {
        let scenario = Scenario.sample(.interstitial, script: [(0, .load), (1_000, .present), (1_100, .present), (2_100, .close)])
        let session = try SampleSession.run(scenario, answers: [.fill])

        #expect(
            session.observation.lines(.callbacks) == [
                "0 ms  sample callback interstitialDidLoad:", "1000 ms  sample callback interstitialWillPresentScreen:",
                "1100 ms  sample callback interstitialWillPresentScreen:",
                "2100 ms  sample callback interstitialWillDismissScreen:", "2100 ms  sample callback interstitialDidDismissScreen:",
            ])
        #expect(
            session.observation.lines(.hostEvents) == [
                loaded, "1000 ms  host willPresentFullScreenView", "1000 ms  host reportImpression",
                "1100 ms  host willPresentFullScreenView", "1100 ms  host reportImpression",
                "2100 ms  host willDismissFullScreenView", "2100 ms  host didDismissFullScreenView",
            ])
        #expect(
            session.observation.lines(.effects) == [
                "1000 ms  sample effect present Sample Interstitial", "2100 ms  sample effect dismiss Sample Interstitial",
            ])
    }

    @Test func closeAndTap_duringThePresentationAnimation_doNothing() throws {
        let scenario = Scenario.sample(.interstitial, script: [(0, .load), (1_000, .present), (1_100, .close), (1_200, .tap)])
        let session = try SampleSession.run(scenario, answers: [.fill])

        #expect(
            session.observation.lines(.callbacks) == [
                "0 ms  sample callback interstitialDidLoad:", "1000 ms  sample callback interstitialWillPresentScreen:",
            ])
        #expect(
            session.observation.lines(.hostEvents) == [loaded, "1000 ms  host willPresentFullScreenView", "1000 ms  host reportImpression"])
    }

    @Test func closeAndTap_beforePresenting_doNothing() throws {
        let scenario = Scenario.sample(.interstitial, script: [(0, .load), (1_000, .close), (2_000, .tap)])
        let session = try SampleSession.run(scenario, answers: [.fill])

        #expect(session.observation.lines(.callbacks) == ["0 ms  sample callback interstitialDidLoad:"])
        #expect(session.observation.lines(.hostEvents) == [loaded])
    }

    @Test func present_notLoaded_errorCarriesTheTextAsDescriptionAndFailureReason() throws {
        let spy = AUTKMediationInterstitialAdEventDelegate()
        let log = CompletionLog<any MediationInterstitialAd, any MediationInterstitialAdEventDelegate>(returning: spy)
        let adapter = SampleCustomEvent()
        try inSampleWorld(answers: [.fill]) { world, _ in
            adapter.loadInterstitial(for: .init(credentials: .sample("unit", format: .interstitial)), completionHandler: log.handler)
            let ad = try #require(log.ads.first ?? nil)
            let root = world.application.rootViewController
            ad.present(from: root)
            world.advance(to: 300)  // the presentation has appeared: the Sample interstitial is no longer loaded
            ad.present(from: root)
        }

        #expect(spy.invocations == ["willPresentFullScreenView", "reportImpression", "didFailToPresentWithError 102"])
        let error = MediationError(try #require(spy.didFailToPresentError))
        #expect(ErrorFacts(error) == .presentFailure(Expected.interstitialNotLoaded))
    }

    @Test(arguments: SampleErrorCode.allCases)
    func load_failure_errorCarriesTheTextAsDescriptionAndFailureReason(code: SampleErrorCode) throws {
        let log = CompletionLog<any MediationInterstitialAd, any MediationInterstitialAdEventDelegate>()
        let adapter = SampleCustomEvent()
        try inSampleWorld(answers: code == .badRequest ? [] : [.failure(code)]) { _, _ in
            adapter.loadInterstitial(
                for: .init(credentials: .sample(code == .badRequest ? nil : "unit", format: .interstitial)),
                completionHandler: log.handler)
        }

        #expect(log.count == 1)
        let error = try #require(log.errors.first ?? nil)
        #expect(ErrorFacts(error) == .loadFailure(code))
    }
}
