import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny TCP server on 127.0.0.1 that reads each request's head (and a body its
/// `Content-Length` announces) and writes whatever bytes the test gives for it, after a real
/// pause when asked: a slow upstream, one that answers what is not HTTP/1.x, a proxy that only
/// counts what reaches it. It never leaves the loopback and stops when released.
final class RawServer: @unchecked Sendable {
    // @unchecked: `stopped` and `heads` are only read and written under `lock`; the descriptor is set once.
    let port: UInt16
    private let descriptor: Int32
    private let lock = NSLock()
    private var stopped = false
    private var heads: [String] = []
    private let pause: Double
    private let answer: @Sendable (_ head: String) -> [UInt8]

    /// `answer` gives the bytes to write for a request (its head, request line first); each is
    /// written `pause` seconds after the request arrived.
    init?(pause: Double = 0, answer: @escaping @Sendable (_ head: String) -> [UInt8]) {
        self.pause = pause
        self.answer = answer
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            close(fd)
            return nil
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        port = UInt16(bigEndian: address.sin_port)
        descriptor = fd
        Thread.detachNewThread { [self] in run() }
    }

    deinit { stop() }

    var origin: String { "http://127.0.0.1:\(port)" }

    /// The heads of the requests read so far, in order.
    var requests: [String] { lock.withLock { heads } }

    func stop() {
        let first: Bool = lock.withLock {
            defer { stopped = true }
            return !stopped
        }
        if first {
            shutdown(descriptor, Int32(SHUT_RDWR))
            close(descriptor)
        }
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func run() {
        while !isStopped {
            let connection = accept(descriptor, nil, nil)
            guard connection >= 0 else { return }
            Thread.detachNewThread { [self] in serve(connection) }
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        guard let head = readHead(connection) else { return }
        lock.withLock { heads.append(head) }
        if pause > 0 { Thread.sleep(forTimeInterval: pause) }
        let bytes = answer(head)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return }
            sent += count
        }
        shutdown(connection, Int32(SHUT_WR))
    }

    /// The request's head as text; a body announced by `Content-Length` is read and dropped.
    private func readHead(_ connection: Int32) -> String? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            bytes += buffer[..<count]
            guard let end = Self.endOfHead(bytes) else { continue }
            let head = String(decoding: bytes[..<end], as: UTF8.self)
            let length =
                head.lowercased().split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                .flatMap { Int($0.dropFirst(15).trimmingCharacters(in: .whitespaces)) } ?? 0
            var left = length - (bytes.count - end - 4)
            while left > 0 {
                let count = recv(connection, &buffer, min(buffer.count, left), 0)
                guard count > 0 else { return nil }
                left -= count
            }
            return head
        }
    }

    private static func endOfHead(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        return (0...(bytes.count - 4)).first { bytes[$0] == 13 && bytes[$0 + 1] == 10 && bytes[$0 + 2] == 13 && bytes[$0 + 3] == 10 }
    }
}

extension RawServer {
    /// An HTTP/1.1 answer with `status`, `fields` and `body`, `Content-Length` and
    /// `Connection: close` added.
    static func http(_ status: String, _ fields: [String] = [], body: String = "") -> [UInt8] {
        let head = (["HTTP/1.1 \(status)"] + fields + ["Content-Length: \(body.utf8.count)", "Connection: close"])
            .joined(separator: "\r\n")
        return Array((head + "\r\n\r\n" + body).utf8)
    }
}
