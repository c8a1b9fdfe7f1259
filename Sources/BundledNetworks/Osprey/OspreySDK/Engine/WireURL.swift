import AdWorldHTTP
import Foundation
import HTTPTypes

/// A URL from a payload (a tracker, a wrapper's tag URI) as the SDK sends it: the text kept as
/// written, percent-escapes included, never handed to Foundation's `URL(string:)`, which
/// re-escapes every `%` of a string it finds one invalid character in (`r=https%3A%2F…` would
/// leave as `r=https%253A%252F…`). Only what cannot go on the wire is escaped, once: a `%` not
/// followed by two hex digits becomes `%25`, a space or a control or non-ASCII byte its escape.
///
/// ```swift
/// WireURL.call("https://t.example/p?r=https%3A%2F%2Fa.example&x=5%")?.url
/// // "https://t.example/p?r=https%3A%2F%2Fa.example&x=5%25"
/// ```
enum WireURL {
    /// A GET of `text`; nil when it is not an absolute `http` or `https` URL with a host.
    static func call(_ text: String) -> HTTPCall? {
        guard let parts = split(text) else { return nil }
        return HTTPCall(HTTPRequest(method: .get, scheme: parts.scheme, authority: parts.authority, path: parts.path))
    }

    /// The scheme (lowercased), the authority and the path with its query, the fragment dropped.
    static func split(_ text: String) -> (scheme: String, authority: String, path: String)? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let separator = trimmed.range(of: "://") else { return nil }
        let scheme = trimmed[..<separator.lowerBound].lowercased()
        guard scheme == "http" || scheme == "https" else { return nil }
        var rest = trimmed[separator.upperBound...]
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        let end = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
        let authority = String(rest[..<end])
        guard !authority.isEmpty, !authority.contains(where: { $0 == " " || $0 == "%" || $0 == "\\" || $0.asciiValue == nil }) else {
            return nil
        }
        var path = escaped(rest[end...])
        if path.isEmpty { path = "/" } else if path.hasPrefix("?") { path = "/" + path }
        return (scheme, authority, path)
    }

    /// `text` with each byte that cannot appear in a URL's path or query escaped, and each `%`
    /// that starts no escape written `%25`; an escape already there is kept as it is.
    static func escaped(_ text: Substring) -> String {
        let bytes = Array(text.utf8)
        var result = ""
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                let isEscape = index + 2 < bytes.count && isHex(bytes[index + 1]) && isHex(bytes[index + 2])
                result += isEscape ? "%" : "%25"
            } else if byte <= 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "<")
                || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
                || byte == UInt8(ascii: "|") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "^")
            {
                result += "%" + hex(byte)
            } else {
                result.append(Character(Unicode.Scalar(byte)))
            }
            index += 1
        }
        return result
    }

    private static func isHex(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
