import AdWorld
import Mediation

/// The host's own ad server, which answers custom native ad requests: a bundled plug-in every
/// registry holds. Its exchanges are observed by the host (the mediation observer), not by an SDK.
public struct HostAdServerPlugin: NetworkPlugin {
    public static let name = "hostAdServer"

    public init() {}

    public var name: String { Self.name }
    public var sdkName: String { "Host ad server" }
    public var sdkVersion: String { "1.0.0" }

    public var recording: RecordingOptions { Self.options }

    /// The content variants of a fill (`record --variant`): `duplicateKeys` serves each test ad
    /// with two of its keys sent a second time, as a real ad server can (which keys: `DuplicateKeys`, in this file).
    public enum Variant: String, CaseIterable, Sendable {
        case duplicateKeys
    }

    /// Custom native fills may carry video. The answers are `fill` and the ad server's failures
    /// (``LiveNetwork/HostAnswer``), each named once and parsed once.
    private static let options = RecordingOptions(
        failures: LiveNetwork.HostAnswer.failures.map(\.name), noFill: LiveNetwork.HostAnswer.failure(.noFill).name,
        variantNames: Variant.allCases.map(\.rawValue), videoFormats: [.customNative],
        describe: { name in
            guard case .failure(let code)? = LiveNetwork.HostAnswer(name: name) else { return "ad server answer \(name)" }
            return "ad server answer failure \(code.name) (\(code.rawValue))"
        })

    public func entry(stored fields: FieldReader, at time: Int) throws(FieldReader.Problem) -> any NetworkEntry {
        try HostAdServerExchange(stored: fields, at: time)
    }

    public func install(_ session: NetworkSession, in world: World) {
        switch session.answers {
        case .live(let answers):
            let base: any HostAdServer =
                if let name = answers.forced {
                    // The engine forces only names of `recording.answerNames`.
                    ConstantHostAdServer(LiveNetwork.HostAnswer(name: name) ?? .failure(.internalError))
                } else {
                    SeededHostAdServer(seed: answers.seed)
                }
            world.hostAdServer = OverridingHostAdServer(
                base: base, video: answers.video, variant: answers.variant.flatMap(Variant.init(rawValue:)), latency: answers.latency)
        case .recorded(let entries):
            let exchanges = entries.compactMap {
                entry -> (request: CustomNativeAdRequest, answer: CustomNativeAdAnswer, requestedAt: Int)? in
                guard case .sdk(let sdk) = entry.event, let exchange = sdk.entry(as: HostAdServerExchange.self) else { return nil }
                return (exchange.request, exchange.answer, exchange.time)
            }
            // As a seam network is (``SeamPlugin``): a replay that recorded no ad server answer
            // sets the server up when the session first asks for it, which only a custom native
            // load does.
            guard exchanges.isEmpty else {
                world.hostAdServer = ReplayingHostAdServer(RecordedAnswers(exchanges, in: session))
                return
            }
            world.onFirstRead(of: HostAdServerKey.self) { world in
                world.hostAdServer = ReplayingHostAdServer(RecordedAnswers([], in: session))
            }
        }
    }
}

/// Serves the recorded ad server answers.
private final class ReplayingHostAdServer: HostAdServer {
    let recorded: RecordedAnswers<CustomNativeAdRequest, CustomNativeAdAnswer>

    init(_ recorded: RecordedAnswers<CustomNativeAdRequest, CustomNativeAdAnswer>) {
        self.recorded = recorded
    }

    func answer(_ request: CustomNativeAdRequest) -> CustomNativeAdAnswer {
        recorded.answer(request) ?? .failure(code: MediationError.HostCode.noFill.rawValue)
    }
}

/// Gives every ad server request the same answer: for a fill, the test ad for the requested
/// unit, with video unless overridden.
private final class ConstantHostAdServer: HostAdServer {
    let forced: LiveNetwork.HostAnswer

    init(_ forced: LiveNetwork.HostAnswer) { self.forced = forced }

    func answer(_ request: CustomNativeAdRequest) -> CustomNativeAdAnswer {
        switch forced {
        case .fill: .fill(SeededHostAdServer.testAd(forAdUnit: request.adUnitID, hasVideo: true))
        case .failure(let code): .failure(code: code.rawValue)
        }
    }
}

/// Rewrites the fills' video flag and content variant, and the latency, of another ad server.
private final class OverridingHostAdServer: HostAdServer {
    let base: any HostAdServer
    let video: Bool?
    let variant: HostAdServerPlugin.Variant?
    let latency: Int?

    init(base: any HostAdServer, video: Bool?, variant: HostAdServerPlugin.Variant?, latency: Int?) {
        self.base = base
        self.video = video
        self.variant = variant
        self.latency = latency
    }

    func answer(_ request: CustomNativeAdRequest) -> CustomNativeAdAnswer {
        var answer = base.answer(request)
        if case .fill(var payload) = answer.outcome {
            if let video { payload.hasVideo = video }
            if variant == .duplicateKeys { payload = DuplicateKeys.served(payload) }
            answer.outcome = .fill(payload)
        }
        answer.latency = latency ?? answer.latency
        return answer
    }
}

/// The `duplicateKeys` variant: after the ad's own assets, its first text key again with another
/// text, and its first image key again as a text. An app reading the ad sees one asset per key,
/// the first served (``CustomNativeAd/availableAssetKeys``); a host that took the last, or kept
/// texts and images of one key apart, shows it in the fixture's `loadCompleted`.
enum DuplicateKeys {
    static func served(_ payload: CustomNativeAdPayload) -> CustomNativeAdPayload {
        var payload = payload
        var again: [CustomNativeAdPayload.Asset] = []
        if let text = payload.assets.first(where: { if case .text = $0.value { true } else { false } }) {
            again.append(.init(key: text.key, value: .text("\(text.key), served a second time under the same key")))
        }
        if let image = payload.assets.first(where: { if case .image = $0.value { true } else { false } }) {
            again.append(.init(key: image.key, value: .text("\(image.key), served again as a text")))
        }
        payload.assets += again
        return payload
    }
}
