import AdReplay
import AdWorld
import SampleAdSDK

extension Observation {
    /// The Sample SDK → adapter delegate calls.
    public var sdkCallbacks: [Timed<SampleCallback>] {
        entries(of: SeamEntry<Sample>.self).compactMap {
            if case .callback(let callback) = $0.event { Timed($0.time, callback) } else { nil }
        }
    }

    /// What the Sample SDK did besides calling its delegate.
    public var sdkEffects: [Timed<SampleSDKEffect>] {
        entries(of: SeamEntry<Sample>.self).compactMap { if case .effect(let effect) = $0.event { Timed($0.time, effect) } else { nil } }
    }

    /// The Sample network's exchanges.
    public var sampleExchanges: [SampleNetworkExchange] {
        entries(of: SeamEntry<Sample>.self).compactMap {
            guard case .exchange(let request, let answer, let requestedAt, let answeredAt) = $0.event else { return nil }
            return SampleNetworkExchange(request: request, answer: answer, requestedAt: requestedAt, answeredAt: answeredAt)
        }
    }
}

extension Fixture {
    /// The recorded Sample SDK → adapter delegate calls (a view of ``timeline``).
    public var sdkCallbacks: [Timed<SampleCallback>] { observation.sdkCallbacks }
    /// The recorded Sample SDK effects (a view of ``timeline``).
    public var sdkEffects: [Timed<SampleSDKEffect>] { observation.sdkEffects }
}

extension LiveNetwork {
    /// Every Sample request gets `answer` (its latency too, unless `latency` says otherwise);
    /// the host's ad server stays seeded with 0.
    public static func answer(
        _ answer: SampleNetworkAnswer, video: Bool? = nil, variant: SampleNativeVariant? = nil,
        latency: Int? = nil
    ) -> LiveNetwork {
        var video = video
        var variant = variant
        if case .fill(let native?) = answer.outcome {
            video = video ?? native.hasVideo
            variant = variant ?? native.variant
        }
        return .answer(
            answer.outcome.answerName, network: Sample.name, video: video, variant: variant?.rawValue,
            latency: latency ?? (answer.latency == 0 ? nil : answer.latency))
    }
}

extension Recorder {
    /// Runs `scenario` with `sampleNetwork` (a scripted one, in a test) in place of the live one.
    public func run(_ scenario: Scenario, sampleNetwork: any SampleAdNetwork) throws -> Observation {
        try run(scenario, network: .seeded(0)) { world in world[SampleSeam.self].network = sampleNetwork }
    }
}

extension AdapterRegistry {
    /// The Sample network and nothing registered yet: add adapters.
    public static var withSampleNetwork: AdapterRegistry {
        var registry = AdapterRegistry()
        registry.register(network: SamplePlugin())
        return registry
    }
}
