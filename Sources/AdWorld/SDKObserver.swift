/// Hears everything an SDK port does at its boundaries, in order, with virtual time: its
/// exchanges with its network, its delegate calls to the adapter, and what it does that a user
/// would see (a screen presented, a URL opened, a log line). A recorder is one; adapters never see
/// it.
public protocol SDKObserver<Request, Answer, Callback, Effect>: AnyObject {
    associatedtype Request
    associatedtype Answer
    associatedtype Callback
    associatedtype Effect

    /// The network answered `request`, sent at `requestedAt`, with `answer` at `answeredAt`.
    func sdk(exchanged request: Request, answer: Answer, requestedAt: Int, answeredAt: Int)
    /// The SDK called its delegate.
    func sdk(called callback: Callback, at time: Int)
    /// The SDK did something visible besides calling its delegate.
    func sdk(performed effect: Effect, at time: Int)
}
