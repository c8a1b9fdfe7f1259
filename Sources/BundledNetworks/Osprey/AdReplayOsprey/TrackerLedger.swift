import AdReplay
import AdWorldHTTP
import Foundation
import HTTPTypes

/// What an Osprey session owed the ad server's trackers, read from what the server answered, set
/// against the GETs the SDK sent: checked on every record and replay, whatever the fixture says.
///
/// Each auction's bid names the win, billing and loss notices (`nurl`, `burl`, `lurl`) and its
/// expiry (`exp`); its VAST markup, and each document its wrappers led to (followed by their tag
/// URIs through the GETs that fetched them), names the impressions, quartiles, clicks, errors and
/// the VAST expiry (`Expires`); a native markup names its impression and click trackers. A GET
/// belongs to the auction requested before it whose payloads name the URL most closely, so an
/// earlier ad's impression after a later auction is still the earlier ad's. Firings are ordered
/// by when the SDK sent them, not when they were answered.
struct TrackerLedger {
    /// One exchange of the SDK's seam, as the timeline holds it.
    struct Exchange {
        var requestedAt: Int
        var answeredAt: Int
        var call: HTTPCall
        var outcome: HTTPOutcome
    }

    /// The rules, by the name a breach and a bug report carry (``Osprey/ruleNames``).
    enum Rule: String, CaseIterable {
        case firesOnce = "each win, billing and impression URL fires once"
        case wholeChain = "every Impression of the wrapper chain fires"
        case quartileOrder = "quartiles in order, none twice"
        case macrosReplaced = "no unreplaced macro in a fired URL"
        case lossWithoutBilling = "a loss notice never with a billing notice"
        case notAfterExpiry = "no impression after the bid or the VAST expires"
        case noBidIsNoFill = "a no-bid reaches the host as no fill"
        case playableMedia = "no win, impression or billing for VAST with no playable media"
    }

    let exchanges: [Exchange]
    let host: [ContractCheck.Event]

    func breaches() -> [ContractBreach] {
        // By request time, ties in timeline order: the timeline holds an exchange when it was answered.
        let sent = exchanges.enumerated().sorted { ($0.element.requestedAt, $0.offset) < ($1.element.requestedAt, $1.offset) }.map(
            \.element)
        var fetched = Set<Int>()
        var auctions: [TrackerAuction] = []
        for index in sent.indices where Self.isAuction(sent[index].call) {
            auctions.append(TrackerAuction(sent, at: index, fetched: &fetched))
        }
        attributeHost(&auctions, sent)
        let indexes = auctions.map(OwedIndex.init)
        var stray: [Exchange] = []
        for (index, exchange) in sent.enumerated() where exchange.call.head.method == .get && !fetched.contains(index) {
            if let (auction, item, contested) = owner(of: exchange, among: auctions, indexes) {
                auctions[auction].firings[item].append(TrackerAuction.Firing(exchange: exchange, contested: contested))
            } else {
                stray.append(exchange)
            }
        }
        var breaches = auctions.flatMap { $0.breaches() }
        for exchange in stray {
            let url = exchange.call.url
            let detail: String
            if let macro = URLTemplate.leftMacro(in: url[...]) {
                detail = "\(url) still holds \(macro)"
            } else if URLTemplate.isEncodedTwice(url[...]) {
                detail = "\(url) holds an escape encoded twice (%25 and two hex digits)"
            } else {
                continue
            }
            let auction = auctions.last { $0.auction.requestedAt <= exchange.requestedAt }
            breaches.append(
                ContractBreach(
                    rule: .network(Osprey.name, rule: Rule.macrosReplaced.rawValue), ad: auction?.ad, index: nil,
                    time: exchange.requestedAt, detail: detail))
        }
        return breaches
    }

    static func isAuction(_ call: HTTPCall) -> Bool {
        call.head.method == .post && (call.head.path ?? "").hasPrefix("/openrtb2/auction")
    }

    /// The auction and owed tracker a GET fired: among the auctions requested before it whose
    /// known macro values the URL holds, the tracker whose template matches with the most literal
    /// text; of equal ones (one URL listed twice, or by two auctions), the one fired least so far,
    /// then the later auction's. `contested` when another auction had an equal one.
    private func owner(
        of exchange: Exchange, among auctions: [TrackerAuction], _ indexes: [OwedIndex]
    )
        -> (auction: Int, item: Int, contested: Bool)?
    {
        let url = exchange.call.url
        let decoded = url.contains("%") ? url.removingPercentEncoding : nil
        var best: (auction: Int, item: Int, rank: (Int, Int, Int))?
        var lengths: [Int: Int] = [:]
        for (number, auction) in auctions.enumerated() where auction.auction.requestedAt <= exchange.requestedAt {
            let candidates = indexes[number].candidates(for: url, decoded: decoded)
            for index in candidates {
                let item = auction.owed[index]
                guard item.template.matches(url), auction.agrees(item.template, url) else { continue }
                let rank = (item.template.literalLength, -auction.firings[index].count, number)
                lengths[number] = max(lengths[number] ?? 0, rank.0)
                if let current = best, rank <= current.rank { continue }
                best = (number, index, rank)
            }
        }
        return best.map { best in (best.auction, best.item, lengths.values.count { $0 == best.rank.0 } > 1) }
    }

    /// An auction's owed trackers, found by URL: those without a macro by the URL itself, the
    /// others (a few per auction in any real payload) tried one by one, at most
    /// ``maximumWithMacros`` of them, so that a hostile payload of thousands of trackers costs a
    /// lookup per GET rather than a scan.
    struct OwedIndex {
        static let maximumWithMacros = 256
        private var literal: [String: [Int]] = [:]
        private var withMacros: [Int] = []

        init(_ auction: TrackerAuction) {
            for (index, item) in auction.owed.enumerated() {
                if item.template.hasMacros {
                    if withMacros.count < Self.maximumWithMacros { withMacros.append(index) }
                } else {
                    literal[item.template.description, default: []].append(index)
                }
            }
        }

        /// The owed trackers `url` (or its percent-decoded form) may be, in owed order.
        func candidates(for url: String, decoded: String?) -> [Int] {
            var found = (literal[url] ?? []) + withMacros
            if let decoded, decoded != url, let more = literal[decoded] { found += more }
            return found.count > 1 ? Array(Set(found)).sorted() : found
        }
    }

    /// Gives each auction the host's completion of its load: the first completion, not yet given,
    /// at or after its answer and before the next auction is sent; then the host events of that ad.
    private func attributeHost(_ auctions: inout [TrackerAuction], _ sent: [Exchange]) {
        var given = Set<Int>()
        for number in auctions.indices.sorted(by: { auctions[$0].auction.answeredAt < auctions[$1].auction.answeredAt }) {
            let answered = auctions[number].auction.answeredAt
            let next = number + 1 < auctions.count ? auctions[number + 1].auction.requestedAt : Int.max
            guard
                let completion = host.indices.first(where: { index in
                    guard case .loadCompleted = host[index].event else { return false }
                    return !given.contains(index) && host[index].time >= answered && host[index].time < next
                })
            else { continue }
            given.insert(completion)
            let ad = host[completion].ad
            auctions[number].ad = ad
            auctions[number].host = host.enumerated().filter { index, event in
                if let ad { return event.ad == ad }
                // No ad numbers: the completion and what follows until the next auction is sent.
                return index >= completion && event.time < next
            }.map(\.element)
        }
    }
}
