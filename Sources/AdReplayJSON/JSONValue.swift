/// A JSON value whose objects keep their members in order (order is part of a fixture's canonical bytes).
///
/// Fixtures are compared byte for byte, so this type deliberately does not normalise anything:
/// member order is kept as parsed or built, and numbers keep the integer/floating distinction the
/// text had. `Equatable` is structural and order-sensitive; `.int(1)` and `.double(1)` differ,
/// as do two objects with the same members in another order.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// Any JSON number written without fraction or exponent that fits in `Int`.
    case int(Int)
    /// Every other number.
    case double(Double)
    case string(String)
    case array([JSONValue])
    /// Members in document order. The parser rejects duplicate keys; values built in code should
    /// avoid them too, because lookups return the first match.
    case object([Member])

    /// One `"key": value` pair of an object.
    public struct Member: Hashable, Sendable {
        public var key: String
        public var value: JSONValue

        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }
}

extension JSONValue {
    /// The value of the first member named `key`, or `nil` if there is none or this is not an object.
    ///
    /// Linear: fixture objects are small, and a side index would cost more than it saves.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        for member in members where member.key == key {
            return member.value
        }
        return nil
    }

    /// The element at `index`, or `nil` if out of range or this is not an array.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    public var intValue: Int? {
        if case .int(let int) = self { return int }
        return nil
    }

    /// The number as a `Double`, whether it was written as an integer or not.
    public var doubleValue: Double? {
        switch self {
        case .int(let int): return Double(int)
        case .double(let double): return double
        default: return nil
        }
    }

    public var boolValue: Bool? {
        if case .bool(let bool) = self { return bool }
        return nil
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    public var objectMembers: [Member]? {
        if case .object(let members) = self { return members }
        return nil
    }

    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

    /// Keeps the literal's order, which is the point of an ordered object.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(elements.map { Member(key: $0.0, value: $0.1) })
    }
}

extension JSONValue {
    /// Raises `longest` to the UTF-8 length of the longest key and string value in the tree, as
    /// the parser measures a document (the bounds a fixture is held to are checked on these).
    package func measure(_ longest: inout (key: Int, string: Int)) {
        switch self {
        case .string(let text): longest.string = max(longest.string, text.utf8.count)
        case .array(let elements): for element in elements { element.measure(&longest) }
        case .object(let members):
            for member in members {
                longest.key = max(longest.key, member.key.utf8.count)
                member.value.measure(&longest)
            }
        case .null, .bool, .int, .double: break
        }
    }
}
