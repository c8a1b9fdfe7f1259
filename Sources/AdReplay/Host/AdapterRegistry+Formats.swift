import Mediation

extension AdapterRegistry {
    /// Whether a load of `scenario` by the adapter registered as `name` answered with the
    /// mediation protocol's default for an unimplemented format. The default's error names the
    /// adapter's type, so an adapter's own error cannot pass for it.
    ///
    /// Every replay asks, so the default's error is built only when a load failed at all.
    func fellBackToDefault(_ scenario: Scenario, name: String, observed: Observation) -> Bool {
        let failures = observed.entries.compactMap { entry -> ErrorSummary? in
            guard case .host(.loadCompleted(.error(let error))) = entry.event else { return nil }
            return error
        }
        guard !failures.isEmpty, let error = unsupportedFormatError(of: name, for: scenario.format.mediationFormat) else { return false }
        // The domain and code first: converting the default's error is worth it only when they match.
        guard failures.contains(where: { $0.domain == error.domain && $0.code == error.code }) else { return false }
        return failures.contains(ErrorSummary(error))
    }

    /// `TinyAdapter does not implement interstitial (it implements banner)`: what it implements
    /// as its registration declared; an adapter registered without `formats:` is not loaded to
    /// find out (its code runs only in a recording), so the sentence then stops at the format.
    func notImplemented(_ format: Scenario.Format, by name: String) -> String {
        guard declaredFormats(of: name) != nil else { return "\(name) does not implement \(format.rawValue)" }
        let implemented = listedFormats(of: name).map(\.rawValue)
        return
            "\(name) does not implement \(format.rawValue) (it implements \(implemented.isEmpty ? "none" : implemented.joined(separator: ", ")))"
    }
}
