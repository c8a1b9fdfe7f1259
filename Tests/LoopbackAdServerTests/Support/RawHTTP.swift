import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A client on bare sockets, for what URLSession hides or refuses to send: exact response bytes,
/// malformed requests, a connection reset half-way.
enum RawHTTP {
    struct Reply {
        var bytes: [UInt8]

        var head: String {
            guard let end = RawHTTP.endOfHead(bytes) else { return String(decoding: bytes, as: UTF8.self) }
            return String(decoding: bytes[..<end], as: UTF8.self)
        }

        var status: Int {
            let parts = head.split(separator: " ", maxSplits: 2)
            return parts.count > 1 ? Int(parts[1]) ?? -1 : -1
        }

        /// Header field names in the order sent.
        var headerNames: [String] {
            head.components(separatedBy: "\r\n").dropFirst().compactMap { $0.split(separator: ":").first.map(String.init) }
        }

        func header(_ name: String) -> String? {
            for line in head.components(separatedBy: "\r\n").dropFirst() {
                guard let colon = line.firstIndex(of: ":") else { continue }
                if line[..<colon].lowercased() == name.lowercased() {
                    return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
            }
            return nil
        }

        var body: [UInt8] {
            guard let end = RawHTTP.endOfHead(bytes) else { return [] }
            return Array(bytes[(end + 4)...])
        }

        var text: String { String(decoding: body, as: UTF8.self) }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func endOfHead(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        return (0...(bytes.count - 4)).first { bytes[$0] == 13 && bytes[$0 + 1] == 10 && bytes[$0 + 2] == 13 && bytes[$0 + 3] == 10 }
    }

    /// Sends `request` as it is and reads until the server closes.
    static func exchange(_ request: String, port: UInt16) throws -> Reply {
        try exchange(Array(request.utf8), port: port)
    }

    static func exchange(_ request: [UInt8], port: UInt16) throws -> Reply {
        let socket = try connect(port: port)
        defer { close(socket) }
        try send(request, on: socket)
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        return Reply(bytes: received)
    }

    /// A request method, target and JSON body as a minimal HTTP/1.1 request.
    static func request(_ method: String, _ target: String, json: String? = nil) -> String {
        guard let json else { return "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n" }
        return
            "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: \(json.utf8.count)\r\n\r\n\(json)"
    }

    static func connect(port: UInt16) throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = loopback(port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let code = errno
            close(socket)
            throw Failure(description: "connect: errno \(code)")
        }
        return socket
    }

    static func send(_ bytes: [UInt8], on socket: Int32) throws {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw Failure(description: "send: errno \(errno)") }
            offset += count
        }
    }

    /// Whether a new socket may listen on 127.0.0.1:`port` (with SO_REUSEADDR, as servers do).
    static func canListen(on port: UInt16) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var yes: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = loopback(port)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        return bound == 0 && listen(socket, 1) == 0
    }

    /// Closes with a reset (SO_LINGER 0) instead of an orderly end.
    static func reset(_ socket: Int32) {
        var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
        setsockopt(socket, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
        close(socket)
    }

    private static func loopback(_ port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        return address
    }
}
