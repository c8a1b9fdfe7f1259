import AdWorld

/// Describes an SDK port that routes through an `AdWorld` ``SDKSeam``, so that ``SeamPlugin``
/// can record and replay it: its payload types, where its seam lives, and how its live network
/// answers. One small type is the whole plug-in:
///
/// ```swift
/// enum Pebble: SeamNetwork {
///     static let name = "pebble"
///     static let sdkName = "Pebble SDK"
///     static let sdkVersion = PebbleSDK.version
///     static let answerNames = ["fill", "noFill", "timeout"]
///     static let unrecordedAnswer = PebbleAnswer.failure(.timeout)
///     typealias Request = PebbleRequest      // and Answer, Callback, Effect
///     typealias Seam = PebbleSeam            // the SDK's WorldKey for its SDKSeam
///     static func liveNetwork(_ answers: LiveAnswers) -> any AdNetwork<PebbleRequest, PebbleAnswer> { … }
/// }
/// registry.register(network: SeamPlugin<Pebble>())
/// ```
///
/// Entries are stored flat: an enum case's name follows its role and its associated values
/// follow as fields (`"callback": "bannerDidFail", "error": 2`); anything else — a struct, a raw
/// value, or a case whose fields would collide with the entry's own keys (`at`, `sdk`, `do`,
/// `host`, `request`, `callback`, `effect`, `answer`, `latency`) — is stored as one value
/// (`"request": {"placementID": "home-top", …}`). An exchange's answer follows its request
/// (`…, "answer": "fill", "creative": {…}`), and `"latency"` follows when the answer came later.
public protocol SeamNetwork: Sendable {
    associatedtype Request: Codable & Hashable & Sendable & CustomStringConvertible
    associatedtype Answer: Codable & Hashable & Sendable & CustomStringConvertible
    associatedtype Callback: Codable & Hashable & Sendable & CustomStringConvertible
    associatedtype Effect: Codable & Hashable & Sendable & CustomStringConvertible
    /// The world key the SDK port keeps its seam under.
    associatedtype Seam: WorldKey where Seam.Value == SDKSeam<Request, Answer, Callback, Effect>

    /// The tag in fixtures (`"sdk": "pebble"`).
    static var name: String { get }
    /// `Pebble SDK`.
    static var sdkName: String { get }
    static var sdkVersion: String { get }
    /// `fill` first, then the failures a recording can force.
    static var answerNames: [String] { get }
    /// The content variants a fill can be forced to. Default: none.
    static var variantNames: [String] { get }
    /// What a replay answers a request the recording does not hold.
    static var unrecordedAnswer: Answer { get }
    /// The network a recording asks: seeded with `answers.seed`, or always giving
    /// `answers.forced`, with the video, variant and latency overrides applied.
    static func liveNetwork(_ answers: LiveAnswers) -> any AdNetwork<Request, Answer>
    /// Contract breaches particular to this SDK. Default: none.
    static func breaches(in scenario: Scenario, _ events: [ContractCheck.Event]) -> [ContractBreach]
    /// The name of each rule ``breaches(in:_:)`` checks (``NetworkPlugin/ruleNames``). Default: none.
    static var ruleNames: [String] { get }
    /// Whether a fill of `format` can carry video (`record --video`). Default: no format.
    static func videoApplies(to format: Scenario.Format) -> Bool
    /// Whether the request of `format` says if images are downloaded
    /// (``NetworkPlugin/imageLoadingApplies(to:)``). Default: no format.
    static func imageLoadingApplies(to format: Scenario.Format) -> Bool
    /// What a fixture's environment says of a forced answer. Default: `answer NAME`.
    static func describe(answer name: String) -> String
    /// Said after `video no` in a fixture's environment. Default: nothing.
    static var noVideoNote: String? { get }
}

extension SeamNetwork {
    public static var variantNames: [String] { [] }

    public static func breaches(in scenario: Scenario, _ events: [ContractCheck.Event]) -> [ContractBreach] { [] }

    public static var ruleNames: [String] { [] }

    public static func videoApplies(to format: Scenario.Format) -> Bool { false }

    public static func imageLoadingApplies(to format: Scenario.Format) -> Bool { false }

    public static func describe(answer name: String) -> String { "answer \(name)" }

    public static var noVideoNote: String? { nil }
}

/// The plug-in of a ``SeamNetwork``: records what crosses the SDK's seam, replays recorded
/// answers, and stores entries flat.
public struct SeamPlugin<Network: SeamNetwork>: NetworkPlugin {
    public init() {}

    public var name: String { Network.name }
    public var sdkName: String { Network.sdkName }
    public var sdkVersion: String { Network.sdkVersion }
    public var answerNames: [String] { Network.answerNames }
    public var variantNames: [String] { Network.variantNames }
    public var noVideoNote: String? { Network.noVideoNote }
    public var ruleNames: [String] { Network.ruleNames }

    public func videoApplies(to format: Scenario.Format) -> Bool { Network.videoApplies(to: format) }

    public func imageLoadingApplies(to format: Scenario.Format) -> Bool { Network.imageLoadingApplies(to: format) }

    public func describe(answer name: String) -> String { Network.describe(answer: name) }

    public func entry(stored fields: FieldReader, at time: Int) throws(FieldReader.Problem) -> any NetworkEntry {
        try SeamEntry<Network>(stored: fields, at: time)
    }

    public func install(_ session: NetworkSession, in world: World) {
        let seam = world[Network.Seam.self]
        switch session.answers {
        case .live(let answers):
            seam.network = Network.liveNetwork(answers)
        case .recorded(let entries):
            let exchanges = entries.compactMap { entry -> (request: Network.Request, answer: NetworkReply<Network.Answer>, requestedAt: Int)? in
                guard case .sdk(let sdk) = entry.event,
                      case .exchange(let request, let answer, let requestedAt, let answeredAt)? = sdk.entry(as: SeamEntry<Network>.self)
                else { return nil }
                return (request, NetworkReply(answer, latency: answeredAt - requestedAt), requestedAt)
            }
            seam.network = ReplayingSeamNetwork<Network>(RecordedAnswers(exchanges, in: session))
        }
        seam.observer = SeamObserver<Network>(session)
    }

    public func breaches(in scenario: Scenario, _ events: [ContractCheck.Event]) -> [ContractBreach] {
        Network.breaches(in: scenario, events)
    }
}

/// Serves the recorded answers, each after its recorded latency.
private final class ReplayingSeamNetwork<Network: SeamNetwork>: AdNetwork {
    let recorded: RecordedAnswers<Network.Request, NetworkReply<Network.Answer>>

    init(_ recorded: RecordedAnswers<Network.Request, NetworkReply<Network.Answer>>) {
        self.recorded = recorded
    }

    func answer(_ request: Network.Request) -> NetworkReply<Network.Answer> {
        recorded.answer(request) ?? NetworkReply(Network.unrecordedAnswer)
    }
}

/// Hands what the SDK does to the session.
private final class SeamObserver<Network: SeamNetwork>: SDKObserver {
    let session: NetworkSession

    init(_ session: NetworkSession) {
        self.session = session
    }

    func sdk(exchanged request: Network.Request, answer: Network.Answer, requestedAt: Int, answeredAt: Int) {
        session.record(SeamEntry<Network>.exchange(request: request, answer: answer, requestedAt: requestedAt, answeredAt: answeredAt),
                       at: answeredAt)
    }

    func sdk(called callback: Network.Callback, at time: Int) {
        session.record(SeamEntry<Network>.callback(callback), at: time)
    }

    func sdk(performed effect: Network.Effect, at time: Int) {
        session.record(SeamEntry<Network>.effect(effect), at: time)
    }
}
