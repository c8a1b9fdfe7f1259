import AdWorld
import SampleAdSDK

/// Gives every request the same answer (a native fill with defaults when the request is native).
final class ConstantSampleNetwork: SampleImmediateNetwork {
    let answer: SampleNetworkAnswer

    init(_ answer: SampleNetworkAnswer) { self.answer = answer }

    func decide(_ request: SampleNetworkRequest) -> SampleNetworkAnswer {
        guard request.format == .native, case .fill(native: nil) = answer.outcome else { return answer }
        return .nativeFill(.content, video: true, latency: answer.latency)
    }
}

/// Rewrites the native fills, and the latency, of another network.
final class OverridingSampleNetwork: SampleImmediateNetwork {
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
