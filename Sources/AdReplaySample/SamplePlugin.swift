import AdReplay
import AdWorld
import SampleAdSDK

/// The Sample ad network as a plug-in: its entries are ``SampleEntry``s, stored after
/// `"sdk": "sample"`; a recording puts a seeded or forced network into the world, a replay the
/// recorded answers, and the SDK's observer hands every exchange, callback and effect to the
/// session.
///
/// ```swift
/// var registry = AdapterRegistry()
/// registry.register(network: SamplePlugin())
/// registry.register(SampleCustomEvent.self)
/// ```
public struct SamplePlugin: NetworkPlugin {
    public static let name = "sample"

    public init() {}

    public var name: String { Self.name }
    public var sdkName: String { "Sample SDK" }
    public var sdkVersion: String { SampleSDKVersion }

    /// `fill`, then every failure the Sample network answers (BadRequest is the SDK's own, for a
    /// missing ad unit, never the network's).
    public var answerNames: [String] { ["fill"] + Self.failures.map { "\($0)" } }

    /// Only native ads carry a media view.
    public func videoApplies(to format: Scenario.Format) -> Bool { format.isNative }

    /// The network had nothing to serve.
    public var noFillAnswer: String { "noInventory" }

    public var variantNames: [String] { SampleNativeVariant.allCases.map(\.rawValue) }

    static let failures: [SampleErrorCode] = [.unknown, .networkError, .noInventory]

    public func describe(answer name: String) -> String {
        guard let code = SampleErrorCode.allCases.first(where: { "\($0)" == name }) else { return "answer \(name)" }
        return "answer \(SampleNetworkAnswer.failure(code))"
    }

    /// Google's Sample SDK attaches a media view to every native ad: an ad without one is
    /// AdReplay's network variant, and a fixture says so.
    public var noVideoNote: String? { "(AdReplay's variant: Google's Sample SDK always attaches video)" }

    public func entry(stored fields: FieldReader, at time: Int) throws(FieldReader.Problem) -> any NetworkEntry {
        try SampleEntry(stored: fields, at: time)
    }

    public func install(_ session: NetworkSession, in world: World) {
        switch session.answers {
        case .live(let answers):
            world.sampleNetwork = Self.liveNetwork(answers)
        case .recorded(let entries):
            let exchanges = entries.compactMap { entry -> (request: SampleNetworkRequest, answer: SampleNetworkAnswer, requestedAt: Int)? in
                guard case .sdk(let sdk) = entry.event, case .exchange(let exchange)? = sdk.entry(as: SampleEntry.self) else { return nil }
                return (exchange.request, exchange.answer, exchange.requestedAt)
            }
            world.sampleNetwork = ReplayingSampleNetwork(RecordedAnswers(exchanges, in: session))
        }
        world.sampleObserver = SessionObserver(session)
    }

    static func liveNetwork(_ answers: LiveAnswers) -> any SampleAdNetwork {
        let base: any SampleImmediateNetwork = switch answers.forced {
        case nil: SeededSampleNetwork(seed: answers.seed)
        case "fill"?: ConstantSampleNetwork(.fill)
        case let name?: ConstantSampleNetwork(.failure(SampleErrorCode.allCases.first { "\($0)" == name } ?? .unknown))
        }
        return OverridingSampleNetwork(base: base, video: answers.video,
                                       variant: answers.variant.flatMap(SampleNativeVariant.init(rawValue:)), latency: answers.latency)
    }

    public var ruleNames: [String] { ["interstitial click reported after dismissal"] }

    /// The Sample native request carries `downloadImages`.
    public func imageLoadingApplies(to format: Scenario.Format) -> Bool { format.isNative }

    public func breaches(in scenario: Scenario, _ events: [ContractCheck.Event]) -> [ContractBreach] {
        scenario.format == .interstitial ? Self.interstitialClickAfterDismissal(events) : []
    }

    /// The Sample interstitial reports its click once it is dismissed (the click opens a URL
    /// that takes the user out of the app only after the ad is gone); a click reported before the
    /// dismissal means the adapter forwarded it early.
    static func interstitialClickAfterDismissal(_ events: [ContractCheck.Event]) -> [ContractBreach] {
        var dismissed: Set<Int?> = []
        var clicked: Set<Int?> = []
        var breaches: [ContractBreach] = []
        for (index, event) in events.enumerated() {
            switch event.event {
            case .didDismissFullScreenView: dismissed.insert(event.ad)
            case .reportClick where clicked.insert(event.ad).inserted && !dismissed.contains(event.ad):
                breaches.append(ContractBreach(rule: .network(Self.name, rule: "interstitial click reported after dismissal"), ad: event.ad,
                                               index: index, time: event.time, detail: "reportClick before didDismissFullScreenView"))
            default: break
            }
        }
        return breaches
    }

    public func schema1Entry(_ value: JSONValue, in list: Schema1List) throws -> TimelineEntry? {
        let decoder = JSONValueDecoder()
        switch list {
        case .network:
            let exchange = try decoder.decode(SampleNetworkExchange.self, from: value)
            return TimelineEntry(at: exchange.answeredAt, .sdk(SDKEntry(sdk: name, SampleEntry.exchange(exchange))))
        case .sdkCallbacks:
            let timed = try decoder.decode(Schema1Timed<SampleCallback>.self, from: value)
            return TimelineEntry(at: timed.time, .sdk(SDKEntry(sdk: name, SampleEntry.callback(timed.event))))
        case .sdkEffects:
            let timed = try decoder.decode(Schema1Timed<SampleSDKEffect>.self, from: value)
            return TimelineEntry(at: timed.time, .sdk(SDKEntry(sdk: name, SampleEntry.effect(timed.event))))
        }
    }
}

private struct Schema1Timed<Event: Decodable>: Decodable {
    var time: Int
    var event: Event
}

/// Hands what the Sample SDK does to the session, as ``SampleEntry``s.
private final class SessionObserver: SampleSDKObserver {
    let session: NetworkSession

    init(_ session: NetworkSession) {
        self.session = session
    }

    func sampleSDK(didExchange exchange: SampleNetworkExchange) {
        session.record(SampleEntry.exchange(exchange), at: exchange.answeredAt)
    }

    func sampleSDK(didCall callback: SampleCallback, at time: Int) {
        session.record(SampleEntry.callback(callback), at: time)
    }

    func sampleSDK(didPerform effect: SampleSDKEffect, at time: Int) {
        session.record(SampleEntry.effect(effect), at: time)
    }
}

/// Serves the recorded answers; past the recording, a network error.
private final class ReplayingSampleNetwork: SampleImmediateNetwork {
    let recorded: RecordedAnswers<SampleNetworkRequest, SampleNetworkAnswer>

    init(_ recorded: RecordedAnswers<SampleNetworkRequest, SampleNetworkAnswer>) {
        self.recorded = recorded
    }

    func decide(_ request: SampleNetworkRequest) -> SampleNetworkAnswer {
        recorded.answer(request) ?? .failure(.networkError)
    }
}

/// Gives every request the same answer (a native fill with defaults when the request is native).
private final class ConstantSampleNetwork: SampleImmediateNetwork {
    let answer: SampleNetworkAnswer

    init(_ answer: SampleNetworkAnswer) { self.answer = answer }

    func decide(_ request: SampleNetworkRequest) -> SampleNetworkAnswer {
        guard request.format == .native, case .fill(native: nil) = answer.outcome else { return answer }
        return .nativeFill(.content, video: true, latency: answer.latency)
    }
}

/// Rewrites the native fills, and the latency, of another network.
private final class OverridingSampleNetwork: SampleImmediateNetwork {
    let base: any SampleImmediateNetwork
    let video: Bool?
    let variant: SampleNativeVariant?
    let latency: Int?

    init(base: any SampleImmediateNetwork, video: Bool?, variant: SampleNativeVariant?, latency: Int?) {
        self.base = base
        self.video = video
        self.variant = variant
        self.latency = latency
    }

    func decide(_ request: SampleNetworkRequest) -> SampleNetworkAnswer {
        var answer = base.decide(request)
        if case .fill(native: var native?) = answer.outcome {
            native.hasVideo = video ?? native.hasVideo
            native.variant = variant ?? native.variant
            answer.outcome = .fill(native: native)
        }
        answer.latency = latency ?? answer.latency
        return answer
    }
}
