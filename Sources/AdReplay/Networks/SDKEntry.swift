/// An entry of one network's SDK, tagged with the network it belongs to. A fixture stores it as
/// `"sdk": "<name>"` followed by the network's own fields (``NetworkEntry/storedMembers(at:)``);
/// which networks a build knows is a matter of the ``NetworkPlugin``s it was given. An entry of a
/// network this build does not know is kept as read (``StoredNetworkEntry``): it can be
/// inspected and diffed, not replayed.
public struct SDKEntry: Hashable, Sendable {
    /// The tag written in fixtures: `sample`, `hostAdServer`.
    public var sdk: String { storage.sdk }
    /// The network's own entry.
    public var entry: any NetworkEntry { storage.entry }

    /// Whether the entry is kept as stored, no plug-in having read it (a metatype comparison, not
    /// a cast: asked of every entry of every replay).
    var isStored: Bool { storage.isStored }

    /// The tag and the entry behind one reference: a replay copies entries out of timelines as
    /// it reads and compares them, and copying a reference costs one retain where copying the
    /// tag and the entry took several runtime calls.
    private let storage: Storage

    private final class Storage: Sendable {
        let sdk: String
        let entry: any NetworkEntry
        let isStored: Bool

        init(sdk: String, entry: any NetworkEntry) {
            // Asked before `entry` moves into place, which then needs no copy.
            isStored = ObjectIdentifier(type(of: entry)) == ObjectIdentifier(StoredNetworkEntry.self)
            self.sdk = sdk
            self.entry = entry
        }
    }

    public init(sdk: String, _ entry: any NetworkEntry) {
        storage = Storage(sdk: sdk, entry: entry)
    }

    public static func == (lhs: SDKEntry, rhs: SDKEntry) -> Bool {
        lhs.storage === rhs.storage || (lhs.storage.sdk == rhs.storage.sdk && lhs.storage.entry.isEqual(to: rhs.storage.entry))
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.sdk)
        storage.entry.hash(into: &hasher)
    }

    /// What the entry is: "request", "callback bannerDidLoad", "effect log".
    public var kind: String { storage.entry.kind }

    /// One line, without the tag.
    public var text: String { storage.entry.text }

    /// True for a network exchange (a request and its answer), the entries a replay serves.
    public var isExchange: Bool { storage.entry.role == .exchange }

    /// The network's entry as its own type, when it is one.
    public func entry<Entry: NetworkEntry>(as type: Entry.Type) -> Entry? {
        storage.entry.opened(as: type)
    }
}

extension NetworkEntry {
    /// This entry as `type`, when it is one. A metatype comparison first, as in `isEqual(to:)`:
    /// a replay asks it of every entry of its recording, for each network, and a dynamic cast
    /// cost more than the rest of that work. Another type is cast as before.
    fileprivate func opened<Entry: NetworkEntry>(as type: Entry.Type) -> Entry? {
        guard Self.self == Entry.self else { return self as? Entry }
        return withUnsafePointer(to: self) { pointer in
            UnsafeRawPointer(pointer).assumingMemoryBound(to: Entry.self).pointee
        }
    }

    /// Equal when `other` is an entry of the same type with the same value.
    func isEqual(to other: any NetworkEntry) -> Bool {
        isEqual(toOpened: other)
    }

    /// `isEqual(to:)` with `other` opened. A metatype comparison, then `other`'s storage read as
    /// `Self`, which it then is: a dynamic cast to `Self?` cost more than the comparison itself,
    /// asked of every SDK entry of every replay. Entries of different types are cast as before
    /// (an entry class's subclass is its type too).
    private func isEqual<Other: NetworkEntry>(toOpened other: Other) -> Bool {
        guard Other.self == Self.self else { return isEqual(toCast: other) }
        return withUnsafePointer(to: other) { pointer in
            self == UnsafeRawPointer(pointer).assumingMemoryBound(to: Self.self).pointee
        }
    }

    /// Apart, so that the common case above never asks the runtime for `Self?`.
    @inline(never)
    private func isEqual(toCast other: some NetworkEntry) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
