/// One recorded or replayed universe: a clock, the services SDKs find in it (networks,
/// observers), and a counter for stable object names.
///
/// SDK objects that an adapter creates with a plain initializer find their world through
/// ``World/current``, a task-local bound by ``run(_:)``: no process-wide state, so several worlds
/// can run at once on different threads. One made where none is bound gets a detached world of
/// its own (``currentOrDetached(for:)``). A world is confined to the thread running it: create,
/// run and read it from one thread at a time.
///
/// ```swift
/// let world = World(clock: VirtualClock())
/// world.run { world.schedule(after: 5) { print(world.now) } }
/// try world.virtualClock?.runToQuiescence()   // prints 5
/// ```
public final class World: @unchecked Sendable {
    // @unchecked: a world is thread-confined (see above); it is Sendable only so that a
    // task-local can carry it and a test can hand it to the thread that runs it.

    /// The world whose `run` is executing on this thread or task, if any.
    @TaskLocal public static var current: World?

    /// Counts the worlds made and freed while bound (see ``WorldCensus``).
    @TaskLocal public static var census: WorldCensus?

    public let clock: any WorldClock
    /// Each service by its key's identifier. A list, not a dictionary: a world holds a handful,
    /// read on nearly every SDK call, and comparing a few identifiers costs less than hashing one.
    // Unchecked: never accessed overlapping (each access is one read or one write); the
    // runtime's exclusivity check cost more than the lookup.
    @usableFromInline @exclusivity(unchecked) var services: [(key: ObjectIdentifier, service: AnyObject)] = []
    /// What waits for its key's first read (``onFirstRead(of:_:)``), by the key's identifier.
    /// Read only when a key is read for the first time or set: exclusivity is checked here.
    @usableFromInline var firstReads: [(key: ObjectIdentifier, action: (World) -> Void)] = []
    @exclusivity(unchecked) private var counters: [String: Int] = [:]
    private let census: WorldCensus?
    /// For a detached world, the account its uses are told to, and where that account's
    /// sessions stood when the world was made (``DetachedActivity/mark()``).
    private let activity: (account: DetachedActivity, madeAt: UInt64)?

    /// The type of the object a detached world was made for (``currentOrDetached(for:)``); nil
    /// for a world a session or a test made and runs.
    public let detachedTypeName: String?

    /// True for a world made for an object created outside any (``currentOrDetached(for:)``):
    /// nobody runs it, so what the object does there is never seen.
    public var isDetached: Bool { detachedTypeName != nil }

    public init(clock: any WorldClock = VirtualClock()) {
        self.clock = clock
        census = World.census
        census?.recordMade()
        detachedTypeName = nil
        activity = nil
    }

    /// A detached world for an object of type `typeName`, whose uses `account` hears.
    init(detachedFor typeName: String, account: DetachedActivity = .process) {
        clock = VirtualClock()
        census = World.census
        census?.recordMade()
        detachedTypeName = typeName
        activity = (account, account.mark())
    }

    /// The world an object being made now belongs to: ``current``, or, where none is bound, a
    /// new world of its own, marked detached (``isDetached``) and naming `typeName`.
    ///
    /// A world is bound only on the thread or task running it: an object an adapter makes on a
    /// thread or in a `Task.detached` it started itself finds none, and its world is one nobody
    /// runs. Its use is told to the session running alone beside it, which says so in a note,
    /// rather than show a load that never completes without a word why.
    ///
    /// ```swift
    /// World.currentOrDetached(for: "SampleBanner").isDetached                 // true
    /// session.run { World.currentOrDetached(for: "SampleBanner") === session }  // true
    /// ```
    public static func currentOrDetached(for typeName: @autoclosure () -> String) -> World {
        // The name is worked out only for a detached world: a session makes many objects.
        current ?? World(detachedFor: typeName())
    }

    /// The claim of the session running this world on its thread, while it runs (and after:
    /// a call from a thread that outlives the session must not run either).
    // Unchecked: set by the session on its thread before anything else can reach the world.
    @exclusivity(unchecked) private var confinement: ThreadConfinement?

    /// Confines the world to the thread `confinement` claims: from now on what an SDK does in it
    /// from another thread is refused and kept as a stray (`noteUse()`).
    public func confine(_ confinement: ThreadConfinement) {
        self.confinement = confinement
    }

    /// Something was done in this world that its object needs a running world for: a detached
    /// world tells the process's sessions (``DetachedActivity``); any other says nothing. False
    /// when it was done on a thread the world is not confined to: the caller does not go on
    /// (the world's state belongs to the session's thread), and the session names the stray.
    @discardableResult
    @usableFromInline package func noteUse() -> Bool {
        if let confinement, !confinement.isOwnerThread {
            confinement.recordStray("the SDK was used")
            return false
        }
        guard let detachedTypeName, let activity else { return true }
        activity.account.recordUse(of: detachedTypeName, madeAt: activity.madeAt)
        return true
    }

    /// Whether the calling thread may act in this world: any thread while no session confines
    /// it, else only the session's. When it may not, `what` (`GMA's reportClick was called`) is
    /// kept as a stray the session names, as ``noteUse()`` keeps an SDK's: the host's doors
    /// refuse a call from another thread the same way every run, instead of taking it at
    /// whatever virtual time the session had reached when that thread happened to run.
    package func acceptsCall(_ what: @autoclosure () -> String) -> Bool {
        guard let confinement, !confinement.isOwnerThread else { return true }
        confinement.recordStray(what())
        return false
    }

    deinit {
        census?.recordFreed()
    }

    /// Ends the world once its session is over: drops the work still scheduled on its virtual
    /// clock and every service it holds.
    ///
    /// Objects living in a world hold it (a view controller presents on its clock, an SDK object
    /// schedules its timers there) while the world holds them (its application, its observers,
    /// the closures waiting on its clock): a cycle that would keep every world of a long test
    /// process alive. Ending the world breaks it; the world is not to be run again.
    public func end() {
        virtualClock?.cancelAll()
        // Taken out, and released once both lists are empty: a service's or a waiting install's
        // release may read this world again, and finds it ended, not mid-change.
        let ended = (services, firstReads)
        services = []
        firstReads = []
        withExtendedLifetime(ended) {}
    }

    /// Runs `action` when `key` is first read in this world, just after its default value is
    /// made, so that what reads it gets the value as `action` leaves it; never, when nothing
    /// reads it. A value set first (`world[key] = …`) is taken as it is, and `action` dropped.
    ///
    /// What a session sets up for an SDK it may not use: a replay installs a network whose
    /// recording holds no exchange this way, and an adapter that asks that SDK still finds it
    /// installed, while a session that never does (nearly all) costs nothing.
    ///
    /// ```swift
    /// world.onFirstRead(of: PebbleSeam.self) { world in world[PebbleSeam.self].network = replaying }
    /// ```
    public func onFirstRead<Key: WorldKey>(of key: Key.Type, _ action: @escaping (World) -> Void) {
        let id = ObjectIdentifier(key)
        guard !services.contains(where: { $0.key == id }) else { return action(self) }
        firstReads.append((id, action))
    }

    /// Runs, once, what waits for the first read of the key `id`; false when nothing does.
    @usableFromInline
    func runFirstRead(of id: ObjectIdentifier) -> Bool {
        guard let index = firstReads.firstIndex(where: { $0.key == id }) else { return false }
        // Taken out first: the action reads the key again.
        let action = firstReads.remove(at: index).action
        action(self)
        return true
    }

    /// Milliseconds since the world began.
    public var now: Int { clock.now }

    /// The clock, when it is virtual.
    public var virtualClock: VirtualClock? { clock as? VirtualClock }

    /// Runs `body` with this world bound as ``current``.
    public func run<T>(_ body: () throws -> T) rethrows -> T {
        // Binding a task-local costs an allocation; a session runs thousands of actions, nearly
        // all inside its own world already.
        if World.current === self { return try body() }
        return try World.$current.withValue(self) { try body() }
    }

    /// Schedules `action` on this world's clock; it runs with this world bound as ``current``.
    public func schedule(after delay: Int, _ action: @escaping () -> Void) {
        guard noteUse() else { return }
        clock.schedule(after: delay) { [unowned self] in self.run(action) }
    }

    /// Runs `action` now when `delay` is 0 (synchronously, re-entrantly, as an SDK that answers
    /// inside its own call does), otherwise schedules it.
    public func deliver(after delay: Int, _ action: @escaping () -> Void) {
        if delay <= 0 {
            guard noteUse() else { return }
            action()
        } else {
            schedule(after: delay, action)
        }
    }

    /// The next number in the sequence named `name`, starting at 1: stable identities for the
    /// objects a session creates (`SampleBanner#1`, `SampleBanner#2`, …).
    public func nextSerial(_ name: String) -> Int {
        let next = (counters[name] ?? 0) + 1
        counters[name] = next
        return next
    }

    /// The service stored under `key`, or its default (stored on first read).
    ///
    /// Inlinable, so that an SDK reading its service by its concrete key asks the runtime for no
    /// types (the key's value type, the service's class): SDKs read their service on nearly every call.
    @inlinable
    public subscript<Key: WorldKey>(key: Key.Type) -> Key.Value {
        get {
            let id = ObjectIdentifier(key)
            if let index = services.firstIndex(where: { $0.key == id }) {
                // Only a `Service<Key.Value>` is ever stored under `Key`'s identifier (the
                // setter below), so the cast cannot fail; a class cast is far cheaper than
                // casting an existential to `Key.Value`.
                return unsafeDowncast(services[index].service, to: Service<Key.Value>.self).value
            }
            let value = Key.defaultValue(in: self)
            store(Service(value), for: id)
            // What waited for this read may have set another value: the one stored is read.
            if !firstReads.isEmpty, runFirstRead(of: id), let index = services.firstIndex(where: { $0.key == id }) {
                return unsafeDowncast(services[index].service, to: Service<Key.Value>.self).value
            }
            return value
        }
        set {
            let id = ObjectIdentifier(key)
            store(Service(newValue), for: id)
            if !firstReads.isEmpty { firstReads.removeAll { $0.key == id } }
        }
    }

    @usableFromInline
    func store(_ service: AnyObject, for id: ObjectIdentifier) {
        if let index = services.firstIndex(where: { $0.key == id }) {
            // The service replaced is released after the access to the list has ended (its
            // deinit may set a service of this world).
            withExtendedLifetime(services[index].service) {
                services[index].service = service
            }
        } else {
            if services.isEmpty { services.reserveCapacity(8) }  // what a session sets up, at once
            services.append((id, service))
        }
    }
}

/// One service of a world, boxed so that the world can hold services of any type.
@usableFromInline
final class Service<Value> {
    @usableFromInline let value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }
}
