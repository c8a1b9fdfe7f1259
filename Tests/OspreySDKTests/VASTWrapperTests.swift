import AdWorld
import OspreySDK
import Testing

/// Wrapper chains: each tag URI fetched through the seam, every level's trackers fired, at most
/// five wrappers, no loops, and the VAST error fired to every `Error` URL seen.
@Suite struct VASTWrapperTests {
    /// A server whose bid's VAST is wrapper w1 pointing at tag 1, tag n answering `documents[n-1]`.
    private func osprey(_ documents: [FakeAdServer.Reply]) -> OspreyWorld {
        var routes: [String: FakeAdServer.Reply] = [:]
        for (index, document) in documents.enumerated() { routes[Payloads.vastURL(index + 1)] = document }
        let adm = Payloads.wrapper("w1", next: Payloads.vastURL(1))
        return OspreyWorld(FakeAdServer(auction: .json(Payloads.bidResponse(adm: adm, mtype: 2)), routes: routes))
    }

    /// Loads an interstitial, shows it at 1000 ms, taps it at 2000 ms, and lets it play out.
    private func play(_ osprey: OspreyWorld) {
        let delegate = SilentDelegate()
        let ad = osprey.run {
            let ad = OspreyInterstitial(placementID: "level-end")
            ad.delegate = delegate
            ad.loadAd()
            return ad
        }
        let screen = osprey.appScreen
        osprey.advance(to: 1_000)
        osprey.run { ad.show(from: screen) }
        osprey.advance(to: 2_000)
        osprey.tapScreen()
        osprey.advance(to: 30_000)
    }

    /// The load's callbacks: the present that `play` tries after a failed load is left out.
    private func loadCalls(_ osprey: OspreyWorld) -> [String] {
        osprey.transcript.calls.filter { !$0.contains("didFailToPresentWith") }
    }

    @Test func twoWrappers_fetchedInTurn_andEveryLevelsTrackersFire_outermostFirst() {
        let osprey = osprey([.json(Payloads.wrapper("w2", next: Payloads.vastURL(2)), latency: 50), .json(Payloads.inLine(), latency: 50)])
        play(osprey)
        #expect(osprey.transcript.calls.prefix(1) == ["200 ms  callback ospreyInterstitialDidLoad"])
        #expect(
            osprey.transcript.fired.filter { !$0.contains("Quartile") && !$0.contains("midpoint") } == [
                "200 ms  fire win https://win.example/n?p=1.25&imp=1&auction=osprey-1&seat=dsp-9",
                "1300 ms  fire impression https://track.example/w1/imp",
                "1300 ms  fire impression https://track.example/w2/imp",
                "1300 ms  fire impression https://track.example/inline/imp?cb=00000006",
                "1300 ms  fire billing https://bill.example/b?p=1.25&cur=USD",
                "1300 ms  fire start https://track.example/w1/start",
                "1300 ms  fire start https://track.example/w2/start",
                "1300 ms  fire start https://track.example/inline/start",
                "2000 ms  fire click https://track.example/w1/click",
                "2000 ms  fire click https://track.example/w2/click",
                "2000 ms  fire click https://track.example/inline/click?p=1.25",
                "21300 ms  fire complete https://track.example/w1/complete",
                "21300 ms  fire complete https://track.example/w2/complete",
                "21300 ms  fire complete https://track.example/inline/complete",
            ])
        #expect(osprey.server.gets.prefix(2) == [Payloads.vastURL(1), Payloads.vastURL(2)])
    }

    @Test func fiveWrappers_isTheLimit_andStillPlays() {
        let documents =
            (2...5).map { FakeAdServer.Reply.json(Payloads.wrapper("w\($0)", next: Payloads.vastURL($0))) } + [.json(Payloads.inLine())]
        let osprey = osprey(documents)
        play(osprey)
        #expect(osprey.transcript.calls.first == "600 ms  callback ospreyInterstitialDidLoad")
        #expect(osprey.transcript.fired.filter { $0.contains(" impression ") }.count == 6)
    }

    @Test func aSixthWrapper_isError302_firedToEveryErrorURLOfTheChain_withoutFetchingIt() {
        let documents = (2...6).map { FakeAdServer.Reply.json(Payloads.wrapper("w\($0)", next: Payloads.vastURL($0))) }
        let osprey = osprey(documents)
        play(osprey)
        #expect(
            osprey.transcript.calls == [
                "600 ms  callback ospreyInterstitial(didFailWith: wrapperLimit)",
                "1000 ms  callback ospreyInterstitial(didFailToPresentWith: notReady)",
            ])
        #expect(osprey.transcript.fired == (1...6).map { "600 ms  fire error https://track.example/w\($0)/error?code=302" })
        // Tags 1 to 5 were fetched; the sixth wrapper's tag was not, and no win notice went out.
        #expect(osprey.server.gets.prefix(5) == ArraySlice((1...5).map(Payloads.vastURL)))
        #expect(!osprey.server.gets.contains(Payloads.vastURL(6)))
        #expect(!osprey.server.gets.contains { $0.contains("win.example") })
    }

    @Test func aLoop_isError302_assoonAsItComesBack() {
        let osprey = osprey([
            .json(Payloads.wrapper("w2", next: Payloads.vastURL(2))), .json(Payloads.wrapper("w3", next: Payloads.vastURL(1))),
        ])
        play(osprey)
        #expect(loadCalls(osprey) == ["300 ms  callback ospreyInterstitial(didFailWith: wrapperLimit)"])
        #expect(osprey.transcript.fired == (1...3).map { "300 ms  fire error https://track.example/w\($0)/error?code=302" })
        #expect(osprey.transcript.logs.contains(#"300 ms  log "[Osprey] The VAST wrappers loop back to https://vast.example/tag/1.""#))
    }

    @Test(arguments: [
        (FakeAdServer.Reply.status(404), 200, "wrapperFailed", 301),
        (.failure(.cannotConnect), 200, "wrapperFailed", 301),
        (.json(Payloads.inLine(), latency: 2_500), 2_100, "wrapperFailed", 301),
        (.json("<VAST><Ad><Wrapper>"), 200, "invalidResponse", 100),
        (.json(#"<VAST version="4.2"><Ad><Wrapper/></Ad></VAST>"#), 200, "invalidResponse", 101),
        (.json(#"<VAST version="4.2"/>"#), 200, "noFill", 303),
    ])
    func aWrapperThatLeadsNowhere_firesItsVASTError(document: FakeAdServer.Reply, time: Int, error: String, code: Int) {
        let osprey = osprey([document])
        play(osprey)
        #expect(loadCalls(osprey) == ["\(time) ms  callback ospreyInterstitial(didFailWith: \(error))"])
        #expect(osprey.transcript.fired == ["\(time) ms  fire error https://track.example/w1/error?code=\(code)"])
    }

    @Test func anInLineWithoutALinearCreative_isError400() {
        let inLine =
            #"<VAST version="4.2"><Ad><InLine><Impression>https://t.example/i</Impression><Error>https://t.example/e?c=[ERRORCODE]</Error></InLine></Ad></VAST>"#
        let osprey = osprey([.json(inLine)])
        play(osprey)
        #expect(
            osprey.transcript.fired == [
                "200 ms  fire error https://track.example/w1/error?code=400",
                "200 ms  fire error https://t.example/e?c=400",
            ])
    }
}
