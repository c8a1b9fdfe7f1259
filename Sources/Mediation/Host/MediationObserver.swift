import AdWorld

/// Sees every ``MediationEvent`` in a world, at the world's virtual time. Optional: a world
/// without one records nothing.
///
/// Install with `world.mediationObserver = log`; the world holds it strongly.
public protocol MediationObserver: AnyObject {
    /// `time` is `world.now`, in milliseconds since the world began.
    func observe(_ event: MediationEvent, at time: Int)
}

private enum MediationObserverKey: WorldKey {
    static func defaultValue(in world: World) -> (any MediationObserver)? { nil }
}

extension World {
    /// The observer of this world's mediation events; nil until set.
    public var mediationObserver: (any MediationObserver)? {
        get { self[MediationObserverKey.self] }
        set { self[MediationObserverKey.self] = newValue }
    }

    /// Hands `event` to the observer, stamped with the current virtual time.
    func report(_ event: MediationEvent) {
        mediationObserver?.observe(event, at: now)
    }
}
