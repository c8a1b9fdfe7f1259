import AdWorld

/// Where a world keeps the Sample SDK's seam: its network, and who hears what it does. Every
/// `fetchAd` asks the seam's network, every delegate call and visible effect goes through the
/// seam, so a recording or a replay swaps the network and sets the observer and the SDK's code
/// stays the same. Until one does, a world's Sample network is ``SeededSampleNetwork`` seeded
/// with 0, and nobody listens.
///
/// ```swift
/// world[SampleSeam.self].network = ScriptedSampleNetwork([.fill])
/// world[SampleSeam.self].observer = SampleSDKTrace()
/// ```
public enum SampleSeam: WorldKey {
    public static func defaultValue(in world: World) -> SDKSeam<SampleNetworkRequest, SampleNetworkAnswer, SampleCallback, SampleSDKEffect>
    {
        SDKSeam(network: SeededSampleNetwork(seed: 0))
    }
}

/// The Sample network as the seam sees it: an `AdWorld` ``AdNetwork`` asked the SDK's requests.
public typealias SampleAdNetwork = AdNetwork<SampleNetworkRequest, SampleNetworkAnswer>

/// A Sample network that decides its answer when asked; the answer's own latency says when it
/// arrives.
public protocol SampleImmediateNetwork: AdNetwork<SampleNetworkRequest, SampleNetworkAnswer> {
    func decide(_ request: SampleNetworkRequest) -> SampleNetworkAnswer
}

extension SampleImmediateNetwork {
    public func answer(_ request: SampleNetworkRequest) -> NetworkReply<SampleNetworkAnswer> {
        let answer = decide(request)
        return NetworkReply(answer, latency: answer.latency)
    }
}
