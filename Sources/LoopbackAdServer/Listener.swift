import Dispatch
import Foundation
import Synchronization

/// The accept loop on a dedicated thread: one connection at a time, one request per connection,
/// each answer followed by closing the connection.
final class Listener: Sendable {
    let port: UInt16
    private let socket: Socket
    private let wake: (read: Socket, write: Socket)
    private let respond: @Sendable (LoopbackAdServer.Request) -> Response
    private let refusalLatency: Int?
    private let running = Mutex(true)
    private let ended = DispatchGroup()

    /// Seconds a connection may stall while the server reads or writes it.
    static let stallLimit = 5

    /// `refusalLatency`: the `Simulated-Latency` of a request refused before it was read whole
    /// (400, 411, 413, 431); nil states none.
    init(refusalLatency: Int?, respond: @escaping @Sendable (LoopbackAdServer.Request) -> Response) throws(LoopbackAdServer.StartFailure) {
        let (socket, port) = try Socket.listeningOnLoopback()
        do {
            wake = try Socket.pipe()
        } catch {
            socket.close()
            throw error
        }
        self.socket = socket
        self.port = port
        self.respond = respond
        self.refusalLatency = refusalLatency
        ended.enter()
        let thread = Thread { [self] in run() }
        thread.name = "LoopbackAdServer:\(port)"
        thread.start()
    }

    deinit {
        wake.write.close()
    }

    /// Wakes the thread, waits for it to close the listening socket and end.
    func stop() {
        let first = running.withLock { running in
            defer { running = false }
            return running
        }
        if first { wake.write.poke() }
        ended.wait()
    }

    private func run() {
        while socket.waitForConnection(orWake: wake.read) {
            guard let connection = socket.accept(timeout: Self.stallLimit) else {
                // Out of descriptors, most likely: let some close rather than spin.
                Thread.sleep(forTimeInterval: 0.01)
                continue
            }
            serve(connection)
        }
        socket.close()
        wake.read.close()
        ended.leave()
    }

    private func serve(_ connection: Socket) {
        switch RequestReader(connection: connection).read() {
        case .request(let request):
            connection.send(respond(request).bytes)
        case .refused(var response):
            if let refusalLatency { response.headers.append(.init("Simulated-Latency", String(refusalLatency))) }
            connection.send(response.bytes)
            drain(connection)
        case .closed:
            break
        }
        connection.close()
    }

    /// Reads what the client is still sending (a refused body) before closing, so that closing
    /// does not reset the connection before the client has read the refusal.
    private func drain(_ connection: Socket) {
        connection.shutdownSending()
        connection.setReceiveTimeout(milliseconds: 500)
        var drained = 0
        while drained < 2 * RequestReader.bodyLimit {
            let chunk = connection.receive(upTo: 64 * 1024)
            if chunk.isEmpty { return }
            drained += chunk.count
        }
    }
}
