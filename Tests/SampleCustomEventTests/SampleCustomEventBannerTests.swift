import AdReplay
import AdReplaySample
import AdapterTestSupport
import Mediation
import NeutralUI
import SampleAdSDK
import SampleCustomEvent
import Testing

@Suite struct SampleCustomEventBannerTests {
    @Test(arguments: [Size(width: 320, height: 50), Size(width: 300, height: 250), Size(width: 728, height: 90)])
    func load_fill_completesWithTheBannerFramedToTheAdSize(size: Size) throws {
        let scenario = Scenario.sample(.banner, adSize: size, script: [(0, .load)])
        let session = try SampleSession.run(scenario, answers: [.fill])

        #expect(session.observation.lines(.callbacks) == ["0 ms  sample callback bannerDidLoad:"])
        #expect(session.observation.lines(.hostEvents) == ["0 ms  host loadCompleted ad banner \(size) \"Sample Text Ad \""])
        #expect(
            session.observation.hostEvents.map(\.event)
                == [.loadCompleted(.ad(.banner(BannerSummary(size: size, text: "Sample Text Ad "))))])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func load_testRequest_asksInTestModeAndTheTextSaysSo() throws {
        let scenario = Scenario.sample(
            .banner, isTestRequest: true, adSize: Size(width: 320, height: 50),
            script: [(0, .load)])
        let session = try SampleSession.run(scenario, answers: [.fill])

        #expect(session.observation.lines(.callbacks) == ["0 ms  sample callback bannerDidLoad:"])
        #expect(session.observation.lines(.hostEvents) == ["0 ms  host loadCompleted ad banner 320×50 \"Sample Text Ad in test mode \""])
        #expect(session.observation.sampleRequests == [SampleNetworkRequest(format: .banner, adUnit: "unit", testMode: true)])
    }

    @Test func load_notATestRequest_asksWithoutTestModeOrKeywords() throws {
        let session = try SampleSession.run(.sample(.banner, script: [(0, .load)]), answers: [.fill])

        #expect(session.observation.sampleRequests == [SampleNetworkRequest(format: .banner, adUnit: "unit")])
    }

    @Test(arguments: [SampleErrorCode.unknown, .networkError, .noInventory])
    func load_failure_completesWithError101NamingTheSampleCode(code: SampleErrorCode) throws {
        let scenario = Scenario.sample(.banner, script: [(0, .load), (1_000, .tap)])
        let session = try SampleSession.run(scenario, answers: [.failure(code)])

        #expect(session.observation.lines(.callbacks) == ["0 ms  sample callback banner:didFailToLoadAdWithErrorCode: \(code.rawValue)"])
        #expect(session.observation.lines(.hostEvents) == [Expected.loadFailureLine(code)])
        let text = "Sample SDK returned an ad load failure callback with error code: \(code.rawValue)"
        #expect(
            session.observation.loadErrors == [
                ErrorSummary(
                    domain: "com.google.customevent.samplenetwork", code: 101, description: text, failureReason: text)
            ])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func load_missingAdUnit_failsWithCode0WithoutAskingTheNetwork() throws {
        let scenario = Scenario.sample(.banner, parameter: nil, script: [(0, .load)])
        let session = try SampleSession.run(scenario, answers: [])

        #expect(session.observation.lines(.callbacks) == ["0 ms  sample callback banner:didFailToLoadAdWithErrorCode: 0"])
        #expect(
            session.observation.lines(.hostEvents) == [
                "0 ms  host loadCompleted error com.google.customevent.samplenetwork 101 \"Sample SDK returned an ad load failure callback with error code: 0\""
            ])
        #expect(session.observation.sampleRequests.isEmpty)
        #expect(session.unanswered.isEmpty)
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func load_latency_completesWhenTheAnswerArrives() throws {
        let scenario = Scenario.sample(.banner, script: [(0, .load)])
        let session = try SampleSession.run(scenario, answers: [SampleNetworkAnswer.fill.delayed(by: 500)])

        #expect(session.observation.lines(.callbacks) == ["500 ms  sample callback bannerDidLoad:"])
        #expect(session.observation.lines(.hostEvents) == ["500 ms  host loadCompleted ad banner 320×50 \"Sample Text Ad \""])
    }

    @Test func tap_afterFill_opensThePageAndReportsAClickEveryTime() throws {
        let scenario = Scenario.sample(.banner, script: [(0, .load), (1_000, .tap), (2_500, .tap)])
        let session = try SampleSession.run(scenario, answers: [.fill])

        #expect(
            session.observation.lines(.callbacks) == [
                "0 ms  sample callback bannerDidLoad:", "1000 ms  sample callback bannerWillLeaveApplication:",
                "2500 ms  sample callback bannerWillLeaveApplication:",
            ])
        #expect(
            session.observation.lines(.hostEvents) == [
                "0 ms  host loadCompleted ad banner 320×50 \"Sample Text Ad \"", "1000 ms  host reportClick", "2500 ms  host reportClick",
            ])
        #expect(
            session.observation.lines(.effects) == [
                "0 ms  sample effect SampleBanner text \"Sample Text Ad \"", "1000 ms  sample effect open https://www.google.com",
                "2500 ms  sample effect open https://www.google.com",
            ])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func impression_isNeverReported() throws {
        let scenario = Scenario.sample(.banner, script: [(0, .load), (1_000, .impression), (2_000, .render), (3_000, .tap)])
        let session = try SampleSession.run(scenario, answers: [.fill])

        #expect(
            session.observation.lines(.callbacks) == [
                "0 ms  sample callback bannerDidLoad:", "3000 ms  sample callback bannerWillLeaveApplication:",
            ])
        #expect(
            session.observation.lines(.hostEvents) == [
                "0 ms  host loadCompleted ad banner 320×50 \"Sample Text Ad \"", "3000 ms  host reportClick",
            ])
        #expect(!session.observation.hostEvents.contains { $0.event == .reportImpression })
    }

    @Test(arguments: SampleErrorCode.allCases)
    func load_failure_errorCarriesTheTextAsDescriptionAndFailureReason(code: SampleErrorCode) throws {
        let log = CompletionLog<any MediationBannerAd, any MediationBannerAdEventDelegate>()
        let adapter = SampleCustomEvent()
        let parameter: String? = code == .badRequest ? nil : "unit"
        try inSampleWorld(answers: code == .badRequest ? [] : [.failure(code)]) { _, _ in
            adapter.loadBanner(
                for: MediationBannerAdConfiguration(
                    credentials: .sample(parameter, format: .banner), adSize: AdSizeBanner), completionHandler: log.handler)
        }

        let error = try #require(log.errors.first ?? nil)
        #expect(log.count == 1)
        #expect(log.ads.first ?? nil == nil)
        #expect(ErrorFacts(error) == .loadFailure(code))
    }
}
