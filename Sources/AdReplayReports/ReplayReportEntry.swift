import AdReplay

/// One fixture as every report of a replay run shows it: flat, small and `Codable`, so that it can
/// cross a process boundary (a replay worker sends one per fixture to its parent) and so that a
/// long run keeps only these, not the timelines.
///
/// The text, JSON, JUnit and Markdown reports all render from it.
///
/// ```swift
/// let entry = ReplayReportEntry(result, diagrams: false)
/// entry.status     // .differed
/// entry.headline   // "first difference at #4 (0 ms): host loadCompleted at 0 ms changed error.code: 102 → 101"
/// ```
public struct ReplayReportEntry: Codable, Equatable, Sendable {
    public enum Status: Codable, Equatable, Sendable {
        case passed
        case differed
        case contractBreached
        /// The replaying adapter does not implement the scenario's format and fell back to the
        /// mediation protocol's default: the sentence says which, e.g. `SampleCustomEventSwift
        /// does not implement rewarded`.
        case unsupported(String)
        /// The session could not run (unknown adapter, runaway timers): why.
        case failed(String)
        /// The replay killed the process replaying it (a trap: a force unwrap, an index out of
        /// range): `crashed at SampleMediatedNativeAdSwift.swift:49: Unexpectedly found nil …`.
        case crashed(String)
        /// The file could not be read: the error's sentence, which names the file.
        case unreadable(String)
        /// A bug report whose bug the adapter still shows: what it shows.
        case reproduces(String)
        /// A bug report whose bug the adapter no longer shows: what it does now.
        case fixed(String)
        /// The fixture differed and `--update` could not write what the replay observed: the
        /// error's sentence, which names the file (left as it was).
        case unwritable(String)
        /// It replayed as recorded, but it was recorded live longer ago than `--max-age` (or on a
        /// day after today) and `--fail-stale` fails the run for it: why. Every report counts it
        /// as a failure, as the exit code does.
        case stale(String)
        /// It failed in a process shared with the fixtures before it (`replay --shared-process`)
        /// and passes alone in a fresh process: its result depends on state they left behind,
        /// such as an adapter's static, singleton or cache. Not a pass: an app that loads ads
        /// more than once meets that state too. The sentence says what it did after them: `after
        /// corpus/a.fixture.gz in the same process: first difference at #1 (0 ms): …`.
        case dependsOnOrder(String)

        /// The status's one name in every machine-read report (`--json`'s `"status"`, JUnit's
        /// `type`): `passed`, `differed`, `reproduces`, …
        public var name: String {
            switch self {
            case .passed: "passed"
            case .differed: "differed"
            case .contractBreached: "contractBreached"
            case .unsupported: "unsupported"
            case .failed: "failed"
            case .crashed: "crashed"
            case .unreadable: "unreadable"
            case .reproduces: "reproduces"
            case .fixed: "fixed"
            case .unwritable: "unwritable"
            case .stale: "stale"
            case .dependsOnOrder: "dependsOnOrder"
            }
        }

        /// The word a replay's line starts with: `PASS`, `DIFF`, `REPRODUCES`, …
        public var label: String {
            switch self {
            case .passed: "PASS"
            case .differed: "DIFF"
            case .contractBreached: "BREACH"
            case .unsupported: "UNSUPPORTED"
            case .failed: "FAIL"
            case .crashed: "CRASH"
            case .unreadable, .unwritable: "ERROR"
            case .reproduces: "REPRODUCES"
            case .fixed: "FIXED"
            case .stale: "STALE"
            case .dependsOnOrder: "DEPENDS"
            }
        }

        /// Why the fixture could not be replayed or written, for a status that is an error.
        public var error: String? {
            switch self {
            case .failed(let reason), .crashed(let reason), .unreadable(let reason), .unwritable(let reason): reason
            case .passed, .differed, .contractBreached, .unsupported, .reproduces, .fixed, .stale, .dependsOnOrder: nil
            }
        }
    }

    /// The first difference as fields (seam, index, time, kind, field, expected, actual).
    public struct FirstDifference: Codable, Equatable, Sendable {
        public var seam: String
        public var index: Int
        public var time: Int
        public var kind: String
        public var change: String
        public var field: String?
        public var expected: String?
        public var actual: String?
    }

    /// The sequence diagrams (Mermaid) of the recording and of the replay.
    public struct Diagrams: Codable, Equatable, Sendable {
        public var recorded: String
        public var replayed: String
    }

    public var path: String
    public var status: Status
    /// The recorded scenario's format, when the fixture could be read.
    public var format: Scenario.Format?
    /// What the replay found, in one line, without the fixture's name (`ReplayResult/headline`;
    /// for a crash, the crash's sentence); nil when it passed, and for a file that could not be
    /// read or written, whose ``message`` is the error's sentence alone.
    public var headline: String?
    /// The full report for people, naming the fixture, then ``headline``; nil when it passed.
    public var message: String?
    public var notes: [String] = []
    public var firstDifference: FirstDifference?
    public var requestProblems: [String] = []
    public var breaches: [String] = []
    /// For a fixture that differs or breaks a contract, when asked for.
    public var diagrams: Diagrams?
    /// The file was rewritten with the behaviour the replay observed.
    public var updated = false
    /// For a recording against a real ad server: when and against what (its age is the command
    /// line's to judge, `replay --max-age`).
    public var live: Fixture.Live?
    /// Wall time spent on this fixture: for JUnit's `time` only, never in another report.
    public var duration: Duration = .zero

    /// - Parameters:
    ///   - path: the fixture's path as the run named it.
    ///   - status: how the fixture fared.
    ///   - format: the fixture's ad format, when it could be read.
    ///   - headline: what the replay found, in one line, without the fixture's name: the first
    ///     line of `message` after its label.
    ///   - message: the report, which may start with the raw `path` and a colon (as the engine
    ///     names a fixture): that label is kept as ``displayPath``.
    public init(path: String, status: Status, format: Scenario.Format? = nil, headline: String? = nil, message: String? = nil) {
        self.path = path
        self.status = status
        self.format = format
        self.headline = headline
        self.message = message.map { Self.displaying(path, in: $0) }
    }

    public var passed: Bool { status == .passed }

    /// A known bug the run accepts (`--accept-reproductions`): reported as reproducing, but not
    /// a failure of the run, in every report.
    public var accepted = false

    /// A bug report whose bug the adapter still shows (`REPRODUCES`).
    public var isReproduction: Bool {
        if case .reproduces = status { return true }
        return false
    }

    /// ``path`` as every report shows it: control and bidi characters escaped like a fixture's
    /// content, so a file name cannot forge a line, steer the terminal or reorder what is read.
    public var displayPath: String { path.escapingControlCharacters }

    /// `message` with the raw path that starts it (the engine names a fixture by its path) shown
    /// as ``displayPath``: a name with a newline must not split a report's first line.
    static func displaying(_ path: String, in message: String) -> String {
        guard let rest = dropping(path + ": ", from: message) else { return message }
        return path.escapingControlCharacters + ": " + rest
    }

    /// `text` after `prefix`, compared scalar by scalar (a name may end in a combining mark that
    /// `hasPrefix` would weigh with what follows); nil when it does not start so.
    private static func dropping(_ prefix: String, from text: String) -> Substring? {
        guard text.unicodeScalars.starts(with: prefix.unicodeScalars) else { return nil }
        let end = text.unicodeScalars.index(text.unicodeScalars.startIndex, offsetBy: prefix.unicodeScalars.count)
        return Substring(text.unicodeScalars[end...])
    }
}

extension ReplayReportEntry {
    /// The entry for a replay's result.
    ///
    /// - Parameters:
    ///   - result: the replay's result.
    ///   - diagrams: include the recorded and replayed sequence diagrams of a fixture that did
    ///     not pass (the Markdown report shows them; nothing else reads them).
    ///   - updated: the file was rewritten with the observed behaviour.
    ///   - duration: the wall time the fixture took, for JUnit's `time` only.
    public init(_ result: ReplayResult, diagrams: Bool, updated: Bool = false, duration: Duration = .zero) {
        let status: Status
        switch result.status {
        case .passed: status = .passed
        case .differed: status = .differed
        case .contractBreached: status = .contractBreached
        case .unsupported(let sentence): status = .unsupported(sentence)
        case .failed(let reason): status = .failed(reason)
        case .reproduces(let bug): status = .reproduces(bug)
        case .fixed(let now): status = .fixed(now)
        }
        let path = result.path ?? result.name
        self.init(
            path: path, status: status, format: result.recorded?.scenario.format,
            headline: result.headline, message: result.failureMessage)
        notes = result.notes
        live = result.recorded?.environment.live
        firstDifference = result.diff?.first.map(FirstDifference.init)
        requestProblems = result.requestProblems.map(\.description)
        breaches = result.breaches.map(\.description)
        if diagrams, !result.passed, result.failure == nil, let fixture = result.recorded {
            self.diagrams = Diagrams(
                recorded: SequenceDiagram.mermaid(fixture),
                replayed: SequenceDiagram.mermaid(result.observed.entries, scenario: fixture.scenario))
        }
        self.updated = updated
        self.duration = duration
    }

    /// The entry for one file of a corpus run: its replay, or why it could not be read.
    public init(_ outcome: CorpusReplay.Outcome, diagrams: Bool) {
        switch outcome.result {
        case .success(let result):
            self.init(result, diagrams: diagrams, updated: outcome.updated, duration: outcome.duration)
        case .failure(let error):
            self.init(unreadable: error)
            duration = outcome.duration
        }
    }

    /// The entry for a file that could not be read, or (a write's error) could not be updated.
    public init(unreadable error: FixtureError) {
        if case .unwritable = error.problem {
            self.init(path: error.path, status: .unwritable(error.description), message: error.description)
        } else {
            self.init(path: error.path, status: .unreadable(error.description), message: error.description)
        }
    }

    /// True when the file could not be read or written: it has no replay to report, only the
    /// error's sentence.
    public var isFileError: Bool {
        switch status {
        case .unreadable, .unwritable: true
        default: false
        }
    }

    /// True when AdReplay's own code trapped replaying it (``CrashSentence/isAdReplayFault(_:)``):
    /// no result of the adapter's, and the run fails as for bad input.
    public var isAdReplayCrash: Bool {
        if case .crashed(let sentence) = status { return CrashSentence.isAdReplayFault(sentence) }
        return false
    }

    /// The entry for a fixture whose replay killed the process replaying it, from what that
    /// process wrote to stderr as it died (see `CrashSentence/from(stderr:termination:)`).
    public static func crashed(_ path: String, format: Scenario.Format? = nil, stderr: String, termination: String?) -> ReplayReportEntry {
        let sentence = CrashSentence.from(stderr: stderr, termination: termination)
        return ReplayReportEntry(
            path: path, status: .crashed(sentence), format: format,
            headline: sentence, message: "\(path.escapingControlCharacters): \(sentence)")
    }
}

extension ReplayReportEntry.FirstDifference {
    init(_ change: FixtureDiff.Change) {
        let entry = change.entry
        seam = entry.seam
        index = change.index
        time = change.at
        kind = entry.kind
        switch change.kind {
        case .changed(let fields):
            self.change = "changed"
            field = fields.first?.path
            expected = fields.first?.expected
            actual = fields.first?.actual
        case .retimed:
            self.change = "moved in time"
            field = "at"
            expected = change.expected.map { String($0.at) }
            actual = change.actual.map { String($0.at) }
        case .moved:
            self.change = "moved in order"
            expected = change.expected?.line
            actual = change.actual?.line
        case .removed:
            self.change = "recorded, not replayed"
            expected = change.expected?.line
        case .inserted:
            self.change = "replayed, not recorded"
            actual = change.actual?.line
        }
    }
}
