import Mediation
import SampleAdSDK

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

/// Serves a fixture's recorded answers in order, checking each request against the recorded one.
final class ReplayNetworks: SampleImmediateNetwork, HostAdServer {
    private var sample: [SampleNetworkExchange]
    private var hostServer: [HostAdServerExchange]
    private var nextSample = 0
    private var nextHost = 0
    private(set) var problems: [RequestProblem] = []

    init(_ records: [NetworkRecord]) {
        // Served in the order they were asked (a later request may be answered first).
        sample = records.compactMap { if case .sample(let exchange) = $0 { exchange } else { nil } }
            .enumerated().sorted { ($0.element.requestedAt, $0.offset) < ($1.element.requestedAt, $1.offset) }.map(\.element)
        hostServer = records.compactMap { if case .hostAdServer(let exchange) = $0 { exchange } else { nil } }
    }

    func decide(_ request: SampleNetworkRequest) -> SampleNetworkAnswer {
        defer { nextSample += 1 }
        guard nextSample < sample.count else {
            problems.append(.unexpected(index: nextSample, actual: request.description))
            return .failure(.networkError)
        }
        let recorded = sample[nextSample]
        if recorded.request != request {
            problems.append(.mismatch(index: nextSample, expected: recorded.request.description, actual: request.description))
        }
        return recorded.answer
    }

    func answer(_ request: CustomNativeAdRequest) -> CustomNativeAdAnswer {
        defer { nextHost += 1 }
        guard nextHost < hostServer.count else {
            problems.append(.unexpected(index: nextHost, actual: "\(request)"))
            return .failure(code: MediationError.HostCode.noFill.rawValue)
        }
        let recorded = hostServer[nextHost]
        if recorded.request != request {
            problems.append(.mismatch(index: nextHost, expected: "\(recorded.request)", actual: "\(request)"))
        }
        return recorded.answer
    }

    /// All problems, including answers left unused once the session is over.
    var finalProblems: [RequestProblem] {
        var all = problems
        if nextSample < sample.count {
            all.append(.unused(count: sample.count - nextSample, first: sample[nextSample].request.description))
        }
        if nextHost < hostServer.count {
            all.append(.unused(count: hostServer.count - nextHost, first: "\(hostServer[nextHost].request)"))
        }
        return all
    }
}
