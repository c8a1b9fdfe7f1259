import AdWorld

/// Sees everything the Sample SDK does in a world, in order, with virtual time: the network
/// exchanges, the delegate calls to the adapter, and the user-visible effects. The recorder is
/// one; ``SampleSDKTrace`` is the in-memory one. Adapters see none of this.
public protocol SampleSDKObserver: AnyObject {
    func sampleSDK(didExchange exchange: SampleNetworkExchange)
    func sampleSDK(didCall callback: SampleCallback, at time: Int)
    func sampleSDK(didPerform effect: SampleSDKEffect, at time: Int)
}

/// A request, its answer, and when each happened.
public struct SampleNetworkExchange: Codable, Equatable, Hashable, Sendable {
    public var request: SampleNetworkRequest
    public var answer: SampleNetworkAnswer
    public var requestedAt: Int
    public var answeredAt: Int

    public init(request: SampleNetworkRequest, answer: SampleNetworkAnswer, requestedAt: Int, answeredAt: Int) {
        self.request = request
        self.answer = answer
        self.requestedAt = requestedAt
        self.answeredAt = answeredAt
    }
}

enum SampleNetworkKey: WorldKey {
    static func defaultValue(in world: World) -> any SampleAdNetwork { SeededSampleNetwork(seed: 0) }
}

enum SampleObserverKey: WorldKey {
    static func defaultValue(in world: World) -> (any SampleSDKObserver)? { nil }
}

extension World {
    /// The network every Sample SDK object in this world asks. Default: `.seeded(0)`.
    public var sampleNetwork: any SampleAdNetwork {
        get { self[SampleNetworkKey.self] }
        set { self[SampleNetworkKey.self] = newValue }
    }

    /// Who watches the Sample SDK in this world (held strongly). Default: nobody.
    public var sampleObserver: (any SampleSDKObserver)? {
        get { self[SampleObserverKey.self] }
        set { self[SampleObserverKey.self] = newValue }
    }
}
