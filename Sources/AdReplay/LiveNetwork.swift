import Mediation
import SampleAdSDK

/// How a recording chooses the networks' answers.
///
/// ```swift
/// LiveNetwork.seeded(42)                                   // the Sample SDK's own odds
/// LiveNetwork.answer(.failure(.noInventory))               // force the Sample network's outcome
/// LiveNetwork.seeded(7, video: false)                      // seeded, but native ads without video
/// LiveNetwork.hostAnswer(.failure(.noFill))                // force the host's ad server's outcome
/// LiveNetwork.seeded(7, latency: 250)                      // every answer arrives 250 ms late
/// ```
///
/// Its ``description`` is the fixture's record of how the network chose
/// (`"answer fill, video no (AdReplay's variant: …), variant content"`).
public struct LiveNetwork: Sendable, CustomStringConvertible {
    enum Source: Sendable {
        case seeded(UInt64)
        case answer(SampleNetworkAnswer)
        case hostAnswer(HostAnswer)
    }

    /// A forced answer of the host's own ad server (custom native formats).
    public enum HostAnswer: Equatable, Sendable, CustomStringConvertible {
        /// The test ad for the requested unit (backfill or direct-sold), whatever the unit.
        case fill
        /// A failure with this code in ``MediationError/hostDomain``.
        case failure(MediationError.HostCode)

        public var description: String {
            switch self {
            case .fill: "fill"
            case .failure(let code): "failure \(code) (\(code.rawValue))"
            }
        }
    }

    /// What the fixture says of a native ad without video: Google's Sample SDK attaches a media
    /// view to every native ad (fidelity B1), so an ad without one is AdReplay's network variant.
    static let noVideoVariantNote = "(AdReplay's variant: Google's Sample SDK always attaches video)"

    let source: Source
    /// Overrides a native fill's video flag (the Sample's native ads and the host's custom ones).
    /// `false` is AdReplay's no-video variant for the Sample network (see ``SeededSampleNetwork``).
    public var video: Bool?
    /// Overrides a native fill's content variant.
    public var variant: SampleNativeVariant?
    /// Overrides every answer's latency: it arrives this many virtual milliseconds after its
    /// request, instead of inside the load call.
    public var latency: Int?

    public static func seeded(_ seed: UInt64, video: Bool? = nil, variant: SampleNativeVariant? = nil,
                              latency: Int? = nil) -> LiveNetwork {
        LiveNetwork(source: .seeded(seed), video: video, variant: variant, latency: latency)
    }

    /// Every Sample request gets `answer`; the host's ad server stays seeded with 0.
    public static func answer(_ answer: SampleNetworkAnswer, video: Bool? = nil, variant: SampleNativeVariant? = nil,
                              latency: Int? = nil) -> LiveNetwork {
        LiveNetwork(source: .answer(answer), video: video, variant: variant, latency: latency)
    }

    /// Every request to the host's ad server gets `answer`; the Sample network stays seeded with 0.
    public static func hostAnswer(_ answer: HostAnswer, video: Bool? = nil, latency: Int? = nil) -> LiveNetwork {
        LiveNetwork(source: .hostAnswer(answer), video: video, variant: nil, latency: latency)
    }

    public var description: String {
        var text: String
        switch source {
        case .seeded(let seed): text = "seeded(\(seed))"
        case .answer(let answer): text = "answer \(answer)"
        case .hostAnswer(let answer): text = "ad server answer \(answer)"
        }
        switch (video, source) {
        case (true?, _): text += ", video yes"
        case (false?, .hostAnswer): text += ", video no"
        case (false?, _): text += ", video no \(Self.noVideoVariantNote)"
        case (nil, _): break
        }
        if let variant { text += ", variant \(variant)" }
        if let latency { text += ", latency \(latency) ms" }
        return text
    }

    func makeSampleNetwork() -> any SampleAdNetwork {
        let base: any SampleImmediateNetwork = switch source {
        case .seeded(let seed): SeededSampleNetwork(seed: seed)
        case .answer(let answer): ConstantNetwork(answer)
        case .hostAnswer: SeededSampleNetwork(seed: 0)
        }
        return OverridingNetwork(base: base, video: video, variant: variant, latency: latency)
    }

    func makeHostAdServer() -> any HostAdServer {
        let base: any HostAdServer = switch source {
        case .seeded(let seed): SeededHostAdServer(seed: seed)
        case .answer: SeededHostAdServer(seed: 0)
        case .hostAnswer(let answer): ConstantHostAdServer(answer)
        }
        return OverridingHostAdServer(base: base, video: video, latency: latency)
    }
}

/// Gives every request the same answer (a native fill with defaults when the request is native).
private final class ConstantNetwork: SampleImmediateNetwork {
    let answer: SampleNetworkAnswer
    init(_ answer: SampleNetworkAnswer) { self.answer = answer }

    func decide(_ request: SampleNetworkRequest) -> SampleNetworkAnswer {
        guard request.format == .native, case .fill(native: nil) = answer.outcome else { return answer }
        return .nativeFill(.content, video: true, latency: answer.latency)
    }
}

/// Rewrites the native fills, and the latency, of another network.
private final class OverridingNetwork: SampleImmediateNetwork {
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

/// Gives every ad server request the same answer (a fill: the test ad for the requested unit,
/// with video unless overridden).
private final class ConstantHostAdServer: HostAdServer {
    let answer: LiveNetwork.HostAnswer
    init(_ answer: LiveNetwork.HostAnswer) { self.answer = answer }

    func answer(_ request: CustomNativeAdRequest) -> CustomNativeAdAnswer {
        switch answer {
        case .fill: .fill(SeededHostAdServer.testAd(forAdUnit: request.adUnitID, hasVideo: true))
        case .failure(let code): .failure(code: code.rawValue)
        }
    }
}

/// Rewrites the fills' video flag, and the latency, of another ad server.
private final class OverridingHostAdServer: HostAdServer {
    let base: any HostAdServer
    let video: Bool?
    let latency: Int?

    init(base: any HostAdServer, video: Bool?, latency: Int?) {
        self.base = base
        self.video = video
        self.latency = latency
    }

    func answer(_ request: CustomNativeAdRequest) -> CustomNativeAdAnswer {
        var answer = base.answer(request)
        if case .fill(var payload) = answer.outcome, let video {
            payload.hasVideo = video
            answer.outcome = .fill(payload)
        }
        answer.latency = latency ?? answer.latency
        return answer
    }
}
