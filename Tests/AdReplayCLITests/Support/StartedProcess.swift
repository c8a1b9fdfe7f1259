import Foundation

/// An `adreplay` run that is started, and later waited on (or killed), separately: for starting
/// many at once. Its output goes to files, as `AdReplayCLI.runRaw` does it.
final class StartedProcess {
    private let process = Process()
    private let capture: URL
    private let out: FileHandle, err: FileHandle

    /// Prepares `adreplay arguments` in `directory`; nothing runs until ``start()``. `environment`
    /// adds variables to this process's (nil removes one).
    init(_ arguments: [String], in directory: URL, environment extra: [String: String?] = [:]) throws {
        capture = FileManager.default.temporaryDirectory.appendingPathComponent("adreplay-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: capture, withIntermediateDirectories: true)
        let outURL = capture.appendingPathComponent("stdout"), errURL = capture.appendingPathComponent("stderr")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        out = try FileHandle(forWritingTo: outURL)
        err = try FileHandle(forWritingTo: errURL)
        process.executableURL = try AdReplayCLI.located.get()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = "80"
        for (name, value) in extra { environment[name] = value }
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
    }

    deinit {
        try? FileManager.default.removeItem(at: capture)
    }

    func start() throws { try process.run() }

    var pid: pid_t { process.processIdentifier }

    /// SIGKILL, unless it has already finished.
    func kill() {
        kill(SIGKILL)
    }

    /// Sends `signal`, unless it has already finished.
    func kill(_ signal: Int32) {
        if process.isRunning { _ = Foundation.kill(process.processIdentifier, signal) }
    }

    /// Waits for the process to end and collects what it wrote.
    func wait() throws -> CLIRun {
        process.waitUntilExit()
        try out.close()
        try err.close()
        return CLIRun(
            status: process.terminationStatus, exited: process.terminationReason == .exit,
            stdout: String(decoding: try Data(contentsOf: capture.appendingPathComponent("stdout")), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: capture.appendingPathComponent("stderr")), as: UTF8.self))
    }

    /// Starts every run first, then waits for them all.
    static func runTogether(_ runs: [StartedProcess]) throws -> [CLIRun] {
        for run in runs { try run.start() }
        return try runs.map { try $0.wait() }
    }
}

/// SplitMix64: a tiny seeded generator, so "random" kill times are the same on every run.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (bound > 0).
    mutating func next(below bound: UInt64) -> UInt64 { next() % bound }
}
