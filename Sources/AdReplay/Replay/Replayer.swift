import AdWorld

/// Replays fixtures: rebuilds the host and the adapter from the scenario, serves the recorded
/// answers in order, runs the script on the virtual clock, and compares what happens with what
/// was recorded.
///
/// ```swift
/// let result = Replayer(registry: registry).replay(fixture, path: "recordings/banner/fill.fixture.gz")
/// result.passed   // true when the adapter still does exactly what it did
/// ```
///
/// With ``substitutions`` the recording of one adapter checks another, e.g. a port of it to
/// another language or SDK version:
///
/// ```swift
/// var replayer = Replayer(registry: registry)
/// replayer.substitutions = ["SampleCustomEvent": "SampleCustomEventSwift"]
/// replayer.replay(fixture).status   // .unsupported("SampleCustomEventSwift does not implement rewarded")
/// ```
public struct Replayer: Sendable {
    public var registry: AdapterRegistry
    /// Adapter class names to replay in place of the one a fixture was recorded with: recorded
    /// name → replaying name, both registered. Empty: every fixture replays against its own.
    public var substitutions: [String: String] = [:]
    /// The command that accepts a replay's observed behaviour, given the fixture's path; shown
    /// in failure messages (``ReplayResult/acceptCommand``). Nil: the test-suite hint.
    public var acceptCommand: (@Sendable (String) -> String)?
    /// The command that accepts, given the fixture's path, a replay that breaks a contract its
    /// recording did not (``ReplayResult/acceptBreachesCommand``); nil in a test suite.
    public var acceptBreachesCommand: (@Sendable (String) -> String)?
    /// The command that records a fixture again (the line of its folder's manifest,
    /// ``RecordManifest``), said when a replay cannot be accepted because the adapter asks for
    /// what the recording does not hold; nil, or nil for a path, when there is none.
    public var rerecordCommand: (@Sendable (String) -> String?)?
    /// How the tool's run keeps a known bug without failing, said after a reproduction
    /// (``ReplayResult/knownBugAdvice``); nil in a test suite.
    public var knownBugAdvice: String?
    /// Rules no source states, checked too when asked for (``ContractRule/optIn``).
    public var optInRules: Set<ContractRule> = []

    public init(registry: AdapterRegistry, substitutions: [String: String] = [:]) {
        self.registry = registry
        self.substitutions = substitutions
    }

    public func replay(_ fixture: Fixture, path: String? = nil) -> ReplayResult {
        var result = ReplayResult(
            name: fixture.name, path: path, diff: nil, requestProblems: [], breaches: [],
            observed: Observation(), failure: nil)
        result.recorded = fixture
        if let unknown = unknownRule(in: fixture) {
            result.failure = unknown
            return result
        }
        let scenario = replayed(fixture.scenario)
        if scenario.adapterClassName != fixture.scenario.adapterClassName { result.substitute = scenario.adapterClassName }
        let expected: Observation
        let harness: HostHarness
        do {
            expected = try registry.resolve(fixture.observation)
            let exchanges = expected.exchangesByNetwork
            harness = HostHarness(
                scenario: scenario, registry: registry,
                answers: { plugin in .recorded(exchanges.first { $0.network == plugin.name }?.exchanges ?? []) },
                expectedEntries: expected.entries.count)
            harness.checksRelease = optIn(for: fixture).contains(.released)
            result.observed = try harness.run()
        } catch {
            result.failure = "\(error)"
            return result
        }
        result.requestProblems = harness.ledger.finalProblems
        result.diff = FixtureDiff.between(expected: expected, actual: result.observed, fidelity: fixture.fidelity)
        let breaches = ContractCheck.check(
            fixture.scenario, harness.recorder.attributedHostEvents,
            networks: [registry.network(of: fixture.scenario)], optIn: optIn(for: fixture),
            timeline: result.observed.entries, keptAlive: harness.keptAliveBySession(observation: result.observed))
        var notes = staleness(of: fixture, replayed: scenario)
        notes += harness.notes
        let matches = result.diff == nil && result.requestProblems.isEmpty
        if !fixture.reproduces.isEmpty {
            // A bug report: the question is whether the bug is still there, and nothing else
            // changed; or whether it is gone while the flow it was recorded in still runs.
            // A marked behaviour is the recorded session itself.
            result.reproducing = fixture.reproduces.filter { $0.isReproduced(breaches: breaches, sameSession: matches) }
            // Anything else that differs — host events, SDK callbacks and effects, requests, or
            // their order among each other — is a change beside the bug.
            result.changedBesidesTheBug = !matches
            if result.reproducing?.isEmpty == true {
                result.brokenFlow = RecordedFlow.firstLoss(
                    recorded: Self.attributedHostEvents(of: fixture), replayed: harness.recorder.attributedHostEvents,
                    mayEnd: RecordedFlow.adsWhoseFlowAFixMayEnd(fixture.reproduces))
            }
            result.breaches = breaches
            // What the report did not say the adapter breaks is new, and is not accepted with it.
            let reported = Set(fixture.reproduces.compactMap { if case .breach(let rule, _) = $0 { rule } else { nil } })
            result.newBreaches = breaches.filter { !reported.contains("\($0.rule)") }
        } else if matches {
            // The same timeline breaks the same timeline rules, so those the recording broke too;
            // what `released` finds is not in a timeline, and the recording was not found to break
            // it (or it would be a bug report of it): it is what this adapter does now.
            let lifetime = breaches.filter { !$0.rule.followsFromTimeline }
            notes += recorded(breaches.filter(\.rule.followsFromTimeline))
            result.breaches = lifetime
            result.newBreaches = lifetime
        } else {
            result.breaches = breaches
            result.newBreaches = Self.newBreaches(
                breaches, recorded: fixture, optIn: optIn(for: fixture),
                networks: [registry.network(of: fixture.scenario)])
        }
        // Whether or not it matches its recording: a load that fell back to the protocol's
        // default tested nothing of the adapter, so it is never a pass.
        result.unsupported = unsupportedFormat(in: scenario, observed: result.observed)
        result.notes = notes.map(\.escapingControlCharacters)
        // Only a replay that failed says how to accept it (the commands quote the path).
        if !result.passed {
            result.acceptCommand = acceptCommand?(path ?? fixture.name)
            result.acceptBreachesCommand = acceptBreachesCommand?(path ?? fixture.name)
            // Re-recording is offered for answers nobody recorded, never for requests the adapter dropped.
            if !result.requestProblems.isEmpty, ReplayResult.unaskedOnly(result.requestProblems) == nil, let path {
                result.rerecordCommand = rerecordCommand?(path) ?? nil
            }
            result.knownBugAdvice = knownBugAdvice
        }
        return result
    }

    /// A replay that reproduced its recording reproduced the recording's breaches too: the
    /// adapter did then what it does now, and the recorder reported them when it recorded. They
    /// are no new failure (so `replay --update` can clear every failure, and a fresh recording
    /// replays green); a note keeps them in sight. A replay that differs lists its breaches with
    /// the difference.
    ///
    /// A breach of an opt-in rule is named as one: no public source states those rules, and the
    /// run checks them because it was asked to (``ContractRule/optIn``).
    private func recorded(_ breaches: [ContractBreach]) -> [String] {
        breaches.map { breach in
            guard let name = breach.rule.optInName else { return "the recording breaks a mediation contract: \(breach)" }
            return "the recording breaks the opt-in rule \(name), checked because it was asked for (no public source states it): \(breach)"
        }
    }

    /// Why a bug report of `fixture` cannot be judged: it reproduces a breach of a rule that
    /// neither the host nor the scenario network's plug-in checks (a mistyped name, a plug-in
    /// that no longer has it), which no replay could ever show, so it would read FIXED.
    func unknownRule(in fixture: Fixture) -> String? {
        let rules = fixture.reproduces.compactMap { if case .breach(let rule, _) = $0 { rule } else { nil } }
        guard !rules.isEmpty else { return nil }
        let network = registry.network(of: fixture.scenario)
        let known = Set(ContractRule.host.map(\.description) + network.ruleNames)
        guard let unknown = rules.first(where: { !known.contains($0) }) else { return nil }
        return "it reproduces a breach of \"\(unknown)\", a rule neither AdReplay nor the \(network.name) network's plug-in checks, "
            + "so no replay can tell whether the bug is fixed"
    }

    /// The opt-in rules a replay of `fixture` checks: those asked for, and those the fixture
    /// reproduces a breach of (a bug report of an opt-in rule must not read as fixed because a
    /// run did not ask for the rule).
    func optIn(for fixture: Fixture) -> Set<ContractRule> {
        let reproduced = fixture.reproduces.compactMap { reproduction -> ContractRule? in
            guard case .breach(let rule, _) = reproduction else { return nil }
            return ContractRule.optIn.first { $0.description == rule }
        }
        return optInRules.union(reproduced)
    }

    /// The breaches whose rule the recording does not break. The recording is checked with the
    /// ad each host event was for (`forAd`, stored in sessions with several loads; with one load
    /// the order says it); rules, not ads, are compared, so a fixture of an older build that
    /// stored no ads cannot make a breach look new.
    static func newBreaches(
        _ breaches: [ContractBreach], recorded fixture: Fixture, optIn: Set<ContractRule> = [],
        networks: [any NetworkPlugin] = []
    ) -> [ContractBreach] {
        guard !breaches.isEmpty else { return [] }
        let recordedRules = Set(
            ContractCheck.check(
                fixture.scenario, attributedHostEvents(of: fixture), networks: networks, optIn: optIn, timeline: fixture.timeline
            )
            .map { "\($0.rule)" })
        return breaches.filter { !recordedRules.contains("\($0.rule)") }
    }

    /// The recording's host events with the ad each was for: as stored (`forAd`, in sessions with
    /// several loads), or by their order when the fixture stored none.
    static func attributedHostEvents(of fixture: Fixture) -> [ContractCheck.Event] {
        let hostEntries = fixture.timeline.compactMap { entry -> ContractCheck.Event? in
            guard case .host(let event) = entry.event else { return nil }
            return ContractCheck.Event(entry.at, event, ad: entry.ad)
        }
        if hostEntries.contains(where: { $0.ad != nil }) { return hostEntries }
        return ContractCheck.attributedByOrder(fixture.hostEvents, loads: fixture.scenario.script.count { $0.action == .load })
    }

    /// The scenario as replayed: the recorded one, with its adapter substituted when asked.
    func replayed(_ scenario: Scenario) -> Scenario {
        guard let name = scenario.adapterClassName, let substitute = substitutions[name] else { return scenario }
        var replayed = scenario
        replayed.adapterClassName = substitute
        return replayed
    }

    /// The sentence for a load that fell back to the mediation protocol's default because the
    /// adapter does not implement the format; nil when it did not.
    func unsupportedFormat(in scenario: Scenario, observed: Observation) -> String? {
        guard let name = scenario.adapterClassName, registry.fellBackToDefault(scenario, name: name, observed: observed) else { return nil }
        return "\(name) does not implement \(scenario.format.rawValue)"
    }

    /// Runs, on `fixture` as recorded, the engine's own work a replay does besides the session —
    /// resolving the recorded answers, the diff, the contract check, the staleness notes —
    /// without any adapter or SDK code, and throws the results away. A worker that forks a
    /// fresh process per fixture does it once before its first fork: what the Swift runtime
    /// caches while it runs (type metadata, conformances, bound symbols) is then in every child,
    /// which does not pay for it again, and no adapter's state is. So is what every session on
    /// the main thread computes first and the same in every child: the main-thread watch's limit
    /// (read from the environment, which Foundation copies whole on first use) and the timer
    /// look's lookups (``PendingTimers``; it then also told which open descriptors were timers):
    /// a child's first session had spent about a sixth of its CPU on those two (measured with
    /// `perf` on `adreplay replay`'s children). And the lookup the drain makes once per process
    /// (``SessionDrain/warmUp()``).
    package func warmUp(with fixture: Fixture) {
        _ = MainThreadWatch.limit
        _ = PendingTimers.armed()
        SessionDrain.warmUp()
        guard let expected = try? registry.resolve(fixture.observation) else { return }
        _ = FixtureDiff.between(expected: expected, actual: expected, fidelity: fixture.fidelity)
        _ = ContractCheck.check(fixture.scenario, fixture.hostEvents, networks: [registry.network(of: fixture.scenario)])
        _ = staleness(of: fixture, replayed: replayed(fixture.scenario))
        _ = unknownRule(in: fixture)
    }

    /// The session alone, against the recorded answers: no diff, no contracts. For the benchmark
    /// (Benchmarks/AdReplayBench).
    package func session(_ fixture: Fixture) throws -> Observation {
        let expected = try registry.resolve(fixture.observation)
        let exchanges = expected.exchangesByNetwork
        return try HostHarness(
            scenario: replayed(fixture.scenario), registry: registry,
            answers: { plugin in .recorded(exchanges.first { $0.network == plugin.name }?.exchanges ?? []) },
            expectedEntries: expected.entries.count
        ).run()
    }

    /// Versions are how a fixture goes stale (not its age): say when the SDK or the adapter that
    /// replays it is not the one that recorded it. A substituted adapter is named on both sides.
    /// What the fixture says is escaped: a version holding a newline must not forge a line.
    ///
    /// ```swift
    /// replayer.staleness(of: fixture)   // ["recorded with Sample SDK 0.9.0, replayed with 1.0.0"]
    /// ```
    public func staleness(of fixture: Fixture) -> [String] {
        staleness(of: fixture, replayed: replayed(fixture.scenario))
    }

    /// ``staleness(of:)`` with the scenario as replayed already made.
    func staleness(of fixture: Fixture, replayed replayedScenario: Scenario) -> [String] {
        var notes: [String] = []
        let recorded = fixture.environment
        let network = registry.network(of: replayedScenario)
        if recorded.sdkVersion != network.sdkVersion {
            notes.append(
                "recorded with \(network.sdkName) \(recorded.sdkVersion.escapingControlCharacters), replayed with \(network.sdkVersion)")
        }
        let recordedName = fixture.scenario.adapterClassName
        let replayingName = replayedScenario.adapterClassName
        if let versions = registry.versions(of: replayingName),
            let adapter = recorded.adapterVersion, adapter != versions.adapter
        {
            if let recordedName, let replayingName, recordedName != replayingName {
                notes.append(
                    "recorded with adapter \(recordedName.escapingControlCharacters) \(adapter.escapingControlCharacters), replayed with \(replayingName) \(versions.adapter)"
                )
            } else {
                notes.append("recorded with adapter \(adapter.escapingControlCharacters), replayed with \(versions.adapter)")
            }
        }
        return notes
    }

    /// Reads and replays a fixture file.
    public func replay(path: String) throws(FixtureError) -> ReplayResult {
        replay(try FixtureStore.read(path, networks: registry.networks), path: path)
    }

    /// The fixture with its expected events replaced by what the replay observed. A bug report
    /// becomes an ordinary regression fixture of what the adapter does now.
    public static func accepting(_ result: ReplayResult, into fixture: Fixture) -> Fixture {
        var updated = fixture
        updated.timeline = result.observed.entries
        updated.fidelity = .complete
        updated.reproduces = []
        return updated
    }
}
