import AdapterTestSupport
import AdReplay
import AdReplaySample
import Mediation
import NeutralUI
import SampleAdSDK
import SampleCustomEvent
import Testing

@Suite struct SampleCustomEventInterstitialTests {
    private let loaded = "0 loadCompleted ad full-screen"

    @Test func load_fill_completesWithAFullScreenAd() throws {
        let scenario = Scenario.sample(.interstitial, script: [(0, .load)])
        let session = try SampleSession.run(scenario, answers: [.fill])

        #expect(session.observation.callbackLines == ["0 interstitialDidLoad:"])
        #expect(session.observation.hostLines == [loaded])
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

        #expect(session.observation.callbackLines == ["0 interstitial:didFailToLoadAdWithErrorCode: \(code.rawValue)"])
        #expect(session.observation.hostLines == [Expected.loadFailureLine(code)])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func load_missingAdUnit_failsWithCode0WithoutAskingTheNetwork() throws {
        let scenario = Scenario.sample(.interstitial, parameter: nil, script: [(0, .load)])
        let session = try SampleSession.run(scenario, answers: [])

        #expect(session.observation.callbackLines == ["0 interstitial:didFailToLoadAdWithErrorCode: 0"])
        #expect(session.observation.hostLines == [
            "0 loadCompleted error com.google.customevent.samplenetwork 101 \"Sample SDK returned an ad load failure callback with error code: 0\"",
        ])
        #expect(session.observation.sampleRequests.isEmpty)
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func load_latency_completesWhenTheAnswerArrives() throws {
        let session = try SampleSession.run(.sample(.interstitial, script: [(0, .load)]),
                                            answers: [SampleNetworkAnswer.fill.delayed(by: 500)])

        #expect(session.observation.callbackLines == ["500 interstitialDidLoad:"])
        #expect(session.observation.hostLines == ["500 loadCompleted ad full-screen"])
    }

    @Test func present_loaded_reportsWillPresentThenImpression() throws {
        let scenario = Scenario.sample(.interstitial, script: [(0, .load), (1_000, .present)])
        let session = try SampleSession.run(scenario, answers: [.fill])

        #expect(session.observation.callbackLines == ["0 interstitialDidLoad:", "1000 interstitialWillPresentScreen:"])
        #expect(session.observation.hostLines == [loaded, "1000 willPresentFullScreenView", "1000 reportImpression"])
        #expect(session.observation.effectLines == ["1000 present Sample Interstitial"])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func close_reportsWillDismissThenDidDismiss() throws {
        let scenario = Scenario.sample(.interstitial, script: [(0, .load), (1_000, .present), (4_000, .close)])
        let session = try SampleSession.run(scenario, answers: [.fill])

        #expect(session.observation.callbackLines == [
            "0 interstitialDidLoad:", "1000 interstitialWillPresentScreen:",
            "4000 interstitialWillDismissScreen:", "4000 interstitialDidDismissScreen:",
        ])
        #expect(session.observation.hostLines == [
            loaded, "1000 willPresentFullScreenView", "1000 reportImpression",
            "4000 willDismissFullScreenView", "4000 didDismissFullScreenView",
        ])
        #expect(session.observation.effectLines == ["1000 present Sample Interstitial", "4000 dismiss Sample Interstitial"])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func tap_click_dismissesThenReportsTheClick() throws {
        let scenario = Scenario.sample(.interstitial, script: [(0, .load), (1_000, .present), (4_000, .tap)])
        let session = try SampleSession.run(scenario, answers: [.fill])

        #expect(session.observation.callbackLines == [
            "0 interstitialDidLoad:", "1000 interstitialWillPresentScreen:",
            "4000 interstitialWillDismissScreen:", "4000 interstitialDidDismissScreen:",
            "4000 interstitialWillLeaveApplication:",
        ])
        #expect(session.observation.hostLines == [
            loaded, "1000 willPresentFullScreenView", "1000 reportImpression",
            "4000 willDismissFullScreenView", "4000 didDismissFullScreenView", "4000 reportClick",
        ])
        #expect(session.observation.effectLines == [
            "1000 present Sample Interstitial", "4000 dismiss Sample Interstitial", "4000 open https://www.google.com",
        ])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func present_afterItWasShown_failsWith102() throws {
        let scenario = Scenario.sample(.interstitial, script: [(0, .load), (1_000, .present), (2_000, .close), (3_000, .present)])
        let session = try SampleSession.run(scenario, answers: [.fill])

        #expect(session.observation.callbackLines == [
            "0 interstitialDidLoad:", "1000 interstitialWillPresentScreen:",
            "2000 interstitialWillDismissScreen:", "2000 interstitialDidDismissScreen:",
        ])
        #expect(session.observation.hostLines == [
            loaded, "1000 willPresentFullScreenView", "1000 reportImpression",
            "2000 willDismissFullScreenView", "2000 didDismissFullScreenView",
            "3000 didFailToPresentWithError com.google.customevent.samplenetwork 102 \"The interstitial ad failed to present because the ad was not loaded.\"",
        ])
        #expect(session.observation.effectLines == ["1000 present Sample Interstitial", "2000 dismiss Sample Interstitial"])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func present_againDuringThePresentation_reportsWillPresentAndImpressionTwice() throws {
        let scenario = Scenario.sample(.interstitial, script: [(0, .load), (1_000, .present), (1_100, .present), (2_100, .close)])
        let session = try SampleSession.run(scenario, answers: [.fill])

        #expect(session.observation.callbackLines == [
            "0 interstitialDidLoad:", "1000 interstitialWillPresentScreen:", "1100 interstitialWillPresentScreen:",
            "2100 interstitialWillDismissScreen:", "2100 interstitialDidDismissScreen:",
        ])
        #expect(session.observation.hostLines == [
            loaded, "1000 willPresentFullScreenView", "1000 reportImpression",
            "1100 willPresentFullScreenView", "1100 reportImpression",
            "2100 willDismissFullScreenView", "2100 didDismissFullScreenView",
        ])
        #expect(session.observation.effectLines == ["1000 present Sample Interstitial", "2100 dismiss Sample Interstitial"])
    }

    @Test func closeAndTap_duringThePresentationAnimation_doNothing() throws {
        let scenario = Scenario.sample(.interstitial, script: [(0, .load), (1_000, .present), (1_100, .close), (1_200, .tap)])
        let session = try SampleSession.run(scenario, answers: [.fill])

        #expect(session.observation.callbackLines == ["0 interstitialDidLoad:", "1000 interstitialWillPresentScreen:"])
        #expect(session.observation.hostLines == [loaded, "1000 willPresentFullScreenView", "1000 reportImpression"])
    }

    @Test func closeAndTap_beforePresenting_doNothing() throws {
        let scenario = Scenario.sample(.interstitial, script: [(0, .load), (1_000, .close), (2_000, .tap)])
        let session = try SampleSession.run(scenario, answers: [.fill])

        #expect(session.observation.callbackLines == ["0 interstitialDidLoad:"])
        #expect(session.observation.hostLines == [loaded])
    }

    @Test func present_notLoaded_errorCarriesTheTextAsDescriptionAndFailureReason() throws {
        let spy = EventDelegateSpy()
        let log = CompletionLog<any MediationInterstitialAd, any MediationInterstitialAdEventDelegate>(returning: spy)
        let adapter = SampleCustomEvent()
        try inSampleWorld(answers: [.fill]) { world, _ in
            adapter.loadInterstitial(for: .init(credentials: .sample("unit", format: .interstitial)), completionHandler: log.handler)
            let ad = try #require(log.ads.first ?? nil)
            let root = world.application.rootViewController
            ad.present(from: root)
            world.advance(to: 300)   // the presentation has appeared: the Sample interstitial is no longer loaded
            ad.present(from: root)
        }

        #expect(spy.calls == ["willPresentFullScreenView", "reportImpression", "didFailToPresentWithError 102"])
        let error = try #require(spy.presentErrors.first)
        #expect(ErrorFacts(error) == .presentFailure(Expected.interstitialNotLoaded))
    }

    @Test(arguments: SampleErrorCode.allCases)
    func load_failure_errorCarriesTheTextAsDescriptionAndFailureReason(code: SampleErrorCode) throws {
        let log = CompletionLog<any MediationInterstitialAd, any MediationInterstitialAdEventDelegate>()
        let adapter = SampleCustomEvent()
        try inSampleWorld(answers: code == .badRequest ? [] : [.failure(code)]) { _, _ in
            adapter.loadInterstitial(for: .init(credentials: .sample(code == .badRequest ? nil : "unit", format: .interstitial)),
                                     completionHandler: log.handler)
        }

        #expect(log.count == 1)
        let error = try #require(log.errors.first ?? nil)
        #expect(ErrorFacts(error) == .loadFailure(code))
    }
}
