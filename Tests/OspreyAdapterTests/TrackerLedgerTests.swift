import AdReplay
import AdWorldHTTP
import Foundation
import HTTPTypes
import Testing

@testable import AdReplayOsprey

/// Each rule of ``TrackerLedger``: a session that keeps it, one that breaks it with the exact
/// sentence, and the sessions a correct SDK produces that must not read as a breach.
@Suite struct TrackerLedgerTests {
    static let track = LedgerSession.track
    static let tag = "\(LedgerSession.vast)/b1?depth=0"
    static let rule = (
        once: "ad 1: each win, billing and impression URL fires once",
        chain: "ad 1: every Impression of the wrapper chain fires",
        quartiles: "ad 1: quartiles in order, none twice",
        macros: "ad 1: no unreplaced macro in a fired URL",
        loss: "ad 1: a loss notice never with a billing notice",
        expiry: "ad 1: no impression after the bid or the VAST expires",
        noBid: "ad 1: a no-bid reaches the host as no fill"
    )

    /// An interstitial as the SDK plays it: the auction's Wrapper, its InLine fetched, the win
    /// notice, then (presented at 1000 ms) every impression and the billing notice at 1300 ms,
    /// the quartiles of both documents every 7.5 s, a tap at 2000 ms.
    static func video(exp: Int? = 1800, expires: Int? = 1800) -> LedgerSession {
        var session = LedgerSession()
        session.auction(LedgerPayload.bidResponse(exp: exp, adm: LedgerPayload.wrapper(next: tag)))
        session.get(tag, at: 100, status: .ok, body: LedgerPayload.inLine(expires: expires))
        session.get("\(track)/win?bid=b1&price=4.62", at: 120, latency: 39)
        session.host(120, .loadCompleted(.ad(.fullScreen)))
        session.host(1000, .willPresentFullScreenView)
        for layer in ["wrapper-1", "inline"] {
            session.get("\(track)/imp?bid=b1&layer=\(layer)", at: 1300, latency: layer == "inline" ? 26 : 24)
        }
        session.get("\(track)/bill?bid=b1&price=4.62", at: 1300, latency: 41)
        session.host(1300, .reportImpression)
        for (offset, event) in ["start", "firstQuartile", "midpoint", "thirdQuartile", "complete"].enumerated() {
            for layer in ["wrapper-1", "inline"] {
                // The inline's answers come first: a timeline holds them out of the order sent.
                session.get(
                    "\(track)/event?bid=b1&layer=\(layer)&e=\(event)", at: 1300 + offset * 7500, latency: layer == "inline" ? 14 : 30)
            }
        }
        session.get("\(track)/click?bid=b1&layer=wrapper-1", at: 2000)
        session.get("\(track)/click?bid=b1&layer=inline", at: 2000)
        session.host(2000, .reportClick)
        return session
    }

    /// A native ad: the win notice on load, at 2000 ms its impression trackers and billing.
    static func native() -> LedgerSession {
        var session = LedgerSession()
        session.auction(LedgerPayload.bidResponse(adm: LedgerPayload.native()))
        session.get("\(track)/win?bid=b1&price=4.62", at: 100)
        session.host(100, .loadCompleted(.ad(.fullScreen)))
        session.get("\(track)/imp?bid=b1&layer=native", at: 2000, latency: 38)
        session.get("\(track)/imp?bid=b1&layer=native-event", at: 2000, latency: 9)
        session.get("\(track)/bill?bid=b1&price=4.62", at: 2000)
        session.host(2000, .reportImpression)
        return session
    }

    @Test func correctSessions_breakNothing() {
        #expect(Self.video().breaches == [])
        #expect(Self.native().breaches == [])
    }

    // MARK: each win, billing and impression URL fires once

    @Test func firesOnce_aDuplicateImpression() {
        let session = Self.video().firing("\(Self.track)/imp?bid=b1&layer=inline", at: 1400)
        #expect(
            session.breaches == [
                "\(Self.rule.once) (1400 ms): impression \(Self.track)/imp?bid=b1&layer=inline fired 2 times (at 1300, 1400 ms)"
            ])
    }

    @Test func firesOnce_aDuplicateWinNotice() {
        let session = Self.native().firing("\(Self.track)/win?bid=b1&price=4.62", at: 100)
        #expect(
            session.breaches == [
                "\(Self.rule.once) (100 ms): win \(Self.track)/win?bid=b1&price=${AUCTION_PRICE} fired 2 times (at 100, 100 ms)"
            ])
    }

    @Test func firesOnce_winNeverFiredThoughLoaded() {
        #expect(
            Self.native().dropping("/win?").breaches == [
                "\(Self.rule.once): win \(Self.track)/win?bid=b1&price=${AUCTION_PRICE} never fired, yet the ad loaded"
            ])
    }

    @Test func firesOnce_billingNeverFiredThoughImpressed() {
        #expect(
            Self.native().dropping("/bill?").breaches == [
                "\(Self.rule.once): billing \(Self.track)/bill?bid=b1&price=${AUCTION_PRICE} never fired, yet the host recorded an impression"
            ])
    }

    /// One URL listed by two documents of the chain fires twice: once for each.
    @Test func firesOnce_aURLListedTwiceFiresTwice() {
        var session = LedgerSession()
        let inLine = LedgerPayload.inLine().replacingOccurrences(
            of: "layer=inline]]></Impression>", with: "layer=wrapper-1]]></Impression>")
        session.auction(LedgerPayload.bidResponse(adm: LedgerPayload.wrapper(next: Self.tag)))
        session.get(Self.tag, at: 100, status: .ok, body: inLine)
        session.get("\(Self.track)/imp?bid=b1&layer=wrapper-1", at: 1300)
        session.get("\(Self.track)/imp?bid=b1&layer=wrapper-1", at: 1300)
        #expect(session.breaches == [])
        #expect(
            session.firing("\(Self.track)/imp?bid=b1&layer=wrapper-1", at: 1301).breaches == [
                "each win, billing and impression URL fires once (1301 ms): impression \(Self.track)/imp?bid=b1&layer=wrapper-1, listed 2 times, fired 3 times (at 1300, 1300, 1301 ms)"
            ])
    }

    // MARK: every Impression of the wrapper chain fires

    @Test func wholeChain_theWrappersImpressionMissing() {
        #expect(
            Self.video().dropping("/imp?bid=b1&layer=wrapper-1").breaches == [
                "\(Self.rule.chain): impression \(Self.track)/imp?bid=b1&layer=wrapper-1 never fired"
            ])
    }

    @Test func wholeChain_theInLinesImpressionMissing() {
        #expect(
            Self.video().dropping("/imp?bid=b1&layer=inline").breaches == [
                "\(Self.rule.chain): impression \(Self.track)/imp?bid=b1&layer=inline (VAST document 2 of the chain) never fired"
            ])
    }

    @Test func wholeChain_aNativeEventTrackerMissing() {
        #expect(
            Self.native().dropping("layer=native-event").breaches == [
                "\(Self.rule.chain): impression \(Self.track)/imp?bid=b1&layer=native-event never fired"
            ])
    }

    /// Nothing is owed before the ad is shown: a session that ends after the load breaks nothing.
    @Test func wholeChain_noImpressionBeforeTheAdShows() {
        var session = Self.video()
        session.exchanges.removeAll { $0.requestedAt >= 1000 }
        session.host.removeAll { $0.time >= 1000 }
        #expect(session.breaches == [])
    }

    // MARK: quartiles in order, none twice

    @Test func quartiles_aRepeatedQuartile() {
        let session = Self.video().firing("\(Self.track)/event?bid=b1&layer=inline&e=midpoint", at: 16400)
        #expect(
            session.breaches == [
                "\(Self.rule.quartiles) (16400 ms): midpoint \(Self.track)/event?bid=b1&layer=inline&e=midpoint fired 2 times (at 16300, 16400 ms)"
            ])
    }

    @Test func quartiles_outOfOrder() {
        let session = Self.video().moving("layer=inline&e=thirdQuartile", to: 16000)
        #expect(
            session.breaches == [
                "\(Self.rule.quartiles) (16000 ms): thirdQuartile fired at 16000 ms, before midpoint at 16300 ms"
            ])
    }

    @Test func quartiles_aSkippedQuartile() {
        #expect(
            Self.video().dropping("layer=wrapper-1&e=firstQuartile").breaches == [
                "\(Self.rule.quartiles) (16300 ms): midpoint fired but firstQuartile never did"
            ])
    }

    /// A video closed half way fires no later quartile: nothing is skipped.
    @Test func quartiles_aVideoClosedHalfWay() {
        #expect(Self.video().dropping("e=thirdQuartile").dropping("e=complete").breaches == [])
    }

    /// Quartiles sent in one millisecond are in no order the wire can tell, whatever order
    /// their answers came in.
    @Test func quartiles_sentInOneMillisecond() {
        var session = Self.video()
        session = session.moving("layer=inline&e=firstQuartile", to: 1300).moving("layer=inline&e=midpoint", to: 1300)
        session.exchanges = session.exchanges.map { exchange in
            var exchange = exchange
            if exchange.call.url.hasSuffix("layer=inline&e=midpoint") { exchange.answeredAt = 1301 }
            return exchange
        }
        #expect(session.breaches == [])
    }

    /// A server that writes one pixel for every event: which quartile a GET was cannot be told,
    /// so none is held out of order or repeated.
    @Test func quartiles_onePixelForEveryEvent() {
        var session = LedgerSession()
        let pixel = "\(Self.track)/event?bid=b1&cb=[CACHEBUSTING]"
        let inLine = LedgerPayload.inLine().replacingOccurrences(
            of: #"\#(Self.track)/event\?bid=b1&amp;layer=inline&amp;e=[a-zA-Z]+|\#(Self.track)/event\?bid=b1&layer=inline&e=[a-zA-Z]+"#,
            with: pixel, options: .regularExpression)
        session.auction(LedgerPayload.bidResponse(adm: inLine))
        for (offset, time) in [1300, 1300, 8800, 16300, 23800].enumerated() {
            session.get("\(Self.track)/event?bid=b1&cb=0000000\(offset)", at: time)
        }
        #expect(session.breaches == [])
    }

    // MARK: no unreplaced macro in a fired URL

    @Test func macros_anErrorCodeLeft() {
        var session = Self.video()
        session.get("\(Self.track)/error?bid=b1&layer=inline&code=[ERRORCODE]", at: 1300)
        #expect(
            session.breaches == [
                "\(Self.rule.macros) (1300 ms): \(Self.track)/error?bid=b1&layer=inline&code=%5BERRORCODE%5D still holds [ERRORCODE]"
            ])
    }

    @Test func macros_anAuctionPriceLeft() {
        let session = Self.native().replacingURL("/bill?", with: "\(Self.track)/bill?bid=b1&price=${AUCTION_PRICE}")
        #expect(
            session.breaches == [
                "\(Self.rule.macros) (2000 ms): \(Self.track)/bill?bid=b1&price=$%7BAUCTION_PRICE%7D still holds ${AUCTION_PRICE}"
            ])
    }

    @Test func macros_aValueEncodedTwice() {
        var session = Self.video()
        session.get("\(Self.track)/error?bid=b1&layer=inline&code=4%2502", at: 5000)
        #expect(
            session.breaches == [
                "\(Self.rule.macros) (5000 ms): \(Self.track)/error?bid=b1&layer=inline&code=4%2502 holds a value encoded twice (4%2502)"
            ])
    }

    /// An encoded character in the server's own text is the server's business, not a macro's.
    @Test func macros_theServersOwnEncodingIsNotAValue() {
        var session = LedgerSession()
        let nurl = "\(Self.track)/win?to=https%3A%2F%2Fx.example%2F%5Bq%5D%25&p=${AUCTION_PRICE}"
        session.auction(
            LedgerPayload.bidResponse(adm: "<div></div>").replacingOccurrences(
                of: "\(Self.track)/win?bid=b1&price=${AUCTION_PRICE}", with: nurl))
        session.get("\(Self.track)/win?to=https%3A%2F%2Fx.example%2F%5Bq%5D%25&p=4.62", at: 100)
        #expect(session.breaches == [])
    }

    // MARK: a loss notice never with a billing notice

    @Test func loss_withBilling() {
        let session = Self.native().firing("\(Self.track)/loss?bid=b1&price=4.62&reason=3", at: 2500)
        #expect(
            session.breaches == [
                "\(Self.rule.loss) (2500 ms): loss \(Self.track)/loss?bid=b1&price=4.62&reason=3 and billing \(Self.track)/bill?bid=b1&price=4.62 both fired"
            ])
    }

    /// A bid whose markup the SDK rejects fires its loss notice alone.
    @Test func loss_alone() {
        var session = LedgerSession()
        session.auction(LedgerPayload.bidResponse(adm: "not VAST"))
        session.get("\(Self.track)/loss?bid=b1&price=4.62&reason=3", at: 100)
        #expect(session.breaches == [])
    }

    // MARK: no impression after the bid or the VAST expires

    @Test func expiry_afterTheBidsExp() {
        // exp 1 s from the auction request at 0: the impressions at 1300 ms are late.
        let breaches = Self.video(exp: 1).breaches
        #expect(
            breaches == [
                "\(Self.rule.expiry) (1300 ms): billing \(Self.track)/bill?bid=b1&price=4.62 fired at 1300 ms, when the ad had expired at 1000 ms (the bid's exp of 1 s)",
                "\(Self.rule.expiry) (1300 ms): impression \(Self.track)/imp?bid=b1&layer=wrapper-1 fired at 1300 ms, when the ad had expired at 1000 ms (the bid's exp of 1 s)",
                "\(Self.rule.expiry) (1300 ms): impression \(Self.track)/imp?bid=b1&layer=inline fired at 1300 ms, when the ad had expired at 1000 ms (the bid's exp of 1 s)",
            ])
    }

    /// `Expires` counts from the request of the document that carries it (the InLine, fetched at
    /// 100 ms), as the SDK counts, not from the auction.
    @Test func expiry_vastExpiresCountsFromItsFetch() {
        // Expires 2 s from the fetch at 100 ms: 2100 ms; counted from the auction it would be 2000.
        let inTime = Self.video(exp: nil, expires: 2).moving("layer=wrapper-1", to: 2050).moving("layer=inline", to: 2050).moving(
            "/bill?", to: 2050)
        #expect(inTime.breaches == [])
        #expect(
            inTime.moving("layer=inline", to: 2100).breaches == [
                "\(Self.rule.expiry) (2100 ms): impression \(Self.track)/imp?bid=b1&layer=inline fired at 2100 ms, when the ad had expired at 2100 ms (the VAST Expires of 2 s)"
            ])
    }

    /// `exp` counts from the auction's request, not its answer: an impression between the two
    /// deadlines is late.
    @Test func expiry_expCountsFromTheRequest() {
        var session = LedgerSession()
        session.auction(latency: 600, LedgerPayload.bidResponse(exp: 2, adm: LedgerPayload.native()))
        session.get("\(Self.track)/win?bid=b1&price=4.62", at: 600)
        session.host(600, .loadCompleted(.ad(.fullScreen)))
        session.get("\(Self.track)/imp?bid=b1&layer=native", at: 2300)
        session.get("\(Self.track)/imp?bid=b1&layer=native-event", at: 1999)
        #expect(
            session.breaches == [
                "\(Self.rule.expiry) (2300 ms): impression \(Self.track)/imp?bid=b1&layer=native fired at 2300 ms, when the ad had expired at 2000 ms (the bid's exp of 2 s)"
            ])
    }

    // MARK: a no-bid reaches the host as no fill

    @Test func noBid_204LoadedAnyway() {
        var session = LedgerSession()
        session.auction(status: .noContent, "")
        session.host(100, .loadCompleted(.ad(.fullScreen)))
        #expect(
            session.breaches == [
                "\(Self.rule.noBid) (100 ms): the auction answered 204 No Content at 100 ms, yet the host's load succeeded"
            ])
    }

    @Test func noBid_nbrLoadedAnyway() {
        var session = LedgerSession()
        session.auction(LedgerPayload.noBid(reason: 2))
        session.host(100, .loadCompleted(.ad(.fullScreen)))
        #expect(
            session.breaches == [
                "\(Self.rule.noBid) (100 ms): the auction answered no bid (nbr 2) at 100 ms, yet the host's load succeeded"
            ])
    }

    @Test func noBid_reachesTheHostAsAnError() {
        var session = LedgerSession()
        session.auction(LedgerPayload.noBid(reason: 2))
        session.host(
            100,
            .loadCompleted(
                .error(ErrorSummary(domain: "com.ospreyads.mediation", code: 102, description: "No ad is available for this placement."))))
        #expect(session.breaches == [])
    }

    // MARK: what a correct SDK does that must not read as a breach

    /// Two loads: the first ad's impression comes after the second auction was sent, and still
    /// counts for the first ad; the second ad, never shown, owes nothing.
    @Test func twoLoads_anEarlierAdsImpressionAfterTheNextAuction() {
        var session = LedgerSession()
        session.auction(LedgerPayload.bidResponse(bid: "b1", adm: LedgerPayload.native(bid: "b1")))
        session.get("\(Self.track)/win?bid=b1&price=4.62", at: 100)
        session.host(100, .loadCompleted(.ad(.fullScreen)), ad: 1)
        session.auction(at: 500, LedgerPayload.bidResponse(bid: "b2", adm: LedgerPayload.native(bid: "b2")))
        session.get("\(Self.track)/win?bid=b2&price=4.62", at: 600)
        session.host(600, .loadCompleted(.ad(.fullScreen)), ad: 2)
        for layer in ["native", "native-event"] { session.get("\(Self.track)/imp?bid=b1&layer=\(layer)", at: 1000) }
        session.get("\(Self.track)/bill?bid=b1&price=4.62", at: 1000)
        session.host(1000, .reportImpression, ad: 1)
        #expect(session.breaches == [])
        #expect(
            session.dropping("/bill?bid=b1").breaches == [
                "ad 1: each win, billing and impression URL fires once: billing \(Self.track)/bill?bid=b1&price=${AUCTION_PRICE} never fired, yet the host recorded an impression"
            ])
    }

    /// Two ads whose server writes one template for both, told apart by `${AUCTION_ID}`: the
    /// first shown after the second, each impression is its own ad's, and only the late one is late.
    @Test func twoLoads_oneTemplateToldApartByTheAuctionID() {
        var session = LedgerSession()
        for (number, id) in ["osprey-1", "osprey-2"].enumerated() {
            let bid = LedgerPayload.bidResponse(bid: "b\(number + 1)", exp: 10, adm: LedgerPayload.native(bid: "b\(number + 1)"))
            session.auction(at: number * 5000, id: id, bid.replacingOccurrences(of: "bid=b\(number + 1)", with: "a=${AUCTION_ID}"))
            session.get("\(Self.track)/win?a=\(id)&price=4.62", at: number * 5000 + 100)
            session.host(number * 5000 + 100, .loadCompleted(.ad(.fullScreen)), ad: number + 1)
        }
        for (time, id) in [(12000, "osprey-2"), (9000, "osprey-1")] {
            for layer in ["native", "native-event"] { session.get("\(Self.track)/imp?a=\(id)&layer=\(layer)", at: time) }
        }
        #expect(session.breaches == [])
        #expect(
            session.moving("imp?a=osprey-2&layer=native-event", to: 15000).breaches == [
                "ad 2: no impression after the bid or the VAST expires (15000 ms): impression \(Self.track)/imp?a=osprey-2&layer=native-event fired at 15000 ms, when the ad had expired at 15000 ms (the bid's exp of 10 s)"
            ])
    }

    /// Two ads whose trackers nothing tells apart: which ad an impression was for is a guess, so
    /// no deadline is held against it; the count still holds.
    @Test func twoLoads_oneTemplateNothingTellsApart() {
        var session = LedgerSession()
        for number in 0..<2 {
            session.auction(
                at: number * 5000, id: "osprey-\(number + 1)",
                LedgerPayload.bidResponse(bid: "b", exp: 10, adm: LedgerPayload.native(bid: "b")))
            session.get("\(Self.track)/win?bid=b&price=4.62", at: number * 5000 + 100)
        }
        for time in [12000, 9000] {
            for layer in ["native", "native-event"] { session.get("\(Self.track)/imp?bid=b&layer=\(layer)", at: time) }
        }
        #expect(session.breaches == [])
        #expect(
            session.firing("\(Self.track)/imp?bid=b&layer=native", at: 13000).breaches == [
                "each win, billing and impression URL fires once (13000 ms): impression \(Self.track)/imp?bid=b&layer=native fired 2 times (at 9000, 13000 ms)"
            ])
    }

    /// A tracker the server wrote with no scheme or host is no URL the SDK can send: not owed.
    @Test func aTrackerThatIsNoURL_isNotOwed() {
        var session = Self.native()
        let native = LedgerPayload.native().replacingOccurrences(
            of: "\(Self.track)/imp?bid=b1&layer=native-event", with: "/t/imp?layer=native-event")
        session.exchanges[0].outcome = .response(HTTPResponse(status: .ok), body: Data(LedgerPayload.bidResponse(adm: native).utf8))
        #expect(session.dropping("layer=native-event").breaches == [])
    }

    /// A tag URI that fails ends the chain: the SDK fires the wrapper's `Error` with 301, the load
    /// fails, and the InLine it never read owes nothing.
    @Test func aFailedVASTFetch_owesNothingPastIt() {
        var session = LedgerSession()
        session.auction(LedgerPayload.bidResponse(adm: LedgerPayload.wrapper(next: Self.tag)))
        session.get(Self.tag, at: 100, status: .internalServerError, body: LedgerPayload.inLine())
        session.get("\(Self.track)/error?bid=b1&layer=wrapper-1&code=301", at: 120)
        session.host(
            120,
            .loadCompleted(
                .error(ErrorSummary(domain: "com.ospreyads.mediation", code: 106, description: "The video ad could not be fetched."))))
        #expect(session.breaches == [])
    }

    /// A tag URI whose GET never came: the chain ends at the Wrapper, whose impression alone is owed.
    @Test func aVASTFetchNeverSent_endsTheChain() {
        var session = LedgerSession()
        session.auction(LedgerPayload.bidResponse(adm: LedgerPayload.wrapper(next: Self.tag)))
        session.get("\(Self.track)/imp?bid=b1&layer=wrapper-1", at: 1300)
        #expect(session.breaches == [])
    }

    /// Every rule `Osprey.ruleNames` names is one a session can break, and no breach names another.
    @Test func ruleNames_areTheRulesTheLedgerChecks() {
        var noBid = LedgerSession()
        noBid.auction(status: .noContent, "")
        noBid.host(100, .loadCompleted(.ad(.fullScreen)))
        var macro = Self.video()
        macro.get("\(Self.track)/error?bid=b1&layer=inline&code=[ERRORCODE]", at: 1300)
        let broken = [
            Self.native().firing("\(Self.track)/win?bid=b1&price=4.62", at: 100),
            Self.video().dropping("/imp?bid=b1&layer=wrapper-1"),
            Self.video().dropping("layer=wrapper-1&e=firstQuartile"),
            macro,
            Self.native().firing("\(Self.track)/loss?bid=b1&price=4.62&reason=3", at: 2500),
            Self.video(exp: 1),
            noBid,
            TrackerLedgerWireTests.unplayable(),
        ].map(\.rules)
        #expect(broken == Osprey.ruleNames.map { [$0] })
    }
}
