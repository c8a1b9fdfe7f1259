import AdReplay

/// The counts of a replay run, and the summary sentence every report prints:
/// `80 fixtures: 78 passed, 1 differed, 1 crashed`.
public struct ReplayTotals: Equatable, Sendable {
    public var fixtures = 0
    public var passed = 0
    public var differed = 0
    /// Failed after other fixtures in one process and passed alone (`--shared-process`).
    public var dependsOnOrder = 0
    public var contractBreached = 0
    /// The replaying adapter does not implement the fixture's format.
    public var unsupported = 0
    /// Bug reports whose bug the adapter still shows, and those it no longer shows.
    public var reproduced = 0
    public var fixed = 0
    /// The replay killed the process replaying it.
    public var crashed = 0
    public var failed = 0
    public var unreadable = 0
    /// `--update` could not write the fixture.
    public var unwritable = 0
    /// Live recordings past `--max-age` that fail the run (`--fail-stale`).
    public var stale = 0
    public var updated = 0

    public init(_ results: [ReplayResult], unreadable: [FixtureError] = [], updated: Int = 0) {
        self.init(results.map { ReplayReportEntry($0, diagrams: false) } + unreadable.map(ReplayReportEntry.init(unreadable:)))
        self.updated = updated
    }

    public init(_ entries: [ReplayReportEntry]) {
        for entry in entries { add(entry) }
    }

    /// Counts one more fixture: a run's totals grow as its entries come.
    public mutating func add(_ entry: ReplayReportEntry) {
        fixtures += 1
        switch entry.status {
        case .passed: passed += 1
        case .differed: differed += 1
        case .contractBreached: contractBreached += 1
        case .unsupported: unsupported += 1
        case .reproduces: reproduced += 1
        case .fixed: fixed += 1
        case .crashed: crashed += 1
        case .failed: failed += 1
        case .unreadable: unreadable += 1
        case .unwritable: unwritable += 1
        case .stale: stale += 1
        case .dependsOnOrder: dependsOnOrder += 1
        }
        if entry.updated { updated += 1 }
    }

    public var sentence: String {
        var parts = ["\(passed) passed"]
        if differed > 0 { parts.append("\(differed) differed") }
        if dependsOnOrder > 0 {
            let one = dependsOnOrder == 1
            parts.append("\(dependsOnOrder) depend\(one ? "s" : "") on the fixtures before \(one ? "it" : "them")")
        }
        if contractBreached > 0 { parts.append("\(contractBreached) broke contracts") }
        if unsupported > 0 { parts.append("\(unsupported) unsupported") }
        if reproduced > 0 { parts.append("\(reproduced) reproduce\(reproduced == 1 ? "s" : "") a bug") }
        if fixed > 0 { parts.append("\(fixed) fixed") }
        if crashed > 0 { parts.append("\(crashed) crashed") }
        if failed > 0 { parts.append("\(failed) could not run") }
        if unreadable > 0 { parts.append("\(unreadable) unreadable") }
        if unwritable > 0 { parts.append("\(unwritable) could not be written") }
        if stale > 0 { parts.append("\(stale) stale (--fail-stale)") }
        if updated > 0 { parts.append("\(updated) updated") }
        return "\(fixtures) fixture\(fixtures == 1 ? "" : "s"): \(parts.joined(separator: ", "))"
    }
}
