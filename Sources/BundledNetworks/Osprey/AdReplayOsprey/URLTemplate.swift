import Foundation

/// A tracker URL as an ad server wrote it, macros included (`https://t.example/win?p=${AUCTION_PRICE}`),
/// and whether a fired URL is it with its macros replaced.
///
/// A macro is `${NAME}` (OpenRTB 2.6 §4.4, `${NAME:B64}` included), `[NAME]` (VAST 4) or
/// `%%NAME%%`, its name a capital letter then capitals, digits and underscores. A replaced value
/// is one query value or path segment, encoded once: it may be empty (OpenRTB removes an unset
/// optional macro) but holds none of `/ ? # & =`, so that `https://t.example/${AUCTION_ID}` is not
/// taken for every URL under `https://t.example/`.
///
/// ```swift
/// URLTemplate("https://t.example/e?c=[ERRORCODE]").matches("https://t.example/e?c=302")         // true
/// URLTemplate("https://t.example/e?c=[ERRORCODE]").matches("https://t.example/e?c=302&x=1")     // false
/// URLTemplate("https://t.example/e?c=[ERRORCODE]").values(in: "https://t.example/e?c=302")      // ["302"]
/// ```
struct URLTemplate: Hashable, Sendable, CustomStringConvertible {
    let description: String
    /// The literal text between macros, in order: a fired URL holds them in this order, the first
    /// at its start and the last at its end.
    private let pieces: [Substring]
    /// The name of each macro, `${…}`, `[…]` or `%%…%%` removed: `AUCTION_PRICE`, `ERRORCODE`.
    let macroNames: [Substring]

    init(_ template: String) {
        description = template
        (pieces, macroNames) = Self.parse(template)
    }

    /// Whether the template holds a macro: without one, it matches only itself.
    var hasMacros: Bool { pieces.count > 1 }

    /// How many characters of the template are not macros: the more, the surer a match.
    var literalLength: Int { pieces.reduce(0) { $0 + $1.count } }

    func matches(_ url: String) -> Bool {
        values(in: url) != nil
    }

    /// The value each macro was replaced with in `url`, in order; nil when `url` is not this
    /// template with its macros replaced. A template without macros matches itself only. A URL
    /// is sent with the characters a URL may not hold percent-encoded (`[` as `%5B`, `|` as
    /// `%7C`): when `url` does not match as it is, its decoded form is tried.
    func values(in url: String) -> [Substring]? {
        if let values = literalValues(in: url) { return values }
        guard url.contains("%"), let decoded = url.removingPercentEncoding, decoded != url else { return nil }
        return literalValues(in: decoded)
    }

    /// The macros of `url` whose value can be told from the next one's (no macro right beside
    /// it), by name, with their values as sent.
    func namedValues(in url: String) -> [(name: Substring, value: Substring)] {
        guard let values = values(in: url) else { return [] }
        return values.indices.compactMap { index in
            let alone = (index == 0 || !pieces[index].isEmpty) && (index == values.count - 1 || !pieces[index + 1].isEmpty)
            return alone ? (macroNames[index], values[index]) : nil
        }
    }

    private func literalValues(in url: String) -> [Substring]? {
        guard pieces.count > 1 else { return url == description ? [] : nil }
        guard url.hasPrefix(pieces[0]) else { return nil }
        return Self.match(pieces.dropFirst(), in: url.dropFirst(pieces[0].count))
    }

    /// `rest` as a value followed by `remaining[0]`, a value, `remaining[1]`…, the last piece at its
    /// end; every way a piece can be found is tried, so the first occurrence of a piece that
    /// also occurs in a value does not hide the match.
    private static func match(_ remaining: ArraySlice<Substring>, in rest: Substring) -> [Substring]? {
        guard let piece = remaining.first else { return nil }
        if remaining.count == 1 {
            guard rest.hasSuffix(piece) else { return nil }
            let value = rest.dropLast(piece.count)
            return isValue(value) && rest.count >= piece.count ? [value] : nil
        }
        if piece.isEmpty { return match(remaining.dropFirst(), in: rest).map { [""] + $0 } }
        var searchFrom = rest.startIndex
        while let found = rest[searchFrom...].range(of: piece) {
            let value = rest[..<found.lowerBound]
            guard isValue(value) else { return nil }
            if let values = match(remaining.dropFirst(), in: rest[found.upperBound...]) { return [value] + values }
            searchFrom = rest.index(after: found.lowerBound)
        }
        return nil
    }

    private static func isValue(_ text: Substring) -> Bool {
        !text.contains { "/?#&=".contains($0) || $0.isWhitespace }
    }

    /// The text around each macro, and each macro's name.
    private static func parse(_ template: String) -> (pieces: [Substring], names: [Substring]) {
        var pieces: [Substring] = []
        var names: [Substring] = []
        var start = template.startIndex
        var index = template.startIndex
        while index < template.endIndex {
            if let end = macroEnd(in: template[...], at: index) {
                pieces.append(template[start..<index])
                names.append(Self.name(of: template[index..<end]))
                start = end
                index = end
            } else {
                index = template.index(after: index)
            }
        }
        pieces.append(template[start...])
        return (pieces, names)
    }

    /// The forms a macro takes: OpenRTB's, VAST's (brackets bare or percent-encoded, as a URL a
    /// schema types `anyURI` holds them), and `%%NAME%%`.
    static let delimiters = [("${", "}"), ("[", "]"), ("%5B", "%5D"), ("%5b", "%5d"), ("%%", "%%")]

    /// The name inside a macro as written: `AUCTION_PRICE` of `${AUCTION_PRICE}`, `ERRORCODE` of `%5BERRORCODE%5D`.
    static func name(of macro: Substring) -> Substring {
        for (open, close) in delimiters where macro.hasPrefix(open) && macro.hasSuffix(close) && macro.count >= open.count + close.count {
            return macro.dropFirst(open.count).dropLast(close.count)
        }
        return macro
    }

    /// Where the macro starting at `index` ends, or nil when none starts there.
    static func macroEnd(in text: Substring, at index: String.Index) -> String.Index? {
        let rest = text[index...]
        for (open, close) in delimiters where rest.hasPrefix(open) {
            let body = rest.dropFirst(open.count)
            // A name is at most 64 (68 with :B64): linear on hostile URLs.
            guard let closing = body.prefix(72).range(of: close) else { return nil }
            let name = body[..<closing.lowerBound]
            // `${AUCTION_PRICE:B64}`: OpenRTB's Base64 form of a macro.
            let bare = open == "${" && name.hasSuffix(":B64") ? name.dropLast(4) : name
            guard let first = bare.first, first.isASCII, first.isUppercase, bare.count <= 64,
                bare.allSatisfy({ ($0.isASCII && ($0.isUppercase || $0.isNumber)) || $0 == "_" })
            else { return nil }
            return closing.upperBound
        }
        return nil
    }

    /// The first macro left in `text` (`[ERRORCODE]`, `${AUCTION_PRICE}`), or nil. A bracketed
    /// name VAST 4 does not define (`[FOO]`) is the server's text, not a macro a player replaces:
    /// VAST 4.3 asks players to leave such names alone.
    static func unreplacedMacro(in text: Substring) -> String? {
        var index = text.startIndex
        while index < text.endIndex {
            if let end = macroEnd(in: text, at: index) {
                let macro = text[index..<end]
                let bracketed = macro.hasPrefix("[") || macro.hasPrefix("%5")
                if !bracketed || vastNames.contains(String(name(of: macro))) { return String(macro) }
                index = end
                continue
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// The macros VAST 4.x defines (IAB Tech Lab's macro list, `vast4macros/data/macros-data.json`),
    /// kept apart from the SDK's copy.
    static let vastNames: Set<String> = [
        "ADCATEGORIES", "ADCOUNT", "ADPLAYHEAD", "ADSERVINGID", "ADTYPE", "APIFRAMEWORKS", "APPBUNDLE", "ASSETURI", "BLOCKEDADCATEGORIES",
        "BREAKMAXADLENGTH", "BREAKMAXADS", "BREAKMAXDURATION", "BREAKMINADLENGTH", "BREAKPOSITION", "CACHEBUSTING", "CLICKPOS", "CLICKTYPE",
        "CLIENTUA", "CONTENTCAT", "CONTENTID", "CONTENTPLAYHEAD", "CONTENTURI", "DEVICEIP", "DEVICEUA", "DOMAIN", "DSAPARAMS",
        "DSAPUBRENDER", "DSAREQUIRED", "ERRORCODE", "EXTENSIONS", "GDPRCONSENT", "GPPSECTIONID", "GPPSTRING", "IFA", "IFATYPE",
        "INVENTORYSTATE", "LATLONG", "LIMITADTRACKING", "MEDIAMIME", "MEDIAPLAYHEAD", "OMIDPARTNER", "PAGEURL", "PLACEMENTTYPE",
        "PLAYBACKMETHODS", "PLAYERCAPABILITIES", "PLAYERSIZE", "PLAYERSTATE", "PODSEQUENCE", "REASON", "REGULATIONS", "SERVERSIDE",
        "SERVERUA", "STOREID", "STOREURL", "TIMESTAMP", "TRANSACTIONID", "UNIVERSALADID", "VASTVERSIONS", "VERIFICATIONVENDORS",
    ]

    /// The macro `text` still holds, as written or percent-encoded on the way out (a URL sent with
    /// `[ERRORCODE]` in it goes as `%5BERRORCODE%5D`); nil when none.
    static func leftMacro(in text: Substring) -> String? {
        if let macro = unreplacedMacro(in: text) {
            // `%5BERRORCODE%5D` is named as VAST writes it: `[ERRORCODE]`.
            return macro.hasPrefix("%5") ? "[\(name(of: macro[...]))]" : macro
        }
        guard text.contains("%"), let decoded = String(text).removingPercentEncoding else { return nil }
        return unreplacedMacro(in: decoded[...])
    }

    /// Whether `value`, a macro's replacement, was percent-encoded twice: it holds `%25` and two
    /// hex digits, an encoded `%` that began an encoding (`%253A` for `:`).
    static func isEncodedTwice(_ value: Substring) -> Bool {
        var index = value.startIndex
        while let percent = value[index...].range(of: "%25") {
            let hex = value[percent.upperBound...].prefix(2)
            if hex.count == 2, hex.allSatisfy(\.isHexDigit) { return true }
            index = percent.upperBound
        }
        return false
    }
}
