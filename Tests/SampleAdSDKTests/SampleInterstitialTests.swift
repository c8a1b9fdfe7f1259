import AdWorld
import NeutralUI
import SampleAdSDK
import Testing

@Suite struct SampleInterstitialTests {
    private func makeInterstitial(
        delegate: RecordingInterstitialDelegate, adUnit: String? = "interstitial-unit"
    ) -> SampleInterstitial {
        let interstitial = SampleInterstitial(adUnitID: adUnit)
        interstitial.delegate = delegate
        return interstitial
    }

    /// Fetches (scripted to fill) and shows; returns the interstitial and the alert it presented.
    private func showLoadedInterstitial(
        delegate: RecordingInterstitialDelegate, world: World
    ) throws -> (SampleInterstitial, AlertController) {
        let interstitial = makeInterstitial(delegate: delegate)
        interstitial.fetchAd(SampleAdRequest())
        interstitial.show()
        world.advance(to: 0)
        let alert = try #require(world.application.rootViewController.presentedViewController as? AlertController)
        return (interstitial, alert)
    }

    @Test func fetchAd_fill_callsDidLoadAndBecomesLoaded() throws {
        let delegate = RecordingInterstitialDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let interstitial = makeInterstitial(delegate: delegate)
            #expect(!interstitial.isInterstitialLoaded)

            interstitial.fetchAd(SampleAdRequest())

            #expect(trace.lines(.callbacks) == ["0 ms  sample callback interstitialDidLoad:"])
            #expect(delegate.calls == ["interstitialDidLoad:"])
            #expect(interstitial.isInterstitialLoaded)
            #expect(interstitial.adUnit == "interstitial-unit")
            #expect(
                trace.exchanges.map(\.request) == [
                    SampleNetworkRequest(format: .interstitial, adUnit: "interstitial-unit")
                ])
        }
    }

    @Test(arguments: [SampleErrorCode.unknown, .networkError, .noInventory])
    func fetchAd_failure_reportsTheCode(code: SampleErrorCode) throws {
        let delegate = RecordingInterstitialDelegate()
        try withWorld(network: .scripted([.failure(code)])) { world, trace in
            let interstitial = makeInterstitial(delegate: delegate)
            interstitial.fetchAd(SampleAdRequest())

            #expect(trace.lines(.callbacks) == ["0 ms  sample callback interstitial:didFailToLoadAdWithErrorCode: \(code.rawValue)"])
            #expect(delegate.calls == ["interstitial:didFailToLoadAdWithErrorCode: \(code.rawValue)"])
            #expect(!interstitial.isInterstitialLoaded)
        }
    }

    @Test func fetchAd_nilAdUnit_failsWithBadRequestWithoutAskingTheNetwork() throws {
        let delegate = RecordingInterstitialDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let interstitial = makeInterstitial(delegate: delegate, adUnit: nil)
            interstitial.fetchAd(SampleAdRequest())
            try world.settle()

            #expect(trace.lines(.callbacks) == ["0 ms  sample callback interstitial:didFailToLoadAdWithErrorCode: 0"])
            #expect(trace.exchanges.isEmpty)
            #expect(!interstitial.isInterstitialLoaded)
        }
    }

    @Test func show_whenNotLoaded_logsAndCallsNothing() throws {
        let delegate = RecordingInterstitialDelegate()
        try withWorld(network: .scripted([.failure(.noInventory)])) { world, trace in
            let interstitial = makeInterstitial(delegate: delegate)
            interstitial.show()
            interstitial.fetchAd(SampleAdRequest())
            interstitial.show()
            try world.settle()

            #expect(
                trace.lines(.logs) == [
                    "0 ms  sample effect log \"Sample interstitial is not ready to show.\"",
                    "0 ms  sample effect log \"Sample interstitial is not ready to show.\"",
                ])
            #expect(trace.lines(.callbacks) == ["0 ms  sample callback interstitial:didFailToLoadAdWithErrorCode: 3"])
            #expect(trace.lines(.effects).isEmpty)
            #expect(world.application.rootViewController.presentedViewController == nil)
        }
    }

    @Test func show_whenLoaded_callsWillPresentAtOnceAndPresentsTheAlert() throws {
        let delegate = RecordingInterstitialDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let interstitial = makeInterstitial(delegate: delegate)
            interstitial.fetchAd(SampleAdRequest())
            world.advance(to: 700)

            interstitial.show()

            #expect(
                trace.lines(.callbacks) == [
                    "0 ms  sample callback interstitialDidLoad:", "700 ms  sample callback interstitialWillPresentScreen:",
                ])
            #expect(trace.lines(.effects) == ["700 ms  sample effect present Sample Interstitial"])
            let root = world.application.rootViewController
            let alert = try #require(root.presentedViewController as? AlertController)
            #expect(root.topPresentedViewController === alert)
            #expect(alert.title == "Sample Interstitial")
            #expect(alert.actions.map(\.title) == ["Close", "Click"])
            #expect(alert.actions.map(\.style) == [.cancel, .default])
            #expect(!alert.isVisible)
        }
    }

    @Test func show_clearsLoadedOnlyOnceThePresentationHasAppeared() throws {
        let delegate = RecordingInterstitialDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let interstitial = makeInterstitial(delegate: delegate)
            interstitial.fetchAd(SampleAdRequest())
            interstitial.show()

            #expect(interstitial.isInterstitialLoaded)

            world.advance(to: 299)
            #expect(interstitial.isInterstitialLoaded)

            world.advance(to: 300)

            #expect(!interstitial.isInterstitialLoaded)
            let alert = try #require(world.application.rootViewController.presentedViewController)
            #expect(alert.isVisible)
        }
    }

    @Test func show_againDuringThePresentationAnimation_willPresentsAgainButUIKitRefusesTheAlert() throws {
        let delegate = RecordingInterstitialDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let interstitial = makeInterstitial(delegate: delegate)
            interstitial.fetchAd(SampleAdRequest())
            interstitial.show()
            let first = try #require(world.application.rootViewController.presentedViewController)
            world.advance(to: 100)
            interstitial.show()
            world.advance(to: 300)
            interstitial.show()

            #expect(
                trace.lines(.callbacks) == [
                    "0 ms  sample callback interstitialDidLoad:", "0 ms  sample callback interstitialWillPresentScreen:",
                    "100 ms  sample callback interstitialWillPresentScreen:",
                ])
            #expect(trace.lines(.effects) == ["0 ms  sample effect present Sample Interstitial"])
            #expect(
                trace.lines(.logs) == [
                    "100 ms  sample effect log \"UIKit: Attempt to present Sample Interstitial on a view controller which is already presenting; nothing is presented.\"",
                    "300 ms  sample effect log \"Sample interstitial is not ready to show.\"",
                ])
            #expect(world.application.rootViewController.presentedViewController === first)
            #expect(first.isVisible)
        }
    }

    @Test func close_dismissesWithWillThenDidDismiss() throws {
        let delegate = RecordingInterstitialDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let (interstitial, alert) = try showLoadedInterstitial(delegate: delegate, world: world)
            world.advance(to: 3_000)

            #expect(alert.choose("Close"))

            #expect(
                trace.lines(.callbacks) == [
                    "0 ms  sample callback interstitialDidLoad:",
                    "0 ms  sample callback interstitialWillPresentScreen:",
                    "3000 ms  sample callback interstitialWillDismissScreen:",
                    "3000 ms  sample callback interstitialDidDismissScreen:",
                ])
            #expect(delegate.calls == trace.callbacks.map(\.description))
            #expect(
                trace.lines(.effects) == [
                    "0 ms  sample effect present Sample Interstitial", "3000 ms  sample effect dismiss Sample Interstitial",
                ])
            #expect(world.application.openedURLs.isEmpty)
            #expect(world.application.rootViewController.presentedViewController == nil)
            withExtendedLifetime(interstitial) {}
        }
    }

    @Test func click_dismissesThenLeavesTheApplicationThenOpensTheURL() throws {
        let delegate = RecordingInterstitialDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            let (interstitial, alert) = try showLoadedInterstitial(delegate: delegate, world: world)
            world.advance(to: 3_000)

            #expect(alert.choose("Click"))

            #expect(
                trace.lines(.callbacksAndEffects) == [
                    "0 ms  sample callback interstitialDidLoad:",
                    "0 ms  sample callback interstitialWillPresentScreen:",
                    "0 ms  sample effect present Sample Interstitial",
                    "3000 ms  sample effect dismiss Sample Interstitial",
                    "3000 ms  sample callback interstitialWillDismissScreen:",
                    "3000 ms  sample callback interstitialDidDismissScreen:",
                    "3000 ms  sample callback interstitialWillLeaveApplication:",
                    "3000 ms  sample effect open https://www.google.com",
                ])
            #expect(world.application.openedURLs == ["https://www.google.com"])
            #expect(world.application.rootViewController.presentedViewController == nil)
            withExtendedLifetime(interstitial) {}
        }
    }

    @Test func click_afterTheInterstitialIsGone_doesNothing() throws {
        let delegate = RecordingInterstitialDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            var interstitial: SampleInterstitial? = makeInterstitial(delegate: delegate)
            interstitial?.fetchAd(SampleAdRequest())
            interstitial?.show()
            world.advance(to: 0)
            let alert = try #require(world.application.rootViewController.presentedViewController as? AlertController)
            interstitial = nil

            alert.choose("Click")

            #expect(
                trace.lines(.callbacks) == [
                    "0 ms  sample callback interstitialDidLoad:", "0 ms  sample callback interstitialWillPresentScreen:",
                ])
            #expect(world.application.openedURLs.isEmpty)
        }
    }
}
