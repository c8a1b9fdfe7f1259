/// One element of an XML document as ``OspreyXMLParser`` reads it: its name, its attributes in
/// document order, and its children (elements and text, CDATA included, entities decoded).
///
/// ```swift
/// let root = try OspreyXMLParser.parse(Data(#"<Ad id="7"><Impression><![CDATA[https://t.example/i]]></Impression></Ad>"#.utf8))
/// root.attribute("id")                    // "7"
/// root.first("Impression")?.text          // "https://t.example/i"
/// ```
public struct OspreyXMLElement: Hashable, Sendable {
    public var name: String
    public var attributes: [Attribute]
    public var children: [Node]

    public init(name: String, attributes: [Attribute] = [], children: [Node] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
    }

    public struct Attribute: Hashable, Sendable {
        public var name: String
        public var value: String
        public init(name: String, value: String) { self.name = name; self.value = value }
    }

    public enum Node: Hashable, Sendable {
        case element(OspreyXMLElement)
        case text(String)
    }

    /// The value of the attribute called `name`, if there is one.
    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The child elements, in order.
    public var elements: [OspreyXMLElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// The child elements called `name`, in order.
    public func elements(named name: String) -> [OspreyXMLElement] {
        elements.filter { $0.name == name }
    }

    /// The first child element called `name`.
    public func first(_ name: String) -> OspreyXMLElement? {
        for case .element(let element) in children where element.name == name { return element }
        return nil
    }

    /// The text directly inside the element (text and CDATA), with surrounding white space removed.
    public var text: String {
        var joined = ""
        for case .text(let text) in children { joined += text }
        return joined.trimmingXMLWhitespace()
    }
}

extension String {
    /// Without leading and trailing XML white space (space, tab, carriage return, line feed).
    func trimmingXMLWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }
}
