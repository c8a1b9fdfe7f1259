import AdWorld
import Dispatch
import Foundation
import HTTPTypes

/// The network of an HTTP SDK's `SDKSeam` in a live or recording world: sends each request
/// through a transport and waits for what comes back, then hands it to the seam with its latency,
/// so that the world's clock delivers the answer that many virtual milliseconds after the request.
///
/// The latency is what the server says in a `Simulated-Latency` response field (milliseconds;
/// AdReplay's loopback ad server sets it, and the field is removed from the response), otherwise
/// the wall-clock time the request took. So a recording against the loopback server is the same
/// bytes every time, and one against a real server keeps the real delay.
///
/// ```swift
/// world[OspreySeam.self].network = TransportNetwork(URLSessionTransport())
/// ```
public final class TransportNetwork: AdNetwork {
    /// The response field a server states a simulated latency in.
    public static let simulatedLatencyField = HTTPField.Name("Simulated-Latency")!

    private let transport: any HTTPTransport
    private let patience: TimeInterval

    /// `patience`: seconds to wait for the transport before answering ``HTTPFailure/timedOut``
    /// (a transport that never calls back must not hang the world).
    public init(_ transport: any HTTPTransport, patience: TimeInterval = 30) {
        self.transport = transport
        self.patience = patience
    }

    public func answer(_ call: HTTPCall) -> NetworkReply<HTTPOutcome> {
        let waiter = Waiter()
        let started = DispatchTime.now().uptimeNanoseconds
        transport.send(call) { waiter.finish($0) }
        guard let outcome = waiter.wait(seconds: patience) else {
            return NetworkReply(.failure(.timedOut), latency: Int(patience * 1000))
        }
        let measured = Int((DispatchTime.now().uptimeNanoseconds - started) / 1_000_000)
        guard case .response(var head, let body) = outcome, let stated = head.headerFields[Self.simulatedLatencyField] else {
            return NetworkReply(outcome, latency: measured)
        }
        head.headerFields[Self.simulatedLatencyField] = nil
        return NetworkReply(.response(head, body: body), latency: Int(stated).map { max(0, $0) } ?? measured)
    }
}

/// One outcome handed from the transport's thread to the world's.
private final class Waiter: @unchecked Sendable {
    // @unchecked: `outcome` is written once before `signal` and read after `wait`.
    private let semaphore = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var outcome: HTTPOutcome?

    func finish(_ outcome: HTTPOutcome) {
        lock.withLock { if self.outcome == nil { self.outcome = outcome } }
        semaphore.signal()
    }

    func wait(seconds: TimeInterval) -> HTTPOutcome? {
        guard semaphore.wait(timeout: .now() + seconds) == .success else { return nil }
        return lock.withLock { outcome }
    }
}
