import AdReplay

/// The ledger's rules over one auction (Sources/AdReplay/AdReplay.docc/Contracts.md, "HTTP networks: trackers (Osprey)").
///
/// A URL the payloads name for two different purposes (the same pixel as impression and as
/// `start`) cannot be told apart on the wire: the counting rules leave it out, the macro rule
/// does not.
extension TrackerAuction {
    func breaches() -> [ContractBreach] {
        switch answer {
        case .other: []
        case .noBid(let what): noBid(what)
        case .bid:
            firesOnce() + wholeChain() + quartileOrder() + macros() + tagURIs() + lossWithBilling() + afterExpiry() + unplayableBilled()
        }
    }

    private func breach(_ rule: Rule, at time: Int?, _ detail: String) -> ContractBreach {
        ContractBreach(rule: .network(Osprey.name, rule: rule.rawValue), ad: ad, index: nil, time: time, detail: detail)
    }

    private var loaded: Bool {
        host.contains { if case .loadCompleted(.ad) = $0.event { true } else { false } }
    }

    private var impressed: Bool {
        host.contains { $0.event == .reportImpression }
    }

    /// The owed trackers of `kinds` whose URL no tracker of another purpose shares.
    private func items(_ kinds: Set<TrackerKind>) -> [Int] {
        // Each template's kinds, once: a payload may name thousands of trackers.
        var kindsOf: [URLTemplate: Set<TrackerKind>] = [:]
        for item in owed { kindsOf[item.template, default: []].insert(item.kind) }
        return owed.indices.filter { index in
            kinds.contains(owed[index].kind) && (kindsOf[owed[index].template] ?? []).isSubset(of: kinds)
        }
    }

    private func fired(_ indices: [Int]) -> [Firing] {
        indices.flatMap { firings[$0] }.sorted { $0.requestedAt < $1.requestedAt }
    }

    private static func times(_ firings: [Firing]) -> String {
        firings.map { "\($0.requestedAt)" }.joined(separator: ", ")
    }

    private func noBid(_ what: String) -> [ContractBreach] {
        guard let success = host.first(where: { if case .loadCompleted(.ad) = $0.event { true } else { false } }) else { return [] }
        return [breach(.noBidIsNoFill, at: success.time, "the auction \(what) at \(auction.answeredAt) ms, yet the host's load succeeded")]
    }

    /// A URL listed N times fires N times at most; the win notice once the ad loaded, the billing
    /// notice once the host counted an impression.
    private func firesOnce() -> [ContractBreach] {
        let once = items([.win, .billing, .impression])
        var listings: [URLTemplate: [Int]] = [:]
        for index in once { listings[owed[index].template, default: []].append(index) }
        var breaches: [ContractBreach] = []
        var seen = Set<URLTemplate>()
        for index in once where seen.insert(owed[index].template).inserted {
            let item = owed[index]
            let listed = listings[item.template] ?? [index]
            let firings = fired(listed)
            if firings.count > listed.count {
                let listing = listed.count > 1 ? ", listed \(listed.count) times," : ""
                breaches.append(
                    breach(
                        .firesOnce, at: firings[listed.count].requestedAt,
                        "\(item.kind) \(item.template)\(listing) fired \(firings.count) times (at \(Self.times(firings)) ms)"))
            } else if firings.isEmpty, item.kind == .win, loaded {
                breaches.append(breach(.firesOnce, at: nil, "win \(item.template) never fired, yet the ad loaded"))
            } else if firings.isEmpty, item.kind == .billing, impressed {
                breaches.append(breach(.firesOnce, at: nil, "billing \(item.template) never fired, yet the host recorded an impression"))
            }
        }
        return breaches
    }

    /// Once one impression fired, or the host counted one, every impression of the chain fired.
    private func wholeChain() -> [ContractBreach] {
        let impressions = items([.impression])
        guard impressed || impressions.contains(where: { !firings[$0].isEmpty }) else { return [] }
        return impressions.filter { firings[$0].isEmpty }.map { index in
            let item = owed[index]
            let whence = item.level > 0 ? " (VAST document \(item.level + 1) of the chain)" : ""
            return breach(.wholeChain, at: nil, "impression \(item.template)\(whence) never fired")
        }
    }

    /// Per VAST document: no quartile fires more often than listed, none before the one ahead of
    /// it (by the time it was sent: two in one millisecond are in no known order), and none after
    /// one that never fired.
    private func quartileOrder() -> [ContractBreach] {
        // One URL for two events (`start` and `complete`) cannot say which it fired.
        let quartiles = items(Set(TrackerKind.quartiles)).filter { index in
            !owed.contains { $0.template == owed[index].template && $0.kind != owed[index].kind }
        }
        var breaches: [ContractBreach] = []
        for level in Set(quartiles.map { owed[$0].level }).sorted() {
            var previous: (kind: TrackerKind, time: Int)?
            var skipped: TrackerKind?
            for kind in TrackerKind.quartiles {
                let listed = quartiles.filter { owed[$0].level == level && owed[$0].kind == kind }
                guard !listed.isEmpty else { continue }
                let firings = fired(listed)
                if firings.count > listed.count {
                    breaches.append(
                        breach(
                            .quartileOrder, at: firings[listed.count].requestedAt,
                            "\(kind) \(owed[listed[0]].template) fired \(firings.count) times (at \(Self.times(firings)) ms)"))
                }
                guard let first = firings.first else {
                    if skipped == nil { skipped = kind }
                    continue
                }
                if let previous, first.requestedAt < previous.time {
                    breaches.append(
                        breach(
                            .quartileOrder, at: first.requestedAt,
                            "\(kind) fired at \(first.requestedAt) ms, before \(previous.kind) at \(previous.time) ms"))
                }
                if let missing = skipped {
                    breaches.append(breach(.quartileOrder, at: first.requestedAt, "\(kind) fired but \(missing) never did"))
                    skipped = nil
                }
                previous = (kind, first.requestedAt)
            }
        }
        return breaches
    }

    /// No fired URL keeps a macro (as written, or percent-encoded when it was sent); no macro's
    /// value is encoded twice. Only a macro's value is read: the literal text is the server's.
    private func macros() -> [ContractBreach] {
        owed.indices.flatMap { index in
            firings[index].compactMap { firing -> ContractBreach? in
                let url = firing.url
                let values = owed[index].template.values(in: url) ?? []
                if let macro = values.lazy.compactMap(URLTemplate.leftMacro(in:)).first {
                    return breach(.macrosReplaced, at: firing.requestedAt, "\(url) still holds \(macro)")
                }
                if let value = values.first(where: URLTemplate.isEncodedTwice) {
                    return breach(.macrosReplaced, at: firing.requestedAt, "\(url) holds a value encoded twice (\(value))")
                }
                return Self.encodedTwice(url, template: owed[index].template).map { breach(.macrosReplaced, at: firing.requestedAt, $0) }
            }
        }
    }

    /// The wire's reading of a URL against what the payload wrote: a `%25XX` the template did not
    /// hold is an escape escaped again on the way out (`%3A` sent as `%253A`).
    static func encodedTwice(_ url: String, template: URLTemplate) -> String? {
        guard URLTemplate.isEncodedTwice(url[...]), !URLTemplate.isEncodedTwice(template.description[...]) else { return nil }
        return "\(url) is encoded twice on the wire (the payload wrote \(template))"
    }

    /// What the SDK sent for a wrapper's tag URI: its macros replaced, nothing encoded twice.
    private func tagURIs() -> [ContractBreach] {
        tagFetches.compactMap { exchange, template in
            let url = exchange.call.url
            if let macro = URLTemplate.leftMacro(in: url[...]) {
                return breach(.macrosReplaced, at: exchange.requestedAt, "the tag URI \(url) still holds \(macro)")
            }
            return Self.encodedTwice(url, template: template).map { breach(.macrosReplaced, at: exchange.requestedAt, $0) }
        }
    }

    /// An ad with nothing the SDK could play neither loads nor bills: no win, impression or
    /// billing notice is sent for it.
    private func unplayableBilled() -> [ContractBreach] {
        guard let unplayable else { return [] }
        let sent = fired(items([.win, .impression, .billing]))
        guard let first = sent.first else { return [] }
        return [breach(.playableMedia, at: first.requestedAt, "\(first.url) fired, yet \(unplayable)")]
    }

    private func lossWithBilling() -> [ContractBreach] {
        let losses = fired(items([.loss]))
        let billings = fired(items([.billing]))
        guard let loss = losses.first, let billing = billings.first else { return [] }
        return [breach(.lossWithoutBilling, at: loss.requestedAt, "loss \(loss.url) and billing \(billing.url) both fired")]
    }

    /// No impression or billing notice is sent from the moment the sooner of the bid's `exp` (from
    /// the auction request) and the InLine's `Expires` (from its document's request) runs out.
    private func afterExpiry() -> [ContractBreach] {
        guard let deadline = deadlines.min(by: { $0.time < $1.time }) else { return [] }
        return items([.impression, .billing]).flatMap { index in
            // A contested firing may be another ad's, whose deadline is another.
            firings[index].filter { $0.requestedAt >= deadline.time && !$0.contested }.map { firing in
                breach(
                    .notAfterExpiry, at: firing.requestedAt,
                    "\(owed[index].kind) \(firing.url) fired at \(firing.requestedAt) ms, when the ad had expired at \(deadline.time) ms (\(deadline.why))"
                )
            }
        }
    }
}
