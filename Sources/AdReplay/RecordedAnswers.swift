/// A replay's network for one plug-in: serves the recorded answers in the order their requests
/// were sent, checks each request against the recorded one, and reports what does not match in
/// the session's ``RequestLedger``.
///
/// ```swift
/// let answers = RecordedAnswers(exchanges, ledger: session.ledger)
/// answers.answer(request)   // the recorded answer, or nil when the recording holds no more
/// ```
public final class RecordedAnswers<Request: Equatable, Answer> {
    private let exchanges: [(request: Request, answer: Answer)]
    private var next = 0
    // Weak: the ledger keeps this object (to ask it for unused answers once the world has let go).
    private weak var ledger: RequestLedger?

    /// `exchanges` with the time each request was sent; a later request may have been answered
    /// first, so they are served by that time (ties in the order given).
    public init(_ exchanges: [(request: Request, answer: Answer, requestedAt: Int)], ledger: RequestLedger) {
        // Nearly always already in order: sort only when not (a stable sort by request time).
        let ordered = zip(exchanges, exchanges.dropFirst()).allSatisfy { $0.requestedAt <= $1.requestedAt }
        self.exchanges = ordered ? exchanges.map { ($0.request, $0.answer) } : exchanges.enumerated()
            .sorted { ($0.element.requestedAt, $0.offset) < ($1.element.requestedAt, $1.offset) }
            .map { ($0.element.request, $0.element.answer) }
        self.ledger = ledger
        ledger.track { [self] in unused }
    }

    /// The next recorded answer. A request that differs from the recorded one is reported and
    /// still gets the recorded answer; past the recording, the request is reported and nil
    /// returned (answer it with a failure).
    public func answer(_ request: Request) -> Answer? {
        defer { next += 1 }
        guard next < exchanges.count else {
            ledger?.report(.unexpected(index: next, actual: String(describing: request)))
            return nil
        }
        let recorded = exchanges[next]
        if recorded.request != request {
            ledger?.report(.mismatch(index: next, expected: String(describing: recorded.request), actual: String(describing: request)))
        }
        return recorded.answer
    }

    private var unused: RequestProblem? {
        guard next < exchanges.count else { return nil }
        return .unused(count: exchanges.count - next, first: String(describing: exchanges[next].request))
    }
}

/// The request problems of one replay, across its networks.
public final class RequestLedger {
    private var problems: [RequestProblem] = []
    private var unusedChecks: [() -> RequestProblem?] = []

    init() {}

    /// Notes a request the recording could not serve as recorded.
    public func report(_ problem: RequestProblem) {
        problems.append(problem)
    }

    func track(_ unused: @escaping () -> RequestProblem?) {
        unusedChecks.append(unused)
    }

    /// Every problem, then the answers left unused once the session is over.
    var finalProblems: [RequestProblem] {
        problems + unusedChecks.compactMap { $0() }
    }
}

/// A request the replay could not serve as recorded.
public enum RequestProblem: Equatable, Sendable, CustomStringConvertible {
    /// The nth request differs from the nth recorded one (the recorded answer was served anyway).
    case mismatch(index: Int, expected: String, actual: String)
    /// More requests than the recording holds (answered with a failure).
    case unexpected(index: Int, actual: String)
    /// Recorded answers no request asked for.
    case unused(count: Int, first: String)

    public var description: String {
        switch self {
        case .mismatch(let index, let expected, let actual):
            "request #\(index) differs from the recording:\n    expected: \(expected.escapingControlCharacters)\n    actual:   \(actual.escapingControlCharacters)"
        case .unexpected(let index, let actual):
            "request #\(index) is not in the recording (it holds \(index)):\n    actual:   \(actual.escapingControlCharacters)"
        case .unused(let count, let first):
            "\(count) recorded answer\(count == 1 ? " was" : "s were") never asked for, starting with: \(first.escapingControlCharacters)"
        }
    }
}
