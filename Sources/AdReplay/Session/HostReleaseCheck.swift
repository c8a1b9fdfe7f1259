import AdWorld

/// The opt-in `released` rule's watch (``ContractRule/released``): weak references to what a
/// session made — the host's adapters and ads, and the objects they hold (the SDK's ads, views,
/// helpers), found by reading their stored properties — taken just before the host lets go,
/// and read once it has.
///
/// What is still alive then is kept so by something other than the host: a retain cycle (an
/// adapter and the SDK object it holds, each holding the other), a static, a closure. An
/// object the app's screen or the world still holds (an ad left on screen when the script
/// ended) is the app's, not a leak, and is not named. Nor is one the SDK keeps for the whole
/// process (a stand-in's `static let banner = Size(…)`, made on first use): a second, identical
/// session reaches the same object, where a leaked one is made anew by each session
/// (``HostHarness/keptAliveBySession(observation:)``).
///
/// ```swift
/// let watch = HostReleaseCheck(watching: host, excluding: [context, root, world])
/// host.end()   // … and every other reference the harness had
/// watch.keptAlive(excludingReachableFrom: [root, world])   // ["CyclicAdapter (adapters[0])"]
/// ```
final class HostReleaseCheck {
    struct Watched {
        let object: WeakReference
        /// `Type (path)`, the path from the host's own property that led to it.
        let name: String
    }

    /// How many class hops from the host the watch reads: host → its lists → adapter or ad →
    /// the SDK objects it holds → what they hold.
    static let depth = 4
    /// How many objects one walk reads at most, so that an SDK object graph (views and their
    /// subviews) cannot make the check slow.
    static let limit = 2000

    private var watched: [Watched] = []
    /// Every object the watch found, while each was alive: an identity compared only with
    /// objects that are alive too, so never one of another object at a reused address.
    private(set) var identities: Set<ObjectIdentifier> = []

    /// Watches what `host` holds, not passing through `excluded` (the harness's own objects).
    init(watching host: AnyObject, excluding excluded: [AnyObject]) {
        var seen = Set(excluded.map(ObjectIdentifier.init))
        seen.insert(ObjectIdentifier(host))
        Self.walk(from: Mirror(reflecting: host), path: "", depth: Self.depth, seen: &seen) { object, path in
            watched.append(Watched(object: WeakReference(object), name: "\(Self.typeName(of: object)) (\(path))"))
            identities.insert(ObjectIdentifier(object))
        }
    }

    /// What is still alive, in the order the watch found it, leaving out what `roots` (the
    /// app's screen, the world) still reach.
    func keptAlive(excludingReachableFrom roots: [AnyObject]) -> [Watched] {
        let alive = watched.filter { $0.object.object != nil }
        guard !alive.isEmpty else { return [] }
        var reachable = Set<ObjectIdentifier>()
        for root in roots where reachable.insert(ObjectIdentifier(root)).inserted {
            Self.walk(from: Mirror(reflecting: root), path: "", depth: 64, seen: &reachable) { _, _ in }
        }
        return alive.filter { watched in
            guard let object = watched.object.object else { return false }
            return !reachable.contains(ObjectIdentifier(object))
        }
    }

    /// Reads `mirror`'s stored properties (its superclasses' too), through structs, enums,
    /// optionals, tuples and collections, telling `found` each class instance not yet `seen`
    /// and going on into it while `depth` allows (the host's context, the harness's, is not read).
    private static func walk(
        from mirror: Mirror, path: String, depth: Int, seen: inout Set<ObjectIdentifier>,
        found: (AnyObject, String) -> Void
    ) {
        var budget = limit
        func visit(_ mirror: Mirror, _ path: String, _ depth: Int) {
            var current: Mirror? = mirror
            while let level = current {
                for (offset, child) in level.children.enumerated() {
                    guard budget > 0 else { return }
                    let label = child.label.map { $0.hasPrefix("$__lazy_storage_$_") ? String($0.dropFirst(18)) : $0 }
                    let childPath = label.map { path.isEmpty ? $0 : "\(path).\($0)" } ?? "\(path)[\(offset)]"
                    read(child.value, childPath, depth)
                }
                current = level.superclassMirror
            }
        }
        func read(_ value: Any, _ path: String, _ depth: Int) {
            let mirror = Mirror(reflecting: value)
            switch mirror.displayStyle {
            case .class?:
                let object = value as AnyObject
                guard seen.insert(ObjectIdentifier(object)).inserted, !(object is HostContext) else { return }
                let module = String(reflecting: type(of: object)).prefix { $0 != "." }
                guard !Self.foreignModules.contains(module) else { return }
                budget -= 1
                if !Self.engineModules.contains(module) { found(object, path) }
                if depth > 1 { visit(mirror, path, depth - 1) }
            case .optional?:
                if let some = mirror.children.first { read(some.value, path, depth) }
            case .struct?, .enum?, .tuple?, .collection?, .set?, .dictionary?:
                visit(mirror, path, depth)
            default:
                break
            }
        }
        visit(mirror, path, depth)
    }

    /// Modules whose objects are what an adapter's objects hold, not what it made: neither
    /// named nor read.
    private static let foreignModules: Set<Substring> = ["Foundation", "FoundationEssentials", "Swift", "__C", "Dispatch", "AdWorld"]
    /// The engine's and GMA's stand-in modules: their objects (the host's own, the
    /// configurations it handed over, plain views) are read through, to what they lead to, but
    /// not named.
    private static let engineModules: Set<Substring> = ["AdReplay", "Mediation", "GoogleMobileAdsCompat", "NeutralUI"]

    /// The type's own name (`SampleInterstitial`): its full name would hold, for a private
    /// type, an address that differs from build to build.
    private static func typeName(of object: AnyObject) -> String {
        String(describing: type(of: object))
    }
}

extension HostHarness {
    /// The watch of a session whose `released` rule is checked, taken just before the host lets
    /// go: what the host holds, not passing through the harness's own objects.
    func releaseWatch(of host: AnyObject?) -> HostReleaseCheck? {
        guard checksRelease, let host else { return nil }
        return HostReleaseCheck(watching: host, excluding: [root, world, recorder, clock, ledger])
    }

    /// What the session left alive that is its own, as `Type (path)`: what ``keptAlive`` names,
    /// less what a second, identical session reaches too. An object the SDK keeps for the whole
    /// process (a `static let` made in the first session, a shared instance) is the same object
    /// in every session; one that a session leaked (a retain cycle, a static list that keeps
    /// every ad) is made anew by the next, so it stays named.
    ///
    /// The second session runs only when something was kept alive: the same scenario answered
    /// with `observation`'s exchanges, the session just run, whatever its network was (a live
    /// server is not asked twice). Its own result is not kept.
    func keptAliveBySession(observation: Observation) -> [String] {
        // Held for the second session, so that no identity it meets is one of an object freed since.
        let held = keptAlive.compactMap { kept in kept.object.object.map { (object: $0, name: kept.name) } }
        defer { forgetAds() }
        guard !held.isEmpty else { return [] }
        let exchanges = observation.exchangesByNetwork
        let second = HostHarness(
            scenario: scenario, registry: registry,
            answers: { plugin in .recorded(exchanges.first { $0.network == plugin.name }?.exchanges ?? []) },
            expectedEntries: observation.entries.count)
        second.checksRelease = true
        _ = try? second.run()
        second.forgetAds()
        let reused = second.watchedIdentities
        return held.filter { !reused.contains(ObjectIdentifier($0.object)) }.map(\.name)
    }
}
