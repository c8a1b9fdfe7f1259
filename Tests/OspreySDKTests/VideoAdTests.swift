import AdWorld
import NeutralUI
import OspreySDK
import Testing

/// A video ad played to its end: impressions and billing when the screen appears, quartiles in
/// order on the virtual clock, click tracking once, the reward after the completion.
@Suite struct VideoAdTests {
    static let winURL = "https://win.example/n?p=1.25&imp=1&auction=osprey-1&seat=dsp-9"

    @Test func interstitial_playedToItsEnd_firesEachTrackerOnceInOrder() {
        let osprey = OspreyWorld(FakeAdServer(auction: .json(Payloads.bidResponse(adm: Payloads.inLine(), mtype: 2))))
        let delegate = SilentDelegate()
        let interstitial = osprey.run {
            let ad = OspreyInterstitial(placementID: "level-end")
            ad.delegate = delegate
            ad.loadAd()
            return ad
        }
        let screen = osprey.appScreen
        osprey.advance(to: 1_000)
        osprey.run { interstitial.show(from: screen) }
        osprey.advance(to: 2_000)
        osprey.tapScreen()
        osprey.advance(to: 3_000)
        osprey.tapScreen()
        osprey.advance(to: 10_000)
        osprey.close()  // hidden until the video completes: nothing happens
        osprey.advance(to: 22_000)
        osprey.close()
        osprey.advance(to: 23_000)
        #expect(
            osprey.transcript.fired == [
                "100 ms  fire win \(Self.winURL)",
                "1300 ms  fire impression https://track.example/inline/imp?cb=00000002",
                "1300 ms  fire billing https://bill.example/b?p=1.25&cur=USD",
                "1300 ms  fire start https://track.example/inline/start",
                "2000 ms  fire click https://track.example/inline/click?p=1.25",
                "6300 ms  fire firstQuartile https://track.example/inline/q1?t=00%3A00%3A05.000",
                "11300 ms  fire midpoint https://track.example/inline/mid",
                "16300 ms  fire thirdQuartile https://track.example/inline/q3",
                "21300 ms  fire complete https://track.example/inline/complete",
            ])
        #expect(
            osprey.transcript.calls == [
                "100 ms  callback ospreyInterstitialDidLoad",
                "1000 ms  callback ospreyInterstitialWillPresent",
                "1300 ms  callback ospreyInterstitialDidRecordImpression",
                "2000 ms  callback ospreyInterstitialDidClick",
                "3000 ms  callback ospreyInterstitialDidClick",
                "22000 ms  callback ospreyInterstitialDidDismiss",
            ])
        #expect(osprey.transcript.lines.contains("21300 ms  OspreyInterstitial shows its close button"))
        #expect(osprey.world.application.openedURLs == ["https://shoes.example/video", "https://shoes.example/video"])
        #expect(Set(osprey.server.gets).count == osprey.server.gets.count)
    }

    @Test func rewarded_rewardsAfterTheCompletion_andBeforeTheDismissal() {
        let osprey = OspreyWorld(FakeAdServer(auction: .json(Payloads.bidResponse(adm: Payloads.inLine(), mtype: 2))))
        let delegate = SilentDelegate()
        let rewarded = osprey.run {
            let ad = OspreyRewardedAd(placementID: "daily-bonus", reward: OspreyReward(type: "coins", amount: 10))
            ad.delegate = delegate
            ad.loadAd()
            return ad
        }
        let screen = osprey.appScreen
        osprey.advance(to: 1_000)
        osprey.run { rewarded.show(from: screen) }
        osprey.advance(to: 22_000)
        osprey.close()
        osprey.advance(to: 23_000)
        osprey.run { rewarded.show(from: screen) }
        #expect(
            osprey.transcript.calls == [
                "100 ms  callback ospreyRewardedAdDidLoad",
                "1000 ms  callback ospreyRewardedAdWillPresent",
                "1300 ms  callback ospreyRewardedAdDidRecordImpression",
                "1300 ms  callback ospreyRewardedAdVideoDidStart",
                "21300 ms  callback ospreyRewardedAdVideoDidComplete",
                "21300 ms  callback ospreyRewardedAd(didEarn: 10 coins)",
                "22000 ms  callback ospreyRewardedAdDidDismiss",
                "23000 ms  callback ospreyRewardedAd(didFailToPresentWith: notReady)",
            ])
    }

    @Test func showBeforeTheLoad_failsAsNotReady_andOverABusyScreenAsCannotPresent() {
        let osprey = OspreyWorld(FakeAdServer(auction: .json(Payloads.bidResponse(adm: Payloads.inLine(), mtype: 2))))
        let delegate = SilentDelegate()
        let (first, second) = osprey.run {
            let first = OspreyInterstitial(placementID: "a")
            let second = OspreyInterstitial(placementID: "b")
            first.delegate = delegate
            second.delegate = delegate
            first.loadAd()
            second.loadAd()
            return (first, second)
        }
        let screen = osprey.appScreen
        osprey.run { first.show(from: screen) }
        osprey.advance(to: 200)
        osprey.run {
            first.show(from: screen)
            second.show(from: screen)
        }
        #expect(
            osprey.transcript.calls == [
                "0 ms  callback ospreyInterstitial(didFailToPresentWith: notReady)",
                "100 ms  callback ospreyInterstitialDidLoad",
                "100 ms  callback ospreyInterstitialDidLoad",
                "200 ms  callback ospreyInterstitialWillPresent",
                "200 ms  callback ospreyInterstitial(didFailToPresentWith: cannotPresent)",
            ])
        #expect(second.isReady)
    }

    @Test func markupThatIsNotVAST_isRejected_withTheLossNoticeReason3_andNoWin() {
        let osprey = OspreyWorld(FakeAdServer(auction: .json(Payloads.bidResponse(adm: "<html>not a video</html>", mtype: 2))))
        let delegate = SilentDelegate()
        let ad = osprey.run {
            let ad = OspreyRewardedAd(placementID: "daily-bonus")
            ad.delegate = delegate
            ad.loadAd()
            return ad
        }
        osprey.advance(to: 1_000)
        #expect(osprey.transcript.calls == ["100 ms  callback ospreyRewardedAd(didFailWith: invalidResponse)"])
        #expect(osprey.transcript.fired == ["100 ms  fire loss https://loss.example/l?reason=3&p=1.25"])
        #expect(
            osprey.transcript.logs.last
                == #"100 ms  log "[Osprey] Rejected the bid: its markup is not VAST (not a VAST document: the root element is <html>, not <VAST>).""#
        )
        withExtendedLifetime(ad) {}
    }
}
