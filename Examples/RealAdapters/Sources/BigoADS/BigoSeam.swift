import AdWorld

/// Where a world keeps the Bigo SDK's boundary: the network its loads go to, and who hears its
/// calls into the app and its effects. Every world starts with ``BigoNetwork/seeded(_:latency:)``;
/// a recorder or a replayer sets its own.
///
/// ```swift
/// let world = World()
/// world[BigoSeam.self].network = BigoNetwork.always(.failure(code: 1001, message: "no fill"))
/// ```
public enum BigoSeam: WorldKey {
    public static func defaultValue(in world: World) -> SDKSeam<BigoRequest, BigoAnswer, BigoCallback, BigoEffect> {
        SDKSeam(network: BigoNetwork.seeded())
    }
}
