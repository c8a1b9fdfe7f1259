import AdWorld
import NeutralUI
import OspreySDK
import Testing

/// A native ad's assets, and its own impression and click tracking once its view is registered.
@Suite struct NativeAdTests {
    private func loaded(_ markup: String = Payloads.nativeMarkup, exp: Int? = 300) -> (OspreyWorld, SilentDelegate) {
        let osprey = OspreyWorld(FakeAdServer(auction: .json(Payloads.bidResponse(adm: markup, mtype: 4, exp: exp))))
        let delegate = SilentDelegate()
        let loader = osprey.run {
            let loader = OspreyNativeAdLoader(placementID: "feed")
            loader.delegate = delegate
            loader.loadAd()
            return loader
        }
        osprey.advance(to: 1_000)
        withExtendedLifetime(loader) {}
        return (osprey, delegate)
    }

    @Test func assets_readByTheRequestsAssetIDs_imagesAsURLs() throws {
        let (_, delegate) = loaded()
        let ad = try #require(delegate.nativeAd)
        #expect(
            [ad.title, ad.body, ad.callToAction, ad.sponsoredBy] == [
                "Trail runners, 30% off", "Light, fast, and made for mud.", "Shop now", "Shoes Co.",
            ])
        #expect([ad.iconURL, ad.mainImageURL] == ["https://cdn.example/icon.png", "https://cdn.example/main.jpg"])
        #expect(ad.clickURL == "https://shoes.example/native")
        #expect(ad.privacyURL == "https://shoes.example/privacy")
    }

    @Test func registered_countsItsImpressionOnce_firingImageEventTrackersOnly_andItsClickTrackersOnce() throws {
        let (osprey, delegate) = loaded()
        let ad = try #require(delegate.nativeAd)
        let view = osprey.run { View(frame: Rect(width: 320, height: 320)) }
        osprey.run { ad.registerView(view) }
        osprey.advance(to: 3_000)
        osprey.run { _ = view.tap() }
        osprey.run { _ = view.tap() }
        osprey.run { ad.registerView(view) }
        osprey.advance(to: 5_000)
        #expect(
            osprey.transcript.fired == [
                "100 ms  fire win https://win.example/n?p=1.25&imp=1&auction=osprey-1&seat=dsp-9",
                "2000 ms  fire impression https://track.example/native/imp",
                "2000 ms  fire impression https://track.example/native/event-imp",
                "2000 ms  fire billing https://bill.example/b?p=1.25&cur=USD",
                "3000 ms  fire click https://track.example/native/click?p=1.25",
            ])
        #expect(
            osprey.transcript.calls == [
                "100 ms  callback ospreyNativeAdLoader(didLoad:)",
                "2000 ms  callback ospreyNativeAdDidRecordImpression",
                "3000 ms  callback ospreyNativeAdDidClick",
                "3000 ms  callback ospreyNativeAdDidClick",
            ])
    }

    @Test func unregisteredBeforeTheDelay_countsNothing() throws {
        let (osprey, delegate) = loaded()
        let ad = try #require(delegate.nativeAd)
        let view = osprey.run { View(frame: Rect(width: 320, height: 320)) }
        osprey.run { ad.registerView(view) }
        osprey.advance(to: 1_500)
        osprey.run { ad.unregisterView() }
        osprey.advance(to: 5_000)
        osprey.run { _ = view.tap() }
        #expect(osprey.transcript.calls == ["100 ms  callback ospreyNativeAdLoader(didLoad:)"])
    }

    @Test func markupThatIsNotNative_isRejected_withTheLossNoticeReason3() {
        let (osprey, delegate) = loaded(#"{"native":{"assets":"nope"}}"#)
        #expect(delegate.nativeAd == nil)
        #expect(osprey.transcript.calls == ["100 ms  callback ospreyNativeAdLoader(didFailWith: invalidResponse)"])
        #expect(osprey.transcript.fired == ["100 ms  fire loss https://loss.example/l?reason=3&p=1.25"])
    }
}
