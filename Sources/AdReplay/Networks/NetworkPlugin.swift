import AdWorld

/// Teaches AdReplay one ad network: how its entries are stored and read, how to put a live or a
/// replaying network and an observer into a session's world, and any contract rules of its own.
/// The engine knows no network; the Sample network is a bundled plug-in (`AdReplaySample`), the
/// host's own ad server another (``HostAdServerPlugin``), and a user's network is one more, written
/// in the user's package.
///
/// For an SDK port that routes through an `AdWorld` ``SDKSeam``, ``SeamPlugin`` is the whole
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
    /// The answers a recording can force (`record --answer NAME`), `fill` first.
    var answerNames: [String] { get }
    /// Whether a fill of `format` can carry video, so that `record --video` applies. Default: no
    /// format.
    func videoApplies(to format: Scenario.Format) -> Bool
    /// The content variants a fill can be forced to (`record --variant NAME`). Default: none.
    var variantNames: [String] { get }
    /// Whether the SDK's request for `format` says if images are downloaded (GMA's
    /// `disableImageLoading` loader option reaches it), so that the variants of a native
    /// recording name that choice (`-images`, `-urls`). Default: no.
    func imageLoadingApplies(to format: Scenario.Format) -> Bool
    /// The network's plain no-fill, the failure `explore` tries when it simplifies a session.
    /// Default: the first failure in ``answerNames``.
    var noFillAnswer: String { get }
    /// What a fixture's environment says of a forced answer: `answer failure noInventory (3)`.
    func describe(answer name: String) -> String
    /// Said after `video no` in a fixture's environment, when a fill without video is the
    /// tool's variant rather than something the real network does; nil when it does.
    var noVideoNote: String? { get }

    /// Reads one of this network's stored entries: its fields, `at` and `sdk` included.
    func entry(stored fields: FieldReader, at time: Int) throws(FieldReader.Problem) -> any NetworkEntry

    /// Puts this network into a session's world: a live network (recording) or the recorded
    /// answers (replay), and an observer that hands everything the SDK does to
    /// ``NetworkSession/record(_:at:)``.
    func install(_ session: NetworkSession, in world: World)

    /// Contract breaches particular to this network's SDK, ad by ad (the engine checks the
    /// mediation host's own rules). Default: none.
    func breaches(in scenario: Scenario, _ events: [ContractCheck.Event]) -> [ContractBreach]
    /// Contract breaches that need the whole session, the SDK's own entries with the host's (an
    /// HTTP network checks the trackers its server's answers asked for against the requests its
    /// SDK sent). Default: ``breaches(in:_:)``.
    func breaches(in scenario: Scenario, _ events: [ContractCheck.Event], timeline: [TimelineEntry]) -> [ContractBreach]
    /// The name of each rule ``breaches(in:_:)`` checks, as its breaches name it. A bug report
    /// of a breach (``Reproduction/breach(rule:ad:)``) of a rule neither the engine nor the
    /// scenario's plug-in lists cannot be judged, so it is refused rather than read as fixed.
    /// Default: none.
    var ruleNames: [String] { get }
    /// Whether a recording can send this network's requests to a real ad server
    /// (``LiveAnswers/upstream``, `record --upstream URL`). Default: no.
    var recordsUpstream: Bool { get }
}

extension NetworkPlugin {
    public var noVideoNote: String? { nil }

    public var variantNames: [String] { [] }

    public func imageLoadingApplies(to format: Scenario.Format) -> Bool { false }

    public var noFillAnswer: String { Self.firstFailure(in: answerNames) }

    public func videoApplies(to format: Scenario.Format) -> Bool { false }

    public func describe(answer name: String) -> String { "answer \(name)" }

    public func breaches(in scenario: Scenario, _ events: [ContractCheck.Event]) -> [ContractBreach] { [] }

    public func breaches(in scenario: Scenario, _ events: [ContractCheck.Event], timeline: [TimelineEntry]) -> [ContractBreach] {
        breaches(in: scenario, events)
    }

    public var ruleNames: [String] { [] }

    public var recordsUpstream: Bool { false }

    /// The first answer that is not `fill` (``noFillAnswer``'s default, and ``SeamNetwork``'s).
    static func firstFailure(in answerNames: [String]) -> String {
        answerNames.first { $0 != "fill" } ?? "fill"
    }
}
