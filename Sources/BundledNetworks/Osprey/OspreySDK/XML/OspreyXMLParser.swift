import Foundation

/// A small, non-validating XML parser for ad markup (VAST): elements, attributes, text, CDATA,
/// comments and processing instructions, the five predefined entities and numeric character
/// references. Namespaces are not resolved (a prefixed name keeps its prefix); a DOCTYPE is
/// refused, so no entity can be declared.
///
/// It reads bytes handed over in bug reports, so it never traps and never recurses: the open
/// elements are an explicit stack, and size, depth and node count are bounded by ``Limits``.
/// Anything else throws an ``OspreyXMLError`` naming the byte where it went wrong.
///
/// ```swift
/// let root = try OspreyXMLParser.parse(Data("<VAST version=\"4.2\"><Ad/></VAST>".utf8))
/// root.attribute("version")   // "4.2"
/// ```
public enum OspreyXMLParser {
    /// How much a document may hold. The depth is capped at ``Limits/deepest`` whatever is
    /// asked: a tree is freed recursively, so its depth must stay well within a thread's stack.
    public struct Limits: Hashable, Sendable {
        public static let deepest = 512
        public static let mostAttributes = 256

        public var maxBytes: Int
        public var maxDepth: Int
        public var maxNodes: Int

        public init(maxBytes: Int = 1 << 20, maxDepth: Int = 64, maxNodes: Int = 50_000) {
            self.maxBytes = maxBytes
            self.maxDepth = min(maxDepth, Self.deepest)
            self.maxNodes = maxNodes
        }
    }

    /// The root element of `data`, or why it is not a well-formed document within `limits`.
    public static func parse(_ data: Data, limits: Limits = Limits()) throws(OspreyXMLError) -> OspreyXMLElement {
        guard data.count <= limits.maxBytes else { throw OspreyXMLError(.tooLarge(limit: limits.maxBytes), at: 0) }
        var reader = Reader(bytes: [UInt8](data), limits: limits)
        return try reader.document()
    }
}

/// One pass over the bytes: `index` moves forward only.
private struct Reader {
    let bytes: [UInt8]
    let limits: OspreyXMLParser.Limits
    var index = 0
    var open: [OspreyXMLElement] = []
    var root: OspreyXMLElement?
    var nodes = 0

    init(bytes: [UInt8], limits: OspreyXMLParser.Limits) {
        self.bytes = bytes
        self.limits = limits
    }

    mutating func document() throws(OspreyXMLError) -> OspreyXMLElement {
        if hasPrefix([0xEF, 0xBB, 0xBF]) { index += 3 }  // a UTF-8 byte order mark
        var text: [UInt8] = []
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                try flush(&text)
                try markup(&text)
            } else if bytes[index] == UInt8(ascii: "&") {
                try reference(into: &text)
            } else {
                text.append(bytes[index])
                index += 1
            }
        }
        try flush(&text)
        if let element = open.last { throw OspreyXMLError(.unexpectedEnd(inside: "<\(element.name)>"), at: index) }
        guard let root else { throw OspreyXMLError(.noRootElement, at: index) }
        return root
    }

    // MARK: Markup

    private mutating func markup(_ text: inout [UInt8]) throws(OspreyXMLError) {
        if hasPrefix("<?") {
            try skip(past: "?>", inside: "a processing instruction")
        } else if hasPrefix("<!--") {
            try skip(past: "-->", inside: "a comment")
        } else if hasPrefix("<![CDATA[") {
            guard !open.isEmpty else { throw OspreyXMLError(.malformed("CDATA outside the root element"), at: index) }
            index += 9
            let start = index
            try skip(past: "]]>", inside: "a CDATA section")
            text.append(contentsOf: bytes[start..<(index - 3)])
            try flush(&text, keepWhitespace: true)
        } else if hasPrefix("<!") {
            throw OspreyXMLError(.doctype, at: index)
        } else if hasPrefix("</") {
            try endTag()
        } else {
            try startTag()
        }
    }

    private mutating func startTag() throws(OspreyXMLError) {
        let tagStart = index
        index += 1
        guard root == nil else { throw OspreyXMLError(.contentAfterRoot, at: tagStart) }
        let name = try readName()
        var attributes: [OspreyXMLElement.Attribute] = []
        while true {
            let hadSpace = skipWhitespace()
            guard index < bytes.count else { throw OspreyXMLError(.unexpectedEnd(inside: "the tag <\(name)"), at: index) }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                try push(OspreyXMLElement(name: name, attributes: attributes), at: tagStart)
                return
            }
            if hasPrefix("/>") {
                index += 2
                try push(OspreyXMLElement(name: name, attributes: attributes), at: tagStart)
                try pop(name, at: tagStart)
                return
            }
            guard hadSpace else { throw OspreyXMLError(.malformed("expected white space, > or /> in <\(name)"), at: index) }
            guard attributes.count < OspreyXMLParser.Limits.mostAttributes else {
                throw OspreyXMLError(.malformed("<\(name)> has more than \(OspreyXMLParser.Limits.mostAttributes) attributes"), at: index)
            }
            let attribute = try readAttribute(in: name)
            guard !attributes.contains(where: { $0.name == attribute.name }) else {
                throw OspreyXMLError(.malformed("attribute \(attribute.name) repeated in <\(name)>"), at: index)
            }
            attributes.append(attribute)
        }
    }

    private mutating func readAttribute(in element: String) throws(OspreyXMLError) -> OspreyXMLElement.Attribute {
        let name = try readName()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
            throw OspreyXMLError(.malformed("attribute \(name) of <\(element)> has no value"), at: index)
        }
        index += 1
        skipWhitespace()
        guard index < bytes.count else { throw OspreyXMLError(.unexpectedEnd(inside: "the tag <\(element)"), at: index) }
        let quote = bytes[index]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw OspreyXMLError(.malformed("the value of \(name) in <\(element)> is not quoted"), at: index)
        }
        index += 1
        var value: [UInt8] = []
        while true {
            guard index < bytes.count else { throw OspreyXMLError(.unexpectedEnd(inside: "the attribute \(name)"), at: index) }
            let byte = bytes[index]
            if byte == quote { index += 1; break }
            if byte == UInt8(ascii: "<") { throw OspreyXMLError(.malformed("< inside the value of \(name)"), at: index) }
            if byte == UInt8(ascii: "&") { try reference(into: &value); continue }
            value.append(byte)
            index += 1
        }
        return OspreyXMLElement.Attribute(name: name, value: try string(value))
    }

    private mutating func endTag() throws(OspreyXMLError) {
        let tagStart = index
        index += 2
        let name = try readName()
        skipWhitespace()
        guard index < bytes.count else { throw OspreyXMLError(.unexpectedEnd(inside: "the end tag </\(name)"), at: index) }
        guard bytes[index] == UInt8(ascii: ">") else { throw OspreyXMLError(.malformed("expected > after </\(name)"), at: index) }
        index += 1
        try pop(name, at: tagStart)
    }

    private mutating func push(_ element: OspreyXMLElement, at offset: Int) throws(OspreyXMLError) {
        guard open.count < limits.maxDepth else { throw OspreyXMLError(.tooDeep(limit: limits.maxDepth), at: offset) }
        try count(at: offset)
        open.append(element)
    }

    private mutating func pop(_ name: String, at offset: Int) throws(OspreyXMLError) {
        guard let element = open.popLast() else { throw OspreyXMLError(.malformed("</\(name)> closes nothing"), at: offset) }
        guard element.name == name else { throw OspreyXMLError(.mismatchedEndTag(expected: element.name, found: name), at: offset) }
        if open.isEmpty {
            root = element
        } else {
            open[open.count - 1].children.append(.element(element))
        }
    }

    // MARK: Text

    /// Adds the text read so far to the open element. Outside the root only white space may stand.
    private mutating func flush(_ text: inout [UInt8], keepWhitespace: Bool = false) throws(OspreyXMLError) {
        guard !text.isEmpty else { return }
        defer { text.removeAll(keepingCapacity: true) }
        let blank = text.allSatisfy(Self.isWhitespace)
        if open.isEmpty {
            guard blank else {
                throw OspreyXMLError(root == nil ? .malformed("text before the root element") : .contentAfterRoot, at: index)
            }
            return
        }
        if blank && !keepWhitespace { return }
        try count(at: index)
        open[open.count - 1].children.append(.text(try string(text)))
    }

    /// Decodes `&…;` at `index` into `output`.
    private mutating func reference(into output: inout [UInt8]) throws(OspreyXMLError) {
        let start = index
        index += 1
        var name: [UInt8] = []
        while index < bytes.count, bytes[index] != UInt8(ascii: ";") {
            guard name.count < 12 else { throw OspreyXMLError(.invalidEntity(String(decoding: name, as: UTF8.self)), at: start) }
            name.append(bytes[index])
            index += 1
        }
        guard index < bytes.count else { throw OspreyXMLError(.unexpectedEnd(inside: "an entity reference"), at: start) }
        index += 1
        let entity = String(decoding: name, as: UTF8.self)
        switch entity {
        case "lt": output.append(UInt8(ascii: "<"))
        case "gt": output.append(UInt8(ascii: ">"))
        case "amp": output.append(UInt8(ascii: "&"))
        case "apos": output.append(UInt8(ascii: "'"))
        case "quot": output.append(UInt8(ascii: "\""))
        default:
            guard let scalar = Self.characterReference(entity) else { throw OspreyXMLError(.invalidEntity(entity), at: start) }
            output.append(contentsOf: Array(String(Character(scalar)).utf8))
        }
    }

    /// The character `#123;` or `#x7B;` names, when it is one XML allows.
    private static func characterReference(_ entity: String) -> Unicode.Scalar? {
        guard entity.hasPrefix("#") else { return nil }
        let digits = entity.dropFirst()
        let value: UInt32?
        if digits.hasPrefix("x") {
            value = digits.count > 1 ? UInt32(digits.dropFirst(), radix: 16) : nil
        } else {
            value = digits.isEmpty ? nil : UInt32(digits, radix: 10)
        }
        guard let value, value == 0x9 || value == 0xA || value == 0xD || value >= 0x20, let scalar = Unicode.Scalar(value) else {
            return nil
        }
        return scalar
    }

    // MARK: Pieces

    private mutating func readName() throws(OspreyXMLError) -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]), index - start < 256 { index += 1 }
        guard index > start else {
            if index >= bytes.count { throw OspreyXMLError(.unexpectedEnd(inside: "a tag"), at: index) }
            throw OspreyXMLError(.malformed("expected a name"), at: index)
        }
        let first = bytes[start]
        guard !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first), first != UInt8(ascii: "-"), first != UInt8(ascii: ".") else {
            throw OspreyXMLError(.malformed("a name cannot start with \(Character(Unicode.Scalar(first)))"), at: start)
        }
        return try string(Array(bytes[start..<index]))
    }

    private mutating func skip(past terminator: String, inside what: String) throws(OspreyXMLError) {
        let start = index
        let end = Array(terminator.utf8)
        while index < bytes.count {
            if hasPrefix(end) { index += end.count; return }
            index += 1
        }
        throw OspreyXMLError(.unexpectedEnd(inside: what), at: start)
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = index
        while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
        return index > start
    }

    private mutating func count(at offset: Int) throws(OspreyXMLError) {
        nodes += 1
        guard nodes <= limits.maxNodes else { throw OspreyXMLError(.tooManyNodes(limit: limits.maxNodes), at: offset) }
    }

    private func hasPrefix(_ prefix: String) -> Bool {
        hasPrefix(Array(prefix.utf8))
    }

    private func hasPrefix(_ prefix: [UInt8]) -> Bool {
        guard bytes.count - index >= prefix.count else { return false }
        for (offset, byte) in prefix.enumerated() where bytes[index + offset] != byte { return false }
        return true
    }

    private func string(_ utf8: [UInt8]) throws(OspreyXMLError) -> String {
        guard let string = String(validating: utf8, as: UTF8.self) else { throw OspreyXMLError(.invalidUTF8, at: index) }
        return string
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"), 0x80...0xFF:
            true
        default:
            false
        }
    }
}
