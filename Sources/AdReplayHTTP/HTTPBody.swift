import AdReplay
import Foundation

/// How a body is kept and stored: JSON (an object or a list) embedded as JSON, so one changed
/// field is a changed line; text (XML, VAST, HTML, a form) as a string; anything else as base64.
enum HTTPBody {
    /// The media type of a `Content-Type` value, lowercased, without parameters.
    static func mediaType(_ contentType: String?) -> String? {
        guard let contentType else { return nil }
        let type = contentType.split(separator: ";", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        return type.flatMap { $0.isEmpty ? nil : $0 }
    }

    static func isJSON(_ mediaType: String?) -> Bool {
        guard let mediaType else { return false }
        return mediaType == "application/json" || mediaType == "text/json" || mediaType.hasSuffix("+json")
    }

    /// Whether a body of this media type is read as text when it is UTF-8: no type, `text/*`,
    /// and the structured text types (JSON, XML, HTML, JavaScript, forms).
    static func isTextual(_ mediaType: String?) -> Bool {
        guard let mediaType else { return true }
        if mediaType.hasPrefix("text/") { return true }
        return ["json", "xml", "html", "javascript", "x-www-form-urlencoded"].contains { mediaType.contains($0) }
    }

    /// The canonical form of a JSON object or list (compact, members in the order sent, numbers
    /// as AdReplay writes them), or nil when `bytes` is not one or does not keep one form when
    /// written again.
    static func canonicalJSON(_ bytes: Data) -> (value: JSONValue, bytes: Data)? {
        guard let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }), first == 0x7B || first == 0x5B,
            let parsed = try? JSONValue.parse(Array(bytes))
        else { return nil }
        let once = parsed.compactBytes()
        guard let again = try? JSONValue.parse(once), again.compactBytes() == once else { return nil }
        return (again, Data(once))
    }

    /// How deep a JSON body may nest and still be embedded as JSON: a fixture nests at most 64
    /// deep (the reader's bound), and a body sits inside the fixture, its timeline and its entry.
    /// A deeper one is stored as text, byte for byte: an upstream's answer nested 62 deep made a
    /// fixture no reader accepted.
    static let embeddableDepth = 61

    /// How many arrays and objects `value` nests (0 for a scalar).
    static func depth(_ value: JSONValue) -> Int {
        switch value {
        case .array(let elements): 1 + (elements.lazy.map(depth).max() ?? 0)
        case .object(let members): 1 + (members.lazy.map { depth($0.value) }.max() ?? 0)
        default: 0
        }
    }

    /// The body's stored value and whether it is base64; nil for an empty body.
    static func stored(_ body: Data, contentType: String?) -> (value: JSONValue, base64: Bool)? {
        guard !body.isEmpty else { return nil }
        let type = mediaType(contentType)
        if isJSON(type), let json = canonicalJSON(body), json.bytes == body, depth(json.value) <= embeddableDepth {
            return (json.value, false)
        }
        if isTextual(type), let text = String(data: body, encoding: .utf8), Data(text.utf8) == body {
            return (.string(text), false)
        }
        return (.string(body.base64EncodedString()), true)
    }

    /// Reads a body stored by ``stored(_:contentType:)``; `key` names it in errors.
    static func read(_ value: JSONValue, base64: Bool, key: String) throws(FieldReader.Problem) -> Data {
        switch value {
        case .object, .array:
            guard !base64 else { throw FieldReader.Problem(message: "\"\(key)\" is JSON, so it cannot be base64") }
            return Data(value.compactBytes())
        case .string(let text) where base64:
            guard let data = Data(base64Encoded: text), !data.isEmpty else {
                throw FieldReader.Problem(message: "\"\(key)\" is not base64")
            }
            return data
        case .string(let text):
            guard !text.isEmpty else { throw FieldReader.Problem(message: "\"\(key)\" is empty; an empty body is left out") }
            return Data(text.utf8)
        default:
            throw FieldReader.Problem(message: "\"\(key)\" is not a JSON object or list, a string, or base64")
        }
    }
}
