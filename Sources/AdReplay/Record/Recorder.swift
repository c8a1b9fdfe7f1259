import AdWorld

/// Runs scenarios live and turns them into fixtures.
///
/// ```swift
/// let recorder = Recorder(registry: registry)
/// let recording = try recorder.record(scenario, name: "fill", network: .seeded(42))
/// try FixtureStore.write(recording.fixture, to: "recordings/banner/fill.fixture.gz", overwrite: false)
/// ```
public struct Recorder: Sendable {
    /// A freshly recorded fixture and the contracts it breaks, each naming its ad. A breach is
    /// recorded anyway (it is often the very bug being captured), and the fixture says it
    /// reproduces it (``Fixture/reproduces``): it replays `REPRODUCES` until the adapter is fixed.
    public struct Recording: Sendable {
        public var fixture: Fixture
        public var breaches: [ContractBreach]
        /// Things worth knowing about the session that the fixture cannot hold, e.g. that an
        /// object was used outside it, where nothing records it.
        public var notes: [String] = []
        /// What the adapter read of its configuration and GMA's global state (``AdapterReads``).
        public var reads = AdapterReads()

        public init(fixture: Fixture, breaches: [ContractBreach]) {
            self.fixture = fixture
            self.breaches = breaches
        }
    }

    /// A forced answer the network it goes to does not give.
    public struct UnknownAnswer: Error, Equatable, CustomStringConvertible {
        public let answer: String
        public let network: String
        public let known: [String]
        /// The format the network gives the answer to none of its requests of (nil: no format).
        public let format: Scenario.Format?

        public init(answer: String, network: String, known: [String], format: Scenario.Format? = nil) {
            self.answer = answer
            self.network = network
            self.known = known
            self.format = format
        }

        public var description: String {
            if let format {
                return
                    "the \(network) network never answers a \(format.rawValue) request with \"\(answer.escapingControlCharacters)\" (forced, it would record another answer under that name); to a \(format.rawValue) request it gives \(known.joined(separator: ", "))"
            }
            return "the \(network) network has no answer \"\(answer.escapingControlCharacters)\"; it gives \(known.joined(separator: ", "))"
        }
    }

    /// Why a scenario cannot be recorded truthfully with this registry: the fixture would say
    /// something other than what the adapter does with its network, so none is written.
    public struct Refusal: Error, Equatable, CustomStringConvertible {
        public let description: String

        public init(_ description: String) {
            self.description = description
        }
    }

    public var registry: AdapterRegistry
    /// Rules no source states, checked too when asked for (``ContractRule/optIn``).
    public var optInRules: Set<ContractRule> = []

    public init(registry: AdapterRegistry) {
        self.registry = registry
    }

    /// Runs `scenario` against live networks and returns what crossed the seams. `configure`
    /// runs once the networks are in the world, to replace what it holds (a scripted network
    /// in a test).
    public func run(
        _ scenario: Scenario, network: LiveNetwork = .seeded(0),
        configure: (World) -> Void = { _ in }
    ) throws -> Observation {
        try harness(scenario, network, configure: configure).run()
    }

    /// Why `scenario` cannot be recorded truthfully, found before any session runs and without
    /// running the adapter: its network has no plug-in here (its SDK would fall back to a
    /// network nothing records), or its registration declared the formats it implements and
    /// this is not one. Nil when it can be recorded; ``record(_:name:network:onEntry:)`` still
    /// refuses a session whose load fell back to the mediation protocol's default.
    public func refusal(of scenario: Scenario) -> Refusal? {
        if let reason = scenario.unstorableReason { return Refusal("a fixture cannot hold this scenario: \(reason)") }
        if let problem = registry.networkProblem(of: scenario) { return Refusal(problem) }
        guard let name = scenario.adapterClassName, registry.implementsAPI(of: scenario.format, adapter: name),
            let declared = registry.declaredFormats(of: name), !declared.contains(scenario.format)
        else { return nil }
        return Refusal(registry.notImplemented(scenario.format, by: name))
    }

    /// Records `scenario` and returns its fixture, or throws ``Refusal`` when what was recorded
    /// would not be the truth about the adapter: its load fell back to the protocol's default
    /// (the adapter does not implement the format), or an ad filled while nothing of any
    /// network was recorded.
    ///
    /// `onEntry` is told each timeline entry as it happens (its stored JSON: ``entryJSON(_:)``),
    /// so that a process that records in a child can keep what happened before the adapter trapped
    /// (``crashFixture(_:name:network:entries:crashSite:)``).
    public func record(
        _ scenario: Scenario, name: String, network: LiveNetwork,
        onEntry: ((TimelineEntry) -> Void)? = nil
    ) throws -> Recording {
        if let reason = scenario.unstorableReason { throw Refusal("a fixture cannot hold this scenario: \(reason)") }
        if let upstream = network.upstream, !registry.network(of: scenario).recording.recordsUpstream {
            // The network would answer from its simulation while the fixture said a real server did.
            throw Refusal(
                "the \(registry.network(of: scenario).sdkName) cannot record against a real ad server (\(upstream.upstream.escapingControlCharacters)); its plug-in does not say recordsUpstream"
            )
        }
        let harness = try harness(scenario, network, configure: { _ in })
        harness.recorder.onEntry = onEntry
        harness.checksRelease = optInRules.contains(.released)
        let reads = harness.notingReads()
        let observation = try harness.run()
        if let name = scenario.adapterClassName, registry.fellBackToDefault(scenario, name: name, observed: observation) {
            throw Refusal(registry.notImplemented(scenario.format, by: name))
        }
        if let unrecorded = unrecordedNetwork(scenario, observation) { throw Refusal(unrecorded) }
        let scenarioNetwork = registry.network(of: scenario)
        let fixture = Fixture(name: name, scenario: scenario, observation: observation, environment: environment(scenario, network))
        let breaches = ContractCheck.check(
            scenario, harness.recorder.attributedHostEvents, networks: [scenarioNetwork], optIn: optInRules,
            timeline: observation.entries, keptAlive: harness.keptAliveBySession(observation: observation))
        var reproducing = fixture
        var seen = Set<Reproduction>()
        reproducing.reproduces = breaches.map(Reproduction.init).filter { seen.insert($0).inserted }
        var recording = Recording(fixture: try reproducing.hidingSecrets(registry.networks), breaches: breaches)
        if let stored = try? recording.fixture.scenario.stored(),
            let refusal = registry.networks.lazy.compactMap({ $0.refusal(storingScenario: stored) }).first
        {
            throw Refusal(refusal)
        }
        recording.notes += harness.notes
        recording.reads = AdapterReads(reads)
        return recording
    }

    /// The versions and network choice a fixture of `scenario` recorded on `network` names.
    func environment(_ scenario: Scenario, _ network: LiveNetwork) -> Fixture.Environment {
        let scenarioNetwork = registry.network(of: scenario)
        let described = network.target(scenarioNetwork: scenarioNetwork.name).flatMap(registry.network(named:)) ?? scenarioNetwork
        let versions = registry.versions(of: scenario.adapterClassName)
        return Fixture.Environment(
            sdkVersion: scenarioNetwork.sdkVersion, adapterVersion: versions?.adapter, adSDKVersion: versions?.sdk,
            toolVersion: ToolVersion.current, network: network.describe(using: described), live: network.upstream)
    }

    /// A timeline entry as one line of JSON, as ``record(_:name:network:onEntry:)`` streams it
    /// and ``entry(json:)`` reads it back.
    public func entryJSON(_ entry: TimelineEntry) -> String {
        var bytes: [UInt8] = []
        JSONValue.object((try? entry.storedMembers()) ?? []).append(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// An entry ``entryJSON(_:)`` wrote, read with the registry's network plug-ins.
    public func entry(json: String) throws -> TimelineEntry {
        let value: JSONValue
        do {
            value = try JSONValue.parse(Array(json.utf8))
        } catch {
            throw Refusal("a streamed timeline entry is not JSON (\(error))")
        }
        do {
            return try TimelineEntry(stored: value, networks: registry.networks)
        } catch {
            throw Refusal("a streamed timeline entry cannot be read (\(error.message))")
        }
    }

    /// The fixture of a session whose adapter trapped at `crashSite` (``CrashSite``), from the
    /// entries recorded before it: a bug report of the crash (``Reproduction/crash(site:)``),
    /// whose replay traps at the same place.
    public func crashFixture(
        _ scenario: Scenario, name: String, network: LiveNetwork, entries: [TimelineEntry],
        crashSite: CrashSite
    ) -> Fixture {
        var fixture = Fixture(
            name: name, scenario: scenario, observation: Observation(entries), environment: environment(scenario, network))
        fixture.reproduces = [.crash(site: crashSite)]
        return fixture
    }

    /// An ad that filled through an adapter while no network plug-in recorded anything came from
    /// somewhere no fixture can replay (an SDK talking to a network this registry has no
    /// plug-in for). A failed load without any entry may be the adapter's own refusal (a
    /// missing ad unit checked before asking), which is the truth, so it is kept.
    private func unrecordedNetwork(_ scenario: Scenario, _ observation: Observation) -> String? {
        guard scenario.format.profile.api != .hostAdServer, let adapter = scenario.adapterClassName else { return nil }
        let networkEntries = observation.entries.contains {
            if case .sdk(let entry) = $0.event { return entry.sdk != HostAdServerPlugin.name }
            return false
        }
        let filled = observation.hostEvents.contains {
            if case .loadCompleted(.ad) = $0.event { return true }
            return false
        }
        guard filled, !networkEntries else { return nil }
        return
            "adapter \(adapter)'s ad filled while no network plug-in recorded anything; register the plug-in of the network its SDK talks to with register(network:)"
    }

    private func harness(_ scenario: Scenario, _ network: LiveNetwork, configure: (World) -> Void) throws -> HostHarness {
        if let problem = registry.networkProblem(of: scenario) { throw Refusal(problem) }
        let scenarioNetwork = registry.network(of: scenario).name
        if let target = network.target(scenarioNetwork: scenarioNetwork), case .answer(let answer, _) = network.source {
            guard let plugin = registry.network(named: target) else {
                throw HostHarness.SetupError(description: "no network plug-in is registered as \(target)")
            }
            let known = plugin.recording.answerNames(for: scenario.format)
            guard known.contains(answer) else {
                let elsewhere = plugin.recording.answerNames.contains(answer)
                throw UnknownAnswer(answer: answer, network: target, known: known, format: elsewhere ? scenario.format : nil)
            }
        }
        return HostHarness(
            scenario: scenario, registry: registry,
            answers: { plugin in
                .live(network.answers(for: plugin.name, scenarioNetwork: scenarioNetwork))
            }, configure: configure)
    }
}
