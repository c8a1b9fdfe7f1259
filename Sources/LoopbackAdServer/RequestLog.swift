import Synchronization

/// The requests a server has read, shared between its thread and whoever asks.
final class RequestLog: Sendable {
    private let entries = Mutex<[LoopbackAdServer.Request]>([])

    func append(_ request: LoopbackAdServer.Request) {
        entries.withLock { $0.append(request) }
    }

    var all: [LoopbackAdServer.Request] {
        entries.withLock { $0 }
    }
}
