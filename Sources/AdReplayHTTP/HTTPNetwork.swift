import AdReplay
import AdWorld
import AdWorldHTTP
import Foundation

/// A `SeamNetwork` whose SDK talks HTTP: its requests are `HTTPCall`s and its answers
/// `HTTPOutcome`s, so AdReplay stores each exchange as a HAR entry is laid out, matches a
/// replay's requests on what matters, hides what the network's ``httpRules`` say, and refuses to
/// write a fixture that still holds a secret. The network describes its seam and its rules; the
/// rest has defaults here.
///
/// ```swift
/// enum Osprey: HTTPNetwork {
///     typealias Callback = OspreyCallback
///     typealias Effect = OspreyEffect
///     typealias Seam = OspreySeam
///     static let name = "osprey"
///     static let sdkName = "Osprey SDK"
///     static let sdkVersion = OspreySDK.version
///     static let recording = RecordingOptions(failures: ["noBid"])
///     static var httpRules: HTTPRules { HTTPRules(ignoredPaths: ["id", "imp[].id", "source.tid", "tmax"]) }
///     static func liveNetwork(_ answers: LiveAnswers) -> any AdNetwork<HTTPCall, HTTPOutcome> { … }
/// }
/// registry.register(network: SeamPlugin<Osprey>())
/// ```
///
/// Defaults given here: ``httpRules`` (``HTTPRules/init(requestHeaders:responseHeaders:ignoredPaths:ignoredQueryItems:redactions:secrets:)``
/// as it stands), `unrecordedAnswer` (`HTTPFailure/cannotConnect`: a replay opens no socket),
/// `kept(_:_:)` (the rules applied), `storedMembers(of:at:)` and `entry(stored:at:)` (the stored
/// form of `HTTPExchangeForm`, with the secret scan of ``SecretScan``), and
/// `replayingNetwork(_:in:)` (``HTTPReplayNetwork``: matching, near misses).
public protocol HTTPNetwork: SeamNetwork where Request == HTTPCall, Answer == HTTPOutcome {
    /// What fixtures keep of each exchange, what they hide, and what a replay ignores.
    /// Default: `HTTPRules()` (the default header fields, nothing ignored, nothing redacted).
    static var httpRules: HTTPRules { get }
}

extension HTTPNetwork {
    public static var httpRules: HTTPRules { HTTPRules() }

    public static var unrecordedAnswer: HTTPOutcome { .failure(.cannotConnect) }

    /// The configured secrets of ``httpRules``: a recording writes `{{secret}}` for them in the
    /// scenario too (a `--parameter`, an `--extra`), not only in the exchanges.
    public static var secrets: [String] { httpRules.secrets }

    /// The secret scan (``SecretScan``) on the scenario as a fixture stores it (`stored`, its JSON): a recording whose
    /// `--parameter` or `--extra` holds a credential, an AWS key or a device ID is refused.
    public static func refusal(storingScenario stored: JSONValue) -> String? {
        guard let finding = SecretScan(httpRules).finding(inScenario: stored) else { return nil }
        return
            "the scenario would store \(finding.what) in \(finding.place.replacingOccurrences(of: "the scenario's ", with: "its ")); give the recording another value"
    }

    /// The exchange with the rules applied: only the kept header fields, redactions made, a JSON
    /// body in its canonical form (``HTTPRules/kept(_:)-(HTTPCall)``).
    public static func kept(_ request: HTTPCall, _ answer: HTTPOutcome) -> (request: HTTPCall, answer: HTTPOutcome) {
        let rules = httpRules
        return (rules.kept(request), rules.kept(answer))
    }

    /// An exchange in the HTTP form (`HTTPExchangeForm`), refused when it still holds a secret
    /// (``SecretScan``); callbacks and effects flat, as every `SeamNetwork`'s.
    public static func storedMembers(of entry: SeamEntry<Self>, at time: Int) throws -> [JSONValue.Member] {
        guard case .exchange(let request, let answer, let requestedAt, let answeredAt) = entry else {
            return try entry.flatMembers(at: time)
        }
        let members = try HTTPExchangeForm.members(
            request, answer, latency: answeredAt.subtractingReportingOverflow(requestedAt).partialValue)
        if let finding = SecretScan(httpRules).finding(in: request, answer) {
            throw SecretScan.Refusal(network: name, at: time, finding: finding)
        }
        return members
    }

    public static func entry(stored fields: FieldReader, at time: Int) throws(FieldReader.Problem) -> SeamEntry<Self> {
        let members = fields.members.drop { $0.key == "at" || $0.key == "sdk" }
        guard let first = members.first, first.key == "request", case .string = first.value else {
            return try SeamEntry(flat: fields, at: time)
        }
        let exchange = try HTTPExchangeForm.exchange(from: Array(members))
        guard exchange.latency <= time else {
            throw FieldReader.Problem(
                message: "\"latency\" is \(exchange.latency) ms, so the request was sent before the session began (at \(time) ms)")
        }
        return .exchange(request: exchange.request, answer: exchange.answer, requestedAt: time - exchange.latency, answeredAt: time)
    }

    /// Matches each request with the rules (``HTTPReplayNetwork``).
    public static func replayingNetwork(
        _ exchanges: [(request: HTTPCall, answer: NetworkReply<HTTPOutcome>, requestedAt: Int)],
        in session: NetworkSession
    ) -> any AdNetwork<HTTPCall, HTTPOutcome> {
        HTTPReplayNetwork<Self>(exchanges, in: session)
    }
}
