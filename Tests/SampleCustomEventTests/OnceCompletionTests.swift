import AdReplay
import AdReplaySample
import AdapterTestSupport
import AdapterUnitTestKit
import Mediation
import SampleAdSDK
import SampleCustomEvent
import Testing

/// The once-only completion guard, seen through the adapters: the Sample rewarded and app-open
/// ads call back twice for a missing ad unit, and the host must hear exactly one completion.
@Suite struct OnceCompletionTests {
    static let secondAnswers: [SampleNetworkAnswer] = [.fill, .failure(.unknown), .failure(.networkError), .failure(.noInventory)]

    @Test(arguments: secondAnswers)
    func rewarded_secondSDKCallback_doesNotCompleteAgain(second: SampleNetworkAnswer) throws {
        let spy = AUTKMediationRewardedAdEventDelegate()
        let log = CompletionLog<any MediationRewardedAd, any MediationRewardedAdEventDelegate>(returning: spy)
        let adapter = SampleCustomEvent()
        let trace = try inSampleWorld(answers: [second]) { _, trace in
            adapter.loadRewardedAd(for: .init(credentials: .sample(nil, format: .rewarded)), completionHandler: log.handler)
            return trace
        }

        #expect(trace.callbacks.count == 2)
        #expect(log.count == 1)
        #expect(log.ads.first ?? nil == nil)
        #expect(log.errors.first??.code == 101)
        #expect(spy.invocations.isEmpty)
    }

    @Test(arguments: secondAnswers)
    func appOpen_secondSDKCallback_doesNotCompleteAgain(second: SampleNetworkAnswer) throws {
        let spy = AUTKMediationAppOpenAdEventDelegate()
        let log = CompletionLog<any MediationAppOpenAd, any MediationAppOpenAdEventDelegate>(returning: spy)
        let adapter = SampleCustomEvent()
        let trace = try inSampleWorld(answers: [second]) { _, trace in
            adapter.loadAppOpenAd(for: .init(credentials: .sample(nil, format: .appOpen)), completionHandler: log.handler)
            return trace
        }

        #expect(trace.callbacks.count == 2)
        #expect(log.count == 1)
        #expect(log.ads.first ?? nil == nil)
        #expect(log.errors.first??.code == 101)
        #expect(spy.invocations.isEmpty)
    }

    @Test(arguments: [Scenario.Format.rewarded, .rewardedInterstitial, .appOpen])
    func missingAdUnit_theHostHearsOneCompletionAndNoBreach(format: Scenario.Format) throws {
        let scenario = Scenario.sample(format, parameter: nil, script: [(0, .load), (1_000, .present)])
        let session = try SampleSession.run(scenario, answers: [.fill])

        #expect(session.observation.lines(.callbacks).count == 2)
        #expect(session.observation.lines(.hostEvents) == [Expected.loadFailureLine(.badRequest)])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func completion_returnsTheEventDelegateThatHearsLaterEvents() throws {
        let spy = AUTKMediationRewardedAdEventDelegate()
        let log = CompletionLog<any MediationRewardedAd, any MediationRewardedAdEventDelegate>(returning: spy)
        let adapter = SampleCustomEvent()
        try inSampleWorld(answers: [.fill]) { world, _ in
            adapter.loadRewardedAd(for: .init(credentials: .sample("unit", format: .rewarded)), completionHandler: log.handler)
            let ad = try #require(log.ads.first ?? nil)
            ad.present(from: world.application.rootViewController)
        }

        #expect(log.count == 1)
        #expect(spy.invocations == ["willPresentFullScreenView", "didStartVideo", "didRewardUser"])
    }

    @Test func eachLoad_hasItsOwnGuard() throws {
        let log = CompletionLog<any MediationRewardedAd, any MediationRewardedAdEventDelegate>()
        let adapter = SampleCustomEvent()
        try inSampleWorld(answers: [.fill, .failure(.noInventory)]) { _, _ in
            let configuration = MediationRewardedAdConfiguration(credentials: .sample("unit", format: .rewarded))
            adapter.loadRewardedAd(for: configuration, completionHandler: log.handler)
            adapter.loadRewardedAd(for: configuration, completionHandler: log.handler)
        }

        #expect(log.count == 2)
        #expect(log.ads.first ?? nil != nil)
        #expect(log.errors.last??.code == 101)
    }
}
