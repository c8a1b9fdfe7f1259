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

            #expect(trace.lines(.callbacks) == ["0 ms  sample callback appOpenAdDidReceiveAd:"])
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

            #expect(trace.lines(.callbacks) == ["0 ms  sample callback appOpenAdDidFailToLoadWithError: \(code.rawValue)"])
            #expect(delegate.calls == ["appOpenAdDidFailToLoadWithError: \(code.rawValue)"])
            #expect(!ad.isReady)
        }
    }

    @Test func fetchAd_nilAdUnit_failsWithBadRequestThenStillAsksTheNetworkAndFills() throws {
        let delegate = RecordingAppOpenAdDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let ad = makeAd(delegate: delegate, adUnit: nil)
            ad.fetchAd(SampleAdRequest())

            #expect(
                trace.lines(.callbacks) == [
                    "0 ms  sample callback appOpenAdDidFailToLoadWithError: 0", "0 ms  sample callback appOpenAdDidReceiveAd:",
                ])
            #expect(delegate.calls == ["appOpenAdDidFailToLoadWithError: 0", "appOpenAdDidReceiveAd:"])
            #expect(trace.exchanges.map(\.request) == [SampleNetworkRequest(format: .appOpen, adUnit: nil)])
            #expect(ad.isReady)
            #expect(trace.lines(.logs).isEmpty)
        }
    }

    @Test(arguments: [SampleErrorCode.unknown, .networkError, .noInventory])
    func fetchAd_nilAdUnit_failsWithBadRequestThenWithTheNetworksCode(code: SampleErrorCode) throws {
        let delegate = RecordingAppOpenAdDelegate()
        try withWorld(network: .scripted([.failure(code)])) { world, trace in
            let ad = makeAd(delegate: delegate, adUnit: nil)
            ad.fetchAd(SampleAdRequest())

            #expect(
                trace.lines(.callbacks) == [
                    "0 ms  sample callback appOpenAdDidFailToLoadWithError: 0",
                    "0 ms  sample callback appOpenAdDidFailToLoadWithError: \(code.rawValue)",
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

            #expect(trace.lines(.logs) == ["0 ms  sample effect log \"Ad fail to load due to ad unit ID missing.\""])
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

            #expect(trace.lines(.callbacks) == ["0 ms  sample callback appOpenAdDidFailToLoadWithError: 2"])
            #expect(trace.lines(.effects).isEmpty)
            #expect(world.application.rootViewController.presentedViewController == nil)
        }
    }

    @Test func present_callsWillPresentAtOnceThenDidPresentWhenTheAnimationEnds() throws {
        let delegate = RecordingAppOpenAdDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let (ad, _) = try presentLoadedAd(delegate: delegate, world: world)

            #expect(!ad.isReady)
            #expect(
                trace.lines(.callbacks) == ["0 ms  sample callback appOpenAdDidReceiveAd:", "0 ms  sample callback appOpenAdWillPresent:"])

            world.advance(to: 299)
            #expect(trace.lines(.callbacks).count == 2)

            world.advance(to: 300)

            #expect(
                trace.lines(.callbacks) == [
                    "0 ms  sample callback appOpenAdDidReceiveAd:", "0 ms  sample callback appOpenAdWillPresent:",
                    "300 ms  sample callback appOpenAdDidPresent:",
                ])
            #expect(delegate.calls == trace.callbacks.map(\.description))
        }
    }

    @Test func present_countsDownFiveSecondsShowingEachCountThenCloseFromTwo() throws {
        let delegate = RecordingAppOpenAdDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            _ = try presentLoadedAd(delegate: delegate, world: world)
            try world.settle()

            #expect(
                trace.lines(.effects) == [
                    "0 ms  sample effect present SampleAppOpenAdController",
                    #"1000 ms  sample effect SampleAppOpenAdController text "4""#,
                    #"2000 ms  sample effect SampleAppOpenAdController text "3""#,
                    "2000 ms  sample effect SampleAppOpenAdController shows its close button",
                    #"3000 ms  sample effect SampleAppOpenAdController text "2""#,
                    #"4000 ms  sample effect SampleAppOpenAdController text "1""#,
                    #"5000 ms  sample effect SampleAppOpenAdController text "0""#,
                    #"5000 ms  sample effect SampleAppOpenAdController text "You may now close the ad.""#,
                ])
            #expect(
                trace.lines(.callbacks) == [
                    "0 ms  sample callback appOpenAdDidReceiveAd:", "0 ms  sample callback appOpenAdWillPresent:",
                    "300 ms  sample callback appOpenAdDidPresent:",
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
            #expect(trace.lines(.callbacks).last == "300 ms  sample callback appOpenAdDidPresent:")
        }
    }

    @Test func closeButton_atTwoSeconds_dismisses() throws {
        let delegate = RecordingAppOpenAdDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let (_, view) = try presentLoadedAd(delegate: delegate, world: world)
            let close = try #require(view.first(identifiedBy: "close"))
            world.advance(to: 2_000)

            #expect(close.tap())

            #expect(
                trace.lines(.callbacks) == [
                    "0 ms  sample callback appOpenAdDidReceiveAd:", "0 ms  sample callback appOpenAdWillPresent:",
                    "300 ms  sample callback appOpenAdDidPresent:",
                    "2000 ms  sample callback appOpenAdDidDismiss:",
                ])
            #expect(
                trace.lines(.callbacksAndEffects).suffix(2) == [
                    "2000 ms  sample callback appOpenAdDidDismiss:", "2000 ms  sample effect dismiss SampleAppOpenAdController",
                ])
            #expect(world.application.rootViewController.presentedViewController == nil)
        }
    }

    @Test func tap_beforeFiveSeconds_doesNothing() throws {
        let delegate = RecordingAppOpenAdDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let (_, view) = try presentLoadedAd(delegate: delegate, world: world)
            world.advance(to: 4_999)

            #expect(!view.tap())

            #expect(trace.lines(.callbacks).last == "300 ms  sample callback appOpenAdDidPresent:")
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

            #expect(
                Array(trace.lines(.callbacksAndEffects).suffix(4)) == [
                    "5000 ms  sample callback appOpenWillLeaveApplication:",
                    "5000 ms  sample effect open https://www.google.com",
                    "6000 ms  sample callback appOpenWillLeaveApplication:",
                    "6000 ms  sample effect open https://www.google.com",
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

            #expect(
                Array(trace.lines(.callbacksAndEffects).drop(while: { $0 != "2000 ms  sample callback appOpenAdDidDismiss:" })) == [
                    "2000 ms  sample callback appOpenAdDidDismiss:",
                    "2000 ms  sample effect dismiss SampleAppOpenAdController",
                    #"3000 ms  sample effect SampleAppOpenAdController text "2""#,
                    #"4000 ms  sample effect SampleAppOpenAdController text "1""#,
                    #"5000 ms  sample effect SampleAppOpenAdController text "0""#,
                    #"5000 ms  sample effect SampleAppOpenAdController text "You may now close the ad.""#,
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
            #expect(
                trace.lines(.callbacks) == ["0 ms  sample callback appOpenAdDidReceiveAd:", "0 ms  sample callback appOpenAdWillPresent:"])
            #expect(trace.lines(.effects).isEmpty)
            #expect(
                trace.lines(.logs) == [
                    "0 ms  sample effect log \"UIKit: Attempt to present SampleAppOpenAdController on a view controller which is already presenting; nothing is presented.\""
                ])
            #expect(root.presentedViewController === other)
        }
    }
}
