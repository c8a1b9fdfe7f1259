/// A replay's network for one plug-in: serves the recorded answers in the order their requests
/// were sent, checks each request against the recorded one, and reports what does not match in
/// the session's ``RequestLedger``.
///
/// ```swift
/// let answers = RecordedAnswers(exchanges, in: session)
/// answers.answer(request)   // the recorded answer, or nil when the recording holds no more
/// ```
public final class RecordedAnswers<Request: Hashable & Sendable, Answer> {
    private let exchanges: [(request: Request, answer: Answer)]
    private var next = 0
    private let network: String
    // Weak: the ledger keeps this object (to ask it for unused answers once the world has let go).
    private weak var ledger: RequestLedger?

    /// `exchanges` with the time each request was sent; a later request may have been answered
    /// first, so they are served by that time. Requests sent in the same millisecond are served in
    /// the order given (the order their answers arrived): a fixture does not record which of two
    /// such requests was sent first when the later one was answered sooner.
    public init(_ exchanges: [(request: Request, answer: Answer, requestedAt: Int)], in session: NetworkSession) {
        // Nearly always already in order: sort only when not (a stable sort by request time).
        let ordered = zip(exchanges, exchanges.dropFirst()).allSatisfy { $0.requestedAt <= $1.requestedAt }
        self.exchanges = ordered ? exchanges.map { ($0.request, $0.answer) } : exchanges.enumerated()
            .sorted { ($0.element.requestedAt, $0.offset) < ($1.element.requestedAt, $1.offset) }
            .map { ($0.element.request, $0.element.answer) }
        network = session.network
        ledger = session.ledger
        session.ledger.track { [self] in unused }
    }

    /// The next recorded answer. A request that differs from the recorded one is reported and
    /// still gets the recorded answer; past the recording, the request is reported and nil
    /// returned (answer it with a failure).
    public func answer(_ request: Request) -> Answer? {
        defer { next += 1 }
        guard next < exchanges.count else {
            ledger?.report(.unexpected(index: next, recorded: exchanges.count, actual: RequestValue(network: network, request)))
            return nil
        }
        let recorded = exchanges[next]
        if recorded.request != request {
            ledger?.report(.mismatch(index: next, expected: RequestValue(network: network, recorded.request),
                                     actual: RequestValue(network: network, request)))
        }
        return recorded.answer
    }

    private var unused: RequestProblem? {
        guard next < exchanges.count else { return nil }
        return .unused(count: exchanges.count - next, first: RequestValue(network: network, exchanges[next].request))
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
    case mismatch(index: Int, expected: RequestValue, actual: RequestValue)
    /// More requests than the recording holds (answered with a failure).
    case unexpected(index: Int, recorded: Int, actual: RequestValue)
    /// Recorded answers no request asked for.
    case unused(count: Int, first: RequestValue)

    public var description: String {
        switch self {
        case .mismatch(let index, let expected, let actual):
            "request #\(index) differs from the recording:\n    expected: \(expected.description.escapingControlCharacters)\n    actual:   \(actual.description.escapingControlCharacters)"
        case .unexpected(let index, let recorded, let actual):
            "request #\(index) is not in the recording (it holds \(recorded)):\n    actual:   \(actual.description.escapingControlCharacters)"
        case .unused(let count, let first):
            "\(count) recorded answer\(count == 1 ? " was" : "s were") never asked for, starting with: \(first.description.escapingControlCharacters)"
        }
    }
}

/// A request a ``RequestProblem`` is about: the network's own request value, with the network
/// it went to and how it reads.
public struct RequestValue: Hashable, Sendable, CustomStringConvertible {
    public let network: String
    private let request: any Hashable & Sendable
    public let description: String

    public init<Request: Hashable & Sendable>(network: String, _ request: Request) {
        self.network = network
        self.request = request
        description = String(describing: request)
    }

    /// The request as the plug-in's own type.
    public func request<Request>(as type: Request.Type) -> Request? {
        request as? Request
    }

    public static func == (lhs: RequestValue, rhs: RequestValue) -> Bool {
        lhs.network == rhs.network && lhs.request.isEqual(to: rhs.request)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(network)
        request.hash(into: &hasher)
    }
}

extension Hashable {
    /// Equal when `other` is a value of the same type, and equal to this one.
    fileprivate func isEqual(to other: any Hashable & Sendable) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
