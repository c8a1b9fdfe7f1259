import AdReplay

extension ReplayReportEntry {
    /// What a fixture's report says when it failed in a process shared with the fixtures before
    /// it (`replay --shared-process`) and was replayed again alone in a fresh process.
    ///
    /// When it fails alone too, the fresh result is the result: what it does with nothing before
    /// it, which is what a fixture is for. When it passes alone, it is
    /// ``Status/dependsOnOrder(_:)``, whose headline says so instead of showing the shared
    /// run's diff as if the adapter's recorded flow had changed: the failure came from state the
    /// fixtures before it left (a static, a singleton, a cache). That still fails the run, for it
    /// is a defect of the adapter, but one to fix there, not by updating the fixture; what it
    /// did after them comes second, as the evidence.
    ///
    /// ```swift
    /// ReplayReportEntry.replayedAlone(shared, after: ["corpus/slot-00.fixture.gz"], alone: fresh).headline
    /// // "depends on the fixtures before it: passes alone in a fresh process, fails after them in the same process"
    /// ```
    ///
    /// - Parameters:
    ///   - shared: the entry from the shared process.
    ///   - before: the paths replayed before it in that process, in order.
    ///   - alone: the entry from a fresh process that replayed only this fixture.
    package static func replayedAlone(_ shared: ReplayReportEntry, after before: [String], alone: ReplayReportEntry) -> ReplayReportEntry {
        guard alone.passed else { return alone }
        // The first fixture of its process had nothing before it to depend on: it failed once
        // and passed once, which says its result varies, not that the order decides it.
        guard let last = before.last else {
            var entry = shared
            entry.notes.append("replayed again alone in a fresh process, it passed: its result varies from one replay to the next")
            return entry
        }
        let after =
            before.count == 1
            ? "after \(last.escapingControlCharacters) in the same process"
            : "after \(before.count) fixtures in the same process (the last \(last.escapingControlCharacters))"
        let sentence = "\(after): \(shared.headline ?? shared.status.label)"
        let headline = "depends on the fixtures before it: passes alone in a fresh process, fails after them in the same process"
        let message = """
            \(shared.displayPath): \(headline)
            \(sentence)
            state an earlier fixture left in the process (an adapter's or SDK's static, singleton or cache) changed this \
            session; an app that loads ads more than once meets it too: make each load start afresh rather than update the fixture
            """
        var entry = ReplayReportEntry(
            path: shared.path, status: .dependsOnOrder(sentence), format: shared.format ?? alone.format,
            headline: headline, message: message)
        // The fresh replay's notes (a version that changed, say) hold whatever the order.
        entry.notes = alone.notes
        entry.live = alone.live
        entry.firstDifference = shared.firstDifference
        entry.requestProblems = shared.requestProblems
        entry.breaches = shared.breaches
        entry.duration = shared.duration + alone.duration
        return entry
    }
}
