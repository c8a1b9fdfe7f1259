import AdReplay
import AdWorldHTTP
import Foundation

/// One auction as ``TrackerLedger`` reads it: what its answer owed the ad server's trackers, the
/// GETs that fired each of them, and the host's events of its ad; and the rules over them.
struct TrackerAuction {
    typealias Rule = TrackerLedger.Rule
    typealias Exchange = TrackerLedger.Exchange

    /// A tracker URL a payload names, why, and from which VAST document of the chain (0: the markup).
    struct Owed {
        var kind: TrackerKind
        var template: URLTemplate
        var level: Int
    }

    enum Answer {
        /// 204, or a 200 without a bid: why, as a breach says it.
        case noBid(String)
        case bid
        /// A failure, an error status or a body that is not a bid response: it owes nothing.
        case other
    }

    let auction: Exchange
    private(set) var answer = Answer.other
    private(set) var owed: [Owed] = []
    /// A GET that fired an owed tracker. `contested`: another auction names the URL as closely
    /// (one template for every auction, told apart by no macro value), so which ad it was for is a guess.
    struct Firing {
        var exchange: Exchange
        var contested: Bool
        var requestedAt: Int { exchange.requestedAt }
        var url: String { exchange.call.url }
    }

    /// The GETs that fired each of ``owed``, in the order they were sent.
    var firings: [[Firing]] = []
    /// The values of OpenRTB's auction macros (§4.4) this auction knows, by name: `AUCTION_ID`,
    /// `AUCTION_BID_ID`, `AUCTION_IMP_ID`, `AUCTION_SEAT_ID`, `AUCTION_AD_ID`.
    private(set) var macroValues: [Substring: String] = [:]
    private(set) var deadlines: [(time: Int, why: String)] = []
    /// The GETs of the wrappers' tag URIs, with the tag URI as the VAST wrote it.
    private(set) var tagFetches: [(exchange: Exchange, template: URLTemplate)] = []
    /// Why the ad had nothing the SDK could play (the InLine's media types against the request's
    /// `video.mimes`); nil when it had, or was not VAST.
    private(set) var unplayable: String?
    /// The load of this auction, as the host numbers its ads, and the host's events of it.
    var ad: Int?
    var host: [ContractCheck.Event] = []

    /// Reads the auction `sent[index]` and the VAST documents its wrappers led to, each fetched by
    /// the first GET of its tag URI after the auction that no earlier auction's chain took; the
    /// indices of those GETs are added to `fetched`.
    init(_ sent: [Exchange], at index: Int, fetched: inout Set<Int>) {
        auction = sent[index]
        defer { firings = Array(repeating: [], count: owed.count) }
        guard case .response(let head, let body) = auction.outcome else { return }
        if head.status.code == 204 { answer = .noBid("answered 204 No Content"); return }
        guard head.status.code == 200, let response = LedgerPayloads.bidResponse(body) else { return }
        guard response.hasBid else {
            answer = .noBid(response.nbr.map { "answered no bid (nbr \($0))" } ?? "answered no bid")
            return
        }
        // The bid for the request's imp, as the SDK picks it; failing one, the first bid (an SDK
        // that takes a bid it should refuse still owes what that bid names).
        let request = try? JSONDecoder().decode(RequestID.self, from: auction.call.body)
        let imps = Set(request?.imp?.compactMap(\.id) ?? [])
        guard let (bid, seat) = response.bid(for: imps) ?? response.firstBid else { return }
        answer = .bid
        mimes = request?.imp?.first?.video?.mimes ?? []
        secure = request?.imp?.first?.secure == 1
        let values: [(Substring, String?)] = [
            ("AUCTION_ID", request?.id), ("AUCTION_BID_ID", response.bidid), ("AUCTION_IMP_ID", bid.impid),
            ("AUCTION_SEAT_ID", seat), ("AUCTION_AD_ID", bid.adid),
        ]
        for case (let name, let value?) in values { macroValues[name] = value }
        owe(.win, bid.nurl.map { [$0] } ?? [], level: 0)
        owe(.billing, bid.burl.map { [$0] } ?? [], level: 0)
        owe(.loss, bid.lurl.map { [$0] } ?? [], level: 0)
        if let exp = bid.exp { deadlines.append((LedgerPayloads.deadline(exp, after: auction.requestedAt), "the bid's exp of \(exp) s")) }
        // Markup delivered by the win notice (OpenRTB 2.6): the body of the first GET of the nurl.
        guard let adm = bid.adm ?? winNoticeMarkup(bid.nurl, sent, after: index) else { return }
        if let document = LedgerPayloads.vast(adm) {
            readChain(document, sent, after: index, fetched: &fetched)
        } else if let native = LedgerPayloads.native(adm) {
            owe(.impression, native.impressionTrackers, level: 0)
            owe(.click, native.clickTrackers, level: 0)
        }
    }

    /// The markup the win notice answered, for a bid without `adm`: the body of the first GET of
    /// its `nurl` after the auction, answered 200.
    private func winNoticeMarkup(_ nurl: String?, _ sent: [Exchange], after index: Int) -> String? {
        guard let nurl else { return nil }
        let template = URLTemplate(nurl)
        guard
            let win = sent.indices.first(where: { $0 > index && sent[$0].call.head.method == .get && template.matches(sent[$0].call.url) }),
            case .response(let head, let body) = sent[win].outcome, head.status.code == 200, !body.isEmpty
        else { return nil }
        return String(decoding: body, as: UTF8.self)
    }

    /// Whether `url` can be `template` of this auction: every auction macro this auction knows
    /// the value of holds that value (percent-encoded or not).
    func agrees(_ template: URLTemplate, _ url: String) -> Bool {
        template.namedValues(in: url).allSatisfy { name, value in
            guard let known = macroValues[name] else { return true }
            return value == known || value.removingPercentEncoding == known
        }
    }

    /// Owes each of `urls` that the SDK could send: one with no scheme or host is the server's mistake.
    private mutating func owe(_ kind: TrackerKind, _ urls: [String], level: Int) {
        owed += urls.filter {
            URL(string: $0).map { $0.scheme != nil && $0.host != nil && !(secure && $0.scheme?.lowercased() == "http") } ?? false
        }
        .map { Owed(kind: kind, template: URLTemplate($0), level: level) }
    }

    /// The wrapper chain from the bid's VAST to where it ends: an InLine, a document with no ad,
    /// a tag URI never fetched, fetched twice in the chain, or answered with something else than
    /// VAST. `Expires` counts from the request of the document that carries it, as the SDK counts.
    private mutating func readChain(_ markup: LedgerPayloads.VAST, _ sent: [Exchange], after auctionIndex: Int, fetched: inout Set<Int>) {
        var document = markup
        var requestedAt = auction.requestedAt
        var level = 0
        var tagURIs = Set<String>()
        while true {
            owe(.error, document.errors, level: level)
            guard let ad = document.ads.first else { return }
            let linear: LedgerPayloads.Linear?
            var tagURI: String?
            switch ad {
            case .inLine(let impressions, let errors, let expires, let inLineLinear):
                owe(.impression, impressions, level: level)
                owe(.error, errors, level: level)
                linear = inLineLinear
                let types = inLineLinear?.mediaTypes ?? []
                if !mimes.isEmpty, !types.contains(where: { type in mimes.contains { $0.caseInsensitiveCompare(type) == .orderedSame } }) {
                    let named = Set(types.map { $0.isEmpty ? "no type" : $0 }).sorted().joined(separator: ", ")
                    unplayable =
                        "its VAST has no MediaFile of a type the request offered (\(named.isEmpty ? "none" : named); offered \(mimes.joined(separator: ", ")))"
                }
                if let expires {
                    deadlines.append((LedgerPayloads.deadline(expires, after: requestedAt), "the VAST Expires of \(expires) s"))
                }
            case .wrapper(let uri, let impressions, let errors, let wrapperLinear):
                owe(.impression, impressions, level: level)
                owe(.error, errors, level: level)
                linear = wrapperLinear
                tagURI = uri
            }
            for event in TrackerKind.quartiles { owe(event, linear?.urls(for: event.rawValue) ?? [], level: level) }
            owe(.click, linear?.clickTracking ?? [], level: level)
            // The tag URI as a template: the SDK replaces its macros (VAST 4.3 §1.5) before the GET.
            guard let tagURI, tagURIs.insert(tagURI).inserted else { return }
            let template = URLTemplate(tagURI)
            guard
                let fetch = sent.indices.first(where: { index in
                    index > auctionIndex && !fetched.contains(index) && sent[index].call.head.method == .get
                        && template.matches(sent[index].call.url)
                })
            else { return }
            fetched.insert(fetch)
            tagFetches.append((sent[fetch], template))
            guard case .response(let head, let body) = sent[fetch].outcome, head.status.code == 200,
                let next = LedgerPayloads.vast(String(decoding: body, as: UTF8.self))
            else { return }
            document = next
            requestedAt = sent[fetch].requestedAt
            level += 1
        }
    }

    /// The fields of the bid request the ledger reads: its id and the video MIME types offered.
    private struct RequestID: Decodable {
        struct Imp: Decodable { var id: String?; var video: Video?; var secure: Int? }
        struct Video: Decodable { var mimes: [String]? }
        var id: String
        var imp: [Imp]?
    }

    /// The request's `imp[0].video.mimes`.
    private var mimes: [String] = []
    /// The request's `imp[0].secure` is 1: markup must use https only, and an `http://` URL the
    /// answer names anyway is not owed (an SDK under App Transport Security cannot send it).
    private var secure = false
}
