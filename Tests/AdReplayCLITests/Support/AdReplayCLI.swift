import Foundation
import Testing

/// What one run of `adreplay` did: its exit status and everything it wrote.
struct CLIRun: CustomStringConvertible {
    var status: Int32
    /// False when the process died of a signal (a crash, a trap) instead of exiting.
    var exited: Bool
    var stdout: String
    var stderr: String

    var description: String {
        "exit \(status)\(exited ? "" : " (killed by a signal)")\n--- stdout ---\n\(stdout)--- stderr ---\n\(stderr)"
    }

    /// stderr's lines, without the final empty one.
    var stderrLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    var stdoutLines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
}

/// Runs the `adreplay` that `swift test` built alongside this test bundle.
enum AdReplayCLI {
    /// The package checkout: this file is `Tests/AdReplayCLITests/Support/AdReplayCLI.swift`.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The committed corpus.
    static let recordings = packageRoot.appendingPathComponent("recordings")

    /// Where `adreplay` is, or why it could not be found.
    static let located: Result<URL, LookupError> = locate()

    struct LookupError: Error, CustomStringConvertible {
        var tried: [String]
        var description: String {
            "adreplay was not found beside the test binary; build it with `swift build --product adreplay` "
                + "or set ADREPLAY_BIN. Looked at:\n" + tried.map { "  " + $0 }.joined(separator: "\n")
        }
    }

    /// Looks in the build products folder that holds the running test binary first, so the tests run
    /// the `adreplay` built with them; then at `.build/debug` in the checkout. `ADREPLAY_BIN` wins.
    private static func locate() -> Result<URL, LookupError> {
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["ADREPLAY_BIN"], !override.isEmpty {
            candidates.append(URL(fileURLWithPath: override))
        }
        var folders: [URL] = []
        // Linux: the test runner is an ELF file in the products folder.
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            folders.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
        }
        if let executable = Bundle.main.executableURL {
            folders.append(executable.deletingLastPathComponent())
        }
        // macOS: the .xctest bundle sits in the products folder.
        folders.append(Bundle.main.bundleURL)
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        if let first = CommandLine.arguments.first, first.contains("/") {
            folders.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        folders.append(packageRoot.appendingPathComponent(".build/debug"))
        candidates += folders.map { $0.appendingPathComponent("adreplay") }

        var tried: [String] = []
        for candidate in candidates {
            let path = candidate.standardizedFileURL.path
            guard !tried.contains(path) else { continue }
            tried.append(path)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: path)
            {
                return .success(URL(fileURLWithPath: path))
            }
        }
        return .failure(LookupError(tried: tried))
    }

    /// Runs `adreplay arguments` in `directory` (the checkout by default), with no input.
    static func run(_ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:]) throws -> CLIRun {
        let binary = try located.get()
        return try runProcess(binary, arguments, in: directory, environment: environment)
    }

    /// Runs `adreplay` with its arguments given as one line split on spaces.
    static func run(_ line: String, in directory: URL = packageRoot) throws -> CLIRun {
        try run(line.split(separator: " ").map(String.init), in: directory)
    }

    /// Runs any program, collecting stdout and stderr through files (so large outputs cannot
    /// fill a pipe and stall the child) and the raw stdout bytes.
    static func runProcess(
        _ executable: URL, _ arguments: [String], in directory: URL,
        environment: [String: String] = [:]
    ) throws -> CLIRun {
        let (status, exited, out, err) = try runRaw(executable, arguments, in: directory, environment: environment)
        return CLIRun(
            status: status, exited: exited, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self))
    }

    /// The child's environment is this process's, without any test runner's sharding variables
    /// (so that a sharded test run does not shard the runs under test), plus `extra`.
    static func runRaw(
        _ executable: URL, _ arguments: [String], in directory: URL, environment extra: [String: String] = [:]
    ) throws
        -> (status: Int32, exited: Bool, stdout: Data, stderr: Data)
    {
        let capture = FileManager.default.temporaryDirectory
            .appendingPathComponent("adreplay-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: capture, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: capture) }
        let outURL = capture.appendingPathComponent("stdout"), errURL = capture.appendingPathComponent("stderr")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = "80"
        for variable in ["TEST_TOTAL_SHARDS", "TEST_SHARD_INDEX", "TEST_SHARD_STATUS_FILE", "XML_OUTPUT_FILE"] {
            environment[variable] = nil
        }
        environment.merge(extra) { $1 }
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return (
            process.terminationStatus, process.terminationReason == .exit,
            try Data(contentsOf: outURL), try Data(contentsOf: errURL)
        )
    }
}
