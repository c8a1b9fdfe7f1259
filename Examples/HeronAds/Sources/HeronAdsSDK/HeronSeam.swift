import AdWorld

/// Where a world keeps the Heron SDK's boundary: the network its requests go to, and who hears
/// the closures it calls and its effects. Every world starts with the seeded ``HeronNetwork``
/// and no observer; a recorder or a replayer sets its own.
///
/// ```swift
/// let world = World()
/// world[HeronSeam.self].network = HeronNetwork.always(.failure(.noFill))
/// ```
public enum HeronSeam: WorldKey {
    public static func defaultValue(in world: World) -> SDKSeam<HeronRequest, HeronAnswer, HeronCallback, HeronEffect> {
        SDKSeam(network: HeronNetwork.seeded())
    }
}
