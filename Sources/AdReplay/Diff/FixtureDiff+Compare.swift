extension FixtureDiff {
    /// Unchanged lines kept around each change.
    static let context = 2
    /// Changes rendered in full; the rest are counted ("… and 12 more differences").
    static let renderedChangeLimit = 50

    /// Compares a recorded timeline with a replayed one; nil when they are the same.
    ///
    /// Memory and time stay linear in the timelines' length (`EditScript` searches in linear
    /// space). A fixture read from schema 1 (``Fixture/Fidelity/perSeam``) is compared seam by
    /// seam, errors by domain, code and description: what schema 1 recorded.
    public static func between(expected: Observation, actual: Observation, fidelity: Fixture.Fidelity = .complete) -> FixtureDiff? {
        switch fidelity {
        case .complete:
            guard expected.entries != actual.entries else { return nil }
            let comparison = Comparison(expected.entries, actual.entries, indices: Array(expected.entries.indices), timeline: nil)
            return FixtureDiff(changes: comparison.changes, lines: comparison.lines)
        case .perSeam:
            let expectedEntries = expected.entries.map(\.withSchema1Errors)
            let actualEntries = actual.entries.map(\.withSchema1Errors)
            var changes: [Change] = []
            var lines: [String] = []
            for seam in Schema1Seam.allCases {
                let indices = expectedEntries.indices.filter { Schema1Seam(expectedEntries[$0]) == seam }
                let left = indices.map { expectedEntries[$0] }
                let right = actualEntries.filter { Schema1Seam($0) == seam }
                guard left != right else { continue }
                let comparison = Comparison(left, right, indices: indices, timeline: expectedEntries)
                changes += comparison.changes
                lines.append("\(seam.title):")
                lines += comparison.lines.map { "  " + $0 }
            }
            guard !changes.isEmpty else { return nil }
            // The earliest divergence in time leads, whichever seam it is on.
            let ordered = changes.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(\.element)
            return FixtureDiff(changes: ordered, lines: lines)
        }
    }

    /// The lists schema 1 kept apart.
    enum Schema1Seam: CaseIterable {
        case steps, network, callbacks, effects, host

        init(_ entry: TimelineEntry) {
            switch entry.event {
            case .step: self = .steps
            case .sdk(let sdk) where sdk.isExchange: self = .network
            case .sdk(let sdk) where sdk.entry.role == .callback: self = .callbacks
            case .sdk: self = .effects
            case .host: self = .host
            }
        }

        var title: String {
            switch self {
            case .steps: "script steps"
            case .network: "network"
            case .callbacks: "sdk callbacks"
            case .effects: "sdk effects"
            case .host: "host events"
            }
        }
    }
}

extension TimelineEntry {
    /// The entry as schema 1 recorded it: errors without failure reason and user info.
    var withSchema1Errors: TimelineEntry {
        guard case .host(let event) = event else { return self }
        switch event {
        case .loadCompleted(.error(let error)): return TimelineEntry(at: at, .host(.loadCompleted(.error(error.schema1))))
        case .didFailToPresent(let error): return TimelineEntry(at: at, .host(.didFailToPresent(error: error.schema1)))
        case .setUpCompleted(let error?): return TimelineEntry(at: at, .host(.setUpCompleted(error: error.schema1)))
        default: return self
        }
    }

    /// The entry's stored fields without its time: equal keys mean equal entries.
    var storedKey: String {
        ((try? storedMembers()).map { JSONValue.object(Array($0.dropFirst())).compact() }) ?? text
    }
}

/// One comparison of two entry lists: the edit script, turned into named changes and rendered hunks.
private struct Comparison {
    /// Changed fields listed under one changed entry; the rest are counted.
    static let fieldLimit = 6
    private(set) var changes: [FixtureDiff.Change] = []
    private(set) var lines: [String] = []

    private enum Row {
        case same(Int, Int)
        case retimed(Int, Int)
        case removed(Int)
        case inserted(Int, before: Int)
        case changed(Int, Int, [FixtureDiff.FieldChange])
        case movedFrom(Int, to: Int)
        case movedTo(Int, from: Int)

        var isEdit: Bool {
            switch self {
            case .removed, .inserted: true
            default: false
            }
        }
    }

    /// - indices: each expected entry's index in the whole recorded timeline.
    /// - timeline: the whole recorded timeline when `expected` is one seam of it (schema 1), so
    ///   that an insertion is placed by its time; nil when `expected` is the whole timeline.
    init(_ expected: [TimelineEntry], _ actual: [TimelineEntry], indices: [Int], timeline: [TimelineEntry]?) {
        var rows: [Row] = []
        var nextExpected = 0
        // Entries are compared once, by hashing, into small integers the edit script compares cheaply.
        // The ad a host event is for is part of what it is: the same event for another ad is a
        // change (`forAd`), not the same entry.
        struct Identity: Hashable {
            let event: TimelineEntry.Event
            let ad: Int?
        }
        var identities: [Identity: Int] = [:]
        func identity(_ entry: TimelineEntry) -> Int {
            let key = Identity(event: entry.event, ad: entry.ad)
            if let known = identities[key] { return known }
            identities[key] = identities.count
            return identities.count - 1
        }
        let left = expected.map(identity), right = actual.map(identity)
        for edit in EditScript.edits(from: left, to: right) {
            switch edit {
            case .same(let i, let j):
                rows.append(expected[i].at == actual[j].at ? .same(i, j) : .retimed(i, j))
                nextExpected = i + 1
            case .delete(let i):
                rows.append(.removed(i))
                nextExpected = i + 1
            case .insert(let j): rows.append(.inserted(j, before: nextExpected))
            }
        }
        Self.pairMoves(&rows, expected, actual)
        Self.pairChanges(&rows, expected, actual)
        let position = { (i: Int) in i < indices.count ? indices[i] : (indices.last.map { $0 + 1 } ?? 0) }
        // Where a replayed entry goes in the recorded timeline: before recorded entry `before`, or,
        // for one seam of a schema-1 timeline, before the first recorded entry that is later.
        let insertion = { (before: Int, entry: TimelineEntry) -> Int in
            guard let timeline else { return position(before) }
            return timeline.partitioningIndex { $0.at > entry.at }
        }
        // The recorded entry each row comes before, for placing rows that exist only in the replay.
        var expectedBefore: [Int] = []
        expectedBefore.reserveCapacity(rows.count)
        var cursor = 0
        for row in rows {
            expectedBefore.append(cursor)
            switch row {
            case .same(let i, _), .retimed(let i, _), .removed(let i), .changed(let i, _, _), .movedFrom(let i, _): cursor = i + 1
            case .inserted, .movedTo: break
            }
        }
        // A move is reported once, at whichever of its two places comes first.
        var arrival: [Int: Int] = [:]  // recorded index of a moved entry → the row where it arrives
        for (rank, row) in rows.enumerated() {
            if case .movedTo(_, let i) = row { arrival[i] = rank }
        }
        var ranked: [(rank: Int, change: FixtureDiff.Change)] = []
        for (rank, row) in rows.enumerated() {
            guard var change = Self.change(row, expected, actual, position: position) else { continue }
            var place = rank
            if case .inserted(let j, let before) = row { change.index = insertion(before, actual[j]) }
            if case .movedFrom(let i, let j) = row, let arrived = arrival[i], arrived < rank {
                // The entry turns up earlier than it left: that is where the timelines part.
                place = arrived
                change.index = insertion(expectedBefore[arrived], actual[j])
                change.firstSeenAt = actual[j].at
            }
            ranked.append((place, change))
        }
        changes = ranked.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element.change)
        lines = Self.lines(rows, expected, actual, changeCount: changes.count)
    }

    private static func change(
        _ row: Row, _ expected: [TimelineEntry], _ actual: [TimelineEntry],
        position: (Int) -> Int
    ) -> FixtureDiff.Change? {
        switch row {
        case .same, .movedTo: nil  // a move is reported with its removal
        case .retimed(let i, let j): .init(kind: .retimed, index: position(i), expected: expected[i], actual: actual[j])
        case .removed(let i): .init(kind: .removed, index: position(i), expected: expected[i], actual: nil)
        case .inserted(let j, let before): .init(kind: .inserted, index: position(before), expected: nil, actual: actual[j])
        case .changed(let i, let j, let fields):
            .init(kind: .changed(fields), index: position(i), expected: expected[i], actual: actual[j])
        case .movedFrom(let i, let j):
            .init(kind: .moved, index: position(i), expected: expected[i], actual: actual[j], nowAfter: j > 0 ? actual[j - 1] : nil)
        }
    }

    /// The rendered hunks: the first ``FixtureDiff/renderedChangeLimit`` changes with
    /// ``FixtureDiff/context`` unchanged rows around each, the rest collapsed or counted. Only the
    /// rows shown are rendered, so a diff of huge timelines costs little more than its changes.
    private static func lines(_ rows: [Row], _ expected: [TimelineEntry], _ actual: [TimelineEntry], changeCount: Int) -> [String] {
        let changedRows = rows.indices.filter { if case .same = rows[$0] { false } else { true } }
        guard !changedRows.isEmpty else { return [] }
        // Past the limit, the window ends a little after the last change shown.
        let limited = changeCount > FixtureDiff.renderedChangeLimit
        let shownChanges = limited ? Array(changedRows.prefix(FixtureDiff.renderedChangeLimit)) : changedRows
        let windowEnd = limited ? min(rows.count, (shownChanges.last ?? 0) + FixtureDiff.context + 1) : rows.count
        var lines: [String] = []
        var skipped = 0
        var nextChange = 0  // index into shownChanges of the first change at or after the row
        for index in 0..<windowEnd {
            while nextChange < shownChanges.count, shownChanges[nextChange] < index { nextChange += 1 }
            let after = nextChange < shownChanges.count ? shownChanges[nextChange] - index : Int.max
            let before = nextChange > 0 ? index - shownChanges[nextChange - 1] : Int.max
            guard after == 0 || min(after, before) <= FixtureDiff.context else {
                skipped += 1
                continue
            }
            if skipped > 0 {
                lines.append("  … (\(skipped) unchanged)")
                skipped = 0
            }
            lines += render(rows[index], expected, actual)
        }
        if skipped > 0 { lines.append("  … (\(skipped) unchanged)") }
        if limited { lines.append("… and \(changeCount - FixtureDiff.renderedChangeLimit) more differences") }
        return lines
    }

    private static func render(_ row: Row, _ expected: [TimelineEntry], _ actual: [TimelineEntry]) -> [String] {
        switch row {
        case .same(let i, _): return ["  " + render(expected[i])]
        case .retimed(let i, let j): return ["- " + render(expected[i]), "+ " + render(actual[j])]
        case .removed(let i): return ["- " + render(expected[i])]
        case .inserted(let j, _): return ["+ " + render(actual[j])]
        case .changed(let i, let j, let fields):
            var lines = ["- " + render(expected[i]), "+ " + render(actual[j])] + fields.prefix(fieldLimit).map { "~     \($0)" }
            if fields.count > fieldLimit { lines.append("~     … and \(fields.count - fieldLimit) more fields") }
            return lines
        case .movedFrom(let i, _): return ["- " + render(expected[i]) + "   (moved)"]
        case .movedTo(let j, _): return ["+ " + render(actual[j]) + "   (moved)"]
        }
    }

    /// An entry recorded in one place and replayed, identical, in another moved.
    private static func pairMoves(_ rows: inout [Row], _ expected: [TimelineEntry], _ actual: [TimelineEntry]) {
        let removedRows = rows.indices.filter { if case .removed = rows[$0] { true } else { false } }
        let insertedRows = rows.indices.filter { if case .inserted = rows[$0] { true } else { false } }
        // Moves make small reorders readable; between wholly different timelines there are none
        // worth comparing every entry's fields for.
        guard !removedRows.isEmpty, !insertedRows.isEmpty, min(removedRows.count, insertedRows.count) <= moveSearchLimit else { return }
        let insertedKinds = Set(insertedRows.compactMap { if case .inserted(let j, _) = rows[$0] { actual[j].kind } else { nil } })
        var removedByKey: [String: [Int]] = [:]
        for row in removedRows {
            guard case .removed(let i) = rows[row], insertedKinds.contains(expected[i].kind) else { continue }
            removedByKey[expected[i].storedKey, default: []].append(row)
        }
        guard !removedByKey.isEmpty else { return }
        for row in insertedRows {
            guard case .inserted(let j, _) = rows[row] else { continue }
            let key = actual[j].storedKey
            guard var candidates = removedByKey[key], !candidates.isEmpty else { continue }
            let removedRow = candidates.removeFirst()
            removedByKey[key] = candidates
            guard case .removed(let i) = rows[removedRow] else { continue }
            rows[removedRow] = .movedFrom(i, to: j)
            rows[row] = .movedTo(j, from: i)
        }
    }

    /// Changed entries whose differing fields are worked out (the rest are reported as changed).
    static let fieldDetailLimit = 1_000

    /// Moves are looked for only when one side has at most this many unmatched entries.
    static let moveSearchLimit = 2_000

    /// Within one run of removals and insertions, an entry of the same kind on both sides changed.
    private static func pairChanges(_ rows: inout [Row], _ expected: [TimelineEntry], _ actual: [TimelineEntry]) {
        var folded: Set<Int> = []
        var detailed = 0
        var start = 0
        while start < rows.count {
            var end = start
            while end < rows.count, rows[end].isEdit { end += 1 }
            guard end > start else {
                start += 1
                continue
            }
            // The removals of this run, queued by kind, in order.
            var removedByKind: [String: [Int]] = [:]
            for index in start..<end {
                if case .removed(let i) = rows[index] { removedByKind[expected[i].kind, default: []].append(index) }
            }
            var taken: [String: Int] = [:]
            for index in start..<end {
                guard case .inserted(let j, _) = rows[index] else { continue }
                let kind = actual[j].kind
                let next = taken[kind, default: 0]
                guard let queue = removedByKind[kind], next < queue.count, case .removed(let i) = rows[queue[next]] else { continue }
                taken[kind] = next + 1
                // Field detail for the first changes only: past them a report shows nothing more of
                // it, and comparing every field of a hundred thousand entries costs seconds.
                let fields = detailed < fieldDetailLimit ? fieldChanges(expected[i], actual[j]) : []
                detailed += 1
                rows[queue[next]] = .changed(i, j, fields)
                folded.insert(index)
            }
            start = end
        }
        guard !folded.isEmpty else { return }
        rows = rows.indices.filter { !folded.contains($0) }.map { rows[$0] }
    }

    /// The fields that differ between two entries of the same kind, as dotted paths.
    static func fieldChanges(_ expected: TimelineEntry, _ actual: TimelineEntry) -> [FixtureDiff.FieldChange] {
        // An entry no fixture may store (its network's secret scan refuses it) has no fields to
        // compare: the one change is the refusal, never every recorded field "absent".
        for (entry, isActual) in [(expected, false), (actual, true)] {
            do {
                _ = try entry.storedMembers()
            } catch {
                let sentence = JSONValue.string("\(error)").compact()
                return [.init(path: "(not storable)", expected: isActual ? nil : sentence, actual: isActual ? sentence : nil)]
            }
        }
        let left = flatten(expected), right = flatten(actual)
        var changes: [FixtureDiff.FieldChange] = []
        let rightByPath = Dictionary(right.map { ($0.path, $0.value) }, uniquingKeysWith: { first, _ in first })
        let leftPaths = Set(left.map(\.path))
        for (path, value) in left where rightByPath[path] != value {
            changes.append(.init(path: path, expected: value, actual: rightByPath[path]))
        }
        for (path, value) in right where !leftPaths.contains(path) {
            changes.append(.init(path: path, expected: nil, actual: value))
        }
        return changes
    }

    /// An entry's stored fields (not its time) as `path → compact JSON`, nested objects and lists
    /// spelled out: `images[0].url`.
    private static func flatten(_ entry: TimelineEntry) -> [(path: String, value: String)] {
        var result: [(path: String, value: String)] = []
        func walk(_ value: JSONValue, _ path: String) {
            switch value {
            case .object(let members) where !members.isEmpty:
                for member in members { walk(member.value, path.isEmpty ? member.key : "\(path).\(member.key)") }
            case .array(let elements) where !elements.isEmpty:
                for (index, element) in elements.enumerated() { walk(element, "\(path)[\(index)]") }
            default: result.append((path, value.compact()))
            }
        }
        walk(.object(Array(((try? entry.storedMembers()) ?? []).dropFirst())), "")
        return result
    }

    /// `  1000 ms  host willPresentFullScreenView`, cut to a readable length.
    static func render(_ entry: TimelineEntry) -> String {
        let time = String(entry.at)
        let text = entry.text
        let shown = text.count > 300 ? String(text.prefix(300)) + "…" : text
        return String(repeating: " ", count: max(0, 7 - time.count)) + time + " ms  " + shown
    }
}

extension FixtureDiff {
    /// The fields in which two scenarios differ (`script`, `parameter`, `loaderOptions.mediaAspectRatio`, …).
    public static func scenarioChanges(expected: Scenario, actual: Scenario) -> [FieldChange] {
        guard expected != actual else { return [] }
        func fields(_ scenario: Scenario) -> [(path: String, value: String)] {
            guard case .object(let members)? = try? scenario.stored() else { return [] }
            return members.map { ($0.key, $0.value.compact()) }
        }
        let left = fields(expected), right = fields(actual)
        let rightByPath = Dictionary(right.map { ($0.path, $0.value) }, uniquingKeysWith: { first, _ in first })
        let leftPaths = Set(left.map(\.path))
        var changes = left.compactMap { path, value in
            rightByPath[path] == value ? nil : FieldChange(path: path, expected: value, actual: rightByPath[path])
        }
        changes += right.filter { !leftPaths.contains($0.path) }.map { FieldChange(path: $0.path, expected: nil, actual: $0.value) }
        return changes
    }
}

extension Array {
    /// The first index whose element satisfies `belongsAfter`, for an array already partitioned by
    /// it (elements sorted by time): a binary search.
    func partitioningIndex(where belongsAfter: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = low + (high - low) / 2
            if belongsAfter(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
