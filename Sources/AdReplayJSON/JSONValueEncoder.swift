/// Encodes `Encodable` values to ``JSONValue`` with object members in the order the keys were
/// first encoded, which for synthesized conformances is declaration order. That order is what
/// makes a fixture's bytes stable, so re-encoding a key replaces its value in place.
///
/// Mapping: `nil` from `encodeNil` → `.null` (`encodeIfPresent(nil)` writes nothing, as the
/// standard library's default does); Bool and String as themselves; every integer type →
/// `.int` (values that do not fit in `Int`, such as large `UInt64`s, throw
/// `EncodingError.invalidValue`); Float and Double → `.double`. A Float is widened through its
/// shortest decimal text, so `Float(0.1)` is written as `0.1`, not `0.10000000149011612`.
///
/// `[String: V]` and other dictionaries go through a keyed container in the dictionary's own
/// iteration order, which is hash order and differs between runs. Callers that need canonical
/// bytes must encode such data as sorted pairs (or sort the members afterwards); this encoder
/// deliberately does not reorder anything.
///
/// Mixing container kinds on one encoder (a keyed container, then an unkeyed one) keeps the last
/// one requested rather than trapping.
public struct JSONValueEncoder: Sendable {
    /// Handed to every `encode(to:)` as `encoder.userInfo`.
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    public init() {}

    /// - Throws: `EncodingError.invalidValue` for an integer outside `Int`, or when the
    ///   top-level value encodes nothing at all (not even an empty container).
    public func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        let encoder = JSONValueEncoderImpl(codingPath: [], userInfo: userInfo)
        try value.encode(to: encoder)
        guard let slot = encoder.slot else {
            throw EncodingError.invalidValue(
                value, .init(codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
        }
        return slot.resolved()
    }
}

/// A position in the value being built. Containers are reference types so that a container
/// handed out earlier (a nested container, a super encoder) can still be written to later.
enum JSONValueEncoderSlot {
    case value(JSONValue)
    case object(JSONValueEncoderObject)
    case array(JSONValueEncoderArray)
    /// A `superEncoder()` that its caller may write to after we return.
    case encoder(JSONValueEncoderImpl)

    func resolved() -> JSONValue {
        switch self {
        case .value(let value):
            return value
        case .object(let object):
            return .object(zip(object.keys, object.slots).map { .init(key: $0, value: $1.resolved()) })
        case .array(let array):
            return .array(array.slots.map { $0.resolved() })
        case .encoder(let encoder):
            return encoder.slot?.resolved() ?? .object([])
        }
    }
}

final class JSONValueEncoderObject {
    private(set) var keys: [String] = []
    private(set) var slots: [JSONValueEncoderSlot] = []
    /// Built only for large objects (dictionaries); small ones are scanned.
    private var positions: [String: Int]?
    private static let linearLimit = 16

    func position(of key: String) -> Int? {
        if let positions { return positions[key] }
        return keys.firstIndex(of: key)
    }

    func set(_ slot: JSONValueEncoderSlot, forKey key: String) {
        if let position = position(of: key) {
            slots[position] = slot
            return
        }
        keys.append(key)
        slots.append(slot)
        if positions != nil {
            positions?[key] = keys.count - 1
        } else if keys.count > Self.linearLimit {
            positions = Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    func slot(forKey key: String) -> JSONValueEncoderSlot? {
        position(of: key).map { slots[$0] }
    }
}

final class JSONValueEncoderArray {
    var slots: [JSONValueEncoderSlot] = []
}

/// The `Encoder` handed to `encode(to:)`; it is also its own single-value container.
final class JSONValueEncoderImpl: Encoder {
    let codingPath: [any CodingKey]
    let sendableUserInfo: [CodingUserInfoKey: any Sendable]
    var userInfo: [CodingUserInfoKey: Any] { sendableUserInfo }
    /// What this encoder produced; `nil` until a container is requested or a value encoded.
    var slot: JSONValueEncoderSlot?

    init(codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: any Sendable]) {
        self.codingPath = codingPath
        self.sendableUserInfo = userInfo
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let object: JSONValueEncoderObject
        if case .object(let existing) = slot {
            object = existing
        } else {
            object = JSONValueEncoderObject()
            slot = .object(object)
        }
        return KeyedEncodingContainer(JSONValueKeyedEncodingContainer<Key>(encoder: self, object: object, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let array: JSONValueEncoderArray
        if case .array(let existing) = slot {
            array = existing
        } else {
            array = JSONValueEncoderArray()
            slot = .array(array)
        }
        return JSONValueUnkeyedEncodingContainer(encoder: self, array: array, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    /// Encodes a child value with its own encoder and returns what it produced; a child that
    /// encodes nothing at all yields `{}`.
    func encodeChild<T: Encodable>(_ value: T, at path: [any CodingKey]) throws -> JSONValueEncoderSlot {
        let child = JSONValueEncoderImpl(codingPath: path, userInfo: sendableUserInfo)
        try value.encode(to: child)
        return child.slot ?? .value(.object([]))
    }

    func makeSuperEncoder(at path: [any CodingKey]) -> JSONValueEncoderImpl {
        JSONValueEncoderImpl(codingPath: path, userInfo: sendableUserInfo)
    }

    static func integer<T: BinaryInteger>(_ value: T, at path: [any CodingKey]) throws -> JSONValue {
        guard let int = Int(exactly: value) else {
            throw EncodingError.invalidValue(
                value, .init(codingPath: path, debugDescription: "\(T.self) \(value) does not fit in Int."))
        }
        return .int(int)
    }

    static func float(_ value: Float) -> JSONValue {
        if value.isFinite, let widened = Double(value.description), Float(widened) == value {
            return .double(widened)
        }
        return .double(Double(value))
    }
}

/// Keys the coders make up themselves: array positions and `super`.
struct JSONValueCodingKey: CodingKey, Sendable, Equatable {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    /// A position in an unkeyed container, spelled like Foundation's (`Index 3`).
    init(intValue: Int) {
        self.stringValue = "Index \(intValue)"
        self.intValue = intValue
    }

    static let `super` = JSONValueCodingKey(stringValue: "super")
}
