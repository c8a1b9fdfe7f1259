extension ContractCheck {
    /// Every will-dismiss of an ad is followed by its did-dismiss before the session ends (the
    /// clock runs to quiescence first, so a dismissal still animating has finished). One breach
    /// per ad, at its first will-dismiss left without one.
    static func didDismissAfterWillDismiss(_ events: [Event]) -> [ContractBreach] {
        var pending: [(ad: Int?, indices: [Int])] = []  // a session's few ads: a list costs less than a dictionary
        for index in events.indices {
            let ad = events[index].ad
            switch events[index].event {
            case .willDismissFullScreenView:
                if let known = pending.firstIndex(where: { $0.ad == ad }) {
                    pending[known].indices.append(index)
                } else {
                    pending.append((ad, [index]))
                }
            case .didDismissFullScreenView:
                // One without a will-dismiss is the will-dismiss-before-did-dismiss rule's.
                if let known = pending.firstIndex(where: { $0.ad == ad }), !pending[known].indices.isEmpty {
                    pending[known].indices.removeFirst()
                }
            default: break
            }
        }
        return pending.compactMap { ad, indices in
            guard let first = indices.first else { return nil }
            return ContractBreach(
                rule: .didDismissAfterWillDismiss, ad: ad, index: first, time: events[first].time,
                detail: "willDismissFullScreenView never followed by didDismissFullScreenView")
        }
    }

    /// The first present of each loaded ad is answered, before the session ends, by that ad's
    /// will-present or failed present. Which ad a present reaches is the host's choice, made
    /// here as ``FullScreenHost`` makes it: the latest loaded ad not presented yet, else the
    /// latest. A later present of the same ad is not owed an answer: GMA refuses to present an ad
    /// twice without asking its adapter.
    static func presentAnswered(_ events: [Event], timeline: [TimelineEntry]) -> [ContractBreach] {
        var loaded: [Int] = []
        var presented: [(ad: Int, time: Int, answered: Bool)] = []
        let aligned = walk(events, timeline: timeline) { moment in
            switch moment {
            case .step(.present, let time):
                guard let ad = loaded.last(where: { ad in !presented.contains { $0.ad == ad } }) ?? loaded.last,
                    !presented.contains(where: { $0.ad == ad })
                else { return }
                presented.append((ad, time, false))
            case .step: break
            case .event(let index):
                guard let ad = events[index].ad else { return }
                switch events[index].event {
                case .loadCompleted(.ad): if !loaded.contains(ad) { loaded.append(ad) }
                case .willPresentFullScreenView, .didFailToPresent:
                    if let owed = presented.firstIndex(where: { $0.ad == ad }) { presented[owed].answered = true }
                default: break
                }
            }
        }
        guard aligned else { return [] }
        return presented.filter { !$0.answered }.map {
            ContractBreach(
                rule: .presentAnswered, ad: $0.ad, index: nil, time: $0.time,
                detail: "present got neither willPresentFullScreenView nor didFailToPresentWithError")
        }
    }
}
