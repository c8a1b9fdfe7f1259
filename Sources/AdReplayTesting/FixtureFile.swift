import AdReplay
import Foundation

/// One fixture file of a test's folder: the argument of a parameterized test, so that each
/// fixture is its own test case, named by its path under the folder.
///
/// ```swift
/// @Test(arguments: FixtureFile.all(in: "Fixtures"))   // beside this test file
/// func replays(_ fixture: FixtureFile) {
///     expectReplays(fixture, registry: .pebble)
/// }
/// ```
public struct FixtureFile: Sendable, Hashable, CustomStringConvertible {
    /// The file's path.
    public let path: String
    /// Its path under the folder it was found in: `banner/fill.fixture.gz`.
    public let name: String
    /// Why the folder gave no fixture (missing, unreadable, empty); the test case fails with it.
    public let problem: String?

    public var description: String { name }

    /// Every `*.fixture.gz` under `folder`, sorted by path. A relative `folder` is resolved
    /// against the directory of `filePath`, the test file calling this (as snapshot tests keep
    /// their `__Snapshots__` beside them), so the tests find their fixtures from any working
    /// directory. A folder that is missing or holds none gives one case that fails saying so,
    /// and so does an `ADREPLAY_RECORD` that names no record mode: its sentence is said once,
    /// not once per fixture.
    public static func all(in folder: String, relativeTo filePath: String = #filePath) -> [FixtureFile] {
        all(in: folder, relativeTo: filePath, environment: ProcessInfo.processInfo.environment)
    }

    static func all(in folder: String, relativeTo filePath: String, environment: [String: String]) -> [FixtureFile] {
        let root = resolve(folder, relativeTo: filePath)
        if let invalid = RecordMode.invalid(in: environment) {
            return [FixtureFile(path: root, name: folder, problem: invalid)]
        }
        let paths: [String]
        do {
            paths = try FixtureStore.fixturePaths(in: [root])
        } catch {
            return [FixtureFile(path: root, name: folder, problem: error.description)]
        }
        guard !paths.isEmpty else {
            return [
                FixtureFile(
                    path: root, name: folder, problem: "\(root): holds no *.fixture.gz files; record some, or fix the folder's name.")
            ]
        }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return paths.map { FixtureFile(path: $0, name: $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0, problem: nil) }
    }

    /// `path`, resolved against the directory of `filePath` when it is relative.
    public static func resolve(_ path: String, relativeTo filePath: String = #filePath) -> String {
        guard !path.hasPrefix("/") else { return path }
        return URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL.path
    }
}
