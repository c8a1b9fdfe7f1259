import Foundation

/// The semantic difference between a recorded and a replayed session, stream by stream
/// (host events first: they are the golden output), with the first differing event named.
public struct FixtureDiff: Equatable, Sendable {
    /// One stream's difference.
    public struct StreamDiff: Equatable, Sendable {
        public var stream: String
        /// Index, virtual time and kind of the first differing event (expected side, or actual
        /// when the recording ran out).
        public var firstIndex: Int
        public var firstTime: Int?
        public var expectedKind: String?
        public var actualKind: String?
        /// Rendered hunks: " " same, "-" recorded, "+" replayed, with long runs collapsed.
        public var lines: [String]
    }

    public var streams: [StreamDiff]

    public var isEmpty: Bool { streams.isEmpty }

    /// Compares everything observed; nil when nothing differs.
    public static func between(expected: Observation, actual: Observation) -> FixtureDiff? {
        var streams: [StreamDiff] = []
        func compare<Event>(_ name: String, _ lhs: [Timed<Event>], _ rhs: [Timed<Event>], kind: (Event) -> String) {
            if let diff = StreamDiff(name, expected: lhs, actual: rhs, kind: kind) { streams.append(diff) }
        }
        compare("hostEvents", expected.hostEvents, actual.hostEvents) { $0.kind }
        compare("sdkCallbacks", expected.sdkCallbacks, actual.sdkCallbacks) { $0.selector }
        let expectedNetwork = expected.network.map { Timed($0.time, $0) }
        let actualNetwork = actual.network.map { Timed($0.time, $0) }
        compare("network", expectedNetwork, actualNetwork) { _ in "request" }
        compare("sdkEffects", expected.sdkEffects, actual.sdkEffects) { "\($0)" }
        return streams.isEmpty ? nil : FixtureDiff(streams: streams)
    }

    /// The first line of a report: which event differs first.
    public var headline: String {
        guard let first = streams.first else { return "no differences" }
        let time = first.firstTime.map { " at \($0) ms" } ?? ""
        if let kind = first.expectedKind, kind == first.actualKind {
            return "first difference in \(first.stream) #\(first.firstIndex)\(time): \(kind) differs in its payload"
        }
        let expected = first.expectedKind ?? "nothing"
        let actual = first.actualKind ?? "nothing"
        return "first difference in \(first.stream) #\(first.firstIndex)\(time): expected \(expected), got \(actual)"
    }

    /// Every stream's hunks under a legend.
    public var rendered: String {
        var text = ["legend: - recorded (expected)   + replayed (actual)"]
        for stream in streams {
            text.append("\(stream.stream):")
            text += stream.lines.map { "  " + $0 }
        }
        return text.joined(separator: "\n")
    }
}

extension FixtureDiff.StreamDiff {
    /// Unchanged lines kept around each change.
    static let context = 2

    init?<Event>(_ stream: String, expected: [Timed<Event>], actual: [Timed<Event>], kind: (Event) -> String) {
        guard expected != actual else { return nil }
        let left = expected.map(Self.line), right = actual.map(Self.line)
        let edits = Self.edits(left, right)
        guard let first = edits.firstIndex(where: { $0.0 != " " }) else { return nil }
        let expectedIndex = edits[..<first].filter { $0.0 != "+" }.count
        let actualIndex = edits[..<first].filter { $0.0 != "-" }.count
        self.stream = stream
        firstIndex = expectedIndex
        let expectedEvent = expectedIndex < expected.count ? expected[expectedIndex] : nil
        let actualEvent = actualIndex < actual.count ? actual[actualIndex] : nil
        // Name the kinds at the first change only when that change touches them.
        let touched = edits[first...].prefix { $0.0 != " " }
        expectedKind = touched.contains { $0.0 == "-" } ? expectedEvent.map { kind($0.event) } : nil
        actualKind = touched.contains { $0.0 == "+" } ? actualEvent.map { kind($0.event) } : nil
        firstTime = (touched.contains { $0.0 == "-" } ? expectedEvent?.time : nil) ?? actualEvent?.time
        lines = Self.collapse(edits)
    }

    /// One event as a line: its time and its canonical one-line JSON.
    static func line<Event>(_ timed: Timed<Event>) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(timed.event)).map { String(decoding: $0, as: UTF8.self) } ?? "?"
        return "\(timed.time) ms  \(json)"
    }

    /// A longest-common-subsequence edit script: (" ", line), ("-", line), ("+", line).
    static func edits(_ a: [String], _ b: [String]) -> [(Character, String)] {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var result: [(Character, String)] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                result.append((" ", a[i])); i += 1; j += 1
            } else if i < a.count, j == b.count || table[i + 1][j] >= table[i][j + 1] {
                result.append(("-", a[i])); i += 1
            } else {
                result.append(("+", b[j])); j += 1
            }
        }
        return result
    }

    /// Renders edits, keeping `context` unchanged lines around changes and collapsing the rest.
    static func collapse(_ edits: [(Character, String)]) -> [String] {
        let changed = edits.indices.filter { edits[$0].0 != " " }
        func near(_ index: Int) -> Bool { changed.contains { abs($0 - index) <= context } }
        var lines: [String] = []
        var skipped = 0
        for (index, edit) in edits.enumerated() {
            if edit.0 == " " && !near(index) {
                skipped += 1
                continue
            }
            if skipped > 0 { lines.append("… (\(skipped) unchanged)"); skipped = 0 }
            lines.append("\(edit.0) \(edit.1)")
        }
        if skipped > 0 { lines.append("… (\(skipped) unchanged)") }
        return lines
    }
}
