import Foundation

/// What Linux's `/proc` says of the processes a run started: its children, its grandchildren, and
/// every process still carrying a variable the test put in the run's environment.
enum ProcessTree {
    /// The children of `pid`, from every one of its threads (a child's parent is the thread that
    /// started it).
    static func children(of pid: pid_t) -> [pid_t] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.sorted().flatMap { task -> [pid_t] in
            let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? ""
            return text.split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
    }

    /// The state letter of `pid` (`R`, `S`, `T` stopped, `Z` a zombie), nil when it is gone.
    static func state(of pid: pid_t) -> Character? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(after: close)...].first { $0 != " " }
    }

    /// Whether `pid` still runs (a zombie has ended; only its parent has not reaped it).
    static func isAlive(_ pid: pid_t) -> Bool {
        guard let state = state(of: pid) else { return false }
        return state != "Z" && state != "X"
    }

    /// Every live process whose environment holds `marker` (`NAME=value`).
    static func processes(carrying marker: String) -> [pid_t] {
        let needle = Data((marker + "\u{0}").utf8)
        let pids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { pid_t($0) }
        return pids.filter { pid in
            guard let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return false }
            return environment.range(of: needle) != nil && isAlive(pid)
        }
    }

    /// Waits, polling, until `condition` holds or `seconds` have passed; whether it held. Only a
    /// generous bound on a wait for something that should happen at once, never a measurement.
    static func wait(upTo seconds: Double, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(2_000)
        }
        return condition()
    }

    /// A grandchild of `parent` through its child `worker`, caught alive and stopped (SIGSTOP):
    /// nil when none was caught within `seconds`. A fresh process per fixture lives for
    /// milliseconds, so the children are polled until one is stopped before it ends.
    static func stopAGrandchild(of worker: pid_t, within seconds: Double) -> pid_t? {
        var stopped: pid_t?
        _ = wait(upTo: seconds) {
            for child in children(of: worker) where Foundation.kill(child, SIGSTOP) == 0 {
                // Stopped, or already ended (then it answered; another one is tried).
                if wait(upTo: 10, until: { state(of: child) != "R" && state(of: child) != "S" && state(of: child) != "D" }),
                    state(of: child) == "T" || state(of: child) == "t"
                {
                    stopped = child
                    return true
                }
            }
            return false
        }
        return stopped
    }
}

/// An `adreplay` run started with no signal blocked or ignored, its output in files. A test
/// runner's threads block some signals (SIGTERM, SIGABRT), and a process started from one
/// inherits the mask (Foundation's `Process` keeps it): a run started so could not be stopped
/// by SIGTERM, nor its children by SIGABRT, as a user's shell lets them be.
final class UnmaskedProcess {
    let pid: pid_t
    private let capture: URL
    private var status: Int32?

    /// Starts `adreplay arguments` in `directory`, with this process's environment and `extra`
    /// (nil removes a variable).
    init(_ arguments: [String], in directory: URL, environment extra: [String: String?] = [:]) throws {
        capture = FileManager.default.temporaryDirectory.appendingPathComponent("adreplay-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: capture, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = "80"
        for (name, value) in extra { environment[name] = value }
        // The shell moves to the folder, then becomes adreplay (posix_spawn has no chdir here).
        let argv = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory.path, try AdReplayCLI.located.get().path] + arguments
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, capture.appendingPathComponent("stdout").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, capture.appendingPathComponent("stderr").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let cArguments = argv.map { strdup($0) }
        let cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") }
        defer { (cArguments + cEnvironment).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, cArguments + [nil], cEnvironment + [nil])
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EPERM) }
        self.pid = pid
    }

    deinit {
        if status == nil {
            Foundation.kill(pid, SIGKILL)
            _ = try? wait()
        }
        try? FileManager.default.removeItem(at: capture)
    }

    func kill(_ signal: Int32) {
        if status == nil { Foundation.kill(pid, signal) }
    }

    /// Waits for the run to end and collects what it wrote.
    func wait() throws -> CLIRun {
        if status == nil {
            var raw: Int32 = 0
            while waitpid(pid, &raw, 0) < 0, errno == EINTR {}
            status = raw
        }
        let raw = status ?? 0
        let signal = raw & 0x7f
        return CLIRun(
            status: signal == 0 ? (raw >> 8) & 0xff : signal, exited: signal == 0,
            stdout: String(decoding: try Data(contentsOf: capture.appendingPathComponent("stdout")), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: capture.appendingPathComponent("stderr")), as: UTF8.self))
    }
}
