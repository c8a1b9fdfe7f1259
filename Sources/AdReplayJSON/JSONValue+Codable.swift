/// `JSONValue` as a Codable value, so a fixture type can hold raw JSON in a field, and so code can
/// say `decode(JSONValue.self, …)` to take a sub-tree as it is.
///
/// Through ``JSONValueDecoder`` and ``JSONValueEncoder`` this is the identity: the value comes
/// out exactly as it went in, member order and the `.int`/`.double` distinction included.
/// Through any other coder it maps onto the ordinary containers; member order is then whatever
/// that coder's `allKeys` gives, and non-finite doubles are subject to its own rules.
extension JSONValue: Codable {
    public init(from decoder: any Decoder) throws {
        if let decoder = decoder as? JSONValueDecoderImpl {
            self = decoder.value
            return
        }
        if let container = try? decoder.container(keyedBy: JSONValueCodingKey.self) {
            self = .object(
                try container.allKeys.map { key in
                    Member(key: key.stringValue, value: try container.decode(JSONValue.self, forKey: key))
                })
            return
        }
        if var container = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            if let count = container.count { elements.reserveCapacity(count) }
            while !container.isAtEnd {
                elements.append(try container.decode(JSONValue.self))
            }
            self = .array(elements)
            return
        }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let int = try? container.decode(Int.self) {
            self = .int(int)
        } else if let double = try? container.decode(Double.self) {
            self = .double(double)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "Not a JSON value."))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        if let encoder = encoder as? JSONValueEncoderImpl {
            encoder.slot = .value(self)
            return
        }
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let bool):
            var container = encoder.singleValueContainer()
            try container.encode(bool)
        case .int(let int):
            var container = encoder.singleValueContainer()
            try container.encode(int)
        case .double(let double):
            var container = encoder.singleValueContainer()
            try container.encode(double)
        case .string(let string):
            var container = encoder.singleValueContainer()
            try container.encode(string)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements {
                try container.encode(element)
            }
        case .object(let members):
            var container = encoder.container(keyedBy: JSONValueCodingKey.self)
            for member in members {
                try container.encode(member.value, forKey: JSONValueCodingKey(stringValue: member.key))
            }
        }
    }
}
