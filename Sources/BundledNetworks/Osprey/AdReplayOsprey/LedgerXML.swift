/// The tracker ledger's own XML reader: elements, attributes, text and CDATA, the five named
/// entities and character references, comments, processing instructions and a DOCTYPE skipped.
/// Written apart from the SDK's parser so that a bug there cannot move what the ledger expects.
///
/// A payload comes from a fixture, untrusted: the reader is one pass, iterative (no recursion),
/// and gives up (nil) past ``maximumElements`` elements or ``maximumDepth`` levels, on a tag left
/// open or closed out of order.
struct LedgerXML {
    struct Element {
        /// The local name: `vast:Ad` is `Ad`.
        var name: Substring
        var attributes: [(name: Substring, value: String)]
        var children: [Int]
        var text: String
    }

    static let maximumElements = 200_000
    static let maximumDepth = 256

    private(set) var elements: [Element] = []

    /// The document element.
    var root: Int { 0 }

    subscript(index: Int) -> Element { elements[index] }

    func attribute(_ element: Int, _ name: String) -> String? {
        elements[element].attributes.first { $0.name == name }?.value
    }

    func children(_ element: Int, _ name: String) -> [Int] {
        elements[element].children.filter { elements[$0].name == name }
    }

    func child(_ element: Int, _ name: String) -> Int? {
        elements[element].children.first { elements[$0].name == name }
    }

    /// The element's text, CDATA included, without the white space around it.
    func text(_ element: Int) -> String {
        let text = elements[element].text
        guard let first = text.firstIndex(where: { !$0.isWhitespace }), let last = text.lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        return String(text[first...last])
    }

    static func parse(_ text: String) -> LedgerXML? {
        var reader = Reader(Substring(text))
        return reader.document()
    }

    private struct Reader {
        var rest: Substring
        var xml = LedgerXML()
        var stack: [Int] = []

        init(_ text: Substring) { rest = text }

        mutating func document() -> LedgerXML? {
            while !rest.isEmpty {
                if rest.hasPrefix("<") {
                    guard markup() else { return nil }
                } else {
                    let end = rest.firstIndex(of: "<") ?? rest.endIndex
                    let text = rest[..<end]
                    rest = rest[end...]
                    if let top = stack.last {
                        guard let decoded = Self.decode(text) else { return nil }
                        xml.elements[top].text += decoded
                    } else if !text.allSatisfy(\.isWhitespace) {
                        return nil
                    }
                }
            }
            return stack.isEmpty && !xml.elements.isEmpty ? xml : nil
        }

        /// Skips past `close`; false when it never comes.
        mutating func skip(past close: String) -> Bool {
            guard let found = rest.range(of: close) else { return false }
            rest = rest[found.upperBound...]
            return true
        }

        mutating func markup() -> Bool {
            if rest.hasPrefix("<?") { return skip(past: "?>") }
            if rest.hasPrefix("<!--") { return skip(past: "-->") }
            if rest.hasPrefix("<![CDATA[") {
                rest = rest.dropFirst(9)
                guard let end = rest.range(of: "]]>"), let top = stack.last else { return false }
                xml.elements[top].text += rest[..<end.lowerBound]
                rest = rest[end.upperBound...]
                return true
            }
            if rest.hasPrefix("<!") {
                // A DOCTYPE, its internal subset included.
                if let bracket = rest.firstIndex(of: "["), let close = rest.firstIndex(of: ">"), bracket < close { return skip(past: "]>") }
                return skip(past: ">")
            }
            if rest.hasPrefix("</") {
                rest = rest.dropFirst(2)
                guard let close = rest.firstIndex(of: ">"), let top = stack.popLast() else { return false }
                let name = Self.localName(rest[..<close].trimmingWhitespace())
                rest = rest[rest.index(after: close)...]
                return name == xml.elements[top].name
            }
            return startTag()
        }

        mutating func startTag() -> Bool {
            rest = rest.dropFirst()
            let nameEnd = rest.firstIndex { $0.isWhitespace || $0 == "/" || $0 == ">" } ?? rest.endIndex
            let name = rest[..<nameEnd]
            guard !name.isEmpty, xml.elements.count < LedgerXML.maximumElements, stack.count < LedgerXML.maximumDepth else { return false }
            rest = rest[nameEnd...]
            var attributes: [(name: Substring, value: String)] = []
            while true {
                rest = rest.drop(while: \.isWhitespace)
                if rest.hasPrefix("/>") || rest.hasPrefix(">") { break }
                guard let equals = rest.firstIndex(of: "=") else { return false }
                let attribute = rest[..<equals].trimmingWhitespace()
                rest = rest[rest.index(after: equals)...].drop(while: \.isWhitespace)
                guard let quote = rest.first, quote == "\"" || quote == "'" else { return false }
                rest = rest.dropFirst()
                guard let close = rest.firstIndex(of: quote), let value = Self.decode(rest[..<close]) else { return false }
                attributes.append((Self.localName(attribute), value))
                rest = rest[rest.index(after: close)...]
            }
            let index = xml.elements.count
            xml.elements.append(Element(name: Self.localName(name), attributes: attributes, children: [], text: ""))
            if let parent = stack.last {
                xml.elements[parent].children.append(index)
            } else if index != 0 {
                return false  // a second document element
            }
            if rest.hasPrefix("/>") {
                rest = rest.dropFirst(2)
            } else {
                rest = rest.dropFirst()
                stack.append(index)
            }
            return true
        }

        static func localName(_ name: Substring) -> Substring {
            name.lastIndex(of: ":").map { name[name.index(after: $0)...] } ?? name
        }

        /// `text` with its entity and character references replaced; nil for one that is not.
        static func decode(_ text: Substring) -> String? {
            guard text.contains("&") else { return String(text) }
            var result = ""
            var rest = text
            while let amp = rest.firstIndex(of: "&") {
                result += rest[..<amp]
                guard let semicolon = rest[amp...].prefix(12).firstIndex(of: ";") else { return nil }
                let name = rest[rest.index(after: amp)..<semicolon]
                switch name {
                case "amp": result += "&"
                case "lt": result += "<"
                case "gt": result += ">"
                case "quot": result += "\""
                case "apos": result += "'"
                default:
                    guard name.hasPrefix("#") else { return nil }
                    let digits = name.dropFirst()
                    let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
                    guard let value, let scalar = Unicode.Scalar(value) else { return nil }
                    result.unicodeScalars.append(scalar)
                }
                rest = rest[rest.index(after: semicolon)...]
            }
            return result + rest
        }
    }
}

extension Substring {
    fileprivate func trimmingWhitespace() -> Substring {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
