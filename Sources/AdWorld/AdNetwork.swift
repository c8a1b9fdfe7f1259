/// An ad network as an SDK port sees it: it answers each request, at once or some virtual
/// milliseconds later. A recording puts a live network here (seeded or forced answers); a replay
/// puts the recorded answers. The SDK port only asks, through its ``SDKSeam``.
///
/// ```swift
/// final class AlwaysFills: AdNetwork {
///     func answer(_ request: BannerRequest) -> NetworkReply<BannerAnswer> { NetworkReply(.fill, latency: 120) }
/// }
/// ```
public protocol AdNetwork<Request, Answer>: AnyObject {
    associatedtype Request
    associatedtype Answer

    /// The answer to `request` and when it arrives.
    func answer(_ request: Request) -> NetworkReply<Answer>
}

/// A network's answer and its latency: how many virtual milliseconds after the request it
/// arrives. 0 delivers it inside the SDK's call, as an SDK answering from a cache does.
public struct NetworkReply<Answer> {
    public var answer: Answer
    public var latency: Int

    public init(_ answer: Answer, latency: Int = 0) {
        self.answer = answer
        self.latency = latency
    }
}

extension NetworkReply: Sendable where Answer: Sendable {}
extension NetworkReply: Equatable where Answer: Equatable {}
