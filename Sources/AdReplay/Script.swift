/// The text form of a script, as `adreplay record --script` takes it.
///
/// Steps are separated by `;`. Each may start with a time: `@N` (N ms from the start) or `+N`
/// (N ms after the previous step); without one it happens at the previous step's time.
/// Actions: `load`, `present`, `tap`, `close`, `render`, `impression`, `click ASSET`, `untrack`,
/// `adchoices`, `click-handler on|off`, and `wait N` (moves time only).
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
        var steps: [ScriptStep] = []
        var time = 0
        for (number, raw) in text.split(separator: ";", omittingEmptySubsequences: false).enumerated() {
            var words = raw.split(separator: " ").map(String.init)
            // Empty steps ("load;; tap", a trailing ";") are skipped.
            guard !words.isEmpty else { continue }
            if let first = words.first, first.hasPrefix("@") || first.hasPrefix("+") {
                guard let value = Int(first.dropFirst()), value >= 0 else {
                    throw ParseError(description: "script step \(number + 1): \"\(first)\" is not a time (use @MS or +MS)")
                }
                time = try within(first.hasPrefix("@") ? (value, false) : time.addingReportingOverflow(value), step: number + 1)
                words.removeFirst()
            }
            guard let verb = words.first?.lowercased() else {
                throw ParseError(description: "script step \(number + 1) has a time but no action")
            }
            let argument = words.dropFirst().joined(separator: " ")
            if verb == "wait" {
                guard let value = Int(argument), value >= 0 else {
                    throw ParseError(description: "script step \(number + 1): wait needs a number of milliseconds")
                }
                time = try within(time.addingReportingOverflow(value), step: number + 1)
                continue
            }
            steps.append(ScriptStep(at: time, try action(verb, argument, step: number + 1)))
            guard steps.count <= FixtureLimits.scriptSteps else {
                throw ParseError(description: "the script has more than \(FixtureLimits.scriptSteps) steps")
            }
        }
        guard !steps.isEmpty else { throw ParseError(description: "the script has no actions") }
        return steps
    }

    /// A step's time, if it lies within the session horizon.
    private static func within(_ sum: (partialValue: Int, overflow: Bool), step: Int) throws(ParseError) -> Int {
        guard !sum.overflow, sum.partialValue <= FixtureLimits.horizon else {
            throw ParseError(description: "script step \(step): the time is past the session horizon of \(FixtureLimits.horizon) ms")
        }
        return sum.partialValue
    }

    private static func action(_ verb: String, _ argument: String, step: Int) throws(ParseError) -> HostAction {
        let simple: [String: HostAction] = [
            "load": .load, "present": .present, "tap": .tap, "close": .close, "render": .render,
            "impression": .impression, "untrack": .untrack, "adchoices": .tapAdChoices,
        ]
        if let action = simple[verb] {
            guard argument.isEmpty else { throw ParseError(description: "script step \(step): \(verb) takes no argument") }
            return action
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
        default:
            throw ParseError(description: "script step \(step): unknown action \"\(verb)\" (load, present, tap, close, render, impression, click ASSET, untrack, adchoices, click-handler on|off, wait MS)")
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
        switch format {
        case .banner: "load; +1000 tap"
        case .interstitial: "load; +1000 present; +1000 tap"
        case .rewarded, .rewardedInterstitial: "load; +1000 present; +10500 tap; +500 close"
        case .appOpen: "load; +1000 present; +5500 tap; +500 close"
        case .native, .nativeLegacy: "load; +1000 render; impression; +1000 click headline; +5000 untrack"
        case .nativeSelfTracking: "load; +1000 render; +2000 tap; +1000 untrack"
        case .customNative: "load; +1000 impression; +500 impression; +500 click Headline"
        }
    }

    public static func defaultSteps(for format: Scenario.Format) -> [ScriptStep] {
        (try? parse(defaultText(for: format))) ?? [ScriptStep(at: 0, .load)]
    }
}
