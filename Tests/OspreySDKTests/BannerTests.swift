import AdWorld
import NeutralUI
import OspreySDK
import Testing

/// A banner's fill, impression and click, in order, with every tracker as sent.
@Suite struct BannerTests {
    @Test func fill_winOnLoad_billingWithTheImpression_clickOpensTheMarkupsLink() {
        let osprey = OspreyWorld(FakeAdServer(auction: .json(Payloads.bidResponse(adm: Payloads.bannerMarkup, mtype: 1))))
        let delegate = SilentDelegate()
        let banner = osprey.run {
            let banner = OspreyBannerView(placementID: "home-top", size: CGSize(width: 320, height: 50))
            banner.delegate = delegate
            banner.loadAd()
            return banner
        }
        osprey.advance(to: 2_000)
        osprey.run { _ = banner.tap() }
        osprey.advance(to: 3_000)
        #expect(
            osprey.transcript.lines.filter { !$0.contains(" answer ") } == [
                #"0 ms  log "[Osprey] Requesting a banner ad for home-top""#,
                "100 ms  fire win https://win.example/n?p=1.25&imp=1&auction=osprey-1&seat=dsp-9",
                "100 ms  OspreyBannerView shows cr-42",
                "100 ms  callback ospreyBannerDidLoad",
                "1100 ms  fire billing https://bill.example/b?p=1.25&cur=USD",
                "1100 ms  callback ospreyBannerDidRecordImpression",
                "2000 ms  open https://shoes.example/landing?src=osprey",
                "2000 ms  callback ospreyBannerDidClick",
            ])
        // Every GET went through the seam, once, and the lurl never did.
        #expect(
            osprey.server.gets == [
                "https://win.example/n?p=1.25&imp=1&auction=osprey-1&seat=dsp-9",
                "https://bill.example/b?p=1.25&cur=USD",
            ])
        #expect(banner.markup == Payloads.bannerMarkup)
        #expect(osprey.world.application.openedURLs == ["https://shoes.example/landing?src=osprey"])
    }

    @Test func aTapBeforeTheLoad_doesNothing() {
        let osprey = OspreyWorld(FakeAdServer(auction: .json(Payloads.bidResponse(adm: Payloads.bannerMarkup, mtype: 1))))
        let delegate = SilentDelegate()
        let banner = osprey.run {
            let banner = OspreyBannerView(placementID: "home-top", size: CGSize(width: 320, height: 50))
            banner.delegate = delegate
            banner.loadAd()
            _ = banner.tap()
            return banner
        }
        osprey.advance(to: 50)
        #expect(osprey.transcript.calls.isEmpty)
        withExtendedLifetime(banner) {}
    }

    @Test func aBidThatExpiresBeforeTheImpression_firesNoBilling() {
        let osprey = OspreyWorld(FakeAdServer(auction: .json(Payloads.bidResponse(adm: Payloads.bannerMarkup, mtype: 1, exp: 1))))
        let delegate = SilentDelegate()
        let banner = osprey.run {
            let banner = OspreyBannerView(placementID: "home-top", size: CGSize(width: 320, height: 50))
            banner.delegate = delegate
            banner.loadAd()
            return banner
        }
        osprey.advance(to: 3_000)
        #expect(osprey.transcript.calls == ["100 ms  callback ospreyBannerDidLoad"])
        #expect(osprey.transcript.fired == ["100 ms  fire win https://win.example/n?p=1.25&imp=1&auction=osprey-1&seat=dsp-9"])
        #expect(osprey.transcript.logs.last == #"1100 ms  log "[Osprey] The banner's bid expired before its impression; nothing fired.""#)
        withExtendedLifetime(banner) {}
    }
}
