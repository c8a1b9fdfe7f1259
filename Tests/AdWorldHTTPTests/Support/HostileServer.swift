import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP server on 127.0.0.1 or ::1 that answers every request with what a test tells it
/// to write on the socket: a gzip bomb, a body that never ends, one that drips, a redirect. Only
/// for tests of what a live recording does with a hostile server; it never leaves the loopback.
final class HostileServer: @unchecked Sendable {
    // @unchecked: `stopped` is only read and written under `lock`; the descriptor is set once.
    let port: UInt16
    private let descriptor: Int32
    private let lock = NSLock()
    private var stopped = false
    private let answer: @Sendable (_ write: (_ bytes: [UInt8]) -> Bool) -> Void

    /// `answer` writes the whole answer through `write`, which returns false once the client
    /// hung up (the answer should then stop).
    init?(ipv6: Bool = false, answer: @escaping @Sendable (_ write: (_ bytes: [UInt8]) -> Bool) -> Void) {
        self.answer = answer
        let family = ipv6 ? AF_INET6 : AF_INET
        #if canImport(Glibc)
        let fd = socket(family, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(family, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { return nil }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var bound: Int32
        if ipv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_addr = in6addr_loopback
            bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
        guard bound == 0, listen(fd, 16) == 0 else { close(fd); return nil }
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        let raw = withUnsafeBytes(of: storage) { Array($0) }
        // The port sits right after the family in both sockaddr_in and sockaddr_in6, big-endian.
        port = UInt16(raw[2]) << 8 | UInt16(raw[3])
        descriptor = fd
        Thread.detachNewThread { [self] in run() }
    }

    deinit { stop() }

    var origin: String { "http://127.0.0.1:\(port)" }

    func stop() {
        let first: Bool = lock.withLock {
            defer { stopped = true }; return !stopped
        }
        if first { shutdown(descriptor, Int32(SHUT_RDWR)); close(descriptor) }
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
        var nosignal: Int32 = 1
        #if canImport(Darwin)
        setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &nosignal, socklen_t(MemoryLayout<Int32>.size))
        #else
        _ = nosignal
        #endif
        var head: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !head.suffix(4).elementsEqual([13, 10, 13, 10]) {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            head += buffer[..<count]
            if let end = Self.endOfHead(head) {
                // A body announced by Content-Length is read and dropped.
                let text = String(decoding: head[..<end], as: UTF8.self).lowercased()
                if let line = text.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
                    let length = Int(line.dropFirst(15).trimmingCharacters(in: .whitespaces))
                {
                    var left = length - (head.count - end - 4)
                    while left > 0 {
                        let count = recv(connection, &buffer, min(buffer.count, left), 0)
                        guard count > 0 else { return }
                        left -= count
                    }
                }
                break
            }
        }
        answer { bytes in
            var sent = 0
            while sent < bytes.count {
                let count = bytes[sent...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                guard count > 0 else { return false }
                sent += count
            }
            return true
        }
    }

    private static func endOfHead(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }
}

extension HostileServer {
    /// The head of an answer, `\r\n\r\n` included.
    static func head(_ status: String, _ fields: [String]) -> [UInt8] {
        Array((["HTTP/1.1 \(status)"] + fields).joined(separator: "\r\n").utf8) + [13, 10, 13, 10]
    }

    /// A gzip stream that inflates to `count` zero bytes (`count` a multiple of 258 plus 1),
    /// compressed about 160 to 1 with deflate's fixed codes: one literal 0, then copies of 258
    /// bytes at distance 1.
    static func gzipOfZeros(_ count: Int) -> [UInt8] {
        var bits = BitWriter()
        bits.write(1, count: 1)  // BFINAL
        bits.write(1, count: 2)  // BTYPE 01: fixed Huffman codes (LSB first)
        bits.writeCode(0b0011_0000, length: 8)  // literal 0
        for _ in 0..<((count - 1) / 258) {
            bits.writeCode(0b1100_0101, length: 8)  // length symbol 285: 258 bytes
            bits.writeCode(0, length: 5)  // distance code 0: 1 back
        }
        bits.writeCode(0, length: 7)  // end of block (256)
        // The trailer's CRC-32 is left zero: a client stops long before it, and computing it
        // over every byte would cost the test more than the bomb costs the client.
        let size = UInt32(truncatingIfNeeded: 1 + (count - 1) / 258 * 258)
        return [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF] + bits.bytes + [0, 0, 0, 0]
            + [UInt8(size & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size >> 16 & 0xFF), UInt8(size >> 24)]
    }
}

/// Bits, least significant first, as deflate packs them.
private struct BitWriter {
    var bytes: [UInt8] = []
    private var used = 0

    mutating func write(_ value: Int, count: Int) {
        for bit in 0..<count { push((value >> bit) & 1) }
    }

    /// A Huffman code, most significant bit first.
    mutating func writeCode(_ code: Int, length: Int) {
        for bit in stride(from: length - 1, through: 0, by: -1) { push((code >> bit) & 1) }
    }

    private mutating func push(_ bit: Int) {
        if used == 0 { bytes.append(0) }
        bytes[bytes.count - 1] |= UInt8(bit) << used
        used = (used + 1) % 8
    }
}
