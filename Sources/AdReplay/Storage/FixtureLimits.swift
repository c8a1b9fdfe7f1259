/// The bounds every fixture is held to, in one place, checked before any work is done on it.
///
/// Fixtures come attached to bug reports, so every fixture is untrusted input. Inside these
/// bounds any fixture reads, replays, inspects and diffs within a few seconds and 256 MiB;
/// outside them it is refused with one sentence naming the file.
public enum FixtureLimits {
    /// The largest fixture file read, checked with `stat` before reading: 8 MiB.
    public static let fileSize = 8 << 20
    /// The most a fixture may inflate to: 8 MiB of JSON.
    public static let inflatedSize = FixtureCodec.inflatedSizeLimit
    /// Timeline entries in one fixture.
    public static let timelineEntries = 100_000
    /// Script steps in one scenario.
    public static let scriptSteps = 100_000
    /// Characters in any one string of a fixture (an asset, a URL, a log line, the script text).
    public static let stringLength = 1 << 20
    /// The session horizon: every virtual time — a script step, a timeline entry, a network's
    /// latency — lies between 0 and this many milliseconds (2^40 ms, about 34 years).
    public static let horizon = 1 << 40

    /// Why a fixture is refused, as the phrase after its path; nil when it is inside every bound.
    static func violation(of fixture: Fixture) -> String? {
        if fixture.timeline.count > timelineEntries {
            return "it has \(fixture.timeline.count) timeline entries, more than the \(timelineEntries) a fixture may hold"
        }
        if let problem = violation(ofScript: fixture.scenario.script) { return problem }
        for (index, entry) in fixture.timeline.enumerated() {
            guard (0...horizon).contains(entry.at) else {
                return "timeline entry \(index) is at \(entry.at) ms, past the session horizon of \(horizon) ms"
            }
            if let latency = entry.latency, !(0...horizon).contains(latency) {
                return "timeline entry \(index) has a latency of \(latency) ms, past the session horizon of \(horizon) ms"
            }
        }
        return nil
    }

    /// Why a script is refused, or nil.
    static func violation(ofScript script: [ScriptStep]) -> String? {
        if script.count > scriptSteps {
            return "its script has \(script.count) steps, more than the \(scriptSteps) a scenario may hold"
        }
        if let step = script.firstIndex(where: { !(0...horizon).contains($0.at) }) {
            return "script step \(step + 1) is at \(script[step].at) ms, past the session horizon of \(horizon) ms"
        }
        return nil
    }

    /// Why `fixture`, stored as `stored` in `bytes` bytes of JSON, would be refused when read
    /// back, or nil: every bound reading checks, on what is about to be written.
    static func violation(ofWritten fixture: Fixture, stored: JSONValue, bytes: Int) -> String? {
        if bytes > inflatedSize {
            return "it would inflate to \(bytes) bytes, more than the \(inflatedSize) a fixture may inflate to"
        }
        if fixture.reproduces.count > Reproduction.limit {
            return "it names \(fixture.reproduces.count) bugs it reproduces, more than the \(Reproduction.limit) a fixture may name"
        }
        if let violation = violation(of: fixture) { return violation }
        var longest = (key: 0, string: 0)
        stored.measure(&longest)
        return violation(longestKey: longest.key, longestString: longest.string)
    }

    /// Why a document whose longest key and longest string value have these UTF-8 lengths is
    /// refused, or nil.
    static func violation(longestKey: Int, longestString: Int) -> String? {
        if longestString > stringLength {
            return "it holds a string of \(longestString) bytes, more than the \(stringLength) a fixture may hold"
        }
        if longestKey > stringLength {
            return "it holds a key of \(longestKey) bytes, more than the \(stringLength) a fixture may hold"
        }
        return nil
    }
}

extension TimelineEntry {
    /// A network answer's latency, when the entry is an exchange. The role is asked first: it is
    /// cheap, and most entries are callbacks, whose latency a plug-in would work out for nothing.
    var latency: Int? {
        if case .sdk(let sdk) = event, sdk.entry.role == .exchange { sdk.entry.latency } else { nil }
    }
}
