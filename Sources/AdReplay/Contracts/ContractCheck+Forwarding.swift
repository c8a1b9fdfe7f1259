extension ContractCheck {
    /// Each kind of report the SDK made in a session (an impression, a click, a reward, a
    /// dismissal, as its plug-in labels the callbacks) reaches GMA at least once, in a session
    /// in which an ad loaded: an adapter that drops the SDK's impression loses the network its
    /// revenue, and one that drops a dismissal leaves the app's screen covered. Impressions
    /// (clicks) of native ads that leave counting to GMA (`handlesUserImpressions`
    /// (`handlesUserClicks`) false on every loaded ad) are GMA's to count, so not checked.
    ///
    /// The SDK's callbacks name no ad, so the check is per session, not per ad: one breach per
    /// kind, at the SDK's first such report, when no host event of that kind came at all (blamed
    /// on ad 1 when the session has `loads` 1, on no ad otherwise). A session with several ads
    /// in which one ad's report is dropped and another's forwarded is not caught, nor is any
    /// session with several loads of which one failed; nothing is ever blamed that GMA heard.
    static func sdkReportsReachGMA(
        _ events: [Event], timeline: [TimelineEntry], networks: [any NetworkPlugin], loads: Int
    ) -> [ContractBreach] {
        guard !networks.isEmpty, !timeline.isEmpty else { return [] }
        var reported: [(report: SDKReport, entry: TimelineEntry)] = []
        for entry in timeline {
            guard case .sdk(let sdk) = entry.event, sdk.entry.role == .callback else { continue }
            for network in networks where network.name == sdk.sdk {
                if let report = network.report(in: sdk.entry), !reported.contains(where: { $0.report == report }) {
                    reported.append((report, entry))
                }
            }
        }
        guard !reported.isEmpty else { return [] }
        let loaded = events.compactMap { event -> AdSummary? in
            if case .loadCompleted(.ad(let ad)) = event.event { ad } else { nil }
        }
        guard !loaded.isEmpty else { return [] }
        // With several loads, a report of an ad whose load failed has nowhere to go (passing it on
        // breaks the failed-load rule), and the SDK's callbacks do not say which ad they are of.
        let failed = events.contains { event in
            guard case .loadCompleted(let outcome) = event.event else { return false }
            if case .ad = outcome { return false }
            return true
        }
        if loads > 1, failed { return [] }
        let natives = loaded.compactMap { if case .native(let assets) = $0 { assets } else { nil } }
        var breaches: [ContractBreach] = []
        for (report, entry) in reported.sorted(by: { $0.entry.at < $1.entry.at }) {
            if !natives.isEmpty, natives.count == loaded.count {
                if report == .impression, natives.allSatisfy({ !$0.handlesUserImpressions }) { continue }
                if report == .click, natives.allSatisfy({ !$0.handlesUserClicks }) { continue }
            }
            guard !events.contains(where: { report.isForwarded(by: $0.event) }) else { continue }
            breaches.append(
                ContractBreach(
                    rule: .sdkReportsReachGMA, ad: loads == 1 ? 1 : nil, index: nil, time: entry.at,
                    detail:
                        "the SDK reported \(report.rawValue.withIndefiniteArticle) (\(entry.kind)), and the adapter never told GMA (no \(report.hostEvent))"
                ))
        }
        return breaches
    }
}
