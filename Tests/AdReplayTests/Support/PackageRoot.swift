import Foundation

/// The package's root folder: this file is `Tests/AdReplayTests/Support/PackageRoot.swift`.
let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // AdReplayTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

/// The committed corpus, `recordings/`.
let recordingsFolder: URL = packageRoot.appendingPathComponent("recordings")

/// The path of a committed fixture, e.g. `recording("banner/fill")`.
func recording(_ name: String) -> String {
    recordingsFolder.appendingPathComponent("\(name).fixture.gz").path
}

/// Every committed fixture, as a path relative to `recordings/` (`banner/fill.fixture.gz`), found
/// by walking the folder with `FileManager` rather than with `FixtureStore`: the figure tests
/// compare the corpus with, so that adding a fixture changes no test.
func committedFixtureNames() -> [String] {
    let enumerator = FileManager.default.enumerator(at: recordingsFolder, includingPropertiesForKeys: [.isRegularFileKey])
    var names: [String] = []
    while let url = enumerator?.nextObject() as? URL {
        guard url.lastPathComponent.hasSuffix(".fixture.gz"),
            (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        else { continue }
        names.append(String(url.standardizedFileURL.path.dropFirst(recordingsFolder.standardizedFileURL.path.count + 1)))
    }
    return names.sorted()
}
