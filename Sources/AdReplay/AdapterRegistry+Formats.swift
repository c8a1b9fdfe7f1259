import Mediation

extension AdapterRegistry {
    /// The formats the adapter registered as `name` implements, in ``Scenario/Format`` order;
    /// empty for a name not registered.
    ///
    /// A legacy custom event implements the legacy native formats. A current-API adapter
    /// implements what its registration declared (``register(_:as:network:formats:)``) or, when it
    /// did not say, each format whose load does not fall back to the mediation protocol's
    /// default: that is found by loading once per format, on the registry's networks (seeded),
    /// with `parameter`, in sessions that are thrown away. That runs the adapter's code, so only
    /// a recording asks, and only on its way to refusing one.
    ///
    /// ```swift
    /// registry.formats(implementedBy: "TinyAdapter")   // [.banner]
    /// ```
    public func formats(implementedBy name: String, parameter: String? = nil) -> [Scenario.Format] {
        if declaredFormats(of: name) != nil { return listedFormats(of: name) }
        return Scenario.Format.allCases.filter { implements($0, adapter: name, parameter: parameter) }
    }

    /// Whether the adapter registered as `name` implements `format`: as declared, or found by
    /// loading it once (see ``formats(implementedBy:parameter:)``).
    func implements(_ format: Scenario.Format, adapter name: String, parameter: String?) -> Bool {
        guard implementsAPI(of: format, adapter: name) else { return false }
        if let declared = declaredFormats(of: name) { return declared.contains(format) }
        guard format.profile.api == .current else { return true }
        let probe = Scenario(format: format, adapterClassName: name, parameter: parameter,
                             adSize: format.profile.defaultAdSize, script: [ScriptStep(at: 0, .load)])
        let scenarioNetwork = network(of: probe).name
        let harness = HostHarness(scenario: probe, registry: self) { plugin in
            .live(LiveNetwork.seeded(0).answers(for: plugin.name, scenarioNetwork: scenarioNetwork))
        }
        guard let observed = try? harness.run() else { return true }
        return !fellBackToDefault(probe, name: name, observed: observed)
    }

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
        return failures.contains(ErrorSummary(error))
    }

    /// `TinyAdapter does not implement interstitial (it implements banner)`.
    func notImplemented(_ format: Scenario.Format, by name: String, parameter: String? = nil) -> String {
        let implemented = formats(implementedBy: name, parameter: parameter).map(\.rawValue)
        return "\(name) does not implement \(format.rawValue) (it implements \(implemented.isEmpty ? "none" : implemented.joined(separator: ", ")))"
    }
}
