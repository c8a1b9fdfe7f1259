/// A mediation contract the adapter broke, whatever the golden file says.
public struct ContractBreach: Equatable, Sendable, CustomStringConvertible {
    public var rule: String
    /// Index into the host events, when one event is to blame.
    public var index: Int?
    public var time: Int?
    public var detail: String

    public var description: String {
        let place = index.map { " at host event #\($0)" } ?? ""
        let when = time.map { " (\($0) ms)" } ?? ""
        return "\(rule)\(place)\(when): \(detail)"
    }
}

/// Checks the invariants the mediation docs state (spec §5) over one session's host events.
public enum ContractCheck {
    public static func check(_ scenario: Scenario, _ events: [Timed<HostEvent>]) -> [ContractBreach] {
        var breaches: [ContractBreach] = []
        let loads = scenario.script.filter { $0.action == .load }.count
        breaches += completions(loads: loads, events)
        breaches += afterFailedLoad(events)
        breaches += dismissOrder(events)
        breaches += rewardBeforeDismissal(events)
        breaches += videoContent(events)
        breaches += customNativeImpressions(events)
        if scenario.format == .interstitial { breaches += interstitialClickAfterDismissal(events) }
        return breaches
    }

    /// A load completes exactly once.
    static func completions(loads: Int, _ events: [Timed<HostEvent>]) -> [ContractBreach] {
        let completions = events.indices.filter { if case .loadCompleted = events[$0].event { true } else { false } }
        if completions.count > loads, let extra = completions.dropFirst(loads).first {
            return [ContractBreach(rule: "load completes exactly once", index: extra, time: events[extra].time,
                                   detail: "\(completions.count) completions for \(loads) load\(loads == 1 ? "" : "s")")]
        }
        if completions.count < loads {
            return [ContractBreach(rule: "load completes exactly once", index: nil, time: nil,
                                   detail: "\(loads) load\(loads == 1 ? "" : "s") but \(completions.count) completion\(completions.count == 1 ? "" : "s")")]
        }
        return []
    }

    /// Nothing follows a failed load until a later load succeeds.
    static func afterFailedLoad(_ events: [Timed<HostEvent>]) -> [ContractBreach] {
        var failed = false
        for (index, timed) in events.enumerated() {
            switch timed.event {
            case .loadCompleted(.error): failed = true
            case .loadCompleted: failed = false
            default:
                guard failed else { continue }
                return [ContractBreach(rule: "no host event after a failed load", index: index, time: timed.time,
                                       detail: "\(timed.event.kind) after the load failed")]
            }
        }
        return []
    }

    /// Every did-dismiss follows its own will-dismiss.
    static func dismissOrder(_ events: [Timed<HostEvent>]) -> [ContractBreach] {
        var pending = 0
        for (index, timed) in events.enumerated() {
            switch timed.event {
            case .willDismissFullScreenView: pending += 1
            case .didDismissFullScreenView:
                guard pending > 0 else {
                    return [ContractBreach(rule: "will-dismiss before did-dismiss", index: index, time: timed.time,
                                           detail: "didDismissFullScreenView without willDismissFullScreenView")]
                }
                pending -= 1
            default: break
            }
        }
        return []
    }

    /// The reward comes before the ad is dismissed, never after (until it is presented again).
    static func rewardBeforeDismissal(_ events: [Timed<HostEvent>]) -> [ContractBreach] {
        var dismissed = false
        for (index, timed) in events.enumerated() {
            switch timed.event {
            case .didDismissFullScreenView: dismissed = true
            case .willPresentFullScreenView: dismissed = false
            case .didRewardUser where dismissed:
                return [ContractBreach(rule: "reward before dismissal", index: index, time: timed.time,
                                       detail: "didRewardUser after didDismissFullScreenView")]
            default: break
            }
        }
        return []
    }

    /// A native ad says it has video content exactly when it has a media view.
    static func videoContent(_ events: [Timed<HostEvent>]) -> [ContractBreach] {
        events.enumerated().compactMap { index, timed in
            guard case .loadCompleted(.ad(.native(let assets))) = timed.event,
                  assets.hasVideoContent != assets.hasMediaView else { return nil }
            return ContractBreach(rule: "hasVideoContent iff a media view", index: index, time: timed.time,
                                  detail: "hasVideoContent is \(assets.hasVideoContent) but the ad \(assets.hasMediaView ? "has" : "has no") media view")
        }
    }

    /// A custom native ad records at most one impression however often it is asked.
    static func customNativeImpressions(_ events: [Timed<HostEvent>]) -> [ContractBreach] {
        let recorded = events.indices.filter { events[$0].event == .customNative(.delegateDidRecordImpression) }
        guard recorded.count > 1 else { return [] }
        return [ContractBreach(rule: "custom native impression recorded once", index: recorded[1], time: events[recorded[1]].time,
                               detail: "\(recorded.count) impressions recorded for one ad")]
    }

    /// An interstitial's click is reported after it was dismissed (spec §5).
    static func interstitialClickAfterDismissal(_ events: [Timed<HostEvent>]) -> [ContractBreach] {
        guard let click = events.firstIndex(where: { $0.event == .reportClick }),
              !events[..<click].contains(where: { $0.event == .didDismissFullScreenView })
        else { return [] }
        return [ContractBreach(rule: "interstitial click reported after dismissal", index: click, time: events[click].time,
                               detail: "reportClick before didDismissFullScreenView")]
    }

    private static func isCompletion(_ event: HostEvent) -> Bool {
        if case .loadCompleted = event { true } else { false }
    }
}
