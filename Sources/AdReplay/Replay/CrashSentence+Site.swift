extension CrashSentence {
    /// The adapter's crash site a sentence (``from(stderr:termination:)``) names, or nil when it
    /// names none: a death without a place or function (a timeout, an exit, a signal from
    /// outside, a trap in Swift's libraries without a backtrace), or AdReplay's own crash.
    ///
    /// ```swift
    /// CrashSentence.site(in: "crashed at Module/File.swift:49 in Type.method(_:): Index out of range")
    /// // CrashSite(place: "File.swift:49", function: "Type.method(_:)", message: "Index out of range")
    /// CrashSentence.site(in: "crashed in Type.method(_:) (signal 4)")
    /// // CrashSite(function: "Type.method(_:)")
    /// ```
    public static func site(in sentence: String) -> CrashSite? {
        guard !isAdReplayFault(sentence) else { return nil }
        var rest = Substring(sentence)
        var site = CrashSite()
        if rest.hasPrefix(placePrefix) {
            rest = rest.dropFirst(placePrefix.count)
            var place = rest.prefix { $0 != " " }
            rest = rest.dropFirst(place.count)
            if place.hasSuffix(":") {
                place = place.dropLast()
                rest = ": " + rest.drop { $0 == " " }
            }
            guard !isToolchainPlace(place), CrashSite.isPlace(place) else { return nil }
            site.place = String(place.split(separator: "/").last ?? place)
            guard rest.hasPrefix(" in ") else {
                site.message = message(rest)
                return site
            }
            rest = rest.dropFirst(" in ".count)
        } else if rest.hasPrefix(functionPrefix) {
            rest = rest.dropFirst(functionPrefix.count)
        } else {
            return nil
        }
        let function = Self.function(rest)
        guard !function.isEmpty else { return nil }
        site.function = String(function)
        site.message = message(rest.dropFirst(function.count))
        return site
    }

    static let placePrefix = "crashed at "

    /// The function at the start of `text`: up to the `: ` before a message or the ` (signal 4)`
    /// that ends a sentence, outside the brackets of its parameters and generic arguments (which
    /// hold colons and spaces of their own).
    private static func function(_ text: Substring) -> Substring {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let rest = text[index...]
            switch text[index] {
            case "(", "<", "[": depth += 1
            case ")", ">", "]": depth = max(0, depth - 1)
            case ":" where depth == 0 && rest.hasPrefix(": "): return text[..<index]
            case " " where depth == 0 && isHow(rest): return text[..<index]
            default: break
            }
            index = text.index(after: index)
        }
        return text
    }

    /// Whether `text` is how the process ended, last in a sentence: ` (signal 4)`, ` (exit status 1)`.
    private static func isHow(_ text: Substring) -> Bool {
        guard text.hasSuffix(")") else { return false }
        for prefix in [" (signal ", " (exit status "] where text.hasPrefix(prefix) {
            let number = text.dropFirst(prefix.count).dropLast()
            return !number.isEmpty && number.allSatisfy { $0.isNumber || $0 == "-" }
        }
        return false
    }

    /// The message after a site, `: Index out of range (in Swift/Array.swift:12)` → `Index out of
    /// range`: without the library place, which a build that traps inline does not name.
    private static func message(_ text: Substring) -> String? {
        guard text.hasPrefix(": ") else { return nil }
        var message = text.dropFirst(2)
        if message.hasSuffix(")"), let open = message.range(of: " (in ", options: .backwards),
            isToolchainPlace(message[open.upperBound...].dropLast())
        {
            message = message[..<open.lowerBound]
        }
        return message.isEmpty ? nil : String(message)
    }
}
