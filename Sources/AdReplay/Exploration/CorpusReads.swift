import Mediation

/// What each adapter of a corpus read of GMA's members across its fixtures (``AdapterReads``,
/// one per fixture), and so what the corpus tests of its configuration: per member, the values
/// its fixtures covered; the members read with one value only, which no fixture varies; and the
/// members never read.
///
/// ```swift
/// var corpus = CorpusReads()
/// corpus.add(reads, adapter: "SampleCustomEvent")   // once per fixture
/// corpus.lines
/// // SampleCustomEvent (18 fixtures):
/// //   adSize: 320×50 in 15 fixtures, 300×250 in 2, 728×90 in 1
/// //   credentials: keys parameter only
/// //   …
/// ```
public struct CorpusReads: Equatable, Sendable {
    /// One adapter's reads: in how many fixtures each member was read with each value.
    public struct Adapter: Equatable, Sendable {
        public var name: String
        public var fixtures = 0
        /// Per member, per value: the fixtures that read it so.
        public var counts: [ConfigurationMember: [String: Int]] = [:]

        /// The fixtures that read `member` at all.
        public func fixtures(reading member: ConfigurationMember) -> Int { readers[member] ?? 0 }
        var readers: [ConfigurationMember: Int] = [:]

        /// Members read with a single value in every fixture that read them: nothing varies them.
        public var neverVaried: [ConfigurationMember] {
            counts.keys.sorted().filter { counts[$0]?.count == 1 }
        }
    }

    /// Each adapter, by name.
    public private(set) var adapters: [String: Adapter] = [:]

    public init() {}

    /// Counts one fixture's reads for `adapter` (its class name as the scenario names it).
    public mutating func add(_ reads: AdapterReads, adapter: String) {
        var entry = adapters[adapter] ?? Adapter(name: adapter)
        entry.fixtures += 1
        for read in reads.members {
            entry.readers[read.member, default: 0] += 1
            for value in read.values { entry.counts[read.member, default: [:]][value, default: 0] += 1 }
        }
        adapters[adapter] = entry
    }

    /// The report, adapter by adapter (sorted by name), one line per member read (in
    /// ``ConfigurationMember``'s order), then those never varied and those never read.
    public var lines: [String] {
        adapters.keys.sorted().flatMap { name -> [String] in
            guard let adapter = adapters[name] else { return [] }
            var lines = ["\(name.escapingControlCharacters) (\(Self.count(adapter.fixtures, "fixture"))):"]
            for member in adapter.counts.keys.sorted() {
                lines.append("  \(member.rawValue): \(Self.covered(adapter, member))")
            }
            let unvaried = adapter.neverVaried
            if !unvaried.isEmpty {
                lines.append("  read but never varied: \(unvaried.map(\.rawValue).joined(separator: ", "))")
            }
            let unread = ConfigurationMember.allCases.filter { adapter.counts[$0] == nil }
            if !unread.isEmpty {
                lines.append("  never read: \(unread.map(\.rawValue).joined(separator: ", "))")
            }
            return lines
        }
    }

    /// `320×50 only`, `never set`, or `no in 16 fixtures, yes in 2`; values a fixture read
    /// first by how many fixtures read them, then by name; `(read in 3 of 18 fixtures)` when
    /// not every fixture read the member.
    static func covered(_ adapter: Adapter, _ member: ConfigurationMember) -> String {
        let values = adapter.counts[member] ?? [:]
        var text: String
        if values.count == 1, let only = values.keys.first {
            text = only == ConfigurationMember.unset ? "never set" : "\(only.escapingControlCharacters) only"
        } else {
            let ordered = values.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            text = ordered.enumerated().map { index, entry in
                "\(entry.key.escapingControlCharacters) in \(index == 0 ? count(entry.value, "fixture") : String(entry.value))"
            }.joined(separator: ", ")
        }
        let readers = adapter.fixtures(reading: member)
        if readers < adapter.fixtures { text += " (read in \(readers) of \(count(adapter.fixtures, "fixture")))" }
        return text
    }

    package static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}
