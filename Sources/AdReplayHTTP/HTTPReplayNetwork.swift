import AdReplay
import AdWorld
import AdWorldHTTP

/// A replay's network for an ``HTTPNetwork``: answers each request with the first unused recorded
/// exchange it matches (``HTTPRequestMatch``), so requests may come in another order than
/// recorded while identical ones are served in the order recorded. A request that matches none
/// is reported as a near miss (`RequestProblem/nearMiss(index:actual:nearest:differences:)`):
/// when the nearest unused exchange is of the same method and endpoint its answer is served, so
/// the session goes on as recorded and the diff shows the changed field; otherwise the network's
/// `unrecordedAnswer`, at once. Exchanges no request used are reported when the session is over.
public final class HTTPReplayNetwork<Network: HTTPNetwork>: AdNetwork {
    /// Which exchanges have been served: shared with the ledger, which asks once the session is over.
    private final class Usage {
        let requests: [HTTPCall]
        var used: [Bool]

        init(_ requests: [HTTPCall]) {
            self.requests = requests
            used = Array(repeating: false, count: requests.count)
        }
    }

    private let exchanges: [(request: HTTPCall, answer: NetworkReply<HTTPOutcome>)]
    private let keys: [HTTPRequestMatch.Key]
    /// The recorded requests by ``HTTPRequestMatch/Key/bucket``, in order: the only ones a
    /// request can match, so that a session of many requests does not try each against all.
    private let buckets: [String: [Int]]
    private let match: HTTPRequestMatch
    private let usage: Usage
    private let ledger: RequestLedger
    private var next = 0

    /// `exchanges` in the order their requests were sent (a stable sort by `requestedAt`).
    public init(_ exchanges: [(request: HTTPCall, answer: NetworkReply<HTTPOutcome>, requestedAt: Int)], in session: NetworkSession) {
        let ordered = exchanges.enumerated().sorted { ($0.element.requestedAt, $0.offset) < ($1.element.requestedAt, $1.offset) }.map(
            \.element)
        self.exchanges = ordered.map { ($0.request, $0.answer) }
        match = HTTPRequestMatch(rules: Network.httpRules)
        keys = ordered.map { [match] in match.key($0.request) }
        var buckets: [String: [Int]] = [:]
        for (index, key) in keys.enumerated() { buckets[key.bucket, default: []].append(index) }
        self.buckets = buckets
        let usage = Usage(ordered.map(\.request))
        self.usage = usage
        ledger = session.ledger
        ledger.reportUnused {
            guard let first = usage.used.firstIndex(of: false) else { return nil }
            return .unused(count: usage.used.count { !$0 }, first: RequestValue(network: Network.name, usage.requests[first]))
        }
    }

    public func answer(_ call: HTTPCall) -> NetworkReply<HTTPOutcome> {
        defer { next += 1 }
        let live = Network.kept(call, Network.unrecordedAnswer).request
        let liveKey = match.key(live)
        if let found = match.pairing(
            live, liveKey, among: (buckets[liveKey.bucket] ?? []).filter { !usage.used[$0] }, requests: usage.requests, keys: keys)
        {
            usage.used[found] = true
            return exchanges[found].answer
        }
        let unused = keys.indices.filter { !usage.used[$0] }
        let candidates = unused.isEmpty ? Array(keys.indices) : unused
        var nearest: (index: Int, differences: [(text: String, weight: Int)], score: Int)?
        for index in candidates {
            let differences = match.differences(keys[index], liveKey)
            let score = differences.reduce(0) { $0 + $1.weight }
            if nearest == nil || score < nearest?.score ?? .max { nearest = (index, differences, score) }
        }
        ledger.report(
            .nearMiss(
                index: next, actual: RequestValue(network: Network.name, live),
                nearest: nearest.map { RequestValue(network: Network.name, exchanges[$0.index].request) },
                differences: nearest?.differences.map(\.text) ?? []))
        guard let nearest, !unused.isEmpty, keys[nearest.index].method == liveKey.method, keys[nearest.index].endpoint == liveKey.endpoint
        else {
            return NetworkReply(Network.unrecordedAnswer)
        }
        usage.used[nearest.index] = true
        return exchanges[nearest.index].answer
    }
}
