import Foundation

#if !canImport(Darwin)
/// Foundation's `NSMapTable` and `NSPointerFunctions.Options`, which swift-corelibs-foundation
/// lacks: a map whose keys and values are held strongly or weakly, as adapters keep "the delegate
/// for this placement" without keeping the delegate alive.
///
/// Keys are compared as Foundation compares objects: an `NSObject` by `isEqual(_:)`, any other
/// object by identity (`objectPointerPersonality` compares every key by identity). `copyIn`
/// keys are copied on the way in (`NSCopying`). An entry whose weak key or value has gone is gone:
/// it is not found, not counted and not enumerated. Entries keep the order they were first set in,
/// so enumerating a table gives the same order on every run.
///
/// ```swift
/// let delegates = NSMapTable<NSString, Delegate>.strongToWeakObjects()
/// delegates.setObject(delegate, forKey: "placement-1")
/// delegates.object(forKey: "placement-1")   // delegate, while something else keeps it alive
/// ```
open class NSMapTable<KeyType: AnyObject, ObjectType: AnyObject>: NSObject {
    private var entries: [Entry] = []
    private let keyOptions: NSPointerFunctions.Options
    private let valueOptions: NSPointerFunctions.Options

    public init(keyOptions: NSPointerFunctions.Options = [], valueOptions: NSPointerFunctions.Options = [], capacity initialCapacity: Int) {
        self.keyOptions = keyOptions
        self.valueOptions = valueOptions
        super.init()
    }

    public convenience init(keyOptions: NSPointerFunctions.Options = [], valueOptions: NSPointerFunctions.Options = []) {
        self.init(keyOptions: keyOptions, valueOptions: valueOptions, capacity: 0)
    }

    public convenience override init() {
        self.init(keyOptions: [], valueOptions: [])
    }

    /// Strong keys, strong values.
    open class func strongToStrongObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .strongMemory, valueOptions: .strongMemory)
    }

    /// Weak keys, strong values.
    open class func weakToStrongObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .weakMemory, valueOptions: .strongMemory)
    }

    /// Strong keys, weak values.
    open class func strongToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .strongMemory, valueOptions: .weakMemory)
    }

    /// Weak keys, weak values.
    open class func weakToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .weakMemory, valueOptions: .weakMemory)
    }

    /// The value for `aKey`; nil when there is none, or it (or its key) was weak and has gone.
    open func object(forKey aKey: KeyType?) -> ObjectType? {
        guard let aKey else { return nil }
        return live.first { matches($0, aKey) }?.value.object as? ObjectType
    }

    /// Sets the value for `aKey`, replacing any; a nil key is ignored and a nil value removes.
    open func setObject(_ anObject: ObjectType?, forKey aKey: KeyType?) {
        guard let aKey else { return }
        guard let anObject else { return removeObject(forKey: aKey) }
        entries = live
        if let index = entries.firstIndex(where: { matches($0, aKey) }) {
            entries[index].value = Reference(anObject, weak: valueOptions.contains(.weakMemory))
            return
        }
        let stored: AnyObject = keyOptions.contains(.copyIn) ? copied(aKey) : aKey
        entries.append(
            Entry(
                key: Reference(stored, weak: keyOptions.contains(.weakMemory)),
                value: Reference(anObject, weak: valueOptions.contains(.weakMemory))))
    }

    /// Removes the value for `aKey`, if any.
    open func removeObject(forKey aKey: KeyType?) {
        guard let aKey else { return }
        entries = live.filter { !matches($0, aKey) }
    }

    /// Removes every entry.
    open func removeAllObjects() {
        entries = []
    }

    /// How many entries are alive.
    open var count: Int { live.count }

    /// The live keys, in the order they were first set.
    open func keyEnumerator() -> NSEnumerator {
        NSArray(array: live.compactMap { $0.key.object }).objectEnumerator()
    }

    /// The live values, in their keys' order.
    open func objectEnumerator() -> NSEnumerator? {
        NSArray(array: live.compactMap { $0.value.object }).objectEnumerator()
    }

    /// The entries as a dictionary (keys that are not `Hashable` are left out: a
    /// swift-corelibs-foundation dictionary cannot hold them).
    open func dictionaryRepresentation() -> [AnyHashable: ObjectType] {
        var dictionary: [AnyHashable: ObjectType] = [:]
        for entry in live {
            if let key = entry.key.object as? AnyHashable, let value = entry.value.object as? ObjectType {
                dictionary[key] = value
            }
        }
        return dictionary
    }

    private var live: [Entry] { entries.filter { $0.key.object != nil && $0.value.object != nil } }

    private func matches(_ entry: Entry, _ key: AnyObject) -> Bool {
        guard let stored = entry.key.object else { return false }
        if keyOptions.contains(.objectPointerPersonality) { return stored === key }
        if let stored = stored as? NSObject, let key = key as? NSObject { return stored.isEqual(key) }
        return stored === key
    }

    private func copied(_ key: KeyType) -> AnyObject {
        guard let copying = key as? NSCopying else { return key }
        return copying.copy(with: nil) as AnyObject
    }

    private struct Entry {
        var key: Reference
        var value: Reference
    }

    private struct Reference {
        private let strong: AnyObject?
        private weak var weakObject: AnyObject?

        init(_ object: AnyObject, weak: Bool) {
            strong = weak ? nil : object
            weakObject = weak ? object : nil
        }

        var object: AnyObject? { strong ?? weakObject }
    }
}

/// `NSPointerFunctions`, for its `Options`: how an `NSMapTable` holds its keys and values.
public enum NSPointerFunctions {
    /// The memory and personality options `NSMapTable` reads, with Foundation's raw values.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Held strongly (the default).
        public static let strongMemory = Options([])
        /// Held weakly: the entry goes when the object does.
        public static let weakMemory = Options(rawValue: 5 << 0)
        /// Compared by `isEqual(_:)` (the default for objects).
        public static let objectPersonality = Options([])
        /// Compared by identity.
        public static let objectPointerPersonality = Options(rawValue: 2 << 8)
        /// Copied (`NSCopying`) when set.
        public static let copyIn = Options(rawValue: 1 << 16)
    }
}
#endif
