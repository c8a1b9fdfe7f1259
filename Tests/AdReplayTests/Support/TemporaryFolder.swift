import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fresh folder under the system's temporary directory, removed when `body` returns.
///
/// A crash-isolation test runs again in a child process up to its helper's call
/// (`ADREPLAY_ISOLATED_SITE` set), so the child makes a folder of its own here, and a child that
/// traps on a fixture, or is stopped, never returns to remove it. Folders are therefore named
/// for who made them (``TemporaryFolders``), and the test process removes those of its children
/// that are gone each time it removes one of its own.
func withTemporaryFolder<Result>(_ body: (URL) throws -> Result) throws -> Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(TemporaryFolders.newName(), isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer {
        try? FileManager.default.removeItem(at: folder)
        TemporaryFolders.removeLeftovers()
    }
    return try body(folder)
}

/// The names of the tests' temporary folders, `AdReplayTests-OWNER-CHILD-UUID`: OWNER is the
/// test process, CHILD the child process that made the folder (0 for the test process itself).
enum TemporaryFolders {
    static let prefix = "AdReplayTests-"

    /// Whether this process is a test's crash-isolation child (it runs the test again up to the
    /// helper's call and serves that call).
    static var inIsolatedChild: Bool { ProcessInfo.processInfo.environment["ADREPLAY_ISOLATED_SITE"] != nil }

    /// The test process: this one, or the parent of an isolated child.
    static var testProcess: pid_t { inIsolatedChild ? getppid() : getpid() }

    static func newName() -> String {
        "\(prefix)\(testProcess)-\(inIsolatedChild ? getpid() : 0)-\(UUID().uuidString)"
    }

    /// Removes the folders of this test process's children that are gone, and those of test
    /// processes that are gone (a run that was killed). A folder of a live process is its own.
    static func removeLeftovers() {
        guard !inIsolatedChild else { return }
        let temporary = FileManager.default.temporaryDirectory
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: temporary.path) else { return }
        let me = getpid()
        for name in names where name.hasPrefix(prefix) {
            let parts = name.dropFirst(prefix.count).split(separator: "-", maxSplits: 2)
            guard parts.count == 3, let owner = pid_t(parts[0]), let child = pid_t(parts[1]) else { continue }
            let gone = owner == me ? child != 0 && !isAlive(child) : !isAlive(owner)
            if gone { try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name)) }
        }
    }

    private static func isAlive(_ process: pid_t) -> Bool {
        kill(process, 0) == 0 || errno == EPERM
    }
}

/// The names of the files in `folder` (not recursive), sorted.
func fileNames(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
}

/// The names in `folder` that look like FixtureStore's temporary files (`.NAME.tmp-*`).
func temporaryFileNames(in folder: URL) throws -> [String] {
    try fileNames(in: folder).filter { $0.hasPrefix(".") && $0.contains(".tmp-") }
}
