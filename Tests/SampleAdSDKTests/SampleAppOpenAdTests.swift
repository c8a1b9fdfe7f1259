import AdWorld
import NeutralUI
import SampleAdSDK
import Testing

@Suite struct SampleAppOpenAdTests {
    private func makeAd(delegate: RecordingAppOpenAdDelegate, adUnit: String? = "app-open-unit") -> SampleAppOpenAd {
        let ad = SampleAppOpenAd(adUnitID: adUnit)
        ad.delegate = delegate
        return ad
    }

    /// Fetches (scripted to fill), presents at 0 and returns the presented screen's view.
    private func presentLoadedAd(delegate: RecordingAppOpenAdDelegate, world: World) throws -> (SampleAppOpenAd, View) {
        let ad = makeAd(delegate: delegate)
        ad.fetchAd(SampleAdRequest())
        ad.present(fromRootViewController: world.application.rootViewController)
        let controller = try #require(world.application.rootViewController.presentedViewController)
        return (ad, controller.view)
    }

    @Test func fetchAd_fill_becomesReady() throws {
        let delegate = RecordingAppOpenAdDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let ad = makeAd(delegate: delegate)
            #expect(!ad.isReady)

            ad.fetchAd(SampleAdRequest())

            #expect(trace.callbackLines == ["0 appOpenAdDidReceiveAd:"])
            #expect(delegate.calls == ["appOpenAdDidReceiveAd:"])
            #expect(ad.isReady)
            #expect(trace.exchanges.map(\.request) == [SampleNetworkRequest(format: .appOpen, adUnit: "app-open-unit")])
        }
    }

    @Test(arguments: [SampleErrorCode.unknown, .networkError, .noInventory])
    func fetchAd_failure_reportsTheCode(code: SampleErrorCode) throws {
        let delegate = RecordingAppOpenAdDelegate()
        try withWorld(network: .scripted([.failure(code)])) { world, trace in
            let ad = makeAd(delegate: delegate)
            ad.fetchAd(SampleAdRequest())

            #expect(trace.callbackLines == ["0 appOpenAdDidFailToLoadWithError: \(code.rawValue)"])
            #expect(delegate.calls == ["appOpenAdDidFailToLoadWithError: \(code.rawValue)"])
            #expect(!ad.isReady)
        }
    }

    @Test func fetchAd_nilAdUnit_failsWithBadRequestThenStillAsksTheNetworkAndFills() throws {
        let delegate = RecordingAppOpenAdDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let ad = makeAd(delegate: delegate, adUnit: nil)
            ad.fetchAd(SampleAdRequest())

            #expect(trace.callbackLines == ["0 appOpenAdDidFailToLoadWithError: 0", "0 appOpenAdDidReceiveAd:"])
            #expect(delegate.calls == ["appOpenAdDidFailToLoadWithError: 0", "appOpenAdDidReceiveAd:"])
            #expect(trace.exchanges.map(\.request) == [SampleNetworkRequest(format: .appOpen, adUnit: nil)])
            #expect(ad.isReady)
            #expect(trace.logLines.isEmpty)
        }
    }

    @Test(arguments: [SampleErrorCode.unknown, .networkError, .noInventory])
    func fetchAd_nilAdUnit_failsWithBadRequestThenWithTheNetworksCode(code: SampleErrorCode) throws {
        let delegate = RecordingAppOpenAdDelegate()
        try withWorld(network: .scripted([.failure(code)])) { world, trace in
            let ad = makeAd(delegate: delegate, adUnit: nil)
            ad.fetchAd(SampleAdRequest())

            #expect(trace.callbackLines == [
                "0 appOpenAdDidFailToLoadWithError: 0", "0 appOpenAdDidFailToLoadWithError: \(code.rawValue)",
            ])
            #expect(trace.exchanges.map(\.request.adUnit) == [nil])
            #expect(!ad.isReady)
        }
    }

    @Test func fetchAd_nilAdUnitWithDebugLogging_logsTheMissingAdUnit() throws {
        let delegate = RecordingAppOpenAdDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let ad = makeAd(delegate: delegate, adUnit: nil)
            ad.enableDebugLogging = true
            ad.fetchAd(SampleAdRequest())

            #expect(trace.logLines == ["Ad fail to load due to ad unit ID missing."])
        }
    }

    @Test func present_whenNotReady_doesNothing() throws {
        let delegate = RecordingAppOpenAdDelegate()
        try withWorld(network: .scripted([.failure(.networkError)])) { world, trace in
            let ad = makeAd(delegate: delegate)
            ad.present(fromRootViewController: world.application.rootViewController)
            ad.fetchAd(SampleAdRequest())
            ad.present(fromRootViewController: world.application.rootViewController)
            try world.settle()

            #expect(trace.callbackLines == ["0 appOpenAdDidFailToLoadWithError: 2"])
            #expect(trace.effectLines.isEmpty)
            #expect(world.application.rootViewController.presentedViewController == nil)
        }
    }

    @Test func present_callsWillPresentAtOnceThenDidPresentWhenTheAnimationEnds() throws {
        let delegate = RecordingAppOpenAdDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let (ad, _) = try presentLoadedAd(delegate: delegate, world: world)

            #expect(!ad.isReady)
            #expect(trace.callbackLines == ["0 appOpenAdDidReceiveAd:", "0 appOpenAdWillPresent:"])

            world.advance(to: 299)
            #expect(trace.callbackLines.count == 2)

            world.advance(to: 300)

            #expect(trace.callbackLines == [
                "0 appOpenAdDidReceiveAd:", "0 appOpenAdWillPresent:", "300 appOpenAdDidPresent:",
            ])
            #expect(delegate.calls == trace.callbacks.map(\.description))
        }
    }

    @Test func present_countsDownFiveSecondsShowingEachCountThenCloseFromTwo() throws {
        let delegate = RecordingAppOpenAdDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            _ = try presentLoadedAd(delegate: delegate, world: world)
            try world.settle()

            #expect(trace.effectLines == [
                "0 present SampleAppOpenAdController",
                #"1000 SampleAppOpenAdController text "4""#,
                #"2000 SampleAppOpenAdController text "3""#,
                "2000 SampleAppOpenAdController shows its close button",
                #"3000 SampleAppOpenAdController text "2""#,
                #"4000 SampleAppOpenAdController text "1""#,
                #"5000 SampleAppOpenAdController text "0""#,
                #"5000 SampleAppOpenAdController text "You may now close the ad.""#,
            ])
            #expect(trace.callbackLines == [
                "0 appOpenAdDidReceiveAd:", "0 appOpenAdWillPresent:", "300 appOpenAdDidPresent:",
            ])
        }
    }

    @Test func closeButton_isHiddenUntilTwoSeconds() throws {
        let delegate = RecordingAppOpenAdDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let (_, view) = try presentLoadedAd(delegate: delegate, world: world)
            let count = try #require(view.first(identifiedBy: "count") as? Label)
            let close = try #require(view.first(identifiedBy: "close"))
            #expect(count.text == nil)

            world.advance(to: 1_999)
            #expect(close.isHidden)
            #expect(!close.tap())
            #expect(count.text == "4")

            world.advance(to: 2_000)
            #expect(!close.isHidden)
            #expect(count.text == "3")
            #expect(trace.callbackLines.last == "300 appOpenAdDidPresent:")
        }
    }

    @Test func closeButton_atTwoSeconds_dismisses() throws {
        let delegate = RecordingAppOpenAdDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let (_, view) = try presentLoadedAd(delegate: delegate, world: world)
            let close = try #require(view.first(identifiedBy: "close"))
            world.advance(to: 2_000)

            #expect(close.tap())

            #expect(trace.callbackLines == [
                "0 appOpenAdDidReceiveAd:", "0 appOpenAdWillPresent:", "300 appOpenAdDidPresent:",
                "2000 appOpenAdDidDismiss:",
            ])
            #expect(trace.timeline.suffix(2) == ["2000 appOpenAdDidDismiss:", "2000 dismiss SampleAppOpenAdController"])
            #expect(world.application.rootViewController.presentedViewController == nil)
        }
    }

    @Test func tap_beforeFiveSeconds_doesNothing() throws {
        let delegate = RecordingAppOpenAdDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let (_, view) = try presentLoadedAd(delegate: delegate, world: world)
            world.advance(to: 4_999)

            #expect(!view.tap())

            #expect(trace.callbackLines.last == "300 appOpenAdDidPresent:")
            #expect(world.application.openedURLs.isEmpty)
        }
    }

    @Test func tap_fromFiveSeconds_leavesTheApplicationThenOpensTheURLEveryTap() throws {
        let delegate = RecordingAppOpenAdDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let (_, view) = try presentLoadedAd(delegate: delegate, world: world)
            world.advance(to: 5_000)
            #expect(view.tap())
            world.advance(to: 6_000)
            #expect(view.tap())

            #expect(Array(trace.timeline.suffix(4)) == [
                "5000 appOpenWillLeaveApplication:",
                "5000 open https://www.google.com",
                "6000 appOpenWillLeaveApplication:",
                "6000 open https://www.google.com",
            ])
            #expect(world.application.openedURLs == ["https://www.google.com", "https://www.google.com"])
            #expect(delegate.calls.suffix(2) == ["appOpenWillLeaveApplication:", "appOpenWillLeaveApplication:"])
        }
    }

    @Test func closeEarly_countdownKeepsTickingAfterTheDismissal() throws {
        let delegate = RecordingAppOpenAdDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let (_, view) = try presentLoadedAd(delegate: delegate, world: world)
            let count = try #require(view.first(identifiedBy: "count") as? Label)
            world.advance(to: 2_000)
            #expect(try #require(view.first(identifiedBy: "close")).tap())
            try world.settle()

            #expect(Array(trace.timeline.drop(while: { $0 != "2000 appOpenAdDidDismiss:" })) == [
                "2000 appOpenAdDidDismiss:",
                "2000 dismiss SampleAppOpenAdController",
                #"3000 SampleAppOpenAdController text "2""#,
                #"4000 SampleAppOpenAdController text "1""#,
                #"5000 SampleAppOpenAdController text "0""#,
                #"5000 SampleAppOpenAdController text "You may now close the ad.""#,
            ])
            #expect(count.text == "You may now close the ad.")
            #expect(world.application.rootViewController.presentedViewController == nil)
        }
    }

    @Test func present_whenTheRootIsAlreadyPresenting_isRefusedByUIKitAfterWillPresent() throws {
        let delegate = RecordingAppOpenAdDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let root = world.application.rootViewController
            let other = ViewController()
            #expect(root.present(other))
            let ad = makeAd(delegate: delegate)
            ad.fetchAd(SampleAdRequest())
            ad.present(fromRootViewController: root)
            try world.settle()

            #expect(!ad.isReady)
            #expect(trace.callbackLines == ["0 appOpenAdDidReceiveAd:", "0 appOpenAdWillPresent:"])
            #expect(trace.effectLines.isEmpty)
            #expect(trace.logLines == [
                "UIKit: Attempt to present SampleAppOpenAdController on a view controller which is already presenting; nothing is presented.",
            ])
            #expect(root.presentedViewController === other)
        }
    }
}
