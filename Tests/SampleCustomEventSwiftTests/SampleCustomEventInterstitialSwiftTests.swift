import AdReplay
import AdReplaySample
import AdapterTestSupport
import AdapterUnitTestKit
import Mediation
import NeutralUI
import SampleAdSDK
import SampleCustomEventSwift
import Testing

@Suite struct SampleCustomEventInterstitialSwiftTests {
    private let loaded = "0 ms  host loadCompleted ad full-screen"

    @Test func load_fill_completesWithAFullScreenAd() throws {
        let scenario = Scenario.swift(.interstitial, script: [(0, .load)])
        let session = try SwiftSession.run(scenario, answers: [.fill])

        #expect(session.observation.lines(.callbacks) == ["0 ms  sample callback interstitialDidLoad:"])
        #expect(session.observation.lines(.hostEvents) == [loaded])
        #expect(session.observation.sampleRequests == [SampleNetworkRequest(format: .interstitial, adUnit: "unit")])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func load_testRequest_asksInTestMode() throws {
        let session = try SwiftSession.run(.swift(.interstitial, isTestRequest: true, script: [(0, .load)]), answers: [.fill])

        #expect(session.observation.sampleRequests == [SampleNetworkRequest(format: .interstitial, adUnit: "unit", testMode: true)])
    }

    @Test(arguments: SampleErrorCode.allCases)
    func load_failure_completesWithError101AndNothingFollows(code: SampleErrorCode) throws {
        let scenario = Scenario.swift(
            .interstitial, parameter: code == .badRequest ? nil : "unit",
            script: [(0, .load), (1_000, .present), (2_000, .tap), (3_000, .close)])
        let session = try SwiftSession.run(scenario, answers: code == .badRequest ? [] : [.failure(code)])

        #expect(
            session.observation.lines(.callbacks) == ["0 ms  sample callback interstitial:didFailToLoadAdWithErrorCode: \(code.rawValue)"])
        #expect(session.observation.lines(.hostEvents) == [Expected.loadFailureLine(code)])
        #expect(session.observation.loadErrors == [Expected.loadFailure(code)])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func present_loaded_reportsWillPresentThenImpression() throws {
        let scenario = Scenario.swift(.interstitial, script: [(0, .load), (1_000, .present)])
        let session = try SwiftSession.run(scenario, answers: [.fill])

        #expect(
            session.observation.lines(.callbacks) == [
                "0 ms  sample callback interstitialDidLoad:", "1000 ms  sample callback interstitialWillPresentScreen:",
            ])
        #expect(
            session.observation.lines(.hostEvents) == [loaded, "1000 ms  host willPresentFullScreenView", "1000 ms  host reportImpression"])
        #expect(session.observation.lines(.effects) == ["1000 ms  sample effect present Sample Interstitial"])
    }

    @Test func close_reportsWillDismissThenDidDismiss() throws {
        let scenario = Scenario.swift(.interstitial, script: [(0, .load), (1_000, .present), (4_000, .close)])
        let session = try SwiftSession.run(scenario, answers: [.fill])

        #expect(
            session.observation.lines(.hostEvents) == [
                loaded, "1000 ms  host willPresentFullScreenView", "1000 ms  host reportImpression",
                "4000 ms  host willDismissFullScreenView", "4000 ms  host didDismissFullScreenView",
            ])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func tap_click_dismissesThenReportsTheClick() throws {
        let scenario = Scenario.swift(.interstitial, script: [(0, .load), (1_000, .present), (4_000, .tap)])
        let session = try SwiftSession.run(scenario, answers: [.fill])

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
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func present_afterItWasShown_doesNothing() throws {
        // The Objective-C family reports didFailToPresentWithError 102 here; the Swift sample is silent.
        let scenario = Scenario.swift(.interstitial, script: [(0, .load), (1_000, .present), (2_000, .close), (3_000, .present)])
        let session = try SwiftSession.run(scenario, answers: [.fill])

        #expect(
            session.observation.lines(.hostEvents) == [
                loaded, "1000 ms  host willPresentFullScreenView", "1000 ms  host reportImpression",
                "2000 ms  host willDismissFullScreenView", "2000 ms  host didDismissFullScreenView",
            ])
        #expect(
            session.observation.lines(.effects) == [
                "1000 ms  sample effect present Sample Interstitial", "2000 ms  sample effect dismiss Sample Interstitial",
            ])
    }

    @Test func present_notLoaded_callsNoEventDelegateMethod() throws {
        let spy = AUTKMediationInterstitialAdEventDelegate()
        let log = CompletionLog<any MediationInterstitialAd, any MediationInterstitialAdEventDelegate>(returning: spy)
        let adapter = SampleCustomEventSwift()
        try inSampleWorld(answers: [.fill]) { world, _ in
            adapter.loadInterstitial(for: .init(credentials: .sample("unit", format: .interstitial)), completionHandler: log.handler)
            let ad = try #require(log.ads.first ?? nil)
            let root = world.application.rootViewController
            ad.present(from: root)
            // Once the presentation has appeared, the Sample interstitial is no longer loaded.
            world.advance(to: ViewController.presentationDuration)
            ad.present(from: root)
        }

        #expect(spy.invocations == ["willPresentFullScreenView", "reportImpression"])
        #expect(spy.didFailToPresentError == nil)
    }

    @Test(arguments: SampleErrorCode.allCases)
    func load_failure_errorHasOnlyADescriptionEntry(code: SampleErrorCode) throws {
        let log = CompletionLog<any MediationInterstitialAd, any MediationInterstitialAdEventDelegate>()
        let adapter = SampleCustomEventSwift()
        try inSampleWorld(answers: code == .badRequest ? [] : [.failure(code)]) { _, _ in
            adapter.loadInterstitial(
                for: .init(credentials: .sample(code == .badRequest ? nil : "unit", format: .interstitial)),
                completionHandler: log.handler)
        }

        #expect(log.count == 1)
        let error = try #require(log.errors.first ?? nil)
        #expect(ErrorFacts(error) == .loadFailure(code))
    }

    @Test func noOnceOnlyGuard_aSecondLoadCallbackCompletesAgainAndDropsTheEventDelegate() throws {
        let spy = AUTKMediationInterstitialAdEventDelegate()
        var answersLeft = 1
        var completions: [String] = []
        let adapter = SampleCustomEventSwift()
        try inSampleWorld(answers: [.fill]) { world, _ in
            var loadedAd: (any MediationInterstitialAd)?
            adapter.loadInterstitial(for: .init(credentials: .sample("unit", format: .interstitial))) { ad, error in
                completions.append(ad == nil ? "error \(error.map { MediationError($0).code } ?? 0)" : "ad")
                loadedAd = ad ?? loadedAd
                // The host hands out its event delegate once; a later completion gets nil.
                defer { answersLeft -= 1 }
                return answersLeft > 0 ? spy : nil
            }
            let ad = try #require(loadedAd)
            let sdkSide = try #require(ad as? any SampleInterstitialAdDelegate)
            let interstitial = SampleInterstitial(adUnitID: "unit")
            sdkSide.interstitial(interstitial, didFailToLoadAdWith: .unknown)
            ad.present(from: world.application.rootViewController)
        }

        #expect(completions == ["ad", "error 101"])
        // The second completion replaced the stored event delegate with nil: the presentation
        // still happens, but the host hears nothing of it.
        #expect(spy.invocations.isEmpty)
    }
}
