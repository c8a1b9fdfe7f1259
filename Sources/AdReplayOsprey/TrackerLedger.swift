import AdReplay
import AdWorldHTTP
import Foundation
import HTTPTypes
import OspreySDK

/// What an Osprey session owed the ad server's trackers, read from what the server answered, set
/// against the GETs the SDK sent: checked on every record and replay, whatever the fixture says.
///
/// Each auction opens a segment that runs to the next one. Its bid names the win, billing and
/// loss notices (`nurl`, `burl`, `lurl`) and its expiry (`exp`); its markup and every VAST document
/// fetched in the segment name the impressions, quartiles and the VAST expiry (`Expires`); a native
/// markup names its impression trackers. Every GET of the segment is a firing.
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
    }

    let exchanges: [Exchange]
    let host: [ContractCheck.Event]

    func breaches() -> [ContractBreach] {
        let auctions = exchanges.indices.filter { Self.isAuction(exchanges[$0].call) }
        var breaches: [ContractBreach] = []
        for (number, start) in auctions.enumerated() {
            let end = number + 1 < auctions.count ? auctions[number + 1] : exchanges.endIndex
            let segment = Segment(auction: exchanges[start], rest: Array(exchanges[(start + 1)..<end]),
                                  host: host.filter { event in
                                      event.time >= exchanges[start].requestedAt
                                          && (end == exchanges.endIndex || event.time < exchanges[end].requestedAt)
                                  })
            breaches += segment.breaches()
        }
        return breaches
    }

    static func isAuction(_ call: HTTPCall) -> Bool {
        call.head.method == .post && (call.head.path ?? "").hasPrefix("/openrtb2/auction")
    }
}

/// One auction and what followed it until the next.
private struct Segment {
    typealias Rule = TrackerLedger.Rule

    let auction: TrackerLedger.Exchange
    let rest: [TrackerLedger.Exchange]
    let host: [ContractCheck.Event]

    /// A tracker URL the payloads name, why, and by when it may fire.
    struct Owed {
        var kind: OspreyTracker
        var template: URLTemplate
        /// The level of the VAST chain it comes from (0: the markup), for quartiles.
        var level: Int
    }

    func breaches() -> [ContractBreach] {
        guard case .response(let head, let body) = auction.outcome else { return [] }
        if head.status.code == 204 { return noBid("answered 204 No Content") }
        guard head.status.code == 200, let response = try? BidResponse.parse(body) else { return [] }
        guard let (bid, _) = response.firstBid else {
            return noBid(response.nbr.map { "answered no bid (nbr \($0))" } ?? "answered no bid")
        }
        var owed: [Owed] = []
        if let nurl = bid.nurl { owed.append(Owed(kind: .win, template: URLTemplate(nurl), level: 0)) }
        if let burl = bid.burl { owed.append(Owed(kind: .billing, template: URLTemplate(burl), level: 0)) }
        if let lurl = bid.lurl { owed.append(Owed(kind: .loss, template: URLTemplate(lurl), level: 0)) }
        var deadlines: [(time: Int, why: String)] = []
        if let exp = bid.exp { deadlines.append((auction.requestedAt &+ exp &* 1000, "the bid's exp of \(exp) s")) }
        var vastDocuments: [(document: VASTDocument, requestedAt: Int)] = []
        if let adm = bid.adm, let document = try? VASTDocument.parse(Data(adm.utf8)) {
            vastDocuments.append((document, auction.requestedAt))
        } else if let adm = bid.adm, let native = try? NativeResponse.parse(adm) {
            owed += native.impressionTrackers.map { Owed(kind: .impression, template: URLTemplate($0), level: 0) }
        }
        for exchange in rest {
            guard case .response(_, let body) = exchange.outcome, body.first == UInt8(ascii: "<"),
                  let document = try? VASTDocument.parse(body) else { continue }
            vastDocuments.append((document, exchange.requestedAt))
        }
        for (level, (document, requestedAt)) in vastDocuments.enumerated() {
            guard let ad = document.ads.first else { continue }
            let (impressions, linear, expires): ([String], VASTLinear?, Int?) = switch ad {
            case .inLine(let inLine): (inLine.impressions, inLine.linear, inLine.expires)
            case .wrapper(let wrapper): (wrapper.impressions, wrapper.linear, nil)
            }
            owed += impressions.map { Owed(kind: .impression, template: URLTemplate($0), level: level) }
            for event in Self.quartiles {
                owed += (linear?.urls(for: event.rawValue) ?? []).map { Owed(kind: event, template: URLTemplate($0), level: level) }
            }
            if let expires { deadlines.append((requestedAt &+ expires &* 1000, "the VAST Expires of \(expires) s")) }
        }
        let fired = rest.enumerated().filter { $0.element.call.head.method == .get }
        return firedOnce(owed, fired) + wholeChain(owed, fired) + quartileOrder(owed, fired) + macros(fired)
            + lossWithBilling(owed, fired) + afterExpiry(owed, fired, deadlines)
    }

    static let quartiles: [OspreyTracker] = [.start, .firstQuartile, .midpoint, .thirdQuartile, .complete]

    private typealias Firing = (offset: Int, element: TrackerLedger.Exchange)

    private func firings(of owed: Owed, in fired: [Firing]) -> [Firing] {
        fired.filter { owed.template.matches($0.element.call.url) }
    }

    private func breach(_ rule: Rule, at time: Int?, _ detail: String) -> ContractBreach {
        ContractBreach(rule: .network(Osprey.name, rule: rule.rawValue), index: nil, time: time, detail: detail)
    }

    private var loaded: Bool {
        host.contains { if case .loadCompleted(.ad) = $0.event { true } else { false } }
    }

    private var impressed: Bool {
        host.contains { $0.event == .reportImpression }
    }

    private func noBid(_ what: String) -> [ContractBreach] {
        guard let success = host.first(where: { if case .loadCompleted(.ad) = $0.event { true } else { false } }) else { return [] }
        return [breach(.noBidIsNoFill, at: success.time, "the auction \(what) at \(auction.answeredAt) ms, yet the host's load succeeded")]
    }

    private func firedOnce(_ owed: [Owed], _ fired: [Firing]) -> [ContractBreach] {
        var breaches: [ContractBreach] = []
        var seen = Set<URLTemplate>()
        for item in owed where [.win, .billing, .impression].contains(item.kind) && seen.insert(item.template).inserted {
            let times = firings(of: item, in: fired).map(\.element.requestedAt)
            if times.count > 1 {
                breaches.append(breach(.firesOnce, at: times[1], "\(item.kind) \(item.template) fired \(times.count) times (at \(times.map { "\($0)" }.joined(separator: ", ")) ms)"))
            } else if times.isEmpty, item.kind == .win, loaded {
                breaches.append(breach(.firesOnce, at: nil, "win \(item.template) never fired, yet the ad loaded"))
            } else if times.isEmpty, item.kind == .billing, impressed {
                breaches.append(breach(.firesOnce, at: nil, "billing \(item.template) never fired, yet the host recorded an impression"))
            }
        }
        return breaches
    }

    private func wholeChain(_ owed: [Owed], _ fired: [Firing]) -> [ContractBreach] {
        let impressions = owed.filter { $0.kind == .impression }
        let firedAny = impressions.contains { !firings(of: $0, in: fired).isEmpty }
        guard firedAny || impressed else { return [] }
        return impressions.filter { firings(of: $0, in: fired).isEmpty }.map {
            breach(.wholeChain, at: nil, "impression \($0.template)\($0.level > 0 ? " (VAST document \($0.level + 1) of the chain)" : "") never fired")
        }
    }

    private func quartileOrder(_ owed: [Owed], _ fired: [Firing]) -> [ContractBreach] {
        var breaches: [ContractBreach] = []
        for level in Set(owed.map(\.level)).sorted() {
            var previous: (kind: OspreyTracker, offset: Int)?
            var skipped: [OspreyTracker] = []
            for kind in Self.quartiles {
                let urls = owed.filter { $0.level == level && $0.kind == kind }
                guard let first = urls.first else { continue }
                let times = firings(of: first, in: fired)
                if times.count > 1 {
                    breaches.append(breach(.quartileOrder, at: times[1].element.requestedAt, "\(kind) \(first.template) fired \(times.count) times"))
                }
                guard let firing = times.first else { skipped.append(kind); continue }
                if let previous, firing.offset < previous.offset {
                    breaches.append(breach(.quartileOrder, at: firing.element.requestedAt, "\(kind) fired before \(previous.kind)"))
                }
                if let missing = skipped.first {
                    breaches.append(breach(.quartileOrder, at: firing.element.requestedAt, "\(kind) fired but \(missing) never did"))
                    skipped = []
                }
                previous = (kind, firing.offset)
            }
        }
        return breaches
    }

    private func macros(_ fired: [Firing]) -> [ContractBreach] {
        fired.compactMap { firing in
            let url = firing.element.call.url
            if let macro = URLTemplate.unreplacedMacro(in: url) {
                return breach(.macrosReplaced, at: firing.element.requestedAt, "\(url) still holds \(macro)")
            }
            for encoded in ["%24%7B", "%5B", "%25"] where url.uppercased().contains(encoded) {
                let what = encoded == "%25" ? "a value encoded twice (%25)" : "an encoded macro (\(encoded))"
                return breach(.macrosReplaced, at: firing.element.requestedAt, "\(url) holds \(what)")
            }
            return nil
        }
    }

    private func lossWithBilling(_ owed: [Owed], _ fired: [Firing]) -> [ContractBreach] {
        guard let loss = owed.first(where: { $0.kind == .loss }), let billing = owed.first(where: { $0.kind == .billing }),
              let lossFiring = firings(of: loss, in: fired).first, !firings(of: billing, in: fired).isEmpty else { return [] }
        return [breach(.lossWithoutBilling, at: lossFiring.element.requestedAt, "loss \(loss.template) and billing \(billing.template) both fired")]
    }

    private func afterExpiry(_ owed: [Owed], _ fired: [Firing], _ deadlines: [(time: Int, why: String)]) -> [ContractBreach] {
        guard let deadline = deadlines.min(by: { $0.time < $1.time }) else { return [] }
        var breaches: [ContractBreach] = []
        for item in owed where [.impression, .billing].contains(item.kind) {
            for firing in firings(of: item, in: fired) where firing.element.requestedAt >= deadline.time {
                breaches.append(breach(.notAfterExpiry, at: firing.element.requestedAt,
                                       "\(item.kind) \(item.template) fired at \(firing.element.requestedAt) ms, when the ad had expired at \(deadline.time) ms (\(deadline.why))"))
            }
        }
        return breaches
    }
}
