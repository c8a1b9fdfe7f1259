import Foundation

/// An OpenRTB 2.6 bid response: bids grouped by seat, or a no-bid with its reason (`nbr`).
///
/// ```swift
/// let response = try BidResponse.parse(Data(#"{"id":"osprey-1","nbr":2}"#.utf8))
/// response.nbr            // 2
/// response.firstBid       // nil
/// ```
public struct BidResponse: Codable, Hashable, Sendable {
    /// The id of the bid request this answers.
    public var id: String
    public var seatbid: [SeatBid]?
    /// The bidder's id for this response, the `${AUCTION_BID_ID}` macro.
    public var bidid: String?
    /// ISO 4217 currency of the prices; USD when absent.
    public var cur: String?
    /// The reason for not bidding; any value means no bid.
    public var nbr: Int?

    public init(id: String, seatbid: [SeatBid]? = nil, bidid: String? = nil, cur: String? = nil, nbr: Int? = nil) {
        self.id = id
        self.seatbid = seatbid
        self.bidid = bidid
        self.cur = cur
        self.nbr = nbr
    }

    public struct SeatBid: Codable, Hashable, Sendable {
        public var bid: [Bid]
        public var seat: String?
        public init(bid: [Bid], seat: String? = nil) { self.bid = bid; self.seat = seat }
    }

    public struct Bid: Codable, Hashable, Sendable {
        public var id: String
        public var impid: String
        /// CPM, in ``BidResponse/cur``.
        public var price: Double
        /// The markup: HTML for a banner, VAST XML for video, Native 1.2 JSON for native.
        public var adm: String?
        /// Win notice, fired when the ad loads.
        public var nurl: String?
        /// Billing notice, fired with the impression.
        public var burl: String?
        /// Loss notice, fired when the SDK rejects the bid.
        public var lurl: String?
        /// Seconds the bid stays valid after the auction.
        public var exp: Int?
        /// Markup type: 1 banner, 2 video, 3 audio, 4 native.
        public var mtype: Int?
        public var w: Int?
        public var h: Int?
        public var adomain: [String]?
        public var crid: String?
        public var adid: String?

        public init(
            id: String, impid: String, price: Double, adm: String? = nil, nurl: String? = nil, burl: String? = nil,
            lurl: String? = nil, exp: Int? = nil, mtype: Int? = nil, w: Int? = nil, h: Int? = nil,
            adomain: [String]? = nil, crid: String? = nil, adid: String? = nil
        ) {
            self.id = id
            self.impid = impid
            self.price = price
            self.adm = adm
            self.nurl = nurl
            self.burl = burl
            self.lurl = lurl
            self.exp = exp
            self.mtype = mtype
            self.w = w
            self.h = h
            self.adomain = adomain
            self.crid = crid
            self.adid = adid
        }
    }

    /// The first bid of the first seat that has one, with its seat; nil for a no-bid.
    public var firstBid: (bid: Bid, seat: String?)? {
        guard nbr == nil else { return nil }
        for seat in seatbid ?? [] {
            if let bid = seat.bid.first { return (bid, seat.seat) }
        }
        return nil
    }

    /// Decodes a response body. Throws Foundation's `DecodingError` for anything that is not an
    /// OpenRTB bid response (not JSON, a required field missing or of the wrong type).
    public static func parse(_ body: Data) throws -> BidResponse {
        try JSONDecoder().decode(BidResponse.self, from: body)
    }
}
