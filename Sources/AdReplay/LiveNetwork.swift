import Mediation
import SampleAdSDK

/// How a recording chooses the networks' answers.
///
/// ```swift
/// LiveNetwork.seeded(42)                                   // the Sample SDK's own odds
/// LiveNetwork.answer(.failure(.noInventory))               // force an outcome
/// LiveNetwork.seeded(7, video: false)                      // seeded, but native ads without video
/// ```
public struct LiveNetwork: Sendable, CustomStringConvertible {
    enum Source: Sendable {
        case seeded(UInt64)
        case answer(SampleNetworkAnswer)
    }

    let source: Source
    /// Overrides a native fill's video flag.
    public var video: Bool?
    /// Overrides a native fill's content variant.
    public var variant: SampleNativeVariant?

    public static func seeded(_ seed: UInt64, video: Bool? = nil, variant: SampleNativeVariant? = nil) -> LiveNetwork {
        LiveNetwork(source: .seeded(seed), video: video, variant: variant)
    }

    /// Every Sample request gets `answer`; the host's ad server stays seeded with 0.
    public static func answer(_ answer: SampleNetworkAnswer, video: Bool? = nil, variant: SampleNativeVariant? = nil) -> LiveNetwork {
        LiveNetwork(source: .answer(answer), video: video, variant: variant)
    }

    public var description: String {
        var text: String
        switch source {
        case .seeded(let seed): text = "seeded(\(seed))"
        case .answer(let answer): text = "answer \(answer)"
        }
        if let video { text += ", video \(video ? "yes" : "no")" }
        if let variant { text += ", variant \(variant)" }
        return text
    }

    func makeSampleNetwork() -> any SampleAdNetwork {
        switch source {
        case .seeded(let seed): OverridingNetwork(base: SeededSampleNetwork(seed: seed), video: video, variant: variant)
        case .answer(let answer): OverridingNetwork(base: ConstantNetwork(answer), video: video, variant: variant)
        }
    }

    func makeHostAdServer() -> any HostAdServer {
        switch source {
        case .seeded(let seed): SeededHostAdServer(seed: seed)
        case .answer: SeededHostAdServer(seed: 0)
        }
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

/// Rewrites the native fills of another network.
private final class OverridingNetwork: SampleImmediateNetwork {
    let base: any SampleImmediateNetwork
    let video: Bool?
    let variant: SampleNativeVariant?

    init(base: any SampleImmediateNetwork, video: Bool?, variant: SampleNativeVariant?) {
        self.base = base
        self.video = video
        self.variant = variant
    }

    func decide(_ request: SampleNetworkRequest) -> SampleNetworkAnswer {
        var answer = base.decide(request)
        if case .fill(native: var native?) = answer.outcome {
            native.hasVideo = video ?? native.hasVideo
            native.variant = variant ?? native.variant
            answer.outcome = .fill(native: native)
        }
        return answer
    }
}
