import Foundation

/// Where an SDK's HTTP requests go: the one seam through which an HTTP ad SDK talks to its
/// servers. A live world sends them over a socket (``URLSessionTransport``); a recording sends
/// them too and keeps what came back; a replay answers from the fixture without a socket.
///
/// The requirement takes a completion handler, called once on any thread; ``send(_:)`` is its
/// `async` form. A recording waits for each answer on the thread that runs the world, so the one
/// requirement never needs a thread of Swift's cooperative pool: a world blocked on an answer
/// cannot starve the tasks that would produce it.
///
/// ```swift
/// let outcome = await URLSessionTransport().send(HTTPCall(get: URL(string: "http://127.0.0.1:8080/ping")!)!)
/// ```
public protocol HTTPTransport: Sendable {
    /// Sends `call` and calls `completion` exactly once with what it came to.
    func send(_ call: HTTPCall, completion: @escaping @Sendable (HTTPOutcome) -> Void)
}

extension HTTPTransport {
    /// Sends `call` and returns what it came to.
    public func send(_ call: HTTPCall) async -> HTTPOutcome {
        await withCheckedContinuation { continuation in
            send(call) { continuation.resume(returning: $0) }
        }
    }
}
