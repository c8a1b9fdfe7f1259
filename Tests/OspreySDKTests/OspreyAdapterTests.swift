import GoogleMobileAdsCompat
import OspreyAdapter
import OspreySDK
import Testing

/// What the adapter tells the host for each format's fill and no-fill, as the SDK's delegate
/// calls and the host's events in one sequence (the auction answers 100 ms after each request).
@Suite struct OspreyAdapterTests {
    static let noFill = #"com.ospreyads.mediation 102 "No ad is available for this placement.""#

    private func server(adm: String, mtype: Int) -> FakeAdServer {
        FakeAdServer(auction: .json(Payloads.bidResponse(adm: adm, mtype: mtype)))
    }

    @Test func banner_fill_completesThenReportsTheImpressionAndTheClick() {
        let session = AdapterSession(server(adm: Payloads.bannerMarkup, mtype: 1))
        session.loadBanner()
        session.advance(to: 2_000)
        session.osprey.run { _ = session.banner?.view.tap() }
        #expect(
            session.calls == [
                "100 ms  callback ospreyBannerDidLoad",
                "100 ms  host loadCompleted ad",
                "1100 ms  callback ospreyBannerDidRecordImpression",
                "1100 ms  host reportImpression",
                "2000 ms  callback ospreyBannerDidClick",
                "2000 ms  host reportClick",
            ])
        #expect(session.banner.map { Size($0.view.frame.size) }?.description == "320×50")
    }

    @Test func banner_sendsTheChildDirectedTagAsCoppa() throws {
        let session = AdapterSession(FakeAdServer(auction: .status(204)))
        session.loadBanner(request: MediationRequest(childDirectedTreatment: true))
        let body = String(decoding: try #require(session.osprey.server.calls.first).body, as: UTF8.self)
        #expect(body.contains(#""regs":{"coppa":1}"#))
    }

    @Test func interstitial_fill_presentedAndClosed() {
        let session = AdapterSession(server(adm: Payloads.inLine(), mtype: 2))
        session.loadInterstitial()
        session.advance(to: 1_000)
        session.present()
        session.advance(to: 2_000)
        session.osprey.tapScreen()
        session.advance(to: 22_000)
        session.osprey.close()
        #expect(
            session.calls == [
                "100 ms  callback ospreyInterstitialDidLoad",
                "100 ms  host loadCompleted ad",
                "1000 ms  callback ospreyInterstitialWillPresent",
                "1000 ms  host willPresentFullScreenView",
                "1300 ms  callback ospreyInterstitialDidRecordImpression",
                "1300 ms  host reportImpression",
                "2000 ms  callback ospreyInterstitialDidClick",
                "2000 ms  host reportClick",
                "22000 ms  callback ospreyInterstitialDidDismiss",
                "22000 ms  host willDismissFullScreenView",
                "22000 ms  host didDismissFullScreenView",
            ])
    }

    @Test func interstitial_presentedAfterItsExpiry_failsToPresentWithOspreysCode() {
        let session = AdapterSession(FakeAdServer(auction: .json(Payloads.bidResponse(adm: Payloads.inLine(), mtype: 2, exp: 5))))
        session.loadInterstitial()
        session.advance(to: 6_000)
        session.present()
        #expect(
            session.calls.suffix(2) == [
                "6000 ms  callback ospreyInterstitial(didFailToPresentWith: expired)",
                #"6000 ms  host didFailToPresentWithError com.ospreyads.mediation 201 "The ad expired before it was shown.""#,
            ])
    }

    @Test func rewarded_fill_watchedToTheEnd_rewardsBeforeTheDismissal() {
        let session = AdapterSession(server(adm: Payloads.inLine(), mtype: 2))
        session.loadRewarded()
        session.advance(to: 1_000)
        session.present()
        session.advance(to: 22_000)
        session.osprey.close()
        #expect(
            session.calls == [
                "100 ms  callback ospreyRewardedAdDidLoad",
                "100 ms  host loadCompleted ad",
                "1000 ms  callback ospreyRewardedAdWillPresent",
                "1000 ms  host willPresentFullScreenView",
                "1300 ms  callback ospreyRewardedAdDidRecordImpression",
                "1300 ms  host reportImpression",
                "1300 ms  callback ospreyRewardedAdVideoDidStart",
                "1300 ms  host didStartVideo",
                "21300 ms  callback ospreyRewardedAdVideoDidComplete",
                "21300 ms  host didEndVideo",
                "21300 ms  callback ospreyRewardedAd(didEarn: 1 reward)",
                "21300 ms  host didRewardUser",
                "22000 ms  callback ospreyRewardedAdDidDismiss",
                "22000 ms  host willDismissFullScreenView",
                "22000 ms  host didDismissFullScreenView",
            ])
    }

    @Test func native_fill_theAdHandlesItsOwnImpressionAndClicks_andHandsImageURLs() throws {
        let session = AdapterSession(server(adm: Payloads.nativeMarkup, mtype: 4))
        session.loadNative()
        session.advance(to: 1_000)
        let native = try #require(session.native)
        #expect(native.handlesUserImpressions() && native.handlesUserClicks())
        #expect(
            [native.headline, native.body, native.callToAction, native.advertiser] == [
                "Trail runners, 30% off", "Light, fast, and made for mud.", "Shop now", "Shoes Co.",
            ])
        #expect(native.icon?.imageURL?.absoluteString == "https://cdn.example/icon.png")
        #expect(native.icon?.image == nil)
        #expect(native.images?.map { $0.imageURL?.absoluteString } == ["https://cdn.example/main.jpg"])
        let view = session.render()
        session.advance(to: 2_500)
        session.osprey.run { _ = view?.tap() }
        session.osprey.run { native.didUntrackView(view) }
        session.osprey.run { _ = view?.tap() }
        #expect(
            session.calls == [
                "100 ms  callback ospreyNativeAdLoader(didLoad:)",
                "100 ms  host loadCompleted ad",
                "2000 ms  callback ospreyNativeAdDidRecordImpression",
                "2000 ms  host reportImpression",
                "2500 ms  callback ospreyNativeAdDidClick",
                "2500 ms  host reportClick",
            ])
    }

    @Test func everyFormat_noFill_completesOnceWithOspreysCode_andNothingFollows() {
        let loads: [(AdapterSession) -> Void] = [
            { $0.loadBanner() }, { $0.loadInterstitial() }, { $0.loadRewarded() }, { $0.loadNative() },
        ]
        let callbacks = [
            "ospreyBanner(didFailWith: noFill)", "ospreyInterstitial(didFailWith: noFill)",
            "ospreyRewardedAd(didFailWith: noFill)", "ospreyNativeAdLoader(didFailWith: noFill)",
        ]
        for (load, callback) in zip(loads, callbacks) {
            let session = AdapterSession(FakeAdServer(auction: .json(#"{"id":"osprey-1","nbr":2}"#)))
            load(session)
            session.advance(to: 1_000)
            session.present()
            session.render()
            session.advance(to: 30_000)
            #expect(session.calls == ["100 ms  callback \(callback)", "100 ms  host loadCompleted error \(Self.noFill)"])
        }
    }

    @Test func missingParameter_failsOnTheNextTurn_withoutARequest() {
        let session = AdapterSession(FakeAdServer(auction: .status(204)))
        session.loadRewarded(parameter: nil)
        session.advance(to: 0)
        #expect(
            session.calls == [
                "0 ms  callback ospreyRewardedAd(didFailWith: invalidPlacement)",
                #"0 ms  host loadCompleted error com.ospreyads.mediation 101 "The placement ID is missing or empty.""#,
            ])
        #expect(session.osprey.server.calls.isEmpty)
    }

    @Test func versions() {
        #expect(OspreyMediationAdapterVersions.adapter == "1.0.0")
        #expect(OspreyMediationAdapterVersions.sdk == "1.0.0")
    }
}

/// The adapter's versions as text.
enum OspreyMediationAdapterVersions {
    static var adapter: String { text(OspreyMediationAdapter.adapterVersion()) }
    static var sdk: String { text(OspreyMediationAdapter.adSDKVersion()) }
    private static func text(_ version: VersionNumber) -> String {
        "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
    }
}
