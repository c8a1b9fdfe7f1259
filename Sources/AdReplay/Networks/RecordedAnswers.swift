/// A replay's network for one plug-in: serves the recorded answers in the order their requests
/// were sent, checks each request against the recorded one, and reports what does not match in
/// the session's ``RequestLedger``.
///
/// ```swift
/// let answers = RecordedAnswers(exchanges, in: session)
/// answers.answer(request)   // the recorded answer, or nil when the recording holds no more
/// ```
public final class RecordedAnswers<Request: Hashable & Sendable, Answer> {
    // Usable from inlinable code: the initializer is compiled where the network's types are
    // concrete (see ``SeamNetwork/replayingNetwork(_:in:)``); generic, it asked the runtime for
    // the exchanges' tuple type and its every array operation, on every replay.

    /// In the order served; the request times are not read again.
    @usableFromInline let exchanges: [(request: Request, answer: Answer, requestedAt: Int)]
    // Unchecked: one read and one write per request, never overlapping.
    @exclusivity(unchecked) @usableFromInline var next = 0
    @usableFromInline let network: String
    @usableFromInline let ledger: RequestLedger
    /// Where the ledger learns, once the session is over, what was left unused; none for a
    /// recording of none, which leaves none unused (most replays' other networks).
    @usableFromInline let leftover: RequestLedger.Leftover?

    /// `exchanges` with the time each request was sent; a later request may have been answered
    /// first, so they are served by that time. Requests sent in the same millisecond are served in
    /// the order given (the order their answers arrived): a fixture does not record which of two
    /// such requests was sent first when the later one was answered sooner.
    @inlinable
    public init(_ exchanges: [(request: Request, answer: Answer, requestedAt: Int)], in session: NetworkSession) {
        // Nearly always already in order: sort only when not (a stable sort by request time).
        var inOrder = true
        var index = 1
        while inOrder, index < exchanges.count {
            inOrder = exchanges[index - 1].requestedAt <= exchanges[index].requestedAt
            index += 1
        }
        let served =
            inOrder
            ? exchanges
            : exchanges.enumerated()
                .sorted { ($0.element.requestedAt, $0.offset) < ($1.element.requestedAt, $1.offset) }
                .map { $0.element }
        self.exchanges = served
        network = session.network
        ledger = session.ledger
        // The leftover holds the requests, not this object: the world lets go of this object
        // when the session ends, before the ledger is read.
        if served.isEmpty {
            leftover = nil
        } else {
            let leftover = RequestLedger.Leftover(count: served.count) { [network] index in
                RequestValue(network: network, served[index].request)
            }
            session.ledger.track(leftover)
            self.leftover = leftover
        }
    }

    /// The next recorded answer. A request that differs from the recorded one is reported and
    /// still gets the recorded answer; past the recording, the request is reported and nil
    /// returned (answer it with a failure).
    @inlinable
    public func answer(_ request: Request) -> Answer? {
        defer { next += 1 }
        guard next < exchanges.count else {
            ledger.report(.unexpected(index: next, recorded: exchanges.count, actual: RequestValue(network: network, request)))
            return nil
        }
        let recorded = exchanges[next]
        if recorded.request != request {
            ledger.report(
                .mismatch(
                    index: next, expected: RequestValue(network: network, recorded.request),
                    actual: RequestValue(network: network, request)))
        }
        leftover?.served = next + 1
        return recorded.answer
    }

}

/// The request problems of one replay, across its networks.
public final class RequestLedger {
    /// The unused answers of one network's recording, kept up to date as requests are served.
    @usableFromInline final class Leftover {
        let count: Int
        @usableFromInline var served = 0
        let request: (Int) -> RequestValue

        @usableFromInline init(count: Int, request: @escaping (Int) -> RequestValue) {
            self.count = count
            self.request = request
        }

        var problem: RequestProblem? {
            served < count ? .unused(count: count - served, first: request(served)) : nil
        }
    }

    @exclusivity(unchecked) private var problems: [RequestProblem] = []
    /// What each replaying network left unused, asked once the session is over.
    @exclusivity(unchecked) private var leftovers: [() -> RequestProblem?] = []

    init() {}

    /// Notes a request the recording could not serve as recorded.
    public func report(_ problem: RequestProblem) {
        problems.append(problem)
    }

    @usableFromInline func track(_ leftover: Leftover) {
        leftovers.append { leftover.problem }
    }

    /// Asks `unused` once the session is over what a replaying network of one's own left unused
    /// (``RequestProblem/unused(count:first:)``, or nil). Let it hold what it needs, not the
    /// network: the world lets go of its networks when the session ends, before the ledger is read.
    public func reportUnused(_ unused: @escaping () -> RequestProblem?) {
        leftovers.append(unused)
    }

    /// Every problem, then the answers left unused once the session is over.
    var finalProblems: [RequestProblem] {
        problems + leftovers.compactMap { $0() }
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
    /// A request nothing recorded matches (a network that matches requests rather than taking
    /// them in order): the recorded request nearest to it, nil when the recording holds none, and
    /// how the two differ, one field a line (`body.imp[0].tagid: "home-top" → "home-bottom"`,
    /// `query.gdpr: missing`). The first difference names the field in the headline.
    case nearMiss(index: Int, actual: RequestValue, nearest: RequestValue?, differences: [String])

    public var description: String {
        switch self {
        case .mismatch(let index, let expected, let actual):
            "request #\(index) differs from the recording:\n    expected: \(expected.description.escapingControlCharacters)\n    actual:   \(actual.description.escapingControlCharacters)"
        case .unexpected(let index, let recorded, let actual):
            "request #\(index) is not in the recording (it holds \(recorded)):\n    actual:   \(actual.description.escapingControlCharacters)"
        case .unused(let count, let first):
            "\(count) recorded answer\(count == 1 ? " was" : "s were") never asked for, starting with: \(first.description.escapingControlCharacters)"
        case .nearMiss(let index, let actual, let nearest, let differences):
            Self.nearMissText(index: index, actual: actual, nearest: nearest, differences: differences)
        }
    }

    /// `request #1 matches no recorded request; nearest differs at body.imp[0].tagid: "home-top" → "home-bottom"`,
    /// then the two requests and every difference on a line of its own.
    private static func nearMissText(index: Int, actual: RequestValue, nearest: RequestValue?, differences: [String]) -> String {
        guard let nearest else {
            return
                "request #\(index) matches no recorded request (the recording holds none of its network):\n    actual:   \(actual.description.escapingControlCharacters)"
        }
        let first = differences.first.map { "; nearest differs at \($0.escapingControlCharacters)" } ?? ""
        var lines = [
            "request #\(index) matches no recorded request\(first)",
            "    actual:   \(actual.description.escapingControlCharacters)",
            "    nearest:  \(nearest.description.escapingControlCharacters)",
        ]
        for (offset, difference) in differences.enumerated() {
            lines.append((offset == 0 ? "    differs:  " : "              ") + difference.escapingControlCharacters)
        }
        return lines.joined(separator: "\n")
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
