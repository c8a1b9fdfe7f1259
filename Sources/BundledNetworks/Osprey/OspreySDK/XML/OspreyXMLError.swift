/// Why ``OspreyXMLParser`` refused a document, and the byte offset where it found out.
///
/// ```swift
/// do { _ = try OspreyXMLParser.parse(Data("<VAST><Ad>".utf8)) } catch { print(error) }
/// // "XML error at byte 10: the document ended inside <Ad>"
/// ```
public struct OspreyXMLError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        /// More bytes than the parser's limit.
        case tooLarge(limit: Int)
        /// Elements nested deeper than the parser's limit.
        case tooDeep(limit: Int)
        /// More elements and text runs than the parser's limit.
        case tooManyNodes(limit: Int)
        /// The document ended inside an element, tag, comment or CDATA section.
        case unexpectedEnd(inside: String)
        case mismatchedEndTag(expected: String, found: String)
        /// Something that is not well-formed XML, described.
        case malformed(String)
        /// An entity or character reference that is not one of XML's.
        case invalidEntity(String)
        case invalidUTF8
        /// A document type declaration: refused, so that no entity can be declared or expanded.
        case doctype
        case noRootElement
        case contentAfterRoot
    }

    public var reason: Reason
    public var offset: Int

    public init(_ reason: Reason, at offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    public var description: String {
        let what: String
        switch reason {
        case .tooLarge(let limit): what = "the document is larger than \(limit) bytes"
        case .tooDeep(let limit): what = "elements are nested deeper than \(limit)"
        case .tooManyNodes(let limit): what = "the document has more than \(limit) elements and text runs"
        case .unexpectedEnd(let inside): what = "the document ended inside \(inside)"
        case .mismatchedEndTag(let expected, let found): what = "</\(found)> closes <\(expected)>"
        case .malformed(let detail): what = detail
        case .invalidEntity(let entity): what = "&\(entity); is not an XML entity or character reference"
        case .invalidUTF8: what = "the text is not valid UTF-8"
        case .doctype: what = "a DOCTYPE declaration is not accepted"
        case .noRootElement: what = "there is no root element"
        case .contentAfterRoot: what = "there is content after the root element"
        }
        return "XML error at byte \(offset): \(what)"
    }
}
