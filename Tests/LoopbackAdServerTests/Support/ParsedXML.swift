import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A parsed XML element: enough of a DOM for a test to walk a VAST document.
final class ParsedXML {
    let name: String
    let attributes: [String: String]
    var children: [ParsedXML] = []
    var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// The first descendant reached by `path` (`"Ad/InLine/Impression"`).
    func find(_ path: String) -> ParsedXML? {
        var current: ParsedXML? = self
        for step in path.split(separator: "/") {
            current = current?.children.first { $0.name == step }
        }
        return current
    }

    func all(_ path: String) -> [ParsedXML] {
        let steps = path.split(separator: "/")
        guard let last = steps.last else { return [] }
        let parent = steps.count == 1 ? self : find(steps.dropLast().joined(separator: "/"))
        return parent?.children.filter { $0.name == last } ?? []
    }

    var trimmed: String { text.trimmingCharacters(in: .whitespacesAndNewlines) }

    /// The document's root, or nil when `data` is not well-formed XML.
    static func parse(_ data: Data) -> ParsedXML? {
        let builder = Builder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        guard parser.parse() else { return nil }
        return builder.root
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: ParsedXML?
        var stack: [ParsedXML] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let element = ParsedXML(name: name, attributes: attributes)
            stack.last?.children.append(element)
            if root == nil { root = element }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            stack.last?.text += String(decoding: block, as: UTF8.self)
        }
    }
}
