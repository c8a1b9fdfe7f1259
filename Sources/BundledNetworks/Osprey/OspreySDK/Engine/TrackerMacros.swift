import Foundation

/// The values a tracker URL's macros are replaced with, and the replacing: OpenRTB's
/// `${AUCTION_…}` macros (§4.4) and VAST's `[…]` macros, each value percent-encoded once.
///
/// An `${AUCTION_…}` macro the SDK has no value for is removed, as OpenRTB says for an unset
/// optional value; a macro of VAST 4's list (``vastNames``) the SDK does not fill becomes -2 ("not
/// shared"); a bracketed name VAST does not define is left as written, as VAST 4.3 asks ("do not
/// replace all unknown macros", only those of its list a player does not implement).
struct TrackerMacros {
    var auctionID: String
    var bidID: String?
    var impID: String
    var seatID: String?
    var adID: String?
    var price: Double
    var currency: String

    init(request: BidRequest, response: BidResponse, bid: BidResponse.Bid, seat: String?) {
        auctionID = request.id
        bidID = response.bidid
        impID = bid.impid
        seatID = seat
        adID = bid.adid
        price = bid.price
        currency = response.cur ?? "USD"
    }

    /// The price as `${AUCTION_PRICE}` carries it: the shortest decimal that reads back as the price.
    var priceText: String {
        price == price.rounded() && abs(price) < 1e15 ? String(Int(price)) : String(price)
    }

    /// `url` with every macro replaced. `loss`: the loss reason for `${AUCTION_LOSS}`;
    /// `errorCode`: the VAST error for `[ERRORCODE]`; `playhead`: the video position in ms for
    /// `[ADPLAYHEAD]`; `cacheBuster`: a number unique to the firing, for `[CACHEBUSTING]`.
    func expand(_ url: String, loss: Int? = nil, errorCode: VASTErrorCode? = nil, playhead: Int? = nil, cacheBuster: Int) -> String {
        let auction = Self.replace(in: url, open: "${", close: "}") { name in
            guard name.hasPrefix("AUCTION_") else { return nil }
            if name == "AUCTION_LOSS" { return loss.map { String($0) } ?? "" }
            return auctionValue(name) ?? ""
        }
        let vast = { (name: String) -> String? in
            guard !name.isEmpty, name.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" }), name.first?.isLetter == true else {
                return nil
            }
            switch name {
            case "ERRORCODE": return errorCode.map { String($0.rawValue) } ?? "-2"
            case "ADPLAYHEAD", "CONTENTPLAYHEAD", "MEDIAPLAYHEAD": return playhead.map(Self.timecode) ?? "-2"
            case "CACHEBUSTING": return String(format: "%08ld", cacheBuster % 100_000_000)
            default: return Self.vastNames.contains(name) ? "-2" : nil
            }
        }
        // A macro is also read with its brackets percent-encoded (`%5BERRORCODE%5D`): a URL a
        // schema types `anyURI` cannot hold a bare `[`, so an ad server may send it so.
        let bracketed = Self.replace(in: auction, open: "[", close: "]", value: vast)
        return Self.replace(in: Self.replace(in: bracketed, open: "%5B", close: "%5D", value: vast), open: "%5b", close: "%5d", value: vast)
    }

    private func auctionValue(_ name: String) -> String? {
        switch name {
        case "AUCTION_ID": auctionID
        case "AUCTION_BID_ID": bidID
        case "AUCTION_IMP_ID": impID
        case "AUCTION_SEAT_ID": seatID
        case "AUCTION_AD_ID": adID
        case "AUCTION_PRICE": priceText
        case "AUCTION_CURRENCY": currency
        default: nil
        }
    }

    /// The macros VAST 4.x defines (IAB Tech Lab's macro list, `vast4macros/data/macros-data.json`).
    static let vastNames: Set<String> = [
        "ADCATEGORIES", "ADCOUNT", "ADPLAYHEAD", "ADSERVINGID", "ADTYPE", "APIFRAMEWORKS", "APPBUNDLE", "ASSETURI", "BLOCKEDADCATEGORIES",
        "BREAKMAXADLENGTH", "BREAKMAXADS", "BREAKMAXDURATION", "BREAKMINADLENGTH", "BREAKPOSITION", "CACHEBUSTING", "CLICKPOS", "CLICKTYPE",
        "CLIENTUA", "CONTENTCAT", "CONTENTID", "CONTENTPLAYHEAD", "CONTENTURI", "DEVICEIP", "DEVICEUA", "DOMAIN", "DSAPARAMS",
        "DSAPUBRENDER", "DSAREQUIRED", "ERRORCODE", "EXTENSIONS", "GDPRCONSENT", "GPPSECTIONID", "GPPSTRING", "IFA", "IFATYPE",
        "INVENTORYSTATE", "LATLONG", "LIMITADTRACKING", "MEDIAMIME", "MEDIAPLAYHEAD", "OMIDPARTNER", "PAGEURL", "PLACEMENTTYPE",
        "PLAYBACKMETHODS", "PLAYERCAPABILITIES", "PLAYERSIZE", "PLAYERSTATE", "PODSEQUENCE", "REASON", "REGULATIONS", "SERVERSIDE",
        "SERVERUA", "STOREID", "STOREURL", "TIMESTAMP", "TRANSACTIONID", "UNIVERSALADID", "VASTVERSIONS", "VERIFICATIONVENDORS",
    ]

    /// The loss-reason codes (OpenRTB 2.6 list "Loss Reason Codes") the SDK reports.
    enum LossReason {
        static let invalidBidResponse = 3
        static let missingMarkup = 7
    }

    /// `HH:MM:SS.mmm`.
    static func timecode(_ milliseconds: Int) -> String {
        let total = max(0, milliseconds)
        return String(format: "%02ld:%02ld:%02ld.%03ld", total / 3_600_000, total / 60_000 % 60, total / 1000 % 60, total % 1000)
    }

    /// The longest macro name read (the tracker ledger's bound too). It also keeps a hostile URL
    /// of a hundred thousand `[`s linear: each one looks this far for its `]`, not to the end.
    static let longestName = 64

    /// Replaces each `open NAME close` for which `value` answers, percent-encoding the answer.
    private static func replace(in text: String, open: String, close: String, value: (String) -> String?) -> String {
        var result = ""
        var rest = text[...]
        while let start = rest.range(of: open) {
            result += rest[..<start.lowerBound]
            let afterOpen = rest[start.upperBound...]
            guard let end = afterOpen.prefix(longestName + close.count).range(of: close) else {
                result += open
                rest = afterOpen
                continue
            }
            let name = String(afterOpen[..<end.lowerBound])
            if let replacement = value(name) {
                result += percentEncoded(replacement)
                rest = afterOpen[end.upperBound...]
            } else {
                result += open
                rest = afterOpen
            }
        }
        return result + rest
    }

    /// `value` with everything but RFC 3986's unreserved characters percent-encoded, as
    /// `encodeURIComponent` does, so that a value is encoded exactly once.
    static func percentEncoded(_ value: String) -> String {
        var encoded = ""
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.append(Character(Unicode.Scalar(byte)))
            default:
                encoded += String(format: "%%%02X", byte)
            }
        }
        return encoded
    }
}
