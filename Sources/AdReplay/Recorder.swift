import AdWorld

/// Runs scenarios live and turns them into fixtures.
///
/// ```swift
/// let recorder = Recorder(registry: registry)
/// let recording = try recorder.record(scenario, name: "fill", network: .seeded(42))
/// try FixtureStore.write(recording.fixture, to: "recordings/banner/fill.fixture.gz", overwrite: false)
/// ```
public struct Recorder: Sendable {
    /// A freshly recorded fixture and the contracts it breaks, each naming its ad (recorded
    /// anyway: a breach is often the very bug being captured; the fixture replays green, and a
    /// replay shows the breaches as notes).
    public struct Recording: Sendable {
        public var fixture: Fixture
        public var breaches: [ContractBreach]
    }

    /// A forced answer the network it goes to does not give.
    public struct UnknownAnswer: Error, Equatable, CustomStringConvertible {
        public let answer: String
        public let network: String
        public let known: [String]

        public init(answer: String, network: String, known: [String]) {
            self.answer = answer
            self.network = network
            self.known = known
        }

        public var description: String {
            "the \(network) network has no answer \"\(answer.escapingControlCharacters)\"; it gives \(known.joined(separator: ", "))"
        }
    }

    public var registry: AdapterRegistry

    public init(registry: AdapterRegistry) {
        self.registry = registry
    }

    /// Runs `scenario` against live networks and returns what crossed the seams. `configure`
    /// runs once the networks are in the world, to replace what it holds (a scripted network
    /// in a test).
    public func run(_ scenario: Scenario, network: LiveNetwork = .seeded(0),
                    configure: (World) -> Void = { _ in }) throws -> Observation {
        try harness(scenario, network, configure: configure).run()
    }

    public func record(_ scenario: Scenario, name: String, network: LiveNetwork) throws -> Recording {
        let harness = try harness(scenario, network, configure: { _ in })
        let observation = try harness.run()
        let scenarioNetwork = registry.network(of: scenario)
        let described = network.target(scenarioNetwork: scenarioNetwork.name).flatMap(registry.network(named:)) ?? scenarioNetwork
        let versions = registry.versions(of: scenario.adapterClassName)
        let environment = Fixture.Environment(
            sdkVersion: scenarioNetwork.sdkVersion, adapterVersion: versions?.adapter, adSDKVersion: versions?.sdk,
            toolVersion: ToolVersion.current, network: network.describe(using: described))
        let fixture = Fixture(name: name, scenario: scenario, observation: observation, environment: environment)
        let breaches = ContractCheck.check(scenario, harness.recorder.attributedHostEvents, networks: [scenarioNetwork])
        return Recording(fixture: fixture, breaches: breaches)
    }

    private func harness(_ scenario: Scenario, _ network: LiveNetwork, configure: (World) -> Void) throws -> HostHarness {
        if let problem = registry.networkProblem(of: scenario) { throw HostHarness.SetupError(description: problem) }
        let scenarioNetwork = registry.network(of: scenario).name
        if let target = network.target(scenarioNetwork: scenarioNetwork), case .answer(let answer, _) = network.source {
            guard let plugin = registry.network(named: target) else {
                throw HostHarness.SetupError(description: "no network plug-in is registered as \(target)")
            }
            guard plugin.answerNames.contains(answer) else {
                throw UnknownAnswer(answer: answer, network: target, known: plugin.answerNames)
            }
        }
        return HostHarness(scenario: scenario, registry: registry, answers: { plugin in
            .live(network.answers(for: plugin.name, scenarioNetwork: scenarioNetwork))
        }, configure: configure)
    }
}
