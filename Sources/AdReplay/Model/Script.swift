/// The text form of a script, as `adreplay record --script` takes it.
///
/// Steps are separated by `;` and words by spaces — the ASCII characters themselves: a character
/// that merely looks like one (U+037E GREEK QUESTION MARK) or a combining mark after one is part
/// of a word, so an asset name holding any other character reads back as written. Verbs are
/// ASCII, in any case. Each step may start with a time: `@N` (N ms from the start) or `+N`
/// (N ms after the previous step); without one it happens at the previous step's time.
/// Actions: `load`, `present`, `tap`, `close`, `render`, `impression`, `click ASSET`, `untrack`,
/// `adchoices`, `click-handler on|off`, `choose BUTTON` (in the alert on top), and `wait N`
/// (moves time only).
///
/// ```swift
/// try Script.parse("load; +1000 present; +10500 tap; +500 close")
/// // [@0 load, @1000 present, @11500 tap, @12000 close]
/// ```
public enum Script {
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    public static func parse(_ text: String) throws(ParseError) -> [ScriptStep] {
        var text = text
        let result = text.withUTF8 { bytes in Result { () throws(ParseError) in try parse(bytes) } }
        return try result.get()
    }

    /// Parses the script's UTF-8 bytes. Steps split on `;` and words on ` `: both are ASCII, so
    /// never part of a longer character, and bytes are far cheaper than characters (every
    /// fixture's scenario is parsed when it is read).
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(ParseError) -> [ScriptStep] {
        func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        var steps: [ScriptStep] = []
        // At most one step per `;`, and past the limit the script is refused anyway.
        steps.reserveCapacity(min(bytes.count { $0 == UInt8(ascii: ";") } + 1, FixtureLimits.scriptSteps + 1))
        var time = 0
        var words: [Range<Int>] = []
        words.reserveCapacity(4)
        var stepStart = 0
        var number = 0
        while stepStart <= bytes.count {
            var stepEnd = stepStart
            while stepEnd < bytes.count, bytes[stepEnd] != UInt8(ascii: ";") { stepEnd += 1 }
            defer { stepStart = stepEnd + 1 }
            number += 1
            words.removeAll(keepingCapacity: true)
            var index = stepStart
            while index < stepEnd {
                guard bytes[index] != UInt8(ascii: " ") else { index += 1; continue }
                let wordStart = index
                while index < stepEnd, bytes[index] != UInt8(ascii: " ") { index += 1 }
                words.append(wordStart..<index)
            }
            // Empty steps ("load;; tap", a trailing ";") are skipped.
            guard var verbIndex = words.indices.first else { continue }
            let first = words[0]
            if bytes[first.lowerBound] == UInt8(ascii: "@") || bytes[first.lowerBound] == UInt8(ascii: "+") {
                var isAbsolute = bytes[first.lowerBound] == UInt8(ascii: "@")
                let digits = bytes[(first.lowerBound + 1)..<first.upperBound]
                var value = integer(digits)
                if let byte = digits.first, byte >= 0x80 {
                    // A mark combining with the sign is part of its character: read as characters.
                    let word = text(first)
                    (value, isAbsolute) = (Int(word.dropFirst()), word.hasPrefix("@"))
                }
                guard let value, value >= 0 else {
                    throw ParseError(description: "script step \(number): \"\(text(first))\" is not a time (use @MS or +MS)")
                }
                time = try within(isAbsolute ? (value, false) : time.addingReportingOverflow(value), step: number)
                verbIndex += 1
            }
            guard verbIndex < words.count else {
                throw ParseError(description: "script step \(number) has a time but no action")
            }
            let verbBytes = words[verbIndex]
            let hasCapitals = bytes[verbBytes].contains { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
            let verb = hasCapitals ? text(verbBytes).lowercased() : text(verbBytes)
            // Most steps have no argument, many one word: neither needs joining.
            let argumentWords = words[(verbIndex + 1)...]
            let argument = argumentWords.count < 2 ? argumentWords.first.map(text) ?? "" : argumentWords.map(text).joined(separator: " ")
            if verb == "wait" {
                guard argumentWords.count == 1, let value = integer(bytes[argumentWords[verbIndex + 1]]), value >= 0 else {
                    throw ParseError(description: "script step \(number): wait needs a number of milliseconds")
                }
                time = try within(time.addingReportingOverflow(value), step: number)
                continue
            }
            steps.append(ScriptStep(at: time, try action(verb, argument, step: number)))
            guard steps.count <= FixtureLimits.scriptSteps else {
                throw ParseError(description: "the script has more than \(FixtureLimits.scriptSteps) steps")
            }
        }
        guard !steps.isEmpty else { throw ParseError(description: "the script has no actions") }
        return steps
    }

    /// The whole number `digits` spell, read as `Int(String)` reads one: an optional sign, then
    /// decimal digits, nil past `Int`'s range. From the bytes: a time is in nearly every step.
    private static func integer(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        var digits = digits
        let isNegative = digits.first == UInt8(ascii: "-")
        if isNegative || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
        guard !digits.isEmpty else { return nil }
        var value = 0
        for byte in digits {
            let digit = Int(byte &- UInt8(ascii: "0"))
            guard digit < 10 else { return nil }
            let (shifted, overflowed) = value.multipliedReportingOverflow(by: 10)
            let (sum, summedOver) = isNegative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflowed, !summedOver else { return nil }
            value = sum
        }
        return value
    }

    /// A step's time, if it lies within the session horizon.
    private static func within(_ sum: (partialValue: Int, overflow: Bool), step: Int) throws(ParseError) -> Int {
        guard !sum.overflow, sum.partialValue <= FixtureLimits.horizon else {
            throw ParseError(description: "script step \(step): the time is past the session horizon of \(FixtureLimits.horizon) ms")
        }
        return sum.partialValue
    }

    private static func action(_ verb: String, _ argument: String, step: Int) throws(ParseError) -> HostAction {
        let simple: HostAction?
        switch verb {
        case "load": simple = .load
        case "present": simple = .present
        case "tap": simple = .tap
        case "close": simple = .close
        case "render": simple = .render
        case "impression": simple = .impression
        case "untrack": simple = .untrack
        case "adchoices": simple = .tapAdChoices
        default: simple = nil
        }
        if let simple {
            guard argument.isEmpty else { throw ParseError(description: "script step \(step): \(verb) takes no argument") }
            return simple
        }
        switch verb {
        case "click":
            guard !argument.isEmpty else { throw ParseError(description: "script step \(step): click needs an asset name") }
            return .click(asset: argument)
        case "click-handler":
            guard argument == "on" || argument == "off" else {
                throw ParseError(description: "script step \(step): click-handler takes on or off")
            }
            return .customClickHandler(argument == "on")
        case "choose":
            guard !argument.isEmpty else {
                throw ParseError(description: "script step \(step): choose needs an alert button's title, e.g. choose OK")
            }
            return .chooseAlertButton(argument)
        default:
            throw ParseError(
                description:
                    "script step \(step): unknown action \"\(verb)\" (load, present, tap, close, render, impression, click ASSET, untrack, adchoices, click-handler on|off, choose BUTTON, wait MS)"
            )
        }
    }

    /// Writes steps back in the text form, with relative times.
    public static func render(_ steps: [ScriptStep]) -> String {
        var time = 0
        return steps.map { step in
            defer { time = step.at }
            // Relative when the step is later; absolute when it goes back (or the gap overflows).
            let (gap, overflow) = step.at.subtractingReportingOverflow(time)
            let prefix = step.at == time ? "" : step.at > time && !overflow ? "+\(gap) " : "@\(step.at) "
            return prefix + "\(step.action)"
        }.joined(separator: "; ")
    }

    /// A full flow for each format: load, then what a user typically does with that ad.
    public static func defaultText(for format: Scenario.Format) -> String {
        render(format.profile.defaultScript)
    }

    public static func defaultSteps(for format: Scenario.Format) -> [ScriptStep] {
        format.profile.defaultScript
    }
}
