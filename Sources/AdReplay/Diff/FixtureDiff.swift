/// The semantic difference between a recorded and a replayed timeline: every change, in timeline
/// order, each named the way a reviewer would say it — a field changed, an entry moved in time or
/// in order, an entry recorded but not replayed, or replayed but not recorded.
///
/// ```text
/// first difference at #21 (11000 ms): host didRewardUser moved 11000 → 10000 ms
/// legend: - recorded   + replayed   ~ a changed field
/// …
/// ```
public struct FixtureDiff: Equatable, Sendable {
    public var changes: [Change]
    /// Rendered hunks: context and changes, long unchanged runs collapsed.
    public var lines: [String]

    /// One difference between the two timelines.
    public struct Change: Equatable, Sendable {
        public enum Kind: Equatable, Sendable {
            /// Recorded, not replayed.
            case removed
            /// Replayed, not recorded.
            case inserted
            /// The same entry with different fields (and perhaps a different time).
            case changed([FieldChange])
            /// The same entry at another virtual time.
            case retimed
            /// The same entry in another place in the order.
            case moved
        }

        public var kind: Kind
        /// Where the change sits in the recorded timeline (for an insertion: where it would go).
        public var index: Int
        public var expected: TimelineEntry?
        public var actual: TimelineEntry?
        /// For a move: the replayed entry it now follows (nil when it moved to the start).
        public var nowAfter: TimelineEntry?
        /// Where the change is first seen, when that is not the recorded entry's time (a move
        /// that arrives earlier than it left).
        var firstSeenAt: Int?

        /// The virtual time at which the timelines first part here.
        public var at: Int { firstSeenAt ?? entry.at }

        /// Either side's entry (the recorded one when both exist).
        public var entry: TimelineEntry {
            expected ?? actual ?? TimelineEntry(at: 0, .step(.load))
        }

        /// What changed, as a reviewer would say it.
        public var summary: String {
            let entry = self.entry
            switch kind {
            case .removed: return "\(entry.wholeHeadlineName) at \(entry.at) ms was recorded but not replayed"
            case .inserted: return "\(entry.wholeHeadlineName) at \(entry.at) ms was replayed but not recorded"
            case .retimed: return "\(entry.headlineName) moved \(expected?.at ?? 0) → \(actual?.at ?? 0) ms"
            case .moved:
                let place = nowAfter.map { "after \($0.headlineName)" } ?? "to the start"
                let time = expected?.at == actual?.at ? "" : " and \(expected?.at ?? 0) → \(actual?.at ?? 0) ms"
                return "\(entry.headlineName) at \(entry.at) ms moved \(place)\(time)"
            case .changed(let fields):
                let time = expected?.at == actual?.at ? "at \(entry.at) ms" : "moved \(expected?.at ?? 0) → \(actual?.at ?? 0) ms and"
                guard let first = fields.first else { return "\(entry.headlineName) \(time) changed" }
                let more = fields.count > 1 ? " (and \(fields.count - 1) more field\(fields.count == 2 ? "" : "s"))" : ""
                return "\(entry.headlineName) \(time) changed \(first)\(more)"
            }
        }
    }

    /// One field of an entry that differs: its path in the stored entry, and both values as JSON.
    public struct FieldChange: Equatable, Sendable, CustomStringConvertible {
        public var path: String
        /// Nil when the field is absent on that side.
        public var expected: String?
        public var actual: String?

        public init(path: String, expected: String?, actual: String?) {
            self.path = path
            self.expected = expected
            self.actual = actual
        }

        public var description: String {
            // Two long values are shown from a little before where they start to differ.
            let start: Int
            if let expected, let actual, expected.count > Self.limit || actual.count > Self.limit {
                let common = zip(expected, actual).prefix { $0 == $1 }.count
                start = max(0, common - 40)
            } else {
                start = 0
            }
            return "\(path): \(Self.shown(expected, from: start)) → \(Self.shown(actual, from: start))".escapingControlCharacters
        }

        static let limit = 160

        /// A value as a report shows it: long values are cut, saying what was left out.
        static func shown(_ value: String?, from start: Int = 0) -> String {
            guard let value else { return "absent" }
            guard value.count > limit else { return value }
            let skipped = min(start, value.count)
            let shown = value.dropFirst(skipped).prefix(limit)
            let after = value.count - skipped - shown.count
            return (skipped > 0 ? "…" : "") + shown + (after > 0 ? "… (\(value.count) characters)" : "")
        }
    }

    public var isEmpty: Bool { changes.isEmpty }

    /// The earliest change (changes are in timeline order).
    public var first: Change? { changes.first }

    /// The first line of a report: the earliest divergence, named.
    public var headline: String {
        guard let first else { return "no differences" }
        let more = changes.count > 1 ? " (\(changes.count) differences)" : ""
        return "first difference at #\(first.index) (\(first.at) ms): \(first.summary)\(more)"
    }

    public static let legend = "legend: - recorded   + replayed   ~ changed field"

    /// The hunks under a legend.
    public var rendered: String {
        ([Self.legend] + lines).joined(separator: "\n")
    }

    /// The hunks under a legend that names the two sides, for a diff of two files, neither of
    /// them a replay: `legend: - fill.fixture.gz   + failure.fixture.gz   ~ changed field`.
    public func rendered(expected: String, actual: String) -> String {
        (["legend: - \(expected)   + \(actual)   ~ changed field"] + lines).joined(separator: "\n")
    }
}
