/// Checks the invariants the mediation docs state (Sources/AdReplay/AdReplay.docc/Contracts.md) over one session's host events, ad by
/// ad: each rule speaks of one ad, so an earlier ad may report its click, reward or dismissal
/// after a later load failed, and each custom native ad records its own impression.
///
/// ```swift
/// ContractCheck.check(scenario, [
///     .init(0, .loadCompleted(.ad(.fullScreen)), ad: 1), .init(1000, .loadCompleted(.error(error)), ad: 2),
///     .init(1500, .reportClick, ad: 2),
/// ]).map(\.description)
/// // ["ad 2: no host event after a failed load at host event #2 (1500 ms): reportClick after its load failed"]
/// ```
public enum ContractCheck {
    /// Checks a session's events, each with the ad it belongs to: the host's rules, then those
    /// of each plug-in in `networks` (the scenario's own network: another network's SDK rules say
    /// nothing about this one's).
    ///
    /// `optIn` adds rules no source states (``ContractRule/optIn``); they are checked only when
    /// asked for. `timeline` is the whole session, for the plug-ins' rules that read the SDK's
    /// own entries (``NetworkPlugin/breaches(in:_:timeline:)``), and for the rules that need
    /// to know which steps the host performed (a present, a render, a tap): without it they say
    /// nothing. `keptAlive` is what the host found alive once it let go of the session, for
    /// the opt-in ``ContractRule/released`` rule.
    public static func check(
        _ scenario: Scenario, _ events: [Event], networks: [any NetworkPlugin] = [],
        optIn: Set<ContractRule> = [], timeline: [TimelineEntry] = [], keptAlive: [String] = []
    ) -> [ContractBreach] {
        var breaches = completions(loads: scenario.script.count { $0.action == .load }, events)
        // Most sessions breach nothing: an empty list is not appended (which still grows the array).
        func add(_ found: [ContractBreach]) { if !found.isEmpty { breaches += found } }
        add(afterFailedLoad(events))
        add(dismissOrder(events))
        add(rewardBeforeDismissal(events))
        add(videoContent(events))
        add(customNativeImpressions(events))
        add(signalsOrError(events))
        let rules = scenario.format.profile.contracts
        if rules.contains(.didDismissAfterWillDismiss) { add(didDismissAfterWillDismiss(events)) }
        if rules.contains(.countedByOneSide) { add(countedByOneSide(events)) }
        if rules.contains(.sdkReportsReachGMA) {
            add(sdkReportsReachGMA(events, timeline: timeline, networks: networks, loads: scenario.script.count { $0.action == .load }))
        }
        if !optIn.isEmpty {
            add(once(.impressionOnce, events, noun: "impressions") { if case .reportImpression = $0 { true } else { false } })
            add(once(.rewardOnce, events, noun: "rewards") { if case .didRewardUser = $0 { true } else { false } })
            add(afterDismissal(events))
            if optIn.contains(.presentAnswered), scenario.format.profile.family == .fullScreen {
                add(presentAnswered(events, timeline: timeline))
            }
            if optIn.contains(.selfCountingReports) { add(selfCountingReports(events, timeline: timeline)) }
            if optIn.contains(.released) { add(released(keptAlive: keptAlive)) }
        }
        if !breaches.isEmpty {
            let applying = scenario.format.profile.contracts.union(optIn.filter(\.isOptIn))
            breaches.removeAll { !applying.contains($0.rule) }
        }
        for network in networks { add(network.breaches(in: scenario, events, timeline: timeline)) }
        return breaches
    }

    /// Checks events that carry no ad, attributed by their order (``attributedByOrder(_:loads:)``).
    public static func check(_ scenario: Scenario, _ events: [Timed<HostEvent>], networks: [any NetworkPlugin] = []) -> [ContractBreach] {
        check(scenario, attributedByOrder(events, loads: scenario.script.count { $0.action == .load }), networks: networks)
    }

    /// Each load completes exactly once.
    static func completions(loads: Int, _ events: [Event]) -> [ContractBreach] {
        // Per load, counted in place (every replay checks this): how many completions it had
        // and where its second was; a completion for no load is a stray.
        // Appended, not `Array(repeating:count:)`, whose unspecialized code asks the runtime for
        // the array's type on every call.
        // A bidding load whose adapter answered its signals request without signals was never
        // made (the adapter was left out of the auction): it ends there, with no completion.
        struct Completions { var count = 0, second = 0, signalsAnswered = false, leftOut = false }
        var perLoad: [Completions] = []
        perLoad.reserveCapacity(max(0, loads))
        for _ in 0..<max(0, loads) { perLoad.append(Completions()) }
        var firstStray: Int?
        // By index, here and below: `enumerated()` copies each event (a host event and all it
        // holds), which every replay paid for each rule.
        for index in events.indices {
            if case .signalsCollected(let signals, let error) = events[index].event {
                // Only the first answer decides (the host ignores a second).
                if let ad = events[index].ad, ad >= 1, ad <= loads, !perLoad[ad - 1].signalsAnswered {
                    perLoad[ad - 1].signalsAnswered = true
                    perLoad[ad - 1].leftOut = signals == nil || error != nil
                }
                continue
            }
            guard isCompletion(events[index].event) else { continue }
            if let ad = events[index].ad, ad >= 1, ad <= loads {
                perLoad[ad - 1].count += 1
                if perLoad[ad - 1].count == 2 { perLoad[ad - 1].second = index }
            } else if firstStray == nil {
                firstStray = index
            }
        }
        var breaches: [ContractBreach] = []
        for (offset, completed) in perLoad.enumerated() {
            let ad = offset + 1
            if completed.count == 0, !completed.leftOut {
                breaches.append(
                    ContractBreach(
                        rule: .loadCompletesOnce, ad: ad, index: nil, time: nil,
                        detail: "the load never completed"))
            } else if completed.count > 1 {
                breaches.append(
                    ContractBreach(
                        rule: .loadCompletesOnce, ad: ad, index: completed.second, time: events[completed.second].time,
                        detail: "\(completed.count) completions for one load"))
            }
        }
        if let first = firstStray {
            breaches.append(
                ContractBreach(
                    rule: .loadCompletesOnce, ad: events[first].ad, index: first, time: events[first].time,
                    detail: "a completion for no load (\(loads) load\(loads == 1 ? "" : "s"))"))
        }
        return breaches
    }

    /// Nothing comes from an ad whose load failed (until that load completes with an ad after
    /// all, itself a completion breach). One breach per ad: what follows its first stray event
    /// tells the same story.
    static func afterFailedLoad(_ events: [Event]) -> [ContractBreach] {
        var failed: [Int] = []  // a session's few ads: a list costs less than a set
        var breaches: [ContractBreach] = []
        for index in events.indices {
            guard let ad = events[index].ad else { continue }
            switch events[index].event {
            case .loadCompleted(.error): if !failed.contains(ad) { failed.append(ad) }
            case .loadCompleted: failed.removeAll { $0 == ad }
            default:
                guard failed.contains(ad), !breaches.contains(where: { $0.ad == ad }) else { continue }
                breaches.append(
                    ContractBreach(
                        rule: .nothingAfterFailedLoad, ad: ad, index: index, time: events[index].time,
                        detail: "\(events[index].event.kind) after its load failed"))
            }
        }
        return breaches
    }

    /// Every did-dismiss of an ad follows its own will-dismiss.
    static func dismissOrder(_ events: [Event]) -> [ContractBreach] {
        var pending: [(ad: Int?, count: Int)] = []  // a session's few ads: a list costs less than a dictionary
        var breaches: [ContractBreach] = []
        for index in events.indices {
            let ad = events[index].ad
            switch events[index].event {
            case .willDismissFullScreenView:
                if let known = pending.firstIndex(where: { $0.ad == ad }) {
                    pending[known].count += 1
                } else {
                    pending.append((ad, 1))
                }
            case .didDismissFullScreenView:
                if let known = pending.firstIndex(where: { $0.ad == ad }), pending[known].count > 0 {
                    pending[known].count -= 1
                } else if !breaches.contains(where: { $0.ad == ad }) {
                    breaches.append(
                        ContractBreach(
                            rule: .willDismissBeforeDidDismiss, ad: ad, index: index, time: events[index].time,
                            detail: "didDismissFullScreenView without willDismissFullScreenView"))
                }
            default: break
            }
        }
        return breaches
    }

    /// An ad's reward comes before it is dismissed, never after (until it is presented again).
    static func rewardBeforeDismissal(_ events: [Event]) -> [ContractBreach] {
        var dismissed: [Int?] = []  // a session's few ads: a list costs less than a set
        var breaches: [ContractBreach] = []
        for index in events.indices {
            let ad = events[index].ad
            switch events[index].event {
            case .didDismissFullScreenView: if !dismissed.contains(ad) { dismissed.append(ad) }
            case .willPresentFullScreenView: dismissed.removeAll { $0 == ad }
            case .didRewardUser where dismissed.contains(ad) && !breaches.contains(where: { $0.ad == ad }):
                breaches.append(
                    ContractBreach(
                        rule: .rewardBeforeDismissal, ad: ad, index: index, time: events[index].time,
                        detail: "didRewardUser after didDismissFullScreenView"))
            default: break
            }
        }
        return breaches
    }

    /// A native ad that says it has video content has a media view to play it in. One way only:
    /// an image ad may have a media view too (GMA's shows the first image when there is no video).
    static func videoContent(_ events: [Event]) -> [ContractBreach] {
        events.indices.compactMap { index in
            guard case .loadCompleted(.ad(.native(let assets))) = events[index].event, assets.hasVideoContent, !assets.hasMediaView
            else { return nil }
            return ContractBreach(
                rule: .videoContentNeedsMediaView, ad: events[index].ad, index: index, time: events[index].time,
                detail: "hasVideoContent is true but the ad has no media view")
        }
    }

    /// A custom native ad records at most one impression however often it is asked.
    static func customNativeImpressions(_ events: [Event]) -> [ContractBreach] {
        once(.customNativeImpressionOnce, events, noun: "impressions recorded") {
            if case .customNative(.delegateDidRecordImpression) = $0 { true } else { false }
        }
    }

    /// An ad sends the event `matches` picks at most once (for the opt-in rules too). A pattern
    /// rather than a value to compare: comparing every host event with one copies both.
    static func once(_ rule: ContractRule, _ events: [Event], noun: String, matching matches: (HostEvent) -> Bool) -> [ContractBreach] {
        var seen: [(ad: Int?, indices: [Int])] = []
        for index in events.indices where matches(events[index].event) {
            let ad = events[index].ad
            if let known = seen.firstIndex(where: { $0.ad == ad }) {
                seen[known].indices.append(index)
            } else {
                seen.append((ad, [index]))
            }
        }
        return seen.compactMap { ad, indices in
            guard indices.count > 1 else { return nil }
            return ContractBreach(
                rule: rule, ad: ad, index: indices[1], time: events[indices[1]].time,
                detail: "\(indices.count) \(noun) for one ad")
        }
    }

    /// Opt-in: after an ad's did-dismiss, nothing from it until it is presented again (a
    /// will-present or a failed present starts over).
    static func afterDismissal(_ events: [Event]) -> [ContractBreach] {
        var dismissed: Set<Int?> = []
        var breaches: [ContractBreach] = []
        for index in events.indices {
            let ad = events[index].ad
            switch events[index].event {
            case .didDismissFullScreenView: dismissed.insert(ad)
            case .willPresentFullScreenView, .didFailToPresent: dismissed.remove(ad)
            default:
                guard dismissed.contains(ad), !breaches.contains(where: { $0.ad == ad }) else { continue }
                breaches.append(
                    ContractBreach(
                        rule: .nothingAfterDismissal, ad: ad, index: index, time: events[index].time,
                        detail: "\(events[index].event.kind) after didDismissFullScreenView"))
            }
        }
        return breaches
    }

    private static func isCompletion(_ event: HostEvent) -> Bool {
        if case .loadCompleted = event { true } else { false }
    }
}
