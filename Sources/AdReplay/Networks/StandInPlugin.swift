import AdWorld

/// The plug-in of a stand-in SDK built with AdWorld's kit (`StandInNetwork`, `StandInSeam`,
/// `StandInEffect`): a ``SeamNetwork`` whose payload types and seam come from the stand-in's
/// network, and whose live network is the stand-in's server: seeded, or always giving the
/// forced answer. What is left to say is the network's name, its SDK, what a replay answers a
/// request it does not hold, and the fill a recording forces:
///
/// ```swift
/// public enum Pebble: StandInPlugin {
///     public typealias StandIn = PebbleNetwork
///     public static let name = "pebble"
///     public static let sdkName = "Pebble SDK"
///     public static let sdkVersion = PebbleSDK.version
///     public static let unrecordedAnswer = PebbleNetwork.failure(named: "timeout") ?? .failure(code: 3, message: "")
///     public static let forcedFill = PebbleNetwork.Answer.fill(PebbleCreative(title: "Pebble"))
/// }
/// registry.register(network: SeamPlugin<Pebble>())
/// ```
public protocol StandInPlugin: SeamNetwork
where
    Request == StandIn.Request, Answer == StandIn.Answer, Callback == StandIn.Callback, Effect == StandInEffect,
    Seam == StandInSeam<StandIn>
{
    /// The stand-in's description of its server.
    associatedtype StandIn: StandInNetwork
    /// What a recording forced to `fill` answers.
    static var forcedFill: Answer { get }
    /// The answer a recording forced to `name` gets, for a name that is neither `fill` nor one
    /// of the server's failures (a fill the SDK then fails to show, say). Default: nil.
    static func extraAnswer(named name: String) -> Answer?
    /// The reply a recording's network gives `request`, from the server's: where a recording's
    /// overrides (`answers.video`) or forced answers reach past the server. Default: the server's.
    static func liveReply(_ reply: NetworkReply<Answer>, to request: Request, _ answers: LiveAnswers) -> NetworkReply<Answer>
}

extension StandInPlugin {
    /// The server's failures can be forced; no fill carries video.
    public static var recording: RecordingOptions { RecordingOptions(failures: StandIn.failures.map(\.name)) }

    public static func extraAnswer(named name: String) -> Answer? { nil }

    public static func liveReply(_ reply: NetworkReply<Answer>, to request: Request, _ answers: LiveAnswers) -> NetworkReply<Answer> {
        reply
    }

    /// The server seeded with `answers.seed`, or always giving the forced answer (`fill`:
    /// ``forcedFill``; then ``extraAnswer(named:)``, then the server's failure of that name),
    /// each reply passed through ``liveReply(_:to:_:)``.
    public static func liveNetwork(_ answers: LiveAnswers) -> any AdNetwork<Request, Answer> {
        let latency = answers.latency ?? StandIn.defaultLatency
        let server: StandInServer<StandIn> =
            switch answers.forced {
            case nil: StandIn.seeded(answers.seed, latency: latency)
            case "fill"?: StandIn.always(forcedFill, latency: latency)
            case let name?: StandIn.always(extraAnswer(named: name) ?? StandIn.failure(named: name) ?? unrecordedAnswer, latency: latency)
            }
        return ClosureNetwork { request in liveReply(server.answer(request), to: request, answers) }
    }
}
