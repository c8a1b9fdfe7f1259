/// A request, its answer, and when each happened.
public struct SampleNetworkExchange: Codable, Equatable, Hashable, Sendable {
    public var request: SampleNetworkRequest
    public var answer: SampleNetworkAnswer
    public var requestedAt: Int
    public var answeredAt: Int

    public init(request: SampleNetworkRequest, answer: SampleNetworkAnswer, requestedAt: Int, answeredAt: Int) {
        self.request = request
        self.answer = answer
        self.requestedAt = requestedAt
        self.answeredAt = answeredAt
    }
}
