import AdWorld

/// Teaches AdReplay one ad network: how its entries are stored and read, how to put a live or a
/// replaying network and an observer into a session's world, and any contract rules of its own.
/// The engine knows no network; the Sample network is a bundled plug-in (`AdReplaySample`), the
/// host's own ad server another (``HostAdServerPlugin``), and a user's network is one more, written
/// in the user's package.
///
/// For an SDK port that routes through an `AdWorld` `SDKSeam`, ``SeamPlugin`` is the whole
/// plug-in:
///
/// ```swift
/// var registry = AdapterRegistry()
/// registry.register(network: SeamPlugin<Pebble>())   // Pebble: SeamNetwork, a dozen lines
/// registry.register(PebbleMediationAdapter.self)
/// ```
public protocol NetworkPlugin: Sendable {
    /// The network's tag in fixtures (`"sdk": "sample"`); keep it to letters and digits.
    var name: String { get }
    /// How notes and diagrams name the SDK: `Sample SDK`.
    var sdkName: String { get }
    /// The SDK's version, written in a fixture's environment; a replay notes a different one.
    var sdkVersion: String { get }
    /// What a recording can force of this network and how a fixture says it: its answers,
    /// content variants, video, upstream. Default: `RecordingOptions()`, a network a recording
    /// can force only to fill.
    var recording: RecordingOptions { get }

    /// Reads one of this network's stored entries: its fields, `at` and `sdk` included.
    func entry(stored fields: FieldReader, at time: Int) throws(FieldReader.Problem) -> any NetworkEntry

    /// Puts this network into a session's world: a live network (recording) or the recorded
    /// answers (replay), and an observer that hands everything the SDK does to
    /// ``NetworkSession/record(_:at:)``.
    func install(_ session: NetworkSession, in world: World)

    /// Contract breaches particular to this network's SDK (the engine checks the mediation host's
    /// own rules): from the host events, ad by ad, and, where a rule needs them, the session's
    /// own entries (an HTTP network checks the trackers its server's answers asked for against
    /// the requests its SDK sent). Default: none.
    func breaches(in scenario: Scenario, _ events: [ContractCheck.Event], timeline: [TimelineEntry]) -> [ContractBreach]
    /// The name of each rule ``breaches(in:_:timeline:)`` checks, as its breaches name it. A bug
    /// report of a breach (``Reproduction/breach(rule:ad:)``) of a rule neither the engine nor the
    /// scenario's plug-in lists cannot be judged, so it is refused rather than read as fixed.
    /// Default: none.
    var ruleNames: [String] { get }
    /// What the SDK callback `entry` reports that GMA must hear of too (an impression, a click,
    /// a reward, a dismissal), or nil: the rule ``ContractRule/sdkReportsReachGMA`` checks that
    /// each kind reached the host. Default: nil (nothing checked).
    func report(in entry: any NetworkEntry) -> SDKReport?
    /// Values that must never reach a fixture or a report (an API key read from the environment):
    /// a recording writes `{{secret}}` wherever one appears, in the scenario (a `--parameter`, an
    /// `--extra`) and every entry. Default: none.
    var secrets: [String] { get }
    /// Why a scenario, stored as `stored` (its JSON), must not be written (a credential in a parameter,
    /// say), or nil. Default: nil.
    func refusal(storingScenario stored: JSONValue) -> String?
}

extension NetworkPlugin {
    public var recording: RecordingOptions { RecordingOptions() }

    public func breaches(in scenario: Scenario, _ events: [ContractCheck.Event], timeline: [TimelineEntry]) -> [ContractBreach] { [] }

    public var ruleNames: [String] { [] }

    public func report(in entry: any NetworkEntry) -> SDKReport? { nil }

    public var secrets: [String] { [] }

    public func refusal(storingScenario stored: JSONValue) -> String? { nil }
}
