/// Decodes `Decodable` values from ``JSONValue``.
///
/// Errors are the standard `DecodingError`s with the full coding path, so a failing fixture can
/// be reported as "at images[2].scale: expected a number", not just "invalid data":
/// `keyNotFound` for a missing key, `valueNotFound` for `null` (or the end of an array) where a
/// value is required, `typeMismatch` for the wrong kind of value, and `dataCorrupted` for a
/// number that does not fit the requested type. Nothing here traps on input.
///
/// Numbers: `Double` and `Float` accept `.int` and `.double`, and also the strings `"nan"`,
/// `"inf"` and `"-inf"` that the writer uses for non-finite values. Integer types accept `.int`
/// in range, and `.double` only when it is integral and in range.
public struct JSONValueDecoder: Sendable {
    /// Handed to every `init(from:)` as `decoder.userInfo`.
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    public init() {}

    public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        try T(from: JSONValueDecoderImpl(value: value, codingPath: [], userInfo: userInfo))
    }
}

/// The `Decoder` handed to `init(from:)`; it is also its own single-value container.
struct JSONValueDecoderImpl: Decoder, SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]
    let sendableUserInfo: [CodingUserInfoKey: any Sendable]
    var userInfo: [CodingUserInfoKey: Any] { sendableUserInfo }

    init(value: JSONValue, codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: any Sendable]) {
        self.value = value
        self.codingPath = codingPath
        self.sendableUserInfo = userInfo
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let members = try JSONValueUnboxing.members(value, at: codingPath)
        return KeyedDecodingContainer(
            JSONValueKeyedDecodingContainer<Key>(members: members, codingPath: codingPath, userInfo: sendableUserInfo))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let elements = try JSONValueUnboxing.elements(value, at: codingPath)
        return JSONValueUnkeyedDecodingContainer(elements: elements, codingPath: codingPath, userInfo: sendableUserInfo)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { value.isNull }
    func decode(_ type: Bool.Type) throws -> Bool { try JSONValueUnboxing.bool(value, at: codingPath) }
    func decode(_ type: String.Type) throws -> String { try JSONValueUnboxing.string(value, at: codingPath) }
    func decode(_ type: Double.Type) throws -> Double { try JSONValueUnboxing.double(value, at: codingPath) }
    func decode(_ type: Float.Type) throws -> Float { try JSONValueUnboxing.float(value, at: codingPath) }
    func decode(_ type: Int.Type) throws -> Int { try JSONValueUnboxing.integer(value, at: codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try JSONValueUnboxing.integer(value, at: codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try JSONValueUnboxing.integer(value, at: codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try JSONValueUnboxing.integer(value, at: codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try JSONValueUnboxing.integer(value, at: codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try JSONValueUnboxing.integer(value, at: codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try JSONValueUnboxing.integer(value, at: codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try JSONValueUnboxing.integer(value, at: codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try JSONValueUnboxing.integer(value, at: codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try JSONValueUnboxing.integer(value, at: codingPath) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }
}

/// Turns one `JSONValue` into a primitive, or into the standard error saying why not.
enum JSONValueUnboxing {
    static func bool(_ value: JSONValue, at path: [any CodingKey]) throws -> Bool {
        if case .bool(let bool) = value { return bool }
        throw mismatch(Bool.self, value, at: path)
    }

    static func string(_ value: JSONValue, at path: [any CodingKey]) throws -> String {
        if case .string(let string) = value { return string }
        throw mismatch(String.self, value, at: path)
    }

    static func double(_ value: JSONValue, at path: [any CodingKey]) throws -> Double {
        switch value {
        case .double(let double): return double
        case .int(let int): return Double(int)
        case .string("nan"): return .nan
        case .string("inf"): return .infinity
        case .string("-inf"): return -.infinity
        default: throw mismatch(Double.self, value, at: path)
        }
    }

    static func float(_ value: JSONValue, at path: [any CodingKey]) throws -> Float {
        let double: Double
        do {
            double = try Self.double(value, at: path)
        } catch {
            throw mismatch(Float.self, value, at: path)
        }
        let float = Float(double)
        guard float.isFinite || !double.isFinite else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: path, debugDescription: "Number \(double) does not fit in Float."))
        }
        return float
    }

    static func integer<T: FixedWidthInteger>(_ value: JSONValue, at path: [any CodingKey]) throws -> T {
        let result: T?
        switch value {
        case .int(let int): result = T(exactly: int)
        case .double(let double): result = T(exactly: double)
        default: throw mismatch(T.self, value, at: path)
        }
        guard let result else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: path, debugDescription: "Number \(value.compact()) does not fit in \(T.self)."))
        }
        return result
    }

    static func members(_ value: JSONValue, at path: [any CodingKey]) throws -> [JSONValue.Member] {
        if case .object(let members) = value { return members }
        throw mismatch([String: JSONValue].self, value, at: path)
    }

    static func elements(_ value: JSONValue, at path: [any CodingKey]) throws -> [JSONValue] {
        if case .array(let elements) = value { return elements }
        throw mismatch([JSONValue].self, value, at: path)
    }

    /// `null` where a value is required is `valueNotFound`; any other wrong kind is `typeMismatch`.
    static func mismatch<T>(_ type: T.Type, _ value: JSONValue, at path: [any CodingKey]) -> DecodingError {
        if value.isNull {
            return .valueNotFound(type, .init(codingPath: path, debugDescription: "Expected \(T.self) but found null."))
        }
        return .typeMismatch(
            type, .init(codingPath: path, debugDescription: "Expected \(T.self) but found \(value.kindDescription)."))
    }
}

extension JSONValue {
    /// What kind of value this is, for error messages.
    var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .int, .double: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
