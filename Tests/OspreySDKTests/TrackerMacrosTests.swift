import Testing

@testable import OspreySDK

/// Macro replacement in fired URLs: OpenRTB's `${AUCTION_…}` and VAST's `[…]`, each value
/// percent-encoded once, nothing left unreplaced.
@Suite struct TrackerMacrosTests {
    static let request = BidRequest(id: "osprey-1", imp: [], tmax: 1500, app: .init(bundle: "b"), device: .init(), regs: nil, test: nil)

    private func macros(price: Double = 1.25, currency: String? = "EUR", seat: String? = "dsp 9") -> TrackerMacros {
        let bid = BidResponse.Bid(id: "bid-1", impid: "1", price: price, adid: "ad/7")
        return TrackerMacros(
            request: Self.request, response: BidResponse(id: "osprey-1", bidid: "r-1", cur: currency), bid: bid, seat: seat)
    }

    @Test func auctionMacros_replacedAndEncodedOnce_unknownAuctionMacrosRemoved_othersKept() {
        let url =
            "https://t.example/w?p=${AUCTION_PRICE}&c=${AUCTION_CURRENCY}&s=${AUCTION_SEAT_ID}&ad=${AUCTION_AD_ID}&b=${AUCTION_BID_ID}&l=${AUCTION_LOSS}&m=${AUCTION_MBR}&x=${OTHER}"
        #expect(
            macros().expand(url, loss: 3, cacheBuster: 1) == "https://t.example/w?p=1.25&c=EUR&s=dsp%209&ad=ad%2F7&b=r-1&l=3&m=&x=${OTHER}")
    }

    // Issue #22's fuzzing: a nurl of 20,000 `${` took 19 s to expand (each one searched to the
    // end for its `}`); a name longer than 64 characters is no macro, as the ledger reads it.
    @Test func aHundredThousandOpenings_expandInOnePass_longNamesAreNoMacros() {
        let dollars = "https://t.example/w?" + String(repeating: "${", count: 100_000) + "AUCTION_PRICE}"
        #expect(macros().expand(dollars, cacheBuster: 1) == "https://t.example/w?" + String(repeating: "${", count: 99_999) + "1.25")
        let brackets = "https://t.example/e?" + String(repeating: "[", count: 100_000) + "]"
        #expect(macros().expand(brackets, cacheBuster: 1) == brackets)
        let long =
            "https://t.example/w?p=${AUCTION_" + String(repeating: "P", count: 57) + "}&e=[" + String(repeating: "E", count: 65) + "]"
        #expect(macros().expand(long, cacheBuster: 1) == long)
        let unknown = "[" + String(repeating: "E", count: 64) + "]"
        #expect(macros().expand("x=${AUCTION_" + String(repeating: "P", count: 56) + "}&e=" + unknown, cacheBuster: 1) == "x=&e=" + unknown)
    }

    @Test func auctionLoss_withoutAReason_isRemoved() {
        #expect(macros().expand("https://t.example/l?r=${AUCTION_LOSS}", loss: nil, cacheBuster: 1) == "https://t.example/l?r=")
    }

    @Test(arguments: [(2.0, "2"), (0.1, "0.1"), (12.3456, "12.3456"), (1e-7, "1e-07")])
    func price_isTheShortestDecimal(price: Double, text: String) {
        #expect(macros(price: price).priceText == text)
    }

    /// VAST's macros the SDK does not fill are "not shared" (-2); a bracketed name VAST does not
    /// define is left as written (VAST 4.3: "do not replace all unknown macros").
    @Test func vastMacros_errorCodePlayheadCacheBusting_unfilledAreNotShared_unknownsLeft() {
        let url =
            "https://t.example/e?c=[ERRORCODE]&t=[ADPLAYHEAD]&cb=[CACHEBUSTING]&ts=[TIMESTAMP]&arr[]=1&lower=[abc]&x=[PARTNER_ID]&e=%5BERRORCODE%5D"
        #expect(
            macros().expand(url, errorCode: .wrapperLimit, playhead: 3_723_004, cacheBuster: 42)
                == "https://t.example/e?c=302&t=01%3A02%3A03.004&cb=00000042&ts=-2&arr[]=1&lower=[abc]&x=[PARTNER_ID]&e=302")
    }

    @Test func anUnclosedMacro_isLeftAsItIs() {
        #expect(
            macros().expand("https://t.example/?a=${AUCTION_PRICE&b=[ERRORCODE", cacheBuster: 1)
                == "https://t.example/?a=${AUCTION_PRICE&b=[ERRORCODE")
    }
}
