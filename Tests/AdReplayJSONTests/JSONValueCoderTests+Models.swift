@testable import AdReplayJSON

/// Types for ``JSONValueCoderTests``, nested in the suite so their short names cannot shadow
/// types that other test files import.
extension JSONValueCoderTests {
    struct Ad: Codable, Equatable {
        var zeta: Int
        var alpha: String
        var images: [Image]
        var note: String?
        var kind: Kind
    }

    struct Image: Codable, Equatable {
        var url: String
        var scale: Double
    }

    enum Kind: Codable, Equatable {
        case banner(width: Int)
        case native(assets: [String: [Int]], video: Bool?)
        case interstitial
    }

    struct Numbers: Codable, Equatable {
        var i8: Int8, i16: Int16, i32: Int32, i64: Int64
        var u: UInt, u8: UInt8, u16: UInt16, u32: UInt32, u64: UInt64
        var float: Float, double: Double
        var flag: Bool
    }

    struct Empty: Codable, Equatable {}

    struct Holder: Codable, Equatable {
        var name: String
        var payload: JSONValue
    }

    /// Asks for no container at all.
    struct Silent: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    struct Wrapper: Encodable {
        var inner: Silent
    }

    /// Re-encodes a key, writes an explicit null, skips a nil, and opens one nested object twice.
    struct Rewriter: Encodable {
        enum Key: String, CodingKey { case a, b, n, skipped, nested, x, y }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(1, forKey: .b)
            try container.encode(2, forKey: .a)
            try container.encode(3, forKey: .b)
            try container.encodeNil(forKey: .n)
            try container.encodeIfPresent(nil as Int?, forKey: .skipped)
            var first = container.nestedContainer(keyedBy: Key.self, forKey: .nested)
            try first.encode(1, forKey: .x)
            var second = container.nestedContainer(keyedBy: Key.self, forKey: .nested)
            try second.encode(2, forKey: .y)
        }
    }

    /// Writes its "superclass" part through `superEncoder()`, after its own members.
    struct Derived: Codable, Equatable {
        var base: Int?
        var extra: String

        enum Key: String, CodingKey { case extra }
        enum BaseKey: String, CodingKey { case base }

        init(base: Int?, extra: String) {
            self.base = base
            self.extra = extra
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(extra, forKey: .extra)
            var base = container.superEncoder().container(keyedBy: BaseKey.self)
            try base.encodeIfPresent(self.base, forKey: .base)
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            extra = try container.decode(String.self, forKey: .extra)
            let superDecoder = try container.superDecoder()
            if try superDecoder.singleValueContainer().decodeNil() {
                base = nil
            } else {
                base = try superDecoder.container(keyedBy: BaseKey.self).decodeIfPresent(Int.self, forKey: .base)
            }
        }
    }

    /// Writes to an unkeyed super encoder after later elements were added.
    struct ListWithSuper: Encodable {
        enum Key: String, CodingKey { case late }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(1)
            let superEncoder = container.superEncoder()
            var nested = container.nestedUnkeyedContainer()
            try nested.encode(2)
            var late = superEncoder.container(keyedBy: Key.self)
            try late.encode(true, forKey: .late)
            try nested.encode(3)
        }
    }

    /// Keeps whatever keys the object has, in its order.
    struct OrderedKeys: Codable {
        struct AnyKey: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        var keys: [String]
        var values: [Int]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            keys = container.allKeys.map(\.stringValue)
            values = try container.allKeys.map { try container.decode(Int.self, forKey: $0) }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyKey.self)
            for (key, value) in zip(keys, values) {
                try container.encode(value, forKey: AnyKey(stringValue: key))
            }
        }
    }

    /// Records what a keyed container says about present, null, unknown and missing keys.
    struct Probe: Decodable {
        enum Key: String, CodingKey { case a, b, c }

        var allKeys: [String]
        var containsB: Bool
        var containsC: Bool
        var bIsNil: Bool
        var c: Int?
        var missingNilError: String?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            allKeys = container.allKeys.map(\.stringValue)
            containsB = container.contains(.b)
            containsC = container.contains(.c)
            bIsNil = try container.decodeNil(forKey: .b)
            c = try container.decodeIfPresent(Int.self, forKey: .c)
            do {
                _ = try container.decodeNil(forKey: .c)
                missingNilError = nil
            } catch DecodingError.keyNotFound(let key, _) {
                missingNilError = key.stringValue
            }
        }
    }

    /// Walks `[null, "x", 2]`, retrying a failed element and reading past the end.
    struct ListProbe: Decodable {
        var log: [String] = []

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            if try container.decodeNil() { log.append("nil") }
            do {
                _ = try container.decode(Int.self)
            } catch DecodingError.typeMismatch {
                log.append("retry after typeMismatch")
            }
            log.append(try container.decode(String.self))
            log.append(String(try container.decode(Int.self)))
            do {
                _ = try container.decode(Int.self)
            } catch DecodingError.valueNotFound(_, let context) {
                log.append("end at " + context.codingPath.map(\.stringValue).joined(separator: "."))
            }
        }
    }

    struct UserInfoEcho: Decodable {
        var flavour: String?

        init(from decoder: any Decoder) throws {
            guard let key = CodingUserInfoKey(rawValue: "flavour") else { return }
            flavour = decoder.userInfo[key] as? String
        }
    }
}
