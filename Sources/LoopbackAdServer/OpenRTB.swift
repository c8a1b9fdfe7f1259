/// The part of an OpenRTB 2.6 bid request the server reads, and the bid response it writes
/// (IAB Tech Lab, OpenRTB 2.6 §3.2 and §4.2). Optional fields left nil are not written.
enum OpenRTB {
    struct BidRequest: Decodable {
        var id: String
        var imp: [Imp]
        var tmax: Int?
        var cur: [String]?
    }

    struct Imp: Decodable {
        var id: String
        var banner: Banner?
        var video: Video?
        var native: Native?
        var rwdd: Int?
        var instl: Int?
        var bidfloor: Double?
    }

    struct Banner: Decodable {
        var w: Int?
        var h: Int?
        var format: [Format]?
    }

    struct Format: Decodable {
        var w: Int?
        var h: Int?
    }

    struct Video: Decodable {
        var w: Int?
        var h: Int?
        var minduration: Int?
        var protocols: [Int]?
        var maxduration: Int?
    }

    struct Native: Decodable {
        /// The Native 1.2 request, itself JSON in a string.
        var request: String?
    }

    struct BidResponse: Encodable {
        var id: String
        var seatbid: [SeatBid]?
        var bidid: String?
        var cur: String?
        var nbr: Int?
    }

    struct SeatBid: Encodable {
        var bid: [Bid]
        var seat: String
    }

    struct Bid: Encodable {
        var id: String
        var impid: String
        var price: Double
        var adm: String
        var nurl: String
        var burl: String
        var lurl: String
        var adomain: [String]
        var crid: String
        var w: Int?
        var h: Int?
        var exp: Int
        var mtype: Int
    }
}
