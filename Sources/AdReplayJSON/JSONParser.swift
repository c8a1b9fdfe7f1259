/// A strict RFC 8259 parser that keeps object member order.
///
/// Strict because fixtures are canonical: anything a lenient parser would quietly accept
/// (comments, trailing commas, NaN, duplicate keys, invalid UTF-8) would let two different files
/// mean the same thing. The parser is iterative, with an explicit stack of open containers, so
/// hostile nesting produces an error instead of overflowing the call stack.
extension JSONValue {
    /// Parses exactly one JSON value, optionally surrounded by whitespace.
    ///
    /// - Parameter maxDepth: how many arrays and objects may be open at once. The default suits
    ///   fixtures. Values nested very deeply are also destroyed recursively, so raising this far
    ///   (to tens of thousands) trades a parse error for a stack overflow later.
    package static func parse(_ bytes: [UInt8], maxDepth: Int = 64) throws(JSONParseError) -> JSONValue {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONParseError) in try parse(buffer, maxDepth: maxDepth) }
        }
        return try result.get()
    }

    package static func parse(_ bytes: ArraySlice<UInt8>, maxDepth: Int = 64) throws(JSONParseError) -> JSONValue {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONParseError) in try parse(buffer, maxDepth: maxDepth) }
        }
        return try result.get()
    }

    package static func parse(_ text: String, maxDepth: Int = 64) throws(JSONParseError) -> JSONValue {
        var text = text
        let result = text.withUTF8 { buffer in
            Result { () throws(JSONParseError) in try parse(buffer, maxDepth: maxDepth) }
        }
        return try result.get()
    }

    package static func parse(_ buffer: UnsafeBufferPointer<UInt8>, maxDepth: Int = 64) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes: buffer, maxDepth: maxDepth)
        return try parser.parseDocument()
    }

    /// A parsed document with the UTF-8 lengths of its longest key and longest string value,
    /// measured while parsing (so that limits need no second walk over the tree).
    package struct Measured {
        package var value: JSONValue
        package var longestKey: Int
        package var longestString: Int
    }

    package static func parseMeasuring(_ bytes: [UInt8], maxDepth: Int = 64) throws(JSONParseError) -> Measured {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONParseError) in
                var parser = JSONParser(bytes: buffer, maxDepth: maxDepth)
                let value = try parser.parseDocument()
                return Measured(value: value, longestKey: parser.longestKey, longestString: parser.longestString)
            }
        }
        return try result.get()
    }
}

/// The parser's state: the input, a read index and a reusable buffer for strings with escapes.
/// Lives only for one `parse` call, inside the input's `withUnsafeBufferPointer`.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    var index = 0
    var scratch: [UInt8] = []
    /// UTF-8 lengths of the longest key and the longest string value read so far.
    var longestKey = 0
    var longestString = 0

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    /// An open array or object: where its children start on the shared stacks. Every open
    /// container appends to the one stack of its kind, so a container's children are gathered
    /// without an array of its own growing member by member; closing it moves them out once, at
    /// their final size. An object's member is pushed as soon as its key is read, holding `null`
    /// until its value is complete.
    private struct Frame {
        var isObject: Bool
        var start: Int
        /// Built only once an object grows past `linearKeyLimit` members.
        var keys: Set<String>?
    }

    /// Below this many members a linear scan for duplicates beats hashing.
    private static let linearKeyLimit = 16

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        var stack: [Frame] = []
        // A fixture nests four or five deep: one allocation, not one for each doubling.
        stack.reserveCapacity(8)
        // The children of every open container, innermost last.
        var members = ChildStack<JSONValue.Member>()
        var elements = ChildStack<JSONValue>()
        nextValue: while true {
            skipWhitespace()
            guard index < bytes.count else { throw error(JSONParseReason.unexpectedEnd) }
            var value: JSONValue
            switch bytes[index] {
            case UInt8(ascii: "["):
                try checkDepth(stack.count)
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    value = .array([])
                } else {
                    stack.append(Frame(isObject: false, start: elements.count))
                    continue nextValue
                }
            case UInt8(ascii: "{"):
                try checkDepth(stack.count)
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    value = .object([])
                } else {
                    stack.append(Frame(isObject: true, start: members.count))
                    members.append(JSONValue.Member(key: try parseKey(orElse: JSONParseReason.expectedKeyOrBrace), value: .null))
                    continue nextValue
                }
            case UInt8(ascii: "\""):
                let text = try parseString()
                longestString = max(longestString, text.utf8.count)
                value = .string(text)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = try parseNumber()
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                value = try parseLiteral()
            default:
                throw error(JSONParseReason.expectedValue)
            }

            // A value is complete: hand it to the innermost open container, closing containers
            // for as long as their closing bracket follows.
            while let top = stack.indices.last {
                skipWhitespace()
                if stack[top].isObject {
                    members[members.count - 1].value = consume value
                    guard index < bytes.count else { throw error(JSONParseReason.unexpectedEnd) }
                    switch bytes[index] {
                    case UInt8(ascii: ","):
                        let comma = index
                        index += 1
                        skipWhitespace()
                        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                            throw error(JSONParseReason.trailingComma, at: comma)
                        }
                        let keyStart = index
                        let key = try parseKey(orElse: JSONParseReason.expectedKey)
                        try noteKey(key, in: &stack[top], among: members, at: keyStart)
                        members.append(JSONValue.Member(key: key, value: .null))
                        continue nextValue
                    case UInt8(ascii: "}"):
                        index += 1
                        value = .object(members.removeArray(from: stack.removeLast().start))
                    default:
                        throw error(JSONParseReason.expectedCommaOrBrace)
                    }
                } else {
                    elements.append(consume value)
                    guard index < bytes.count else { throw error(JSONParseReason.unexpectedEnd) }
                    switch bytes[index] {
                    case UInt8(ascii: ","):
                        let comma = index
                        index += 1
                        skipWhitespace()
                        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                            throw error(JSONParseReason.trailingComma, at: comma)
                        }
                        continue nextValue
                    case UInt8(ascii: "]"):
                        index += 1
                        value = .array(elements.removeArray(from: stack.removeLast().start))
                    default:
                        throw error(JSONParseReason.expectedCommaOrBracket)
                    }
                }
            }
            skipWhitespace()
            guard index == bytes.count else { throw error(JSONParseReason.trailingCharacters) }
            return value
        }
    }

    /// Reads `"key"` and the `:` after it; `reason` says what was expected if no string starts here.
    private mutating func parseKey(orElse reason: String) throws(JSONParseError) -> String {
        guard index < bytes.count else { throw error(JSONParseReason.unexpectedEnd) }
        guard bytes[index] == UInt8(ascii: "\"") else { throw error(reason) }
        let key = try parseString()
        longestKey = max(longestKey, key.utf8.count)
        skipWhitespace()
        guard index < bytes.count else { throw error(JSONParseReason.unexpectedEnd) }
        guard bytes[index] == UInt8(ascii: ":") else { throw error(JSONParseReason.expectedColon) }
        index += 1
        return key
    }

    /// Refuses `key` when the object `frame` already has it among `members` (from its start on).
    private func noteKey(
        _ key: String, in frame: inout Frame, among members: borrowing ChildStack<JSONValue.Member>,
        at offset: Int
    ) throws(JSONParseError) {
        let isNew: Bool
        let memberCount = members.count - frame.start
        if frame.keys != nil {
            isNew = frame.keys?.insert(key).inserted ?? true
        } else if memberCount < Self.linearKeyLimit {
            // Lengths first: most keys differ in length, and comparing those costs no call.
            let length = key.utf8.count
            var index = frame.start
            while index < members.count, members[index].key.utf8.count != length || members[index].key != key {
                index += 1
            }
            isNew = index == members.count
        } else {
            var keys = Set<String>(minimumCapacity: memberCount * 2)
            for index in frame.start..<members.count { keys.insert(members[index].key) }
            isNew = keys.insert(key).inserted
            frame.keys = keys
        }
        guard isNew else { throw error(JSONParseReason.duplicateKey(key), at: offset) }
    }

    private func checkDepth(_ openContainers: Int) throws(JSONParseError) {
        guard openContainers < maxDepth else { throw error(JSONParseReason.tooDeep(maxDepth)) }
    }

    private mutating func parseLiteral() throws(JSONParseError) -> JSONValue {
        let text: StaticString
        let value: JSONValue
        switch bytes[index] {
        case UInt8(ascii: "t"): (text, value) = ("true", .bool(true))
        case UInt8(ascii: "f"): (text, value) = ("false", .bool(false))
        default: (text, value) = ("null", .null)
        }
        let count = text.utf8CodeUnitCount
        guard bytes.count - index >= count else { throw error(JSONParseReason.invalidLiteral) }
        for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] {
            throw error(JSONParseReason.invalidLiteral)
        }
        index += count
        return value
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                index += 1
            default:
                return
            }
        }
    }

    func error(_ reason: String, at offset: Int? = nil) -> JSONParseError {
        JSONParseError(reason: reason, offset: offset ?? index, in: bytes)
    }
}
