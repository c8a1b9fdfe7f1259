import Foundation

/// A fresh folder under the system's temporary directory, removed when `body` returns.
func withTemporaryFolder<Result>(_ body: (URL) throws -> Result) throws -> Result {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("AdReplayTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}

/// The names of the files in `folder` (not recursive), sorted.
func fileNames(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
}

/// The names in `folder` that look like FixtureStore's temporary files (`.NAME.tmp-*`).
func temporaryFileNames(in folder: URL) throws -> [String] {
    try fileNames(in: folder).filter { $0.hasPrefix(".") && $0.contains(".tmp-") }
}
