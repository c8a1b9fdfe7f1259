import AdReplay
import AdReplaySample
import AdapterTestSupport
import AdapterUnitTestKit
import Mediation
import NeutralUI
import SampleAdSDK
import Testing

@testable import SampleCustomEventSwift

@Suite struct SampleCustomEventBannerSwiftTests {
    static let failures = [SampleErrorCode.unknown, .networkError, .noInventory]

    @Test(arguments: [Size(width: 320, height: 50), Size(width: 300, height: 250)])
    func load_fill_completesWithTheBannerFramedToTheAdSize(size: Size) throws {
        let scenario = Scenario.swift(.banner, adSize: size, script: [(0, .load)])
        let session = try SwiftSession.run(scenario, answers: [.fill])

        #expect(session.observation.lines(.callbacks) == ["0 ms  sample callback bannerDidLoad:"])
        #expect(session.observation.lines(.hostEvents) == ["0 ms  host loadCompleted ad banner \(size) \"Sample Text Ad \""])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test(arguments: [false, true])
    func load_testRequest_setsTestMode(isTestRequest: Bool) throws {
        let session = try SwiftSession.run(.swift(.banner, isTestRequest: isTestRequest, script: [(0, .load)]), answers: [.fill])

        #expect(session.observation.sampleRequests == [SampleNetworkRequest(format: .banner, adUnit: "unit", testMode: isTestRequest)])
    }

    @Test(arguments: failures)
    func load_failure_completesWithError101WhoseTextNamesTheCase(code: SampleErrorCode) throws {
        let scenario = Scenario.swift(.banner, script: [(0, .load), (1_000, .tap)])
        let session = try SwiftSession.run(scenario, answers: [.failure(code)])

        #expect(session.observation.lines(.callbacks) == ["0 ms  sample callback banner:didFailToLoadAdWithErrorCode: \(code.rawValue)"])
        #expect(session.observation.lines(.hostEvents) == [Expected.loadFailureLine(code)])
        #expect(session.observation.loadErrors == [Expected.loadFailure(code)])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func load_missingAdUnit_failsWithBadRequestWithoutAskingTheNetwork() throws {
        let scenario = Scenario.swift(.banner, parameter: nil, script: [(0, .load)])
        let session = try SwiftSession.run(scenario, answers: [])

        #expect(session.observation.lines(.callbacks) == ["0 ms  sample callback banner:didFailToLoadAdWithErrorCode: 0"])
        #expect(
            session.observation.lines(.hostEvents) == [
                "0 ms  host loadCompleted error com.google.customevent.samplenetwork 101 \"The operation couldn’t be completed. (com.google.customevent.samplenetwork error 101.)\" userInfo description=\"Sample SDK returned an ad load failure callback with error code: badRequest\""
            ])
        #expect(session.observation.sampleRequests.isEmpty)
    }

    @Test(arguments: SampleErrorCode.allCases)
    func load_failure_errorHasOnlyADescriptionEntry(code: SampleErrorCode) throws {
        let log = CompletionLog<any MediationBannerAd, any MediationBannerAdEventDelegate>()
        let adapter = SampleCustomEventSwift()
        try inSampleWorld(answers: code == .badRequest ? [] : [.failure(code)]) { _, _ in
            adapter.loadBanner(
                for: MediationBannerAdConfiguration(
                    credentials: .sample(code == .badRequest ? nil : "unit", format: .banner), adSize: AdSizeBanner),
                completionHandler: log.handler)
        }

        #expect(log.count == 1)
        let error = try #require(log.errors.first ?? nil)
        #expect(ErrorFacts(error) == .loadFailure(code))
    }

    @Test func tap_afterFill_reportsAClickEveryTime() throws {
        let scenario = Scenario.swift(.banner, script: [(0, .load), (1_000, .tap), (2_500, .tap), (3_000, .impression)])
        let session = try SwiftSession.run(scenario, answers: [.fill])

        #expect(
            session.observation.lines(.callbacks) == [
                "0 ms  sample callback bannerDidLoad:", "1000 ms  sample callback bannerWillLeaveApplication:",
                "2500 ms  sample callback bannerWillLeaveApplication:",
            ])
        #expect(
            session.observation.lines(.hostEvents) == [
                "0 ms  host loadCompleted ad banner 320×50 \"Sample Text Ad \"", "1000 ms  host reportClick", "2500 ms  host reportClick",
            ])
        #expect(ContractCheck.check(scenario, session.observation.hostEvents).isEmpty)
    }

    @Test func view_beforeAnyLoad_isAFreshEmptyView() {
        let banner = SampleCustomEventBannerSwift()

        #expect(!(banner.view is SampleBanner))
        #expect(banner.view.subviews.isEmpty)
        #expect(banner.view !== banner.view)
    }

    @Test func view_afterLoad_isTheSampleBanner() throws {
        let log = CompletionLog<any MediationBannerAd, any MediationBannerAdEventDelegate>()
        let adapter = SampleCustomEventSwift()
        try inSampleWorld(answers: [.fill]) { _, _ in
            adapter.loadBanner(
                for: MediationBannerAdConfiguration(credentials: .sample("unit", format: .banner), adSize: AdSizeBanner),
                completionHandler: log.handler)
        }

        let ad = try #require(log.ads.first ?? nil)
        #expect((ad.view as? SampleBanner)?.text == "Sample Text Ad ")
    }

    @Test func noOnceOnlyGuard_aSecondLoadCallbackCompletesAgainAndReplacesTheEventDelegate() throws {
        let first = AUTKMediationBannerAdEventDelegate()
        let log = CompletionLog<any MediationBannerAd, any MediationBannerAdEventDelegate>(returning: first)
        let adapter = SampleCustomEventSwift()
        try inSampleWorld(answers: [.fill]) { _, _ in
            adapter.loadBanner(
                for: MediationBannerAdConfiguration(credentials: .sample("unit", format: .banner), adSize: AdSizeBanner),
                completionHandler: log.handler)
            let ad = try #require(log.ads.first ?? nil)
            let sdkSide = try #require(ad as? any SampleBannerAdDelegate)
            let banner = try #require(ad.view as? SampleBanner)
            sdkSide.banner(banner, didFailToLoadAdWith: .noInventory)
            // The host returned `first` again, so clicks still reach it.
            sdkSide.bannerWillLeaveApplication(banner)
        }

        #expect(log.count == 2)
        #expect(log.ads.map { $0 != nil } == [true, false])
        #expect(log.errors.last??.userInfo == ["description": Expected.loadFailureText(.noInventory)])
        #expect(first.invocations == ["reportClick"])
    }
}
