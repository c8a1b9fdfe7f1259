#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One socket (or pipe) file descriptor and the few POSIX calls the server makes on it: the
/// module's only C boundary.
///
/// Writes never raise SIGPIPE (a client that hangs up early must not kill the test process):
/// `MSG_NOSIGNAL` on Linux, `SO_NOSIGPIPE` on Darwin.
struct Socket: Sendable {
    let descriptor: Int32

    /// A TCP socket listening on 127.0.0.1 on a port the system picks, and that port.
    static func listeningOnLoopback() throws(LoopbackAdServer.StartFailure) -> (socket: Socket, port: UInt16) {
        #if canImport(Glibc)
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
        let descriptor = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw .system("socket", errno) }
        let socket = Socket(descriptor: descriptor)
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        let length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        guard bound == 0 else { let code = errno; socket.close(); throw .system("bind(127.0.0.1:0)", code) }
        guard listen(descriptor, 64) == 0 else { let code = errno; socket.close(); throw .system("listen", code) }
        var actual = sockaddr_in()
        var actualLength = length
        let named = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &actualLength) }
        }
        guard named == 0 else { let code = errno; socket.close(); throw .system("getsockname", code) }
        return (socket, UInt16(bigEndian: actual.sin_port))
    }

    /// A pipe whose write end wakes a thread blocked in ``waitForConnection(orWake:)``.
    static func pipe() throws(LoopbackAdServer.StartFailure) -> (read: Socket, write: Socket) {
        var ends: [Int32] = [0, 0]
        #if canImport(Glibc)
        let made = Glibc.pipe(&ends)
        #else
        let made = Darwin.pipe(&ends)
        #endif
        guard made == 0 else { throw .system("pipe", errno) }
        return (Socket(descriptor: ends[0]), Socket(descriptor: ends[1]))
    }

    /// Blocks until a connection is waiting on this listening socket (true) or `wake` is readable
    /// (false).
    func waitForConnection(orWake wake: Socket) -> Bool {
        var watched = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wake.descriptor, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&watched, nfds_t(watched.count), -1)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0, watched[1].revents == 0 else { return false }
            return watched[0].revents & Int16(POLLIN) != 0
        }
    }

    /// The next connection, with send and receive timeouts of `timeout` seconds so that a client
    /// that stalls cannot hold the server's thread; nil when accepting failed.
    func accept(timeout seconds: Int) -> Socket? {
        #if canImport(Glibc)
        let client = Glibc.accept(descriptor, nil, nil)
        #else
        let client = Darwin.accept(descriptor, nil, nil)
        #endif
        guard client >= 0 else { return nil }
        _ = fcntl(client, F_SETFD, FD_CLOEXEC)
        var limit = timeval(tv_sec: seconds, tv_usec: 0)
        let size = socklen_t(MemoryLayout<timeval>.size)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &limit, size)
        setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &limit, size)
        #if canImport(Darwin)
        var yes: Int32 = 1
        setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        return Socket(descriptor: client)
    }

    /// Up to `limit` bytes; empty at end of stream, on a timeout or on an error.
    func receive(upTo limit: Int) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: limit)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, limit, 0) }
            if count < 0, errno == EINTR { continue }
            return count > 0 ? Array(buffer[0..<count]) : []
        }
    }

    /// Writes all of `bytes`; false when the peer went away first.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        let flags: Int32 = 0
        #endif
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                #if canImport(Glibc)
                return Glibc.send(descriptor, base + offset, buffer.count - offset, flags)
                #else
                return Darwin.send(descriptor, base + offset, buffer.count - offset, flags)
                #endif
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    /// Writes one byte to this pipe end, to wake the thread polling the other (`send` works on
    /// sockets only).
    func poke() {
        var byte: UInt8 = 1
        #if canImport(Glibc)
        _ = Glibc.write(descriptor, &byte, 1)
        #else
        _ = Darwin.write(descriptor, &byte, 1)
        #endif
    }

    /// Ends the sending direction, so the peer reads end of stream after the response.
    func shutdownSending() {
        _ = shutdown(descriptor, Int32(SHUT_WR))
    }

    func close() {
        #if canImport(Glibc)
        _ = Glibc.close(descriptor)
        #else
        _ = Darwin.close(descriptor)
        #endif
    }
}

extension Socket {
    /// Sets how long a receive may wait before it gives up, for the short drain before closing.
    func setReceiveTimeout(milliseconds: Int) {
        var limit = timeval(tv_sec: milliseconds / 1000, tv_usec: .init((milliseconds % 1000) * 1000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    }
}

extension LoopbackAdServer.StartFailure {
    /// A system call that failed, with errno's own words.
    static func system(_ call: String, _ code: Int32) -> Self {
        Self("LoopbackAdServer could not start: \(call) failed with errno \(code) (\(String(cString: strerror(code)))).")
    }
}
