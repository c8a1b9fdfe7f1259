import AdWorld
import NeutralUI
import SampleAdSDK
import Testing

@Suite struct SampleRewardedAdTests {
    private func makeAd(delegate: RecordingRewardedAdDelegate, adUnit: String? = "rewarded-unit") -> SampleRewardedAd {
        let ad = SampleRewardedAd(adUnitID: adUnit)
        ad.delegate = delegate
        return ad
    }

    /// Fetches (scripted to fill), presents at `time` and returns the presented screen's view.
    private func presentLoadedAd(
        delegate: RecordingRewardedAdDelegate, world: World, at time: Int = 0
    ) throws -> (SampleRewardedAd, View) {
        let ad = makeAd(delegate: delegate)
        ad.fetchAd(SampleAdRequest())
        world.advance(to: time)
        ad.present(fromRootViewController: world.application.rootViewController)
        let controller = try #require(world.application.rootViewController.presentedViewController)
        return (ad, controller.view)
    }

    @Test func fetchAd_lateAnswer_reachesTheDelegateThoughNobodyKeptTheAd() throws {
        let delegate = RecordingRewardedAdDelegate()
        try withWorld(network: .scripted([SampleNetworkAnswer.fill.delayed(by: 500)])) { world, trace in
            makeAd(delegate: delegate).fetchAd(SampleAdRequest())
            #expect(delegate.calls.isEmpty)
        }

        #expect(delegate.calls == ["rewardedAdDidReceiveAd:"])
    }

    @Test func fetchAd_fill_becomesReadyWithRewardFive() throws {
        let delegate = RecordingRewardedAdDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let ad = makeAd(delegate: delegate)
            #expect(!ad.isReady)
            #expect(ad.reward == 0)

            ad.fetchAd(SampleAdRequest())

            #expect(trace.lines(.callbacks) == ["0 ms  sample callback rewardedAdDidReceiveAd:"])
            #expect(delegate.calls == ["rewardedAdDidReceiveAd:"])
            #expect(ad.isReady)
            #expect(ad.reward == 5)
            #expect(trace.exchanges.map(\.request) == [SampleNetworkRequest(format: .rewarded, adUnit: "rewarded-unit")])
        }
    }

    @Test(arguments: [SampleErrorCode.unknown, .networkError, .noInventory])
    func fetchAd_failure_reportsTheCode(code: SampleErrorCode) throws {
        let delegate = RecordingRewardedAdDelegate()
        try withWorld(network: .scripted([.failure(code)])) { world, trace in
            let ad = makeAd(delegate: delegate)
            ad.fetchAd(SampleAdRequest())

            #expect(trace.lines(.callbacks) == ["0 ms  sample callback rewardedAdDidFailToLoadWithError: \(code.rawValue)"])
            #expect(delegate.calls == ["rewardedAdDidFailToLoadWithError: \(code.rawValue)"])
            #expect(!ad.isReady)
            #expect(ad.reward == 0)
        }
    }

    @Test func fetchAd_nilAdUnit_failsWithBadRequestThenStillAsksTheNetworkAndFills() throws {
        let delegate = RecordingRewardedAdDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let ad = makeAd(delegate: delegate, adUnit: nil)
            ad.fetchAd(SampleAdRequest())

            #expect(
                trace.lines(.callbacks) == [
                    "0 ms  sample callback rewardedAdDidFailToLoadWithError: 0", "0 ms  sample callback rewardedAdDidReceiveAd:",
                ])
            #expect(delegate.calls == ["rewardedAdDidFailToLoadWithError: 0", "rewardedAdDidReceiveAd:"])
            #expect(trace.exchanges.map(\.request) == [SampleNetworkRequest(format: .rewarded, adUnit: nil)])
            #expect(ad.isReady)
            #expect(ad.reward == 5)
            #expect(trace.lines(.logs).isEmpty)
        }
    }

    @Test(arguments: [SampleErrorCode.unknown, .networkError, .noInventory])
    func fetchAd_nilAdUnit_failsWithBadRequestThenWithTheNetworksCode(code: SampleErrorCode) throws {
        let delegate = RecordingRewardedAdDelegate()
        try withWorld(network: .scripted([.failure(code)])) { world, trace in
            let ad = makeAd(delegate: delegate, adUnit: nil)
            ad.fetchAd(SampleAdRequest())

            #expect(
                trace.lines(.callbacks) == [
                    "0 ms  sample callback rewardedAdDidFailToLoadWithError: 0",
                    "0 ms  sample callback rewardedAdDidFailToLoadWithError: \(code.rawValue)",
                ])
            #expect(trace.exchanges.map(\.request.adUnit) == [nil])
            #expect(!ad.isReady)
        }
    }

    @Test func fetchAd_nilAdUnitWithDebugLogging_logsTheMissingAdUnit() throws {
        let delegate = RecordingRewardedAdDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let ad = makeAd(delegate: delegate, adUnit: nil)
            ad.enableDebugLogging = true
            ad.fetchAd(SampleAdRequest())

            #expect(trace.lines(.logs) == ["0 ms  sample effect log \"Ad fail to load due to ad unit ID missing.\""])
        }
    }

    @Test func present_whenNotReady_doesNothing() throws {
        let delegate = RecordingRewardedAdDelegate()
        try withWorld(network: .scripted([.failure(.unknown)])) { world, trace in
            let ad = makeAd(delegate: delegate)
            ad.present(fromRootViewController: world.application.rootViewController)
            ad.fetchAd(SampleAdRequest())
            ad.present(fromRootViewController: world.application.rootViewController)
            try world.settle()

            #expect(trace.lines(.callbacks) == ["0 ms  sample callback rewardedAdDidFailToLoadWithError: 1"])
            #expect(trace.lines(.effects).isEmpty)
            #expect(trace.lines(.logs).isEmpty)
            #expect(world.application.rootViewController.presentedViewController == nil)
        }
    }

    @Test func present_countsDownTenSecondsShowingZeroThenRewardsFive() throws {
        let delegate = RecordingRewardedAdDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let (ad, _) = try presentLoadedAd(delegate: delegate, world: world)
            #expect(!ad.isReady)
            #expect(trace.lines(.callbacks) == ["0 ms  sample callback rewardedAdDidReceiveAd:"])

            try world.settle()

            #expect(
                trace.lines(.callbacks) == [
                    "0 ms  sample callback rewardedAdDidReceiveAd:",
                    "300 ms  sample callback rewardedAdDidPresent:",
                    "10000 ms  sample callback rewardedAd:userDidEarnReward: 5",
                ])
            #expect(delegate.calls == trace.callbacks.map(\.description))
            #expect(
                trace.lines(.effects) == [
                    "0 ms  sample effect present SampleRewardedAdController",
                    #"1000 ms  sample effect SampleRewardedAdController text "9""#,
                    #"2000 ms  sample effect SampleRewardedAdController text "8""#,
                    #"3000 ms  sample effect SampleRewardedAdController text "7""#,
                    #"4000 ms  sample effect SampleRewardedAdController text "6""#,
                    #"5000 ms  sample effect SampleRewardedAdController text "5""#,
                    #"6000 ms  sample effect SampleRewardedAdController text "4""#,
                    #"7000 ms  sample effect SampleRewardedAdController text "3""#,
                    #"8000 ms  sample effect SampleRewardedAdController text "2""#,
                    #"9000 ms  sample effect SampleRewardedAdController text "1""#,
                    #"10000 ms  sample effect SampleRewardedAdController text "0""#,
                    "10000 ms  sample effect SampleRewardedAdController shows its close button",
                    #"10000 ms  sample effect SampleRewardedAdController text "Rewarded with reward amount 5""#,
                ])
        }
    }

    @Test func present_showsTheCountOnAWhiteScreen() throws {
        let delegate = RecordingRewardedAdDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let (_, view) = try presentLoadedAd(delegate: delegate, world: world)
            let count = try #require(view.first(identifiedBy: "count") as? Label)
            let close = try #require(view.first(identifiedBy: "close") as? Button)

            #expect(view.backgroundColor == .white)
            #expect(count.text == nil)
            #expect(close.title == "X")
            #expect(close.isHidden)

            world.advance(to: 10_000)

            #expect(count.text == "Rewarded with reward amount 5")
            #expect(!close.isHidden)
        }
    }

    @Test func present_timesAreRelativeToThePresentation() throws {
        let delegate = RecordingRewardedAdDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            _ = try presentLoadedAd(delegate: delegate, world: world, at: 2_500)
            try world.settle()

            #expect(
                trace.lines(.callbacks) == [
                    "0 ms  sample callback rewardedAdDidReceiveAd:",
                    "2800 ms  sample callback rewardedAdDidPresent:",
                    "12500 ms  sample callback rewardedAd:userDidEarnReward: 5",
                ])
            #expect(trace.lines(.effects).first == "2500 ms  sample effect present SampleRewardedAdController")
            #expect(trace.lines(.effects).dropFirst().first == #"3500 ms  sample effect SampleRewardedAdController text "9""#)
        }
    }

    @Test func closeButton_beforeTheReward_isHiddenAndIgnoresTaps() throws {
        let delegate = RecordingRewardedAdDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let (_, view) = try presentLoadedAd(delegate: delegate, world: world)
            let close = try #require(view.first(identifiedBy: "close"))
            world.advance(to: 9_999)

            #expect(close.isHidden)
            #expect(!close.tap())
            #expect(!view.tap())

            #expect(
                trace.lines(.callbacks) == [
                    "0 ms  sample callback rewardedAdDidReceiveAd:", "300 ms  sample callback rewardedAdDidPresent:",
                ])
            #expect(world.application.rootViewController.presentedViewController != nil)
            #expect(world.application.openedURLs.isEmpty)
        }
    }

    @Test func closeButton_afterTheReward_dismissesWithDidDismiss() throws {
        let delegate = RecordingRewardedAdDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let (_, view) = try presentLoadedAd(delegate: delegate, world: world)
            let close = try #require(view.first(identifiedBy: "close"))
            world.advance(to: 12_000)

            #expect(close.tap())

            #expect(
                trace.lines(.callbacks) == [
                    "0 ms  sample callback rewardedAdDidReceiveAd:",
                    "300 ms  sample callback rewardedAdDidPresent:",
                    "10000 ms  sample callback rewardedAd:userDidEarnReward: 5",
                    "12000 ms  sample callback rewardedAdDidDismiss:",
                ])
            #expect(
                trace.lines(.callbacksAndEffects).suffix(2) == [
                    "12000 ms  sample callback rewardedAdDidDismiss:", "12000 ms  sample effect dismiss SampleRewardedAdController",
                ])
            #expect(world.application.rootViewController.presentedViewController == nil)
        }
    }

    @Test func tap_afterTheReward_opensTheURLWithoutACallback() throws {
        let delegate = RecordingRewardedAdDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let (_, view) = try presentLoadedAd(delegate: delegate, world: world)
            world.advance(to: 11_000)

            #expect(view.tap())
            #expect(view.tap())

            #expect(trace.lines(.callbacks).last == "10000 ms  sample callback rewardedAd:userDidEarnReward: 5")
            #expect(
                trace.lines(.effects).suffix(2) == [
                    "11000 ms  sample effect open https://www.google.com", "11000 ms  sample effect open https://www.google.com",
                ])
            #expect(world.application.openedURLs == ["https://www.google.com", "https://www.google.com"])
        }
    }
}
