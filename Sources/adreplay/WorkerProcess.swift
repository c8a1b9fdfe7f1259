import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process spoken to in lines: its stdin and stdout are pipes, its stderr an unnamed
/// temporary file, kept to learn why it died.
///
/// Every descriptor is opened close-on-exec, so a child inherits only its own three: when one
/// child dies, its parent reads end of file at once, even while other children run.
final class WorkerProcess {
    struct StartError: Error, CustomStringConvertible {
        var description: String
    }

    /// How the child ended.
    enum Termination: Equatable, CustomStringConvertible {
        case exited(Int32)
        case signalled(Int32)

        var description: String {
            switch self {
            case .exited(let status): "exit status \(status)"
            case .signalled(let signal): "signal \(signal)"
            }
        }
    }

    private let pid: pid_t
    private var input: Int32
    private let output: Int32
    private let errors: Int32
    private var buffer: [UInt8] = []
    private var finished: (Termination, String)?

    /// The longest stderr kept: the message of a trap comes first, any backtrace after it.
    private static let stderrLimit = 1 << 20
    /// Spawns one child at a time, and makes its descriptors close-on-exec before any other
    /// child is spawned, so that no child inherits another's.
    private static let spawning = Mutex(())

    /// Starts `executable` with `arguments` (without the program name) and `environment`.
    init(executable: String, arguments: [String], environment: [String: String]) throws(StartError) {
        var made: (pid: pid_t, input: Int32, output: Int32, errors: Int32)?
        var failure: String?
        Self.spawning.withLock { _ in
            do throws(StartError) {
                made = try Self.spawn(executable, arguments, environment)
            } catch {
                failure = error.description
            }
        }
        guard let made else { throw StartError(description: failure ?? "cannot start \(executable)") }
        (pid, input, output, errors) = made
    }

    deinit {
        _ = finish()
        close(output)
        close(errors)
    }

    /// Writes `line` and a newline to the child's stdin; false when the child is gone.
    func send(_ line: String) -> Bool {
        guard input >= 0 else { return false }
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// The next line the child wrote to stdout, without its newline; nil at end of file (the
    /// child exited or died).
    func readLine() -> String? {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        // Only new bytes are searched: a report with diagrams can be megabytes on one line.
        var searched = 0
        while true {
            if let newline = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            searched = buffer.count
            let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            buffer += chunk[..<count]
        }
    }

    /// Closes the child's stdin, waits for it to end, and returns how it ended and what it wrote
    /// to stderr. Calling it again returns the same.
    @discardableResult
    func finish() -> (termination: Termination, stderr: String) {
        if let finished { return finished }
        if input >= 0 {
            close(input)
            input = -1
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // The <sys/wait.h> macros, which Swift does not import.
        let signal = status & 0x7f
        let termination: Termination = signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
        var text: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while text.count < Self.stderrLimit {
            let count = chunk.withUnsafeMutableBytes { pread(errors, $0.baseAddress, $0.count, off_t(text.count)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            text += chunk[..<count]
        }
        finished = (termination, String(decoding: text, as: UTF8.self))
        return (termination, finished?.1 ?? "")
    }

    // MARK: Spawning

    private static func spawn(_ executable: String, _ arguments: [String], _ environment: [String: String])
        throws(StartError) -> (pid: pid_t, input: Int32, output: Int32, errors: Int32)
    {
        func failed(_ what: String) -> StartError {
            StartError(description: "cannot start a replay worker (\(what): \(String(cString: strerror(errno))))")
        }
        var stdinPipe: [Int32] = [-1, -1], stdoutPipe: [Int32] = [-1, -1]
        guard pipe(&stdinPipe) == 0 else { throw failed("pipe") }
        guard pipe(&stdoutPipe) == 0 else {
            closeAll(stdinPipe)
            throw failed("pipe")
        }
        // Unlinked at once: the file lives as long as the descriptors, and no crash of this
        // process can leave it behind.
        var template = Array((NSTemporaryDirectory() + "/adreplay-worker-XXXXXX").utf8CString)
        let errors = template.withUnsafeMutableBufferPointer { name in name.baseAddress.map { mkstemp($0) } ?? -1 }
        guard errors >= 0 else {
            closeAll(stdinPipe + stdoutPipe)
            throw failed("temporary file")
        }
        template.withUnsafeBufferPointer { name in _ = name.baseAddress.map { unlink($0) } }
        for descriptor in stdinPipe + stdoutPipe + [errors] {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // dup2 clears close-on-exec on the copies: the child keeps exactly these three.
        posix_spawn_file_actions_adddup2(&actions, stdinPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors, 2)

        let argv = ([executable] + arguments).map { strdup($0) }
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") }
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv + [nil], envp + [nil])
        close(stdinPipe[0])
        close(stdoutPipe[1])
        guard spawned == 0 else {
            errno = spawned
            closeAll([stdinPipe[1], stdoutPipe[0], errors])
            throw failed(executable)
        }
        return (pid, stdinPipe[1], stdoutPipe[0], errors)
    }

    private static func closeAll(_ descriptors: [Int32]) {
        for descriptor in descriptors where descriptor >= 0 { close(descriptor) }
    }
}
