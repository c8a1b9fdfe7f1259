/// How far each ad of a session got: loaded, presented, dismissed. A bug report's fix changes the
/// session (that is the fix), but it must not lose a stage the recording reached: a bug that is
/// gone because its ad no longer loads, or is never presented, is not fixed — the flow it was
/// recorded in no longer runs, so the report cannot tell (``ReplayResult/brokenFlow``).
///
/// The stages count only in their order: an ad is presented only when its first completion
/// brought an ad (events after a failed load are a bug a fix may remove), and dismissed only
/// when it was presented.
///
/// A fix of a breach of the mediation host's own rules keeps every stage (a double completion
/// is fixed by completing once, a dismissal out of order by reordering it). A network's own rule
/// may be fixed by ending the flow: Osprey's "a no-bid reaches the host as no fill" is fixed by
/// failing the load, its expired-VAST rule by failing the present. So the ad such a breach
/// blames (every ad, when it blames none) may lose stages (``adsWhoseFlowAFixMayEnd(_:)``).
///
/// ```swift
/// RecordedFlow.firstLoss(recorded: recordedEvents, replayed: replayedEvents, mayEnd: .none)
/// // "ad 1 no longer loads (its load completes with error com.google.ads 3 \"No fill.\")"
/// ```
enum RecordedFlow {
    /// A stage of one ad, in the order an ad reaches them.
    enum Stage: Int, Comparable {
        case loaded, presented, dismissed

        static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The stages each ad reached, by ad number (ascending); events of no ad are left out.
    static func stages(_ events: [ContractCheck.Event]) -> [(ad: Int, stages: Set<Stage>)] {
        let ads = Set(events.compactMap(\.ad)).sorted()
        return ads.map { ad in
            let own = events.filter { $0.ad == ad }.map(\.event)
            var reached: Set<Stage> = []
            guard case .loadCompleted(.ad) = own.first(where: { if case .loadCompleted = $0 { true } else { false } }) else {
                return (ad, reached)
            }
            reached.insert(.loaded)
            guard let present = own.firstIndex(of: .willPresentFullScreenView) else { return (ad, reached) }
            reached.insert(.presented)
            if own[present...].contains(.didDismissFullScreenView) { reached.insert(.dismissed) }
            return (ad, reached)
        }
    }

    /// The ads whose flow a fix may end.
    enum Exemption: Equatable {
        case none
        case ads(Set<Int>)
        case every

        func contains(_ ad: Int) -> Bool {
            switch self {
            case .none: false
            case .ads(let ads): ads.contains(ad)
            case .every: true
            }
        }
    }

    /// The ads whose flow a fix of `reproductions` may end: those a breach of a rule that is
    /// not the mediation host's own blames (a network plug-in's rule), or every ad when such a
    /// breach blames none.
    static func adsWhoseFlowAFixMayEnd(_ reproductions: [Reproduction]) -> Exemption {
        let hostRules = Set(ContractRule.host.map(\.description))
        var ads: Set<Int> = []
        for case .breach(let rule, let ad) in reproductions where !hostRules.contains(rule) {
            guard let ad else { return .every }
            ads.insert(ad)
        }
        return ads.isEmpty ? .none : .ads(ads)
    }

    /// The first stage an ad reached in `recorded` and no longer reaches in `replayed`, as one
    /// phrase naming the ad and what it does instead; nil when every recorded stage is reached.
    /// The ads `mayEnd` holds are not held to their stages.
    static func firstLoss(recorded: [ContractCheck.Event], replayed: [ContractCheck.Event], mayEnd: Exemption = .none) -> String? {
        let now = Dictionary(stages(replayed).map { ($0.ad, $0.stages) }, uniquingKeysWith: { $1 })
        for (ad, stages) in stages(recorded) where !mayEnd.contains(ad) {
            let kept = now[ad] ?? []
            guard let lost = stages.subtracting(kept).min() else { continue }
            return phrase(lost, ad: ad, replayed: replayed.filter { $0.ad == ad }.map(\.event))
        }
        return nil
    }

    /// What ad `ad` does in place of the stage it lost.
    private static func phrase(_ lost: Stage, ad: Int, replayed events: [HostEvent]) -> String {
        switch lost {
        case .loaded:
            let completion = events.first { if case .loadCompleted = $0 { true } else { false } }
            let instead =
                switch completion {
                case .loadCompleted(let outcome)?: "its load completes with \(outcome)"
                default: "its load never completes"
                }
            return "ad \(ad) no longer loads (\(instead))"
        case .presented:
            let failure = events.first { if case .didFailToPresent = $0 { true } else { false } }
            return "ad \(ad) is no longer presented" + (failure.map { " (\($0))" } ?? " (no willPresentFullScreenView)")
        case .dismissed:
            return "ad \(ad) is no longer dismissed (no didDismissFullScreenView after its willPresentFullScreenView)"
        }
    }
}
