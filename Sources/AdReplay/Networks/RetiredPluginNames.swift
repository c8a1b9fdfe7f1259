/// The members ``NetworkPlugin`` and ``SeamNetwork`` had before their recording traits became one
/// ``RecordingOptions`` value and their two `breaches` one, kept as requirements so that a
/// plug-in still declaring one is refused instead of silently ignored.
///
/// Each has a default, so such a plug-in still compiles, and AdReplay would go on reading
/// `recording` and `breaches(in:_:timeline:)`: its forced answers, video formats and contract
/// rules gone without a word (a bug report of one of its rules would read as fixed). Swift says
/// nothing when a conforming type declares a member its protocol no longer has. The defaults say
/// when they are reached; a default not reached is a member the plug-in declares, and
/// ``AdapterRegistry/register(network:)`` makes every record and replay of that network fail
/// with ``RetiredPluginNames/refusal(of:)``'s sentence.
public protocol RetiredPluginNames {
    var answerNames: [String] { get }
    var variantNames: [String] { get }
    func videoApplies(to format: Scenario.Format) -> Bool
    func imageLoadingApplies(to format: Scenario.Format) -> Bool
    var noFillAnswer: String { get }
    func describe(answer name: String) -> String
    var noVideoNote: String? { get }
    var recordsUpstream: Bool { get }
    func breaches(in scenario: Scenario, _ events: [ContractCheck.Event]) -> [ContractBreach]
    /// A ``SeamNetwork``'s recording is static; a ``NetworkPlugin``'s is an instance property.
    static var recording: RecordingOptions { get }
}

/// ``RetiredPluginNames`` for a ``SeamNetwork``, whose members are static.
public protocol RetiredSeamNetworkNames {
    static var answerNames: [String] { get }
    static var variantNames: [String] { get }
    static func videoApplies(to format: Scenario.Format) -> Bool
    static func imageLoadingApplies(to format: Scenario.Format) -> Bool
    static var noFillAnswer: String { get }
    static func describe(answer name: String) -> String
    static var noVideoNote: String? { get }
    static var recordsUpstream: Bool { get }
    static func breaches(in scenario: Scenario, _ events: [ContractCheck.Event]) -> [ContractBreach]
}

extension RetiredPluginNames {
    public var answerNames: [String] { RetiredNames.reached(.answerNames, []) }
    public var variantNames: [String] { RetiredNames.reached(.variantNames, []) }
    public func videoApplies(to format: Scenario.Format) -> Bool { RetiredNames.reached(.videoApplies, false) }
    public func imageLoadingApplies(to format: Scenario.Format) -> Bool { RetiredNames.reached(.imageLoadingApplies, false) }
    public var noFillAnswer: String { RetiredNames.reached(.noFillAnswer, "") }
    public func describe(answer name: String) -> String { RetiredNames.reached(.describe, "") }
    public var noVideoNote: String? { RetiredNames.reached(.noVideoNote, nil) }
    public var recordsUpstream: Bool { RetiredNames.reached(.recordsUpstream, false) }
    public func breaches(in scenario: Scenario, _ events: [ContractCheck.Event]) -> [ContractBreach] {
        RetiredNames.reached(.breaches, [])
    }
    public static var recording: RecordingOptions { RetiredNames.reached(.staticRecording, RecordingOptions()) }
}

extension RetiredSeamNetworkNames {
    public static var answerNames: [String] { RetiredNames.reached(.answerNames, []) }
    public static var variantNames: [String] { RetiredNames.reached(.variantNames, []) }
    public static func videoApplies(to format: Scenario.Format) -> Bool { RetiredNames.reached(.videoApplies, false) }
    public static func imageLoadingApplies(to format: Scenario.Format) -> Bool { RetiredNames.reached(.imageLoadingApplies, false) }
    public static var noFillAnswer: String { RetiredNames.reached(.noFillAnswer, "") }
    public static func describe(answer name: String) -> String { RetiredNames.reached(.describe, "") }
    public static var noVideoNote: String? { RetiredNames.reached(.noVideoNote, nil) }
    public static var recordsUpstream: Bool { RetiredNames.reached(.recordsUpstream, false) }
    public static func breaches(in scenario: Scenario, _ events: [ContractCheck.Event]) -> [ContractBreach] {
        RetiredNames.reached(.breaches, [])
    }
}

/// Learns which retired members a plug-in declares: each is called once with a probe bound, and
/// a default reached is one not declared.
enum RetiredNames {
    enum Member: CaseIterable {
        case answerNames, variantNames, videoApplies, imageLoadingApplies, noFillAnswer, describe, noVideoNote
        case recordsUpstream, breaches, staticRecording
        /// Not retired: ``NetworkPlugin``'s default `recording`, reached when a plug-in has no
        /// instance `recording` of its own (then a static one is a mistake, not a helper).
        case defaultRecording

        /// The members a plug-in must not declare.
        static let retired: [Member] = allCases.filter { $0 != .defaultRecording }

        var name: String {
            switch self {
            case .answerNames: "answerNames"
            case .variantNames: "variantNames"
            case .videoApplies: "videoApplies(to:)"
            case .imageLoadingApplies: "imageLoadingApplies(to:)"
            case .noFillAnswer: "noFillAnswer"
            case .describe: "describe(answer:)"
            case .noVideoNote: "noVideoNote"
            case .recordsUpstream: "recordsUpstream"
            case .breaches: "breaches(in:_:)"
            case .staticRecording: "static recording"
            case .defaultRecording: "recording"
            }
        }
    }

    final class Probe: @unchecked Sendable {
        // @unchecked: bound to one task while one plug-in is probed, and read after.
        var reached: Set<Member> = []
    }

    @TaskLocal static var probe: Probe?

    static func reached<Value>(_ member: Member, _ value: Value) -> Value {
        probe?.reached.insert(member)
        return value
    }

    /// The members whose default `body` (calling each once) reached.
    static func reached(_ body: () -> Void) -> Set<Member> {
        let probe = Probe()
        $probe.withValue(probe, operation: body)
        return probe.reached
    }

    /// The calls that reach each retired member of a plug-in.
    static func touchAll(_ plugin: some NetworkPlugin) {
        let scenario = Scenario(format: .banner, adapterClassName: nil, parameter: nil, script: [])
        _ = plugin.answerNames
        _ = plugin.variantNames
        _ = plugin.videoApplies(to: .banner)
        _ = plugin.imageLoadingApplies(to: .native)
        _ = plugin.noFillAnswer
        _ = plugin.describe(answer: "fill")
        _ = plugin.noVideoNote
        _ = plugin.recordsUpstream
        _ = plugin.breaches(in: scenario, [])
        _ = type(of: plugin).recording
        _ = plugin.recording
    }

    static func touchAll<Network: RetiredSeamNetworkNames>(_ network: Network.Type) {
        let scenario = Scenario(format: .banner, adapterClassName: nil, parameter: nil, script: [])
        _ = network.answerNames
        _ = network.variantNames
        _ = network.videoApplies(to: .banner)
        _ = network.imageLoadingApplies(to: .native)
        _ = network.noFillAnswer
        _ = network.describe(answer: "fill")
        _ = network.noVideoNote
        _ = network.recordsUpstream
        _ = network.breaches(in: scenario, [])
    }

    /// The sentence refusing `typeName`, which declares `members`; nil for none. The name is
    /// worked out only for a refusal: `String(describing:)` of a type scans every conformance
    /// record of the process, over a million instructions at each start of a replay worker.
    static func sentence(_ typeName: @autoclosure () -> String, _ members: [Member]) -> String? {
        guard !members.isEmpty else { return nil }
        let typeName = typeName()
        let names = members.map(\.name)
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        if members == [.staticRecording] {
            return "\(typeName) declares a static recording, which a NetworkPlugin never reads; declare it as an instance property, var recording: RecordingOptions"
        }
        return "\(typeName) declares \(list), which AdReplay no longer reads (members of a plug-in from before its recording traits became one value); "
            + "say them in recording: RecordingOptions (failures:, variantNames:, videoFormats:, imageLoadingFormats:, noFill:, describe:, noVideoNote:, recordsUpstream:) "
            + "and check contract rules in breaches(in:_:timeline:); rename a helper of your own that has one of these names"
    }
}

extension NetworkPlugin {
    /// Why this plug-in cannot be used as it stands: it (or the ``SeamNetwork`` it wraps)
    /// declares a member AdReplay no longer reads (``RetiredPluginNames``), which would be
    /// silently ignored; nil when it declares none.
    ///
    /// ```swift
    /// OldPlugin().retiredNamesRefusal
    /// // "OldPlugin declares answerNames and videoApplies(to:), which AdReplay no longer reads (…)"
    /// ```
    public var retiredNamesRefusal: String? {
        let reached = RetiredNames.reached { RetiredNames.touchAll(self) }
        // A static recording beside an instance one is the plug-in's own helper.
        let declared = RetiredNames.Member.retired.filter {
            !reached.contains($0) && ($0 != .staticRecording || reached.contains(.defaultRecording))
        }
        return RetiredNames.sentence(String(describing: type(of: self)), declared) ?? (self as? any WrapsSeamNetwork)?.seamNetworkRefusal
    }
}

/// A plug-in made from a ``SeamNetwork`` (``SeamPlugin``): that network's retired members count.
protocol WrapsSeamNetwork {
    var seamNetworkRefusal: String? { get }
}

extension SeamPlugin: WrapsSeamNetwork {
    var seamNetworkRefusal: String? {
        let reached = RetiredNames.reached { RetiredNames.touchAll(Network.self) }
        let declared = RetiredNames.Member.retired.filter { $0 != .staticRecording && !reached.contains($0) }
        return RetiredNames.sentence(String(describing: Network.self), declared)
    }
}
