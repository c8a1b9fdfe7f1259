import AdWorld

/// Where a world keeps the Pebble SDK's boundary: the network its requests go to, and who hears
/// its delegate calls and effects. Every world starts with the seeded ``PebbleNetwork`` and no
/// observer; a recorder or a replayer sets its own.
///
/// ```swift
/// let world = World()
/// world[PebbleSeam.self].network = PebbleNetwork.always(.fill(PebbleCreative(headline: "Hi", isVideo: false)))
/// ```
public enum PebbleSeam: WorldKey {
    public static func defaultValue(in world: World) -> SDKSeam<PebbleRequest, PebbleAnswer, PebbleCallback, PebbleEffect> {
        SDKSeam(network: PebbleNetwork.seeded())
    }
}
