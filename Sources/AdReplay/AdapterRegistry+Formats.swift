import Mediation

extension AdapterRegistry {
    /// The formats the adapter registered as `name` implements, in ``Scenario/Format`` order;
    /// empty for a name not registered.
    ///
    /// A legacy custom event implements the legacy native formats. A current-API adapter
    /// implements a format unless its load falls back to the mediation protocol's default,
    /// which answers that the format is unsupported: that is found by loading once, on the
    /// registry's networks (seeded), in a session of its own that is thrown away.
    ///
    /// ```swift
    /// registry.formats(implementedBy: "TinyAdapter")   // [.banner]
    /// ```
    public func formats(implementedBy name: String) -> [Scenario.Format] {
        Scenario.Format.allCases.filter { format in
            guard implementsAPI(of: format, adapter: name) else { return false }
            guard format.profile.api == .current else { return true }
            let probe = Scenario(format: format, adapterClassName: name, parameter: "adreplay-probe",
                                 adSize: format.profile.defaultAdSize, script: [ScriptStep(at: 0, .load)])
            let scenarioNetwork = network(of: probe).name
            let harness = HostHarness(scenario: probe, registry: self) { plugin in
                .live(LiveNetwork.seeded(0).answers(for: plugin.name, scenarioNetwork: scenarioNetwork))
            }
            guard let observed = try? harness.run() else { return true }
            return !fellBackToDefault(probe, name: name, observed: observed)
        }
    }

    /// Whether a load of `scenario` by the adapter registered as `name` answered with the
    /// mediation protocol's default for an unimplemented format. The default's error names the
    /// adapter's type, so an adapter's own error cannot pass for it.
    func fellBackToDefault(_ scenario: Scenario, name: String, observed: Observation) -> Bool {
        guard let error = unsupportedFormatError(of: name, for: scenario.format.mediationFormat) else { return false }
        let fallback = HostEvent.loadCompleted(.error(ErrorSummary(error)))
        return observed.hostEvents.contains { $0.event == fallback }
    }

    /// `TinyAdapter does not implement interstitial (it implements banner)`.
    func notImplemented(_ format: Scenario.Format, by name: String) -> String {
        let implemented = formats(implementedBy: name).map(\.rawValue)
        return "\(name) does not implement \(format.rawValue) (it implements \(implemented.isEmpty ? "none" : implemented.joined(separator: ", ")))"
    }
}
