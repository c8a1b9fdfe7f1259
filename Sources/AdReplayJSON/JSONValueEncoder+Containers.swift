/// The three container kinds of ``JSONValueEncoder``. Each primitive overload only maps the value
/// (see the mapping in `JSONValueEncoder`); the containers decide where it goes.
extension JSONValueEncoderImpl: SingleValueEncodingContainer {
    func encodeNil() { slot = .value(.null) }
    func encode(_ value: Bool) { slot = .value(.bool(value)) }
    func encode(_ value: String) { slot = .value(.string(value)) }
    func encode(_ value: Double) { slot = .value(.double(value)) }
    func encode(_ value: Float) { slot = .value(Self.float(value)) }
    func encode(_ value: Int) { slot = .value(.int(value)) }
    func encode(_ value: Int8) { slot = .value(.int(Int(value))) }
    func encode(_ value: Int16) { slot = .value(.int(Int(value))) }
    func encode(_ value: Int32) { slot = .value(.int(Int(value))) }
    func encode(_ value: Int64) throws { slot = .value(try Self.integer(value, at: codingPath)) }
    func encode(_ value: UInt) throws { slot = .value(try Self.integer(value, at: codingPath)) }
    func encode(_ value: UInt8) { slot = .value(.int(Int(value))) }
    func encode(_ value: UInt16) { slot = .value(.int(Int(value))) }
    func encode(_ value: UInt32) throws { slot = .value(try Self.integer(value, at: codingPath)) }
    func encode(_ value: UInt64) throws { slot = .value(try Self.integer(value, at: codingPath)) }
    /// The value encodes itself into this same encoder, as with any `Encoder`.
    func encode<T: Encodable>(_ value: T) throws { try value.encode(to: self) }
}

struct JSONValueKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: JSONValueEncoderImpl
    let object: JSONValueEncoderObject
    let codingPath: [any CodingKey]

    private func put(_ value: JSONValue, _ key: Key) { object.set(.value(value), forKey: key.stringValue) }
    private func integer<T: BinaryInteger>(_ value: T, _ key: Key) throws {
        put(try JSONValueEncoderImpl.integer(value, at: codingPath + [key]), key)
    }

    mutating func encodeNil(forKey key: Key) { put(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) { put(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) { put(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) { put(.double(value), key) }
    mutating func encode(_ value: Float, forKey key: Key) { put(JSONValueEncoderImpl.float(value), key) }
    mutating func encode(_ value: Int, forKey key: Key) { put(.int(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) { put(.int(Int(value)), key) }
    mutating func encode(_ value: Int16, forKey key: Key) { put(.int(Int(value)), key) }
    mutating func encode(_ value: Int32, forKey key: Key) { put(.int(Int(value)), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) { put(.int(Int(value)), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) { put(.int(Int(value)), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try integer(value, key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        object.set(try encoder.encodeChild(value, at: codingPath + [key]), forKey: key.stringValue)
    }

    /// Asking twice for the same nested object reuses it, so both writers' members survive.
    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested: JSONValueEncoderObject
        if case .object(let existing) = object.slot(forKey: key.stringValue) {
            nested = existing
        } else {
            nested = JSONValueEncoderObject()
            object.set(.object(nested), forKey: key.stringValue)
        }
        return KeyedEncodingContainer(
            JSONValueKeyedEncodingContainer<NestedKey>(encoder: encoder, object: nested, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested: JSONValueEncoderArray
        if case .array(let existing) = object.slot(forKey: key.stringValue) {
            nested = existing
        } else {
            nested = JSONValueEncoderArray()
            object.set(.array(nested), forKey: key.stringValue)
        }
        return JSONValueUnkeyedEncodingContainer(encoder: encoder, array: nested, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        superEncoder(at: JSONValueCodingKey.super)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(at: key)
    }

    private func superEncoder(at key: some CodingKey) -> any Encoder {
        let superEncoder = encoder.makeSuperEncoder(at: codingPath + [key])
        object.set(.encoder(superEncoder), forKey: key.stringValue)
        return superEncoder
    }
}

struct JSONValueUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let encoder: JSONValueEncoderImpl
    let array: JSONValueEncoderArray
    let codingPath: [any CodingKey]

    var count: Int { array.slots.count }
    private var nextPath: [any CodingKey] { codingPath + [JSONValueCodingKey(intValue: count)] }

    private func put(_ value: JSONValue) { array.slots.append(.value(value)) }
    private func integer<T: BinaryInteger>(_ value: T) throws {
        put(try JSONValueEncoderImpl.integer(value, at: nextPath))
    }

    mutating func encodeNil() { put(.null) }
    mutating func encode(_ value: Bool) { put(.bool(value)) }
    mutating func encode(_ value: String) { put(.string(value)) }
    mutating func encode(_ value: Double) { put(.double(value)) }
    mutating func encode(_ value: Float) { put(JSONValueEncoderImpl.float(value)) }
    mutating func encode(_ value: Int) { put(.int(value)) }
    mutating func encode(_ value: Int8) { put(.int(Int(value))) }
    mutating func encode(_ value: Int16) { put(.int(Int(value))) }
    mutating func encode(_ value: Int32) { put(.int(Int(value))) }
    mutating func encode(_ value: Int64) throws { try integer(value) }
    mutating func encode(_ value: UInt) throws { try integer(value) }
    mutating func encode(_ value: UInt8) { put(.int(Int(value))) }
    mutating func encode(_ value: UInt16) { put(.int(Int(value))) }
    mutating func encode(_ value: UInt32) throws { try integer(value) }
    mutating func encode(_ value: UInt64) throws { try integer(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        array.slots.append(try encoder.encodeChild(value, at: nextPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = JSONValueEncoderObject()
        let path = nextPath
        array.slots.append(.object(nested))
        return KeyedEncodingContainer(
            JSONValueKeyedEncodingContainer<NestedKey>(encoder: encoder, object: nested, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = JSONValueEncoderArray()
        let path = nextPath
        array.slots.append(.array(nested))
        return JSONValueUnkeyedEncodingContainer(encoder: encoder, array: nested, codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
        let superEncoder = encoder.makeSuperEncoder(at: nextPath)
        array.slots.append(.encoder(superEncoder))
        return superEncoder
    }
}
