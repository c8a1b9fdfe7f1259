import Synchronization

/// Counts the worlds made and freed while it is bound to ``World/census``, so that a test can
/// show that a long run frees every world it makes (memory that stays flat in corpus size).
///
/// ```swift
/// let census = WorldCensus()
/// World.$census.withValue(census) { replayEverything() }
/// census.alive   // 0 once every session's world was freed
/// ```
///
/// The binding is task-local: worlds made by other tests running at the same time are not
/// counted. Work handed to other threads carries the census along only if it re-binds it.
public final class WorldCensus: Sendable {
    private let counts = Mutex((made: 0, freed: 0))

    public init() {}

    /// Worlds made while bound.
    public var made: Int { counts.withLock { $0.made } }

    /// Worlds made while bound and since freed.
    public var freed: Int { counts.withLock { $0.freed } }

    /// Worlds made while bound and still alive.
    public var alive: Int { counts.withLock { $0.made - $0.freed } }

    func recordMade() { counts.withLock { $0.made += 1 } }

    func recordFreed() { counts.withLock { $0.freed += 1 } }
}
