import AdWorld
import AdWorldHTTP
import NeutralUI
import OspreySDK
import Testing

/// What each answer of the auction comes to, through a banner's delegate: 204 and `nbr` are no
/// fill, 5xx a server error, a body that is not a bid response an invalid response, a transport
/// failure a network error, and no answer within `tmax` a timeout.
@Suite struct AuctionOutcomeTests {
    /// Loads a banner against `auction` and returns its delegate calls up to `time`.
    private func bannerCalls(_ auction: FakeAdServer.Reply, until time: Int = 5_000) -> (calls: [String], osprey: OspreyWorld) {
        let osprey = OspreyWorld(FakeAdServer(auction: auction))
        let delegate = SilentDelegate()
        let banner = osprey.run {
            let banner = OspreyBannerView(placementID: "home-top", size: CGSize(width: 320, height: 50))
            banner.delegate = delegate
            banner.loadAd()
            return banner
        }
        osprey.advance(to: time)
        withExtendedLifetime((banner, delegate)) {}
        return (osprey.transcript.calls, osprey)
    }

    @Test(arguments: [
        (FakeAdServer.Reply.status(204), "noFill"),
        (.json(#"{"id":"osprey-1","nbr":2}"#), "noFill"),
        (.json(#"{"id":"osprey-1","seatbid":[]}"#), "noFill"),
        (.json(#"{"id":"osprey-1","seatbid":[{"bid":[]}]}"#), "noFill"),
        (.status(500, "upstream failed"), "serverError"),
        (.status(503), "serverError"),
        (.status(400, "bad request"), "serverError"),
        (.json(#"{"id":"osprey-1","seatbid":[{"bid":[{"id":"b","impid":"1","price":"#), "invalidResponse"),
        (.json("<html>gateway</html>"), "invalidResponse"),
        (.json(#"{"seatbid":[]}"#), "invalidResponse"),
        (.failure(.cannotConnect), "networkError"),
        (.failure(.timedOut), "timeout"),
    ])
    func failure_reachesTheDelegateOnce_whenTheAnswerArrives(auction: FakeAdServer.Reply, error: String) {
        let (calls, osprey) = bannerCalls(auction)
        #expect(calls == ["100 ms  callback ospreyBanner(didFailWith: \(error))"])
        #expect(osprey.server.gets.isEmpty)
    }

    @Test func noAnswerWithinTmax_timesOutAtTmax_andTheLateAnswerIsIgnored() {
        let (calls, osprey) = bannerCalls(.json(Payloads.bidResponse(adm: Payloads.bannerMarkup, mtype: 1), latency: 1_600))
        #expect(calls == ["1500 ms  callback ospreyBanner(didFailWith: timeout)"])
        // The answer still arrives (the seam saw it), but nothing follows it: no win notice, no load.
        #expect(osprey.transcript.lines.contains { $0.hasPrefix("1600 ms  answer POST https://ads.osprey.example/openrtb2/auction") })
        #expect(osprey.server.gets.isEmpty)
    }

    @Test func anAnswerJustBeforeTmax_loads() {
        let (calls, _) = bannerCalls(.json(Payloads.bidResponse(adm: Payloads.bannerMarkup, mtype: 1), latency: 1_499))
        #expect(calls.first == "1499 ms  callback ospreyBannerDidLoad")
    }

    @Test func anAnswerAtTmaxItself_isLate() {
        let (calls, _) = bannerCalls(.json(Payloads.bidResponse(adm: Payloads.bannerMarkup, mtype: 1), latency: 1_500))
        #expect(calls == ["1500 ms  callback ospreyBanner(didFailWith: timeout)"])
    }

    /// A bid without `adm` has its markup fetched from the win notice (OpenRTB 2.6); one whose win
    /// notice answers nothing is rejected with loss reason 7.
    @Test func aBidWithoutMarkup_whoseWinNoticeBringsNone_isRejected_firingItsLossNoticeWithReason7() {
        let (calls, osprey) = bannerCalls(.json(Payloads.bidResponse(adm: nil, mtype: 1)))
        #expect(calls == ["120 ms  callback ospreyBanner(didFailWith: invalidResponse)"])
        #expect(
            osprey.transcript.fired == [
                "100 ms  fire win https://win.example/n?p=1.25&imp=1&auction=osprey-1&seat=dsp-9",
                "120 ms  fire loss https://loss.example/l?reason=7&p=1.25",
            ])
    }
}
