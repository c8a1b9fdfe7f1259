import Foundation

/// The bid response as a test reads it.
struct DecodedResponse: Decodable, Equatable {
    struct SeatBid: Decodable, Equatable {
        var bid: [Bid]
        var seat: String?
    }

    struct Bid: Decodable, Equatable {
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

    var id: String
    var seatbid: [SeatBid]?
    var cur: String?
    var nbr: Int?

    var bid: Bid? { seatbid?.first?.bid.first }

    static func decode(_ data: Data) throws -> DecodedResponse {
        try JSONDecoder().decode(DecodedResponse.self, from: data)
    }
}

/// The Native 1.2 response in a native bid's `adm`.
struct DecodedNative: Decodable {
    struct Asset: Decodable {
        var id: Int
        var title: Title?
        var img: Image?
        var data: DataValue?
    }
    struct Title: Decodable { var text: String }
    struct Image: Decodable { var type: Int?; var url: String; var w: Int; var h: Int }
    struct DataValue: Decodable { var type: Int?; var value: String }
    struct Link: Decodable { var url: String; var clicktrackers: [String] }
    struct EventTracker: Decodable { var event: Int; var method: Int; var url: String }

    var ver: String
    var assets: [Asset]
    var link: Link
    var imptrackers: [String]
    var eventtrackers: [EventTracker]
}
