import Foundation

/// The payloads as the tracker ledger reads them, with readers of its own (``LedgerXML``, its own
/// JSON models, its own expiry arithmetic), never the SDK's: a bug in the SDK's readers then shows
/// as a breach instead of moving the ledger's expectations with it.
///
/// What a reader refuses (nil) is what the SDK cannot read either (VAST 4's required parts: a
/// `VAST` root, each `Ad` an `InLine` or a `Wrapper`, a Wrapper's `VASTAdTagURI`, `Expires` in
/// whole seconds): such a document owes nothing.
enum LedgerPayloads {
    struct Linear {
        var tracking: [(event: String, url: String)] = []
        var clickTracking: [String] = []
        /// The `type` of each `MediaFile` (empty when it has none).
        var mediaTypes: [String] = []

        func urls(for event: String) -> [String] { tracking.filter { $0.event == event }.map(\.url) }
    }

    enum Ad {
        case inLine(impressions: [String], errors: [String], expires: Int?, linear: Linear?)
        case wrapper(tagURI: String, impressions: [String], errors: [String], linear: Linear?)
    }

    struct VAST {
        var ads: [Ad]
        var errors: [String]
    }

    static func vast(_ text: String) -> VAST? {
        guard let xml = LedgerXML.parse(text), xml[xml.root].name == "VAST" else { return nil }
        var ads: [Ad] = []
        for ad in xml.children(xml.root, "Ad") {
            if let inLine = xml.child(ad, "InLine") {
                var expires: Int?
                if let element = xml.child(inLine, "Expires") {
                    guard let seconds = Int(xml.text(element)), seconds >= 0 else { return nil }
                    expires = seconds
                }
                ads.append(
                    .inLine(
                        impressions: urls(xml, inLine, "Impression"), errors: urls(xml, inLine, "Error"), expires: expires,
                        linear: linear(xml, inLine)))
            } else if let wrapper = xml.child(ad, "Wrapper") {
                guard let tag = xml.child(wrapper, "VASTAdTagURI"), !xml.text(tag).isEmpty else { return nil }
                ads.append(
                    .wrapper(
                        tagURI: xml.text(tag), impressions: urls(xml, wrapper, "Impression"), errors: urls(xml, wrapper, "Error"),
                        linear: linear(xml, wrapper)))
            } else {
                return nil
            }
        }
        return VAST(ads: ads, errors: urls(xml, xml.root, "Error"))
    }

    private static func urls(_ xml: LedgerXML, _ element: Int, _ name: String) -> [String] {
        xml.children(element, name).map { xml.text($0) }.filter { !$0.isEmpty }
    }

    /// The first `Creatives/Creative/Linear`.
    private static func linear(_ xml: LedgerXML, _ ad: Int) -> Linear? {
        let creatives = xml.child(ad, "Creatives").map { xml.children($0, "Creative") } ?? []
        guard let element = creatives.lazy.compactMap({ xml.child($0, "Linear") }).first else { return nil }
        var linear = Linear()
        for tracking in xml.child(element, "TrackingEvents").map({ xml.children($0, "Tracking") }) ?? [] {
            guard let event = xml.attribute(tracking, "event"), !xml.text(tracking).isEmpty else { continue }
            linear.tracking.append((event, xml.text(tracking)))
        }
        linear.clickTracking = xml.child(element, "VideoClicks").map { urls(xml, $0, "ClickTracking") } ?? []
        linear.mediaTypes = (xml.child(element, "MediaFiles").map { xml.children($0, "MediaFile") } ?? []).map {
            xml.attribute($0, "type") ?? ""
        }
        return linear
    }

    /// A Native 1.2 response's trackers: `imptrackers` and the image-pixel impression event
    /// trackers (event 1, method 1; a JavaScript tracker is no GET), the link's click trackers.
    struct Native: Decodable {
        struct Link: Decodable { var clicktrackers: [String]? }
        struct EventTracker: Decodable { var event: Int; var method: Int; var url: String? }
        var link: Link
        var imptrackers: [String]?
        var eventtrackers: [EventTracker]?

        var impressionTrackers: [String] {
            (imptrackers ?? []) + (eventtrackers ?? []).filter { $0.event == 1 && $0.method == 1 }.compactMap(\.url)
        }

        var clickTrackers: [String] { link.clicktrackers ?? [] }
    }

    /// The markup bare or wrapped in `{"native": …}`.
    static func native(_ adm: String) -> Native? {
        struct Wrapped: Decodable { var native: Native }
        let data = Data(adm.utf8)
        if let wrapped = try? JSONDecoder().decode(Wrapped.self, from: data) { return wrapped.native }
        return try? JSONDecoder().decode(Native.self, from: data)
    }

    /// An OpenRTB 2.6 bid response, the fields the ledger reads.
    struct BidResponse: Decodable {
        struct SeatBid: Decodable {
            var bid: [Bid]
            var seat: String?
        }

        struct Bid: Decodable {
            var id: String
            var impid: String
            var price: Double
            var adm: String?
            var nurl: String?
            var burl: String?
            var lurl: String?
            var exp: Int?
            var adid: String?
        }

        var id: String
        var seatbid: [SeatBid]?
        var bidid: String?
        var nbr: Int?

        /// Whether the response bids at all: no `nbr`, and a seat with a bid.
        var hasBid: Bool { nbr == nil && (seatbid ?? []).contains { !$0.bid.isEmpty } }

        /// The first bid of the first seat that has one.
        var firstBid: (bid: Bid, seat: String?)? {
            guard nbr == nil, let seat = (seatbid ?? []).first(where: { !$0.bid.isEmpty }), let bid = seat.bid.first else { return nil }
            return (bid, seat.seat)
        }

        /// The first bid for one of `imps` (the request's imp ids), with its seat.
        func bid(for imps: Set<String>) -> (bid: Bid, seat: String?)? {
            guard nbr == nil else { return nil }
            for seat in seatbid ?? [] {
                if let bid = seat.bid.first(where: { imps.contains($0.impid) }) { return (bid, seat.seat) }
            }
            return nil
        }
    }

    static func bidResponse(_ body: Data) -> BidResponse? {
        try? JSONDecoder().decode(BidResponse.self, from: body)
    }

    /// The world time `seconds` after `time` (ms), saturating instead of overflowing: an ad
    /// server may send any integer.
    static func deadline(_ seconds: Int, after time: Int) -> Int {
        let (milliseconds, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        if overflow { return seconds < 0 ? .min : .max }
        let (sum, past) = time.addingReportingOverflow(milliseconds)
        return past ? (milliseconds < 0 ? .min : .max) : sum
    }
}
