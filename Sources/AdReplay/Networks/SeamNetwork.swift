import AdWorld

/// Describes an SDK port that routes through an `AdWorld` `SDKSeam`, so that ``SeamPlugin``
/// can record and replay it: its payload types, where its seam lives, and how its live network
/// answers. One small type is the whole plug-in:
///
/// ```swift
/// enum Pebble: SeamNetwork {
///     static let name = "pebble"
///     static let sdkName = "Pebble SDK"
///     static let sdkVersion = PebbleSDK.version
///     static let recording = RecordingOptions(failures: ["noFill", "timeout"], videoFormats: [.banner, .interstitial])
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
/// A network whose fixtures already hold another form keeps it with ``storedMembers(of:at:)``
/// and ``entry(stored:at:)``, as the bundled Sample network does.
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
    /// What a recording can force and how a fixture says it (``NetworkPlugin/recording``).
    /// Default: `RecordingOptions()`, only `fill`.
    static var recording: RecordingOptions { get }
    /// What a replay answers a request the recording does not hold.
    static var unrecordedAnswer: Answer { get }
    /// The network a recording asks: seeded with `answers.seed`, or always giving
    /// `answers.forced`, with the video, variant and latency overrides applied. Throws when it
    /// cannot be had (a test server that cannot start): the recording then fails saying why,
    /// rather than record the SDK meeting a network that was never there.
    static func liveNetwork(_ answers: LiveAnswers) throws -> any AdNetwork<Request, Answer>
    /// Contract breaches particular to this SDK, from the host events and, where a rule needs
    /// them, the SDK's own entries (``NetworkPlugin/breaches(in:_:timeline:)``). Default: none.
    static func breaches(in scenario: Scenario, _ events: [ContractCheck.Event], timeline: [TimelineEntry]) -> [ContractBreach]
    /// The name of each rule ``breaches(in:_:timeline:)`` checks (``NetworkPlugin/ruleNames``). Default: none.
    static var ruleNames: [String] { get }
    /// What a callback reports that GMA must hear of too (``NetworkPlugin/report(in:)``): say
    /// which callbacks mean an impression, a click, a reward or a dismissal. Default: none.
    static func report(in callback: Callback) -> SDKReport?
    /// Values no fixture may hold (``NetworkPlugin/secrets``). Default: none.
    static var secrets: [String] { get }
    /// Why a scenario must not be stored (``NetworkPlugin/refusal(storingScenario:)``). Default: nil.
    static func refusal(storingScenario stored: JSONValue) -> String?

    /// What an entry is, without its arguments (``NetworkEntry/kind``). Default: its role and its
    /// case's stored name, `callback bannerDidFail`, `effect log`, `request`.
    static func kind(of entry: SeamEntry<Self>) -> String
    /// The fields an entry is stored as, after `"sdk": "<name>"` (``NetworkEntry/storedMembers(at:)``).
    /// Default: flat (``SeamEntry/flatMembers(at:)``). Give a form of your own only to keep
    /// fixtures that already hold it; ``entry(stored:at:)`` must read it back.
    static func storedMembers(of entry: SeamEntry<Self>, at time: Int) throws -> [JSONValue.Member]
    /// Reads an entry stored by ``storedMembers(of:at:)``: its fields, `at` and `sdk` included.
    /// Default: flat (``SeamEntry/init(flat:at:)``).
    static func entry(stored fields: FieldReader, at time: Int) throws(FieldReader.Problem) -> SeamEntry<Self>

    // Engine hooks. A plug-in never implements these: their defaults are the only
    // implementations AdReplay supports, and one of a plug-in's own would change what the engine
    // checks (an entry's equality and hash, the latency a fixture's limits bound). They exist so
    // that the engine's generic work on one network's entries is compiled where the network is a
    // concrete type (the witness in the plug-in's module specialises the inlinable default):
    // called from `SeamPlugin` and `SeamEntry`, generic code asked the runtime for the entry's
    // type and conformances, for every entry read and replayed. `_install` hands the seam
    // closures made there, so what runs on every request and SDK call is specialised too.
    // (`@_spi` cannot hide them: a conformance in another module would then not find the
    // defaults.)

    /// Engine hook, never implemented by a plug-in: reads an entry (``entry(stored:at:)``) as the
    /// engine holds it.
    static func _anyEntry(stored fields: FieldReader, at time: Int) throws(FieldReader.Problem) -> any NetworkEntry
    /// Engine hook, never implemented by a plug-in: whether two entries are equal (``SeamEntry``'s `==`).
    static func _entriesEqual(_ lhs: SeamEntry<Self>, _ rhs: SeamEntry<Self>) -> Bool
    /// Engine hook, never implemented by a plug-in: an exchange's latency, nil for another entry
    /// (``SeamEntry``'s `latency`).
    static func _latency(of entry: SeamEntry<Self>) -> Int?
    /// Engine hook, never implemented by a plug-in: sets this network up in `world` for
    /// `session`: the network its SDK's seam asks (live, or the recording's exchanges by
    /// ``replayingNetwork(_:in:)``) and the observer that records what the SDK does.
    static func _install(_ session: NetworkSession, in world: World)

    /// An exchange as the fixture keeps it, before it is recorded or compared: a network whose
    /// requests carry what no fixture should hold (a secret, a header that changes every run)
    /// drops or replaces it here, and a replay puts the live request through the same before
    /// matching it. Default: the exchange as it crossed the seam.
    static func kept(_ request: Request, _ answer: Answer) -> (request: Request, answer: Answer)
    /// The network a replay asks: it serves `exchanges` (each with its recorded latency and the
    /// time its request was sent) and reports what it cannot serve in `session`'s
    /// ``NetworkSession/ledger``. Default: ``RecordedAnswers``, in the order the requests were
    /// sent, each request compared with `==` to the recorded one, past the recording
    /// ``unrecordedAnswer``.
    static func replayingNetwork(
        _ exchanges: [(request: Request, answer: NetworkReply<Answer>, requestedAt: Int)],
        in session: NetworkSession
    ) -> any AdNetwork<Request, Answer>
}

extension SeamNetwork {
    public static var recording: RecordingOptions { RecordingOptions() }

    public static func breaches(in scenario: Scenario, _ events: [ContractCheck.Event], timeline: [TimelineEntry]) -> [ContractBreach] {
        []
    }

    public static var ruleNames: [String] { [] }

    public static func report(in callback: Callback) -> SDKReport? { nil }

    public static var secrets: [String] { [] }

    public static func refusal(storingScenario stored: JSONValue) -> String? { nil }

    public static func kind(of entry: SeamEntry<Self>) -> String { entry.flatKind }

    public static func storedMembers(of entry: SeamEntry<Self>, at time: Int) throws -> [JSONValue.Member] {
        try entry.flatMembers(at: time)
    }

    public static func entry(stored fields: FieldReader, at time: Int) throws(FieldReader.Problem) -> SeamEntry<Self> {
        try SeamEntry(flat: fields, at: time)
    }

    @inlinable
    public static func _anyEntry(stored fields: FieldReader, at time: Int) throws(FieldReader.Problem) -> any NetworkEntry {
        try entry(stored: fields, at: time)
    }

    @inlinable
    public static func _entriesEqual(_ lhs: SeamEntry<Self>, _ rhs: SeamEntry<Self>) -> Bool {
        switch lhs {
        case .exchange(let request, let answer, let requestedAt, let answeredAt):
            guard case .exchange(let otherRequest, let otherAnswer, let otherRequestedAt, let otherAnsweredAt) = rhs else { return false }
            return requestedAt == otherRequestedAt && answeredAt == otherAnsweredAt && request == otherRequest && answer == otherAnswer
        case .callback(let callback):
            guard case .callback(let other) = rhs else { return false }
            return callback == other
        case .effect(let effect):
            guard case .effect(let other) = rhs else { return false }
            return effect == other
        }
    }

    @inlinable
    public static func _latency(of entry: SeamEntry<Self>) -> Int? {
        if case .exchange(_, _, let requestedAt, let answeredAt) = entry {
            SeamEntry<Self>.latency(from: requestedAt, to: answeredAt)
        } else {
            nil
        }
    }

    @inlinable
    public static func _install(_ session: NetworkSession, in world: World) {
        let seam = world[Seam.self]
        switch session.answers {
        case .live(let answers):
            // The SDK gets each answer as the fixture keeps it (``kept(_:_:)``), so a recording
            // sees exactly what its replay will hand over.
            do {
                let live = try liveNetwork(answers)
                seam.network = ClosureNetwork { request in
                    var reply = live.answer(request)
                    if let refusing = live as? any LiveRefusal, let refusal = refusing.refusal { session.cannotRecord(refusal) }
                    reply.answer = kept(request, reply.answer).answer
                    return reply
                }
            } catch {
                session.cannotRecord("\(error)")
                // Never asked: a session whose network could not be had is not run.
                seam.network = ClosureNetwork { _ in NetworkReply(unrecordedAnswer) }
            }
        case .recorded(let entries):
            var exchanges: [(request: Request, answer: NetworkReply<Answer>, requestedAt: Int)] = []
            for entry in entries {
                guard case .sdk(let sdk) = entry.event,
                    case .exchange(let request, let answer, let requestedAt, let answeredAt)? = sdk.entry(as: SeamEntry<Self>.self)
                else { continue }
                exchanges.append(
                    (request, NetworkReply(answer, latency: SeamEntry<Self>.latency(from: requestedAt, to: answeredAt)), requestedAt))
            }
            seam.network = replayingNetwork(exchanges, in: session)
        }
        seam.observer = ClosureObserver(
            exchanged: { request, answer, requestedAt, answeredAt in
                let kept = kept(request, answer)
                session.record(
                    SeamEntry<Self>.exchange(
                        request: kept.request, answer: kept.answer, requestedAt: requestedAt,
                        answeredAt: answeredAt),
                    at: answeredAt)
            },
            called: { callback, time in session.record(SeamEntry<Self>.callback(callback), at: time) },
            performed: { effect, time in session.record(SeamEntry<Self>.effect(effect), at: time) })
    }

    @inlinable
    public static func kept(_ request: Request, _ answer: Answer) -> (request: Request, answer: Answer) {
        (request, answer)
    }

    @inlinable
    public static func replayingNetwork(
        _ exchanges: [(request: Request, answer: NetworkReply<Answer>, requestedAt: Int)],
        in session: NetworkSession
    ) -> any AdNetwork<Request, Answer> {
        let recorded = RecordedAnswers(exchanges, in: session)
        // Compared as the fixture keeps requests (``kept(_:_:)``; as sent, by default).
        return ClosureNetwork { request in
            recorded.answer(kept(request, unrecordedAnswer).request) ?? NetworkReply(unrecordedAnswer)
        }
    }
}
