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
