/// What replaying one fixture found. The library returns it; the CLI and test helpers present it.
public struct ReplayResult: Equatable, Sendable {
    public enum Status: Equatable, Sendable {
        case passed
        /// The adapter did something other than what was recorded (or asked the network for
        /// something else).
        case differed
        /// The observed events match, but break a mediation contract. ``Replayer`` does not return
        /// it: a replay that matches its recording breaks only what the recording broke, reported
        /// when it was recorded and shown again as a note.
        case contractBreached
        /// The replay differs because the replaying adapter does not implement the scenario's
        /// format: its load fell back to the mediation protocol's default, which reports the
        /// format unsupported. The sentence says which: `SampleCustomEventSwift does not
        /// implement rewarded`.
        case unsupported(String)
        /// The session could not run (unknown adapter, runaway timers).
        case failed(String)
        /// The fixture is a bug report (``Fixture/reproduces``) and the adapter still shows the
        /// bug: the sentence says what, e.g. `breaks load completes exactly once (ad 2)`. Not a
        /// pass: the bug is still there.
        case reproduces(String)
        /// The fixture is a bug report and the adapter no longer shows the bug: what it does
        /// now, e.g. `no longer breaks load completes exactly once (ad 2)`. Not a pass either,
        /// until the fixture is made an ordinary regression fixture (accepting the replay).
        case fixed(String)
    }

    public var name: String
    public var path: String?
    public var diff: FixtureDiff?
    public var requestProblems: [RequestProblem]
    /// The contracts a differing replay breaks (a matching replay's are the recording's: notes).
    public var breaches: [ContractBreach]
    public var observed: Observation
    public var failure: String?
    /// The fixture as read, when it could be read.
    public var recorded: Fixture?
    /// Things worth knowing that do not fail the replay, e.g. the fixture was recorded with
    /// another SDK or adapter version than the one replaying it.
    public var notes: [String] = []
    /// Set when the replay differs because the replaying adapter does not implement the
    /// scenario's format (see ``Status/unsupported(_:)``).
    public var unsupported: String?
    /// For a bug report (``Fixture/reproduces``): what of the bug the replay still shows; empty
    /// when it shows none of it (fixed); nil for an ordinary fixture.
    public var reproducing: [Reproduction]?
    /// For a bug report that still shows its bug: the session is not the recording's besides —
    /// what the adapter told the host, what it asked the network, what the SDK called back and
    /// did, or their order among each other. That is a regression beside the known bug, so the
    /// replay is ``Status/differed``, never a reproduction a run accepts
    /// (`--accept-reproductions`).
    public var changedBesidesTheBug = false
    /// For a bug report whose bug is gone: the stage of the recorded flow the replay lost
    /// (`ad 1 no longer loads (its load never completes)`, ``RecordedFlow``). The bug is gone
    /// only because the flow it was recorded in no longer runs, so the replay is
    /// ``Status/differed``, never ``Status/fixed(_:)``; nil when the flow still runs.
    public var brokenFlow: String?
    /// The contracts the replayed session breaks that its recording did not break: a replay that
    /// breaks one is never offered for acceptance as it stands (see ``failureMessage``).
    public var newBreaches: [ContractBreach] = []
    /// The command that accepts a replay that breaks a new contract anyway; nil in a test suite.
    public var acceptBreachesCommand: String?
    /// The exact command that records the fixture again (its manifest's line), for a replay in
    /// which the adapter asks for what the recording does not hold; nil when none is known.
    public var rerecordCommand: String?
    /// The adapter class replayed in place of the recorded one (see ``Replayer/substitutions``).
    public var substitute: String?
    /// How to accept what this replay observed, said at the end of ``failureMessage``: the
    /// command of the tool that replayed it (`adreplay replay --update PATH`); nil in a test
    /// suite, where re-running with `ADREPLAY_RECORD=all` accepts it.
    public var acceptCommand: String?
    /// How a run keeps a known bug without failing, said after a reproduction's
    /// "it fails until the adapter is fixed": the tool's option
    /// (`a run that keeps known bugs accepts it with --accept-reproductions`); nil in a test
    /// suite, where a bug report fails until the bug is fixed.
    public var knownBugAdvice: String?

    public var status: Status {
        if let failure { return .failed(failure) }
        if let unsupported { return .unsupported(unsupported) }
        if let reproducing, let recorded {
            if reproducing.isEmpty, brokenFlow == nil {
                return .fixed(recorded.reproduces.map(\.fixedSentence).joined(separator: "; "))
            }
            if !reproducing.isEmpty, !changedBesidesTheBug { return .reproduces(reproducing.map(\.description).joined(separator: "; ")) }
            return .differed
        }
        if diff != nil || !requestProblems.isEmpty { return .differed }
        if !breaches.isEmpty { return .contractBreached }
        return .passed
    }

    public var passed: Bool { status == .passed }

    /// Problems and breaches listed in full; the rest are counted.
    public static let listedLimit = 20

    private static func capped(_ lines: [String], noun: String) -> [String] {
        guard lines.count > listedLimit else { return lines }
        return Array(lines.prefix(listedLimit)) + ["  … and \(lines.count - listedLimit) more \(noun)"]
    }

    /// The first line of ``failureMessage`` without the fixture's name: what the replay found,
    /// in one line; nil when it passed. Reports show it as they are (JUnit's `message`, the
    /// Markdown report's first line, `--json`'s `"headline"`), so none has to take a rendered
    /// message apart.
    ///
    /// ```swift
    /// result.headline
    /// // "first difference at #10 (1000 ms): host reportClick at 1000 ms was replayed but not recorded"
    /// ```
    public var headline: String? {
        guard !passed else { return nil }
        if let failure { return "could not be replayed: \(failure.escapingControlCharacters)" }
        if let unsupported { return unsupported.escapingControlCharacters }
        switch status {
        case .reproduces(let bug): return "reproduces the bug it was recorded for: \(bug.escapingControlCharacters)"
        case .fixed(let now): return "fixed: \(now.escapingControlCharacters)"
        default: break
        }
        if let bugReport = bugReportHeadline { return bugReport }
        if let diff { return diff.headline }
        if let problem = requestProblems.first {
            return problem.description.split(separator: "\n").first.map(String.init) ?? ""
        }
        // The first breach, whole: a headline that says only how many names nothing to fix.
        let more = breaches.count > 1 ? " (and \(breaches.count - 1) more)" : ""
        let first = breaches.first.map { ": \($0)".escapingControlCharacters } ?? ""
        return "breaks \(breaches.count) mediation contract\(breaches.count == 1 ? "" : "s")\(first)\(more)"
    }

    /// A full report for people, or nil when the replay passed: the fixture's name and
    /// ``headline``, then what supports it and what to do next.
    ///
    /// ```text
    /// recordings/banner/fill.fixture.gz: first difference at #10 (1000 ms): host reportClick at 1000 ms was replayed but not recorded
    /// legend: - recorded   + replayed   ~ changed field
    ///   … (8 unchanged)
    /// +    1000 ms  host reportClick
    /// accept the new behaviour: run the tests again with ADREPLAY_RECORD=all
    /// ```
    public var failureMessage: String? {
        guard let headline else { return nil }
        var lines = ["\(path ?? name): \(headline)"]
        if failure != nil || unsupported != nil { return lines[0] }
        switch status {
        case .reproduces:
            lines += breachLines
            if let diff, diff.first != nil {
                lines.append("besides, the replay differs from the recording: \(diff.headline)")
            }
            lines.append("it fails until the adapter is fixed" + (knownBugAdvice.map { "; \($0)" } ?? ""))
        case .fixed:
            lines += detailLines
            lines += advice(accepting: "make it an ordinary regression fixture of what the adapter does now", recording: "the report")
        default:
            lines += detailLines
            if let reproducing, !reproducing.isEmpty {
                // A regression beside a known bug: nothing to accept as it stands.
                lines.append(
                    "it still reproduces the bug it was recorded for (\(reproducing.map(\.description).joined(separator: "; "))), "
                        + "and the session changed besides: fix the change, or record the report again")
                return lines.joined(separator: "\n")
            }
            if reproducing != nil, brokenFlow != nil {
                // The bug went with the flow: a regression, not a fix, and nothing to accept.
                lines.append(
                    "a bug report reads FIXED only while the flow it was recorded in still runs: fix the change, or record the report again"
                )
                return lines.joined(separator: "\n")
            }
            if diff != nil || !requestProblems.isEmpty || !newBreaches.isEmpty {
                lines += advice(accepting: "accept the new behaviour", recording: "its recording")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The headline of a bug report that replays DIFFERED: what the replay lost or changed besides,
    /// named before the first difference; nil for any other replay.
    private var bugReportHeadline: String? {
        guard let reproducing, let recorded, status == .differed else { return nil }
        let difference =
            diff?.headline ?? requestProblems.first.map { $0.description.split(separator: "\n").first.map(String.init) ?? "" }
        if let brokenFlow {
            let bug = recorded.reproduces.map(\.description).joined(separator: "; ").escapingControlCharacters
            return
                "the flow it was recorded in broke: \(brokenFlow.escapingControlCharacters), so it cannot show whether the bug it was recorded for (\(bug)) is fixed"
        }
        let bug = reproducing.map(\.description).joined(separator: "; ").escapingControlCharacters
        return "still reproduces the bug it was recorded for (\(bug)), and differs besides: \(difference ?? "no difference")"
    }

    /// What went other than recorded: the network's request problems, the diff, the contracts
    /// broken.
    private var detailLines: [String] {
        var lines: [String] = []
        if !requestProblems.isEmpty {
            lines.append("network:")
            lines += Self.capped(requestProblems.map { "  " + $0.description }, noun: "request problems")
        }
        if let diff { lines.append(diff.rendered) }
        return lines + breachLines
    }

    /// What to do about a replay: accept it with the command that does (`accepting` is what
    /// accepting means here), unless it is another adapter's, asks the network for what
    /// `recording` does not hold, or breaks a contract `recording` did not, which are not
    /// accepted as they stand (``CorpusReplay``, ``Cassette/accept(_:acceptingBreaches:)``).
    private func advice(accepting: String, recording: String) -> [String] {
        if let substitute {
            // Another adapter's behaviour is no new expectation for this fixture: nothing to accept.
            let recordedName = self.recorded?.scenario.adapterClassName ?? "the recorded adapter"
            return ["replayed with \(substitute) in place of \(recordedName)"]
        }
        if let unasked = Self.unaskedOnly(requestProblems) {
            // The adapter dropped a request it made when recorded: a recording made now would
            // lose the evidence, so the advice is the question, never re-recording.
            let answers = unasked == 1 ? "1 recorded answer" : "\(unasked) recorded answers"
            return [
                "the adapter asked the network for less than \(recording) holds (\(answers) never asked for): "
                    + "it no longer makes a request it made when recorded; fix the adapter if it should still make it"
            ]
        }
        if !requestProblems.isEmpty {
            return [
                "the adapter asks the network for what \(recording) does not hold: re-record it rather than accept answers nobody recorded"
            ]
                + (rerecordCommand.map { ["re-record it with: \($0)"] } ?? [])
        }
        if !newBreaches.isEmpty {
            return ["the replayed session breaks a mediation contract \(recording) did not: fix the adapter rather than accept it"]
                + (acceptBreachesCommand.map { ["to record the breach as expected behaviour anyway: \($0)"] } ?? [])
        }
        if let acceptCommand { return ["\(accepting) with: \(acceptCommand)"] }
        return ["\(accepting): run the tests again with ADREPLAY_RECORD=all"]
    }

    /// How many recorded answers went unasked, when that is the replay's only request problem
    /// (the adapter asked for less than recorded, and nothing it asked went unanswered); nil
    /// otherwise.
    package static func unaskedOnly(_ problems: [RequestProblem]) -> Int? {
        guard !problems.isEmpty else { return nil }
        var count = 0
        for problem in problems {
            guard case .unused(let unused, _) = problem else { return nil }
            count += unused
        }
        return count
    }

    /// The breaches of the replayed session, listed under their heading; none when it broke none.
    private var breachLines: [String] {
        guard !breaches.isEmpty else { return [] }
        return ["contract breaches:"] + Self.capped(breaches.map { "  " + $0.description }, noun: "contract breaches")
    }
}
