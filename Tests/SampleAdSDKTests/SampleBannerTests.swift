import AdWorld
import NeutralUI
import SampleAdSDK
import Testing

@Suite struct SampleBannerTests {
    private let bannerRequest = SampleNetworkRequest(format: .banner, adUnit: "banner-unit")

    private func makeBanner(delegate: RecordingBannerDelegate, adUnit: String? = "banner-unit") -> SampleBanner {
        let banner = SampleBanner(frame: Rect(width: 320, height: 50))
        banner.adUnit = adUnit
        banner.delegate = delegate
        return banner
    }

    @Test func fetchAd_fill_callsBannerDidLoadBeforeReturning() throws {
        let delegate = RecordingBannerDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let banner = makeBanner(delegate: delegate)
            banner.fetchAd(SampleAdRequest())

            #expect(trace.lines(.callbacks) == ["0 ms  sample callback bannerDidLoad:"])
            #expect(delegate.calls == ["bannerDidLoad:"])
            #expect(trace.lines(.effects) == [#"0 ms  sample effect SampleBanner text "Sample Text Ad ""#])
            #expect(trace.lines(.logs) == ["0 ms  sample effect log \"Fetching ad\"", "0 ms  sample effect log \"Done fetching ad\""])
            #expect(
                trace.exchanges == [
                    SampleNetworkExchange(request: bannerRequest, answer: .fill, requestedAt: 0, answeredAt: 0)
                ])
        }
    }

    @Test(arguments: [SampleErrorCode.unknown, .networkError, .noInventory])
    func fetchAd_failure_reportsTheCode(code: SampleErrorCode) throws {
        let delegate = RecordingBannerDelegate()
        try withWorld(network: .scripted([.failure(code)])) { world, trace in
            let banner = makeBanner(delegate: delegate)
            banner.fetchAd(SampleAdRequest())

            #expect(trace.lines(.callbacks) == ["0 ms  sample callback banner:didFailToLoadAdWithErrorCode: \(code.rawValue)"])
            #expect(delegate.calls == ["banner:didFailToLoadAdWithErrorCode: \(code.rawValue)"])
            #expect(trace.lines(.effects).isEmpty)
            #expect(banner.text == nil)
            #expect(!banner.isUserInteractionEnabled)
            #expect(trace.exchanges.map(\.request) == [bannerRequest])
        }
    }

    @Test func fetchAd_nilAdUnit_failsWithBadRequestWithoutAskingTheNetwork() throws {
        let delegate = RecordingBannerDelegate()
        let network = ScriptedSampleNetwork([.fill])
        try withWorld(network: network) { world, trace in
            let banner = makeBanner(delegate: delegate, adUnit: nil)
            banner.fetchAd(SampleAdRequest())
            try world.settle()

            #expect(trace.lines(.callbacks) == ["0 ms  sample callback banner:didFailToLoadAdWithErrorCode: 0"])
            #expect(delegate.calls == ["banner:didFailToLoadAdWithErrorCode: 0"])
            #expect(trace.exchanges.isEmpty)
            #expect(trace.lines(.logs) == ["0 ms  sample effect log \"Fetching ad\""])
            #expect(banner.text == nil)
        }
        #expect(network.unusedAnswers == [.fill])
    }

    @Test func fetchAd_emptyAdUnit_isNotMissing() throws {
        let delegate = RecordingBannerDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let banner = makeBanner(delegate: delegate, adUnit: "")
            banner.fetchAd(SampleAdRequest())

            #expect(trace.lines(.callbacks) == ["0 ms  sample callback bannerDidLoad:"])
            #expect(trace.exchanges.map(\.request.adUnit) == [""])
        }
    }

    @Test(
        arguments: [
            (false, nil, "Sample Text Ad "),
            (true, nil, "Sample Text Ad in test mode "),
            (true, ["a", "b"], "Sample Text Ad in test mode with keywords: a, b"),
            (false, [], "Sample Text Ad with keywords: "),
            (false, ["a"], "Sample Text Ad with keywords: a"),
        ] as [(Bool, [String]?, String)])
    func fetchAd_fill_writesTheLabelText(testMode: Bool, keywords: [String]?, expected: String) throws {
        let delegate = RecordingBannerDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let banner = makeBanner(delegate: delegate)
            let request = SampleAdRequest()
            request.testMode = testMode
            request.keywords = keywords
            banner.fetchAd(request)

            #expect(banner.text == expected)
            #expect(trace.lines(.effects) == ["0 ms  sample effect SampleBanner text \"\(expected)\""])
            #expect(
                trace.exchanges.map(\.request) == [
                    SampleNetworkRequest(format: .banner, adUnit: "banner-unit", testMode: testMode, keywords: keywords)
                ])
        }
    }

    @Test func init_setsUpAnInertCentredLabel() throws {
        try withWorld(network: .scripted([])) { world, trace in
            let banner = SampleBanner(frame: Rect(width: 320, height: 50))

            #expect(banner.adUnit == nil)
            #expect(banner.text == nil)
            #expect(!banner.isUserInteractionEnabled)
            #expect(banner.textColor == .black)
            #expect(banner.backgroundColor == .lightGray)
            #expect(banner.isTextCentered)
            #expect(banner.hasTapHandlers)
        }
    }

    @Test func fetchAd_fill_enablesUserInteraction() throws {
        let delegate = RecordingBannerDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let banner = makeBanner(delegate: delegate)
            #expect(!banner.isUserInteractionEnabled)

            banner.fetchAd(SampleAdRequest())

            #expect(banner.isUserInteractionEnabled)
        }
    }

    @Test func fetchAd_failureAfterFill_keepsTheTextAndInteraction() throws {
        let delegate = RecordingBannerDelegate()
        try withWorld(network: .scripted([.fill, .failure(.noInventory)])) { world, trace in
            let banner = makeBanner(delegate: delegate)
            let request = SampleAdRequest()
            request.testMode = true
            banner.fetchAd(request)
            banner.fetchAd(SampleAdRequest())

            #expect(
                trace.lines(.callbacks) == [
                    "0 ms  sample callback bannerDidLoad:", "0 ms  sample callback banner:didFailToLoadAdWithErrorCode: 3",
                ])
            #expect(banner.text == "Sample Text Ad in test mode ")
            #expect(banner.isUserInteractionEnabled)
        }
    }

    @Test func tap_afterFill_opensTheURLThenCallsWillLeaveApplication() throws {
        let delegate = RecordingBannerDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let banner = makeBanner(delegate: delegate)
            banner.fetchAd(SampleAdRequest())
            world.advance(to: 1_500)

            #expect(banner.tap())

            #expect(
                trace.lines(.callbacksAndEffects) == [
                    #"0 ms  sample effect SampleBanner text "Sample Text Ad ""#,
                    "0 ms  sample callback bannerDidLoad:",
                    "1500 ms  sample effect open https://www.google.com",
                    "1500 ms  sample callback bannerWillLeaveApplication:",
                ])
            #expect(world.application.openedURLs == ["https://www.google.com"])
            #expect(delegate.calls == ["bannerDidLoad:", "bannerWillLeaveApplication:"])
        }
    }

    @Test func tap_everyTapRepeatsTheClick() throws {
        let delegate = RecordingBannerDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let banner = makeBanner(delegate: delegate)
            banner.fetchAd(SampleAdRequest())
            banner.tap()
            world.advance(to: 200)
            banner.tap()

            #expect(
                trace.lines(.callbacks) == [
                    "0 ms  sample callback bannerDidLoad:", "0 ms  sample callback bannerWillLeaveApplication:",
                    "200 ms  sample callback bannerWillLeaveApplication:",
                ])
            #expect(world.application.openedURLs == ["https://www.google.com", "https://www.google.com"])
        }
    }

    @Test func tap_beforeFill_doesNothing() throws {
        let delegate = RecordingBannerDelegate()
        try withWorld(network: .scripted([.failure(.unknown)])) { world, trace in
            let banner = makeBanner(delegate: delegate)
            #expect(!banner.tap())

            banner.fetchAd(SampleAdRequest())
            #expect(!banner.tap())

            #expect(trace.lines(.callbacks) == ["0 ms  sample callback banner:didFailToLoadAdWithErrorCode: 1"])
            #expect(trace.lines(.effects).isEmpty)
            #expect(world.application.openedURLs.isEmpty)
        }
    }

    @Test func fetchAd_withLatency_deliversOnTheClockNotInsideFetchAd() throws {
        let delegate = RecordingBannerDelegate()
        try withWorld(network: .scripted([SampleNetworkAnswer.fill.delayed(by: 300)])) { world, trace in
            let banner = makeBanner(delegate: delegate)
            banner.fetchAd(SampleAdRequest())

            #expect(trace.lines(.callbacks).isEmpty)
            #expect(trace.lines(.logs) == ["0 ms  sample effect log \"Fetching ad\"", "0 ms  sample effect log \"Done fetching ad\""])
            #expect(!banner.isUserInteractionEnabled)

            world.advance(to: 299)
            #expect(trace.lines(.callbacks).isEmpty)
            #expect(trace.exchanges.isEmpty)

            world.advance(to: 300)
            #expect(trace.lines(.callbacks) == ["300 ms  sample callback bannerDidLoad:"])
            #expect(trace.lines(.effects) == [#"300 ms  sample effect SampleBanner text "Sample Text Ad ""#])
            #expect(
                trace.exchanges == [
                    SampleNetworkExchange(
                        request: bannerRequest, answer: SampleNetworkAnswer.fill.delayed(by: 300),
                        requestedAt: 0, answeredAt: 300)
                ])
            #expect(banner.isUserInteractionEnabled)
        }
    }

    @Test func fetchAd_withLatency_deliversThoughNobodyElseKeepsTheBanner() throws {
        // The request in flight keeps the banner, as an Objective-C completion block naming self
        // would; Google's SDK answers inside fetchAd, so nothing there can let it go first.
        let delegate = RecordingBannerDelegate()
        try withWorld(network: .scripted([SampleNetworkAnswer.fill.delayed(by: 300)])) { world, trace in
            var banner: SampleBanner? = makeBanner(delegate: delegate)
            banner?.fetchAd(SampleAdRequest())
            banner = nil
            try world.settle()

            #expect(trace.lines(.callbacks) == ["300 ms  sample callback bannerDidLoad:"])
            #expect(delegate.calls == ["bannerDidLoad:"])
        }
    }
}
