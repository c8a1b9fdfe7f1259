/// Keyed and unkeyed containers of ``JSONValueDecoder``. Every value they hand out carries the
/// coding path down to it, which is what makes decoding errors point at the right member.
struct JSONValueKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [JSONValue.Member]
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: any Sendable]
    /// Built only for large objects (decoded dictionaries); small ones are scanned.
    private let positions: [String: Int]?

    init(members: [JSONValue.Member], codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: any Sendable]) {
        self.members = members
        self.codingPath = codingPath
        self.userInfo = userInfo
        positions =
            members.count > 16
            ? Dictionary(members.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
            : nil
    }

    /// In object order; members whose names are not keys of `Key` are left out.
    var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { lookup(key.stringValue) != nil }

    private func lookup(_ name: String) -> JSONValue? {
        if let positions { return positions[name].map { members[$0].value } }
        return members.first { $0.key == name }?.value
    }

    private func value(for key: Key) throws -> JSONValue {
        guard let value = lookup(key.stringValue) else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "No value for key \"\(key.stringValue)\"."))
        }
        return value
    }

    private func decoder(for key: Key) throws -> JSONValueDecoderImpl {
        JSONValueDecoderImpl(value: try value(for: key), codingPath: codingPath + [key], userInfo: userInfo)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try value(for: key).isNull }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder(for: key).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder(for: key).decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder(for: key).decode(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder(for: key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder(for: key).decode(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder(for: key).decode(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder(for: key).decode(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder(for: key).decode(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder(for: key).decode(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder(for: key).decode(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder(for: key).decode(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoder(for: key).decode(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoder(for: key).decode(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder(for: key).decode(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try T(from: decoder(for: key)) }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(for: key).unkeyedContainer()
    }

    /// A missing `super` member decodes as `null`, as with Foundation's decoder.
    func superDecoder() throws -> any Decoder {
        JSONValueDecoderImpl(
            value: lookup(JSONValueCodingKey.super.stringValue) ?? .null,
            codingPath: codingPath + [JSONValueCodingKey.super], userInfo: userInfo)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        JSONValueDecoderImpl(value: lookup(key.stringValue) ?? .null, codingPath: codingPath + [key], userInfo: userInfo)
    }
}

struct JSONValueUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: any Sendable]
    /// Advances only when a decode succeeds, so a caller may retry the element as another type.
    private(set) var currentIndex = 0

    init(elements: [JSONValue], codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: any Sendable]) {
        self.elements = elements
        self.codingPath = codingPath
        self.userInfo = userInfo
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private var currentPath: [any CodingKey] { codingPath + [JSONValueCodingKey(intValue: currentIndex)] }

    private func currentDecoder<T>(for type: T.Type) throws -> JSONValueDecoderImpl {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type, .init(codingPath: currentPath, debugDescription: "Unkeyed container is at end."))
        }
        return JSONValueDecoderImpl(value: elements[currentIndex], codingPath: currentPath, userInfo: userInfo)
    }

    /// Runs `body` on the current element and moves on only if it succeeded.
    private mutating func next<T>(_ type: T.Type, _ body: (JSONValueDecoderImpl) throws -> T) throws -> T {
        let result = try body(currentDecoder(for: type))
        currentIndex += 1
        return result
    }

    mutating func decodeNil() throws -> Bool {
        guard try currentDecoder(for: JSONValue.self).decodeNil() else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type) { try $0.decode(type) } }
    mutating func decode(_ type: String.Type) throws -> String { try next(type) { try $0.decode(type) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type) { try $0.decode(type) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try next(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(type) { try $0.decode(type) } }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next(type) { try T(from: $0) } }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try next(KeyedDecodingContainer<NestedKey>.self) { try $0.container(keyedBy: type) }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next((any UnkeyedDecodingContainer).self) { try $0.unkeyedContainer() }
    }

    mutating func superDecoder() throws -> any Decoder {
        try next((any Decoder).self) { $0 }
    }
}
