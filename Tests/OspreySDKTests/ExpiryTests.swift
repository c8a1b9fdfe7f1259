import AdWorld
import OspreySDK
import Testing

/// Expiry on the SDK's clock: the bid's `exp` or the VAST `Expires`, counted from the request,
/// whichever is sooner. Presenting after it fails as expired and fires nothing; an ad that expires
/// while its screen appears (300 ms after present) counts no impression and closes.
@Suite struct ExpiryTests {
    private func present(adm: String, exp: Int?, at time: Int) -> OspreyWorld {
        let osprey = OspreyWorld(FakeAdServer(auction: .json(Payloads.bidResponse(adm: adm, mtype: 2, exp: exp))))
        let delegate = SilentDelegate()
        let ad = osprey.run {
            let ad = OspreyInterstitial(placementID: "level-end")
            ad.delegate = delegate
            ad.loadAd()
            return ad
        }
        let screen = osprey.appScreen
        osprey.advance(to: time)
        osprey.run { ad.show(from: screen) }
        osprey.advance(to: time + 1_000)
        return osprey
    }

    @Test func anImpressionJustBeforeTheBidsExp_plays() {
        let osprey = present(adm: Payloads.inLine(), exp: 30, at: 29_699)
        #expect(
            osprey.transcript.calls.suffix(2) == [
                "29699 ms  callback ospreyInterstitialWillPresent",
                "29999 ms  callback ospreyInterstitialDidRecordImpression",
            ])
    }

    /// OpenRTB's `exp` is the wait until the impression: presented 1 ms before it, the ad expires
    /// while its screen appears, so it counts no impression, bills nothing and closes.
    @Test func expiringWhileItsScreenAppears_countsNoImpression_andCloses() {
        let osprey = present(adm: Payloads.inLine(), exp: 30, at: 29_999)
        #expect(
            osprey.transcript.calls.suffix(2) == [
                "29999 ms  callback ospreyInterstitialWillPresent",
                "30299 ms  callback ospreyInterstitialDidDismiss",
            ])
        #expect(osprey.transcript.fired == ["100 ms  fire win https://win.example/n?p=1.25&imp=1&auction=osprey-1&seat=dsp-9"])
        #expect(
            osprey.transcript.logs.contains {
                $0.contains("The ad expired at 30000 ms, while its screen appeared: no impression is counted, and it closes.")
            })
    }

    @Test func atTheBidsExp_failsAsExpired_andFiresNothingButTheEarlierWin() {
        let osprey = present(adm: Payloads.inLine(), exp: 30, at: 30_000)
        #expect(
            osprey.transcript.calls == [
                "100 ms  callback ospreyInterstitialDidLoad",
                "30000 ms  callback ospreyInterstitial(didFailToPresentWith: expired)",
            ])
        #expect(osprey.transcript.fired == ["100 ms  fire win https://win.example/n?p=1.25&imp=1&auction=osprey-1&seat=dsp-9"])
    }

    @Test func theVASTExpires_sooner_wins() {
        let osprey = present(adm: Payloads.inLine(expires: 10), exp: 300, at: 10_000)
        #expect(osprey.transcript.calls.last == "10000 ms  callback ospreyInterstitial(didFailToPresentWith: expired)")
    }

    @Test func withoutExp_theDefaultHourApplies() {
        let osprey = present(adm: Payloads.inLine(), exp: nil, at: 3_599_699)
        #expect(osprey.transcript.calls.last == "3599999 ms  callback ospreyInterstitialDidRecordImpression")
        let late = present(adm: Payloads.inLine(), exp: nil, at: 3_600_000)
        #expect(late.transcript.calls.last == "3600000 ms  callback ospreyInterstitial(didFailToPresentWith: expired)")
    }

    // A hostile answer's seconds (issue #22's fuzzing): exp * 1000 past Int.max used to trap.
    @Test func anExpNearIntMax_neverExpires_insteadOfTrapping() {
        let osprey = present(adm: Payloads.inLine(), exp: Int.max, at: 5_000)
        #expect(osprey.transcript.calls.last == "5300 ms  callback ospreyInterstitialDidRecordImpression")
    }

    @Test func anExpNearIntMin_hasExpiredAlready_insteadOfTrapping() {
        let osprey = present(adm: Payloads.inLine(), exp: Int.min, at: 5_000)
        #expect(osprey.transcript.calls.last == "5000 ms  callback ospreyInterstitial(didFailToPresentWith: expired)")
    }

    @Test func aVASTExpiresNearIntMax_leavesTheBidsExp() {
        let osprey = present(adm: Payloads.inLine(expires: Int.max), exp: 30, at: 30_000)
        #expect(osprey.transcript.calls.last == "30000 ms  callback ospreyInterstitial(didFailToPresentWith: expired)")
        let early = present(adm: Payloads.inLine(expires: Int.max), exp: 30, at: 29_699)
        #expect(early.transcript.calls.last == "29999 ms  callback ospreyInterstitialDidRecordImpression")
    }

    @Test func expiry_saturatesInsteadOfOverflowing() {
        #expect(OspreySDK.expiry(30, after: 250) == 30_250)
        #expect(OspreySDK.expiry(-1, after: 250) == -750)
        #expect(OspreySDK.expiry(.max, after: 250) == .max)
        #expect(OspreySDK.expiry(.max / 1000, after: .max - 5) == .max)
        #expect(OspreySDK.expiry(.min, after: 250) == .min)
        #expect(OspreySDK.expiry(.min / 1000, after: .min + 5) == .min)
    }
}
