/// A tracker URL as an ad server wrote it, macros included (`https://t.example/win?p=${AUCTION_PRICE}`),
/// and whether a fired URL is it with its macros replaced.
///
/// ```swift
/// URLTemplate("https://t.example/e?c=[ERRORCODE]").matches("https://t.example/e?c=302")   // true
/// ```
struct URLTemplate: Hashable, Sendable, CustomStringConvertible {
    let description: String
    /// The literal text between macros, in order: a fired URL holds them in this order, the first
    /// at its start and the last at its end.
    private let pieces: [Substring]

    init(_ template: String) {
        description = template
        pieces = Self.literals(of: template)
    }

    func matches(_ url: String) -> Bool {
        guard pieces.count > 1 else { return url == description }
        guard let first = pieces.first, let last = pieces.last, url.hasPrefix(first), url.hasSuffix(last),
              url.count >= first.count + last.count else { return false }
        var rest = url.dropFirst(first.count).dropLast(last.count)
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let range = rest.range(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }

    /// The text around each macro: `${NAME}`, `[NAME]` (capitals, digits, underscores) or `%%NAME%%`.
    private static func literals(of template: String) -> [Substring] {
        var pieces: [Substring] = []
        var start = template.startIndex
        var index = template.startIndex
        while index < template.endIndex {
            if let end = macroEnd(in: template, at: index) {
                pieces.append(template[start..<index])
                start = end
                index = end
            } else {
                index = template.index(after: index)
            }
        }
        pieces.append(template[start...])
        return pieces
    }

    /// Where the macro starting at `index` ends, or nil when none starts there.
    static func macroEnd(in text: String, at index: String.Index) -> String.Index? {
        let rest = text[index...]
        for (open, close) in [("${", "}"), ("[", "]"), ("%%", "%%")] where rest.hasPrefix(open) {
            let body = rest.dropFirst(open.count)
            guard let closing = body.prefix(72).range(of: close) else { return nil }   // a name is at most 64 (68 with :B64): linear on hostile URLs
            let name = body[..<closing.lowerBound]
            guard !name.isEmpty, name.count <= 64, name.allSatisfy({ ($0.isASCII && ($0.isUppercase || $0.isNumber)) || $0 == "_" || $0 == ":" })
            else { return nil }
            return closing.upperBound
        }
        return nil
    }

    /// The first macro left in `url` (`[ERRORCODE]`, `${AUCTION_PRICE}`), or nil.
    static func unreplacedMacro(in url: String) -> String? {
        var index = url.startIndex
        while index < url.endIndex {
            if let end = macroEnd(in: url, at: index) { return String(url[index..<end]) }
            index = url.index(after: index)
        }
        return nil
    }
}
