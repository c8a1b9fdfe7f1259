extension ContractCheck {
    /// A bidding load's signals request is answered with signals or with an error: never with
    /// neither (GMA learns nothing of why the adapter sat the auction out) and never with both.
    /// Empty signals are none: an adapter that refuses with `("", error)` (Google's Verve adapter
    /// for a child) gives an error only. One breach per answer that does not.
    static func signalsOrError(_ events: [Event]) -> [ContractBreach] {
        var breaches: [ContractBreach] = []
        for index in events.indices {
            guard case .signalsCollected(let signals, let error) = events[index].event else { continue }
            let hasSignals = !(signals ?? "").isEmpty
            let detail: String
            switch (hasSignals, error != nil) {
            case (false, false): detail = "the adapter answered the signals request with neither signals nor an error"
            case (true, true): detail = "the adapter answered the signals request with both signals and an error"
            default: continue
            }
            breaches.append(
                ContractBreach(rule: .signalsOrError, ad: events[index].ad, index: index, time: events[index].time, detail: detail))
        }
        return breaches
    }
}
