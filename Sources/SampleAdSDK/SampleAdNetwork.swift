import AdWorld

/// The Sample SDK's network seam: every `fetchAd` asks the world's network for its answer.
///
/// An implementation calls `reply` exactly once, at once or later on the world's clock (a real
/// HTTP network answers later). Networks that know their answer at once adopt
/// ``SampleImmediateNetwork`` and get latency handling for free.
public protocol SampleAdNetwork: AnyObject {
    func answer(_ request: SampleNetworkRequest, in world: World, reply: @escaping (SampleNetworkAnswer) -> Void)
}

/// A network that decides its answer when asked; the answer's latency decides when it arrives.
public protocol SampleImmediateNetwork: SampleAdNetwork {
    func decide(_ request: SampleNetworkRequest) -> SampleNetworkAnswer
}

extension SampleImmediateNetwork {
    public func answer(_ request: SampleNetworkRequest, in world: World, reply: @escaping (SampleNetworkAnswer) -> Void) {
        let answer = decide(request)
        world.deliver(after: answer.latency) { reply(answer) }
    }
}

extension SampleAdNetwork where Self == SeededSampleNetwork {
    /// The embedded default: the Sample SDK's own random draws, from a seeded generator.
    public static func seeded(_ seed: UInt64) -> SeededSampleNetwork { SeededSampleNetwork(seed: seed) }
}

extension SampleAdNetwork where Self == ScriptedSampleNetwork {
    /// Answers given in order; for tests and for forcing an outcome.
    public static func scripted(_ answers: [SampleNetworkAnswer]) -> ScriptedSampleNetwork {
        ScriptedSampleNetwork(answers)
    }
}
