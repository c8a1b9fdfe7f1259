import AdReplay
import AdWorldHTTP
import Foundation
import HTTPTypes
import Testing

@testable import AdReplayOsprey

/// What the ledger reads on the wire beyond the owed trackers (issue 36): every wrapper tag URI
/// the SDK fetched, checked for macros left and escapes encoded twice; any stray GET encoded
/// twice; and an ad billed although its VAST had nothing the request's `video.mimes` could play.
@Suite struct TrackerLedgerWireTests {
    static let track = LedgerSession.track
    static let tagTemplate = "\(LedgerSession.vast)/b1?depth=0&cb=%5BCACHEBUSTING%5D"

    /// A wrapper whose tag URI holds `[CACHEBUSTING]`, fetched as `fetchedAs`, then its InLine
    /// played as the SDK plays it (no quartiles: they do not matter here).
    static func chain(fetchedAs url: String) -> LedgerSession {
        var session = LedgerSession()
        session.auction(LedgerPayload.bidResponse(adm: LedgerPayload.wrapper(next: tagTemplate)))
        session.get(url, at: 100, status: .ok, body: LedgerPayload.inLine())
        session.get("\(track)/win?bid=b1&price=4.62", at: 120)
        session.host(120, .loadCompleted(.ad(.fullScreen)))
        for layer in ["wrapper-1", "inline"] { session.get("\(track)/imp?bid=b1&layer=\(layer)", at: 1300) }
        session.get("\(track)/bill?bid=b1&price=4.62", at: 1300)
        session.host(1300, .reportImpression)
        return session
    }

    @Test func aTagURIWithItsMacroReplaced_keepsEveryRule() {
        #expect(Self.chain(fetchedAs: "\(LedgerSession.vast)/b1?depth=0&cb=00000001").breaches == [])
    }

    /// VAST 4.3 §1.5: the tag URI's macros are the player's to replace; the GET that still holds
    /// one is a breach (the ledger used to read only tracker GETs).
    @Test func aTagURISentWithItsMacro_isABreach() {
        let sent = "\(LedgerSession.vast)/b1?depth=0&cb=%5BCACHEBUSTING%5D"
        #expect(
            Self.chain(fetchedAs: sent).breaches == [
                "ad 1: no unreplaced macro in a fired URL (100 ms): the tag URI \(sent) still holds [CACHEBUSTING]"
            ])
    }

    /// Foundation's `URL(string:)` escapes every `%` again once a URL holds a stray one.
    @Test func anImpressionEncodedTwiceOnTheWire_isABreach() {
        var session = LedgerSession()
        let impression = "\(Self.track)/imp?bid=b1&r=https%3A%2F%2Fshop.example&d=100%"
        session.auction(
            LedgerPayload.bidResponse(
                adm: LedgerPayload.native().replacingOccurrences(of: "\(Self.track)/imp?bid=b1&layer=native\"", with: "\(impression)\"")))
        session.get("\(Self.track)/win?bid=b1&price=4.62", at: 100)
        session.host(100, .loadCompleted(.ad(.fullScreen)))
        let sent = "\(Self.track)/imp?bid=b1&r=https%253A%252F%252Fshop.example&d=100%25"
        session.get(sent, at: 2000)
        session.get("\(Self.track)/imp?bid=b1&layer=native-event", at: 2000)
        session.get("\(Self.track)/bill?bid=b1&price=4.62", at: 2000)
        session.host(2000, .reportImpression)
        #expect(
            session.breaches.contains {
                $0.hasPrefix("ad 1: no unreplaced macro in a fired URL (2000 ms): \(sent)") && $0.contains("encoded twice")
            })
    }

    @Test func aStrayGETEncodedTwice_isABreach() {
        let session = TrackerLedgerTests.native().firing("https://elsewhere.example/p?u=https%253A%252F%252Fx.example", at: 2500)
        #expect(
            session.breaches == [
                "ad 1: no unreplaced macro in a fired URL (2500 ms): https://elsewhere.example/p?u=https%253A%252F%252Fx.example holds an escape encoded twice (%25 and two hex digits)"
            ])
    }

    /// An FLV-only InLine for a request that offered video/mp4, won and billed as if it played.
    static func unplayable() -> LedgerSession {
        var session = LedgerSession()
        session.auction(mimes: ["video/mp4"], LedgerPayload.bidResponse(adm: LedgerPayload.inLine(mediaType: "video/x-flv")))
        session.get("\(track)/win?bid=b1&price=4.62", at: 100)
        session.host(100, .loadCompleted(.ad(.fullScreen)))
        session.get("\(track)/imp?bid=b1&layer=inline", at: 1300)
        session.get("\(track)/bill?bid=b1&price=4.62", at: 1300)
        session.host(1300, .reportImpression)
        return session
    }

    @Test func billingAnAdWithNoPlayableMedia_isABreach() {
        #expect(
            Self.unplayable().breaches == [
                "ad 1: no win, impression or billing for VAST with no playable media (100 ms): \(Self.track)/win?bid=b1&price=4.62 fired, yet its VAST has no MediaFile of a type the request offered (video/x-flv; offered video/mp4)"
            ])
    }

    /// The SDK's answer to such an ad: error 403 and nothing else, which keeps every rule.
    @Test func refusingAnAdWithNoPlayableMedia_keepsEveryRule() {
        var session = LedgerSession()
        session.auction(mimes: ["video/mp4"], LedgerPayload.bidResponse(adm: LedgerPayload.inLine(mediaType: "video/x-flv")))
        session.get("\(Self.track)/error?bid=b1&layer=inline&code=403", at: 100)
        session.host(
            100,
            .loadCompleted(
                .error(
                    ErrorSummary(domain: "com.ospreyads.mediation", code: 104, description: "The ad server's response could not be read.")))
        )
        #expect(session.breaches == [])
    }
}

/// VAST 4.3 asks a player to replace the macros of its list and leave other bracketed names alone.
@Suite struct TrackerLedgerUnknownMacroTests {
    @Test func aBracketedNameVASTDoesNotDefine_leftAsWritten_isNoBreach() {
        let session = TrackerLedgerTests.native().firing("https://elsewhere.example/p?partner=[PARTNER_ID]", at: 2500)
        #expect(session.breaches == [])
    }

    @Test func aVASTMacroLeft_isABreach() {
        let session = TrackerLedgerTests.native().firing("https://elsewhere.example/p?ts=[TIMESTAMP]", at: 2500)
        #expect(
            session.breaches == [
                "ad 1: no unreplaced macro in a fired URL (2500 ms): https://elsewhere.example/p?ts=%5BTIMESTAMP%5D still holds [TIMESTAMP]"
            ])
    }
}

/// Under `imp.secure: 1` the SDK does not send an `http://` tracker the answer names anyway.
@Suite struct TrackerLedgerSecureTests {
    static func native(secure: Bool) -> LedgerSession {
        var session = LedgerSession()
        let markup = LedgerPayload.native().replacingOccurrences(
            of: "\(LedgerSession.track)/imp?bid=b1&layer=native\"", with: "http://track.osprey.example/t/imp?bid=b1&layer=native\"")
        session.auction(secure: secure, LedgerPayload.bidResponse(adm: markup))
        session.get("\(LedgerSession.track)/win?bid=b1&price=4.62", at: 100)
        session.host(100, .loadCompleted(.ad(.fullScreen)))
        session.get("\(LedgerSession.track)/imp?bid=b1&layer=native-event", at: 2000)
        session.get("\(LedgerSession.track)/bill?bid=b1&price=4.62", at: 2000)
        session.host(2000, .reportImpression)
        return session
    }

    @Test func anHTTPImpressionUnderSecure_isNotOwed() {
        #expect(Self.native(secure: true).breaches == [])
    }

    @Test func anHTTPImpressionWithoutSecure_isOwed() {
        #expect(
            Self.native(secure: false).breaches == [
                "ad 1: every Impression of the wrapper chain fires: impression http://track.osprey.example/t/imp?bid=b1&layer=native never fired"
            ])
    }
}

/// OpenRTB 2.6: a bid without `adm` whose win notice answers the markup. The ledger reads that
/// markup from the win notice's answer and owes its trackers.
@Suite struct TrackerLedgerWinNoticeMarkupTests {
    static func session(impressions: Bool) -> LedgerSession {
        var session = LedgerSession()
        let response = LedgerPayload.bidResponse(adm: "X").replacingOccurrences(of: #""adm": "X", "#, with: "")
        session.auction(response)
        session.get("\(LedgerSession.track)/win?bid=b1&price=4.62", at: 100, status: .ok, body: LedgerPayload.native())
        session.host(120, .loadCompleted(.ad(.fullScreen)))
        if impressions {
            session.get("\(LedgerSession.track)/imp?bid=b1&layer=native", at: 2000)
            session.get("\(LedgerSession.track)/imp?bid=b1&layer=native-event", at: 2000)
        }
        session.get("\(LedgerSession.track)/bill?bid=b1&price=4.62", at: 2000)
        session.host(2000, .reportImpression)
        return session
    }

    @Test func itsTrackersAreOwed() {
        #expect(Self.session(impressions: true).breaches == [])
        #expect(
            Self.session(impressions: false).breaches == [
                "ad 1: every Impression of the wrapper chain fires: impression \(LedgerSession.track)/imp?bid=b1&layer=native never fired",
                "ad 1: every Impression of the wrapper chain fires: impression \(LedgerSession.track)/imp?bid=b1&layer=native-event never fired",
            ])
    }
}
