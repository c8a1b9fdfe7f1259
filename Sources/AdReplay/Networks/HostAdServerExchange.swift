import Mediation

/// A custom native request to the host's ad server, and its answer: the one entry of the
/// ``HostAdServerPlugin``, stored after `"sdk": "hostAdServer"` when the request was sent.
public struct HostAdServerExchange: NetworkEntry, Codable {
    public var time: Int
    public var request: CustomNativeAdRequest
    public var answer: CustomNativeAdAnswer

    public init(time: Int, request: CustomNativeAdRequest, answer: CustomNativeAdAnswer) {
        self.time = time
        self.request = request
        self.answer = answer
    }

    public var role: NetworkEntryRole { .exchange }

    public var exchangeArrows: (request: String, answer: String)? { ("request \(request.adUnitID)", answer.summary) }

    public var kind: String { "request" }

    public var text: String { "request \(request.adUnitID) → \(answer.summary)" }

    public var sdkName: String { "Host ad server" }

    public var latency: Int? { answer.latency }

    public func storedMembers(at time: Int) throws -> [JSONValue.Member] { try storedMembers() }
}

extension CustomNativeAdAnswer {
    /// Short text: `fill 10063170 video AdChoices after 120 ms`, `failure 1`.
    var summary: String {
        let after = latency == 0 ? "" : " after \(latency) ms"
        switch outcome {
        case .fill(let payload):
            return "fill \(payload.formatID)\(payload.hasVideo ? " video" : "")\(payload.adChoices == nil ? "" : " AdChoices")\(after)"
        case .failure(let code):
            return "failure \(code)\(after)"
        }
    }
}
