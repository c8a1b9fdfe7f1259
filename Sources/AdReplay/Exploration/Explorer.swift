import AdWorld

/// Drives an adapter with generated host scripts and network answers, and shrinks each distinct
/// contract breach or crash it meets to a small session that still shows it.
///
/// Sessions run through `run`, in this process by default (`Explorer/inProcess(_:)`); a tool
/// that must survive an adapter's trap runs them in a child process and reports the death as a
/// ``Failure/Key/crash(site:)``. The same template, runs and seed give the same findings.
///
/// ```swift
/// let explorer = Explorer(run: Explorer.inProcess(registry))
/// let findings = explorer.explore(Scenario(format: .banner, adapterClassName: "Broken", parameter: "unit", script: []),
///                                 runs: 200, seed: 0)
/// findings.map(\.summary)
/// // ["load completes exactly once (ad 1)"]
/// findings[0].session.scenario.script   // [@0 load]
/// ```
public struct Explorer: Sendable {
    /// The network a session is recorded against: the seeded odds, or one answer forced on every
    /// request (simpler, so shrinking tries them), in the words of the scenario's network plug-in.
    public enum Network: Codable, Hashable, Sendable {
        case seeded(UInt64)
        /// A fill; with video or without where video applies (nil: the network's default).
        case fill(video: Bool?)
        /// The network's plain no-fill (``RecordingOptions/noFillAnswer``).
        case noFill

        /// How a recording forces this on `network`.
        public func live(_ network: any NetworkPlugin) -> LiveNetwork {
            switch self {
            case .seeded(let seed): .seeded(seed)
            case .fill(let video): .answer("fill", network: network.name, video: video)
            case .noFill: .answer(network.recording.noFillAnswer, network: network.name)
            }
        }

        /// `answer fill, video no`, as a fixture's environment says it.
        public func describe(_ network: any NetworkPlugin) -> String {
            live(network).describe(using: network)
        }
    }

    /// One session to run: what the host does, and what the network answers.
    public struct Session: Codable, Equatable, Sendable {
        public var scenario: Scenario
        public var network: Network

        public init(scenario: Scenario, network: Network) {
            self.scenario = scenario
            self.network = network
        }
    }

    /// Something a session went wrong with: a contract breach, or the process dying.
    public struct Failure: Codable, Equatable, Sendable {
        /// What makes two failures the same while shrinking: the rule and the ad's position, or
        /// the place of the crash.
        public enum Key: Codable, Hashable, Sendable, CustomStringConvertible {
            case breach(rule: String, ad: Int?)
            /// Where the adapter trapped, as the crash sentence names it (``CrashSite``:
            /// `File.swift:49`, the function, the message); ``CrashSite/unknown`` when it names
            /// no place.
            case crash(site: CrashSite)
            /// The session cannot be recorded truthfully (``Recorder/Refusal``): no finding, the
            /// end of the exploration, with the sentence.
            case refused(String)
            /// AdReplay's own code trapped (``CrashSentence/isAdReplayFault(_:)``): no finding
            /// of the adapter's, the end of the exploration, with the crash sentence.
            case adReplayCrash(String)

            public var description: String {
                switch self {
                case .breach(let rule, let ad): rule + (ad.map { " (ad \($0))" } ?? "")
                case .crash(let site): "crash at \(site)"
                case .refused(let sentence): "refused: \(sentence)"
                case .adReplayCrash(let sentence): sentence
                }
            }

            /// Whether it is no finding but the end of the exploration: a refusal, or AdReplay's
            /// own crash.
            public var endsExploration: Bool {
                switch self {
                case .refused, .adReplayCrash: true
                case .breach, .crash: false
                }
            }

            /// What makes two findings the same bug: the rule whichever ad breaks it, or the
            /// crash site.
            public var bug: String {
                switch self {
                case .breach(let rule, _): rule
                case .crash(let site): "crash " + site.description
                case .refused: "refused"
                case .adReplayCrash: "adreplay-crash"
                }
            }

            /// A file name for the bug: `load-completes-exactly-once`, `crash-File.swift-49`.
            public var slug: String {
                let text = bug
                var slug = ""
                for character in text {
                    if character.isLetter || character.isNumber || character == "." || character == "_" {
                        slug.append(character)
                    } else if !slug.isEmpty, slug.last != "-" {
                        slug.append("-")
                    }
                }
                return slug.hasSuffix("-") ? String(slug.dropLast()) : slug
            }
        }

        public var key: Key
        /// The breach's description or the crash sentence.
        public var detail: String

        public init(key: Key, detail: String) {
            self.key = key
            self.detail = detail
        }

        /// A crash from the sentence `CrashSentence/from(stderr:termination:)`
        /// makes: `crashed at Module/File.swift:49 in Type.method(): message` has the site
        /// `File.swift:49` in `Type.method()` with that message (``CrashSentence/site(in:)``). A
        /// sentence without a place or function, or with a place in the toolchain's libraries
        /// (no backtrace said which code called them), has the site ``CrashSite/unknown``.
        /// AdReplay's own crash is no crash of the adapter's: ``Key/adReplayCrash(_:)``.
        public static func crash(sentence: String) -> Failure {
            if CrashSentence.isAdReplayFault(sentence) { return Failure(key: .adReplayCrash(sentence), detail: sentence) }
            return Failure(key: .crash(site: CrashSentence.site(in: sentence) ?? .unknown), detail: sentence)
        }
    }

    /// A distinct failure and the smallest session found that still shows it.
    public struct Finding: Equatable, Sendable {
        public var failure: Failure
        public var session: Session
        /// How many sessions ran to find and shrink it.
        public var sessionsRun: Int

        /// One line: the failure, then the shrunk session.
        public var summary: String { failure.key.description }
    }

    /// The default number of generated sessions: enough to meet each deliberately broken test
    /// adapter, few enough to explore a correct one in well under a second.
    public static let defaultRuns = 200

    /// Runs one session and returns what went wrong (nothing, for a session that kept every
    /// contract).
    public var run: @Sendable (Session) -> [Failure]

    public init(run: @escaping @Sendable (Session) -> [Failure]) {
        self.run = run
    }

    /// Records sessions in this process with `registry`'s adapters: a trap ends the process. A
    /// session that cannot be recorded truthfully is a ``Failure/Key/refused(_:)``, which ends
    /// the exploration.
    public static func inProcess(_ registry: AdapterRegistry, optIn: Set<ContractRule> = []) -> @Sendable (Session) -> [Failure] {
        var configured = Recorder(registry: registry)
        configured.optInRules = optIn
        let recorder = configured
        return { session in
            let live = session.network.live(registry.network(of: session.scenario))
            do {
                let recording = try recorder.record(session.scenario, name: "explore", network: live)
                return recording.breaches.map { Failure(key: .breach(rule: $0.rule.description, ad: $0.ad), detail: $0.description) }
            } catch let refusal as Recorder.Refusal {
                return [Failure(key: .refused(refusal.description), detail: refusal.description)]
            } catch {
                return []
            }
        }
    }

    /// Runs `runs` sessions of `template` (its script replaced by generated ones, on seeded
    /// networks), and returns each distinct bug (``Failure/Key/bug``), shrunk while the same rule
    /// breaks at the same ad position (or the same site crashes), in the order first met. A
    /// session that is refused, or in which AdReplay itself crashed, ends it: the one finding is
    /// the refusal or the crash.
    public func explore(_ template: Scenario, runs: Int, seed: UInt64) -> [Finding] {
        var generator = SeededGenerator(seed: seed)
        var findings: [Finding] = []
        var count = 0
        for _ in 0..<max(0, runs) {
            var scenario = template
            scenario.script = ScriptGenerator.steps(for: template.format, &generator)
            let session = Session(scenario: scenario, network: .seeded(UInt64(generator.draw(below: 1_000_000))))
            count += 1
            let failures = run(session)
            if let refused = failures.first(where: \.key.endsExploration) {
                return [Finding(failure: refused, session: session, sessionsRun: count)]
            }
            for failure in failures where !findings.contains(where: { $0.failure.key.bug == failure.key.bug }) {
                var shrinker = Shrinker(run: run, key: failure.key)
                let (shrunk, last) = shrinker.shrink(session, failure)
                count += shrinker.sessionsRun
                findings.append(Finding(failure: last, session: shrunk, sessionsRun: count))
            }
        }
        return findings
    }

    /// The finding as a fixture named `name`, recorded with `registry`'s adapters (checking the
    /// opt-in rules `optIn` too, as the exploration did), that says what it reproduces
    /// (``Fixture/reproduces``): replaying it shows `REPRODUCES` while the adapter still does it,
    /// `FIXED` once it does not. Nil when the session, recorded again, does not break that rule
    /// for that ad (a report of it would read FIXED at once), and for a crash, which this process
    /// cannot record without trapping: `explore` records it in a child process that streams the
    /// timeline up to the trap (``Recorder/crashFixture(_:name:network:entries:crashSite:)``).
    public static func fixture(
        for finding: Finding, name: String, registry: AdapterRegistry,
        optIn: Set<ContractRule> = []
    ) throws -> Fixture? {
        guard case .breach(let rule, let ad) = finding.failure.key else { return nil }
        let live = finding.session.network.live(registry.network(of: finding.session.scenario))
        var recorder = Recorder(registry: registry)
        recorder.optInRules = optIn
        var fixture = try recorder.record(finding.session.scenario, name: name, network: live).fixture
        guard fixture.reproduces.contains(.breach(rule: rule, ad: ad)) else { return nil }
        fixture.reproduces = [.breach(rule: rule, ad: ad)]
        return fixture
    }
}
