/// Where a world keeps a stand-in SDK's one `Object` (its shared instance, its global settings),
/// so that nothing one session sets reaches the next; outside any session, a detached world's.
///
/// ```swift
/// public static var shared: PebbleSDK {
///     StandInShared.current { PebbleSDK(context: PebbleContext(for: "PebbleSDK")) }
/// }
/// PebbleSDK.shared === PebbleSDK.shared   // true: made once per world
/// ```
public enum StandInShared<Object: AnyObject>: WorldKey {
    /// A world's object, once made.
    public final class Slot {
        fileprivate var object: Object?
    }

    public static func defaultValue(in world: World) -> Slot { Slot() }

    /// The current world's object (a detached world's outside any session), made by `make`
    /// inside that world on first use.
    public static func current(_ make: () -> Object) -> Object {
        let world = World.currentOrDetached(for: "\(Object.self)")
        let slot = world[Self.self]
        if let object = slot.object { return object }
        let object = world.run(make)
        slot.object = object
        return object
    }
}
