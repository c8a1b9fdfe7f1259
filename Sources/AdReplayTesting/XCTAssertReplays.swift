#if canImport(XCTest)
import AdReplay
import XCTest

/// XCTest's form of ``expectReplays(_:registry:substitutions:mode:sourceLocation:)``: one failure
/// per fixture of `files` that does not replay as recorded, each with its readable diff.
///
/// ```swift
/// func testFixturesReplay() {
///     XCTAssertReplays(FixtureFile.all(in: "Fixtures"), registry: .pebble)
/// }
/// ```
public func XCTAssertReplays(_ files: [FixtureFile], registry: AdapterRegistry, substitutions: [String: String] = [:],
                             mode: RecordMode? = nil, file: StaticString = #filePath, line: UInt = #line) {
    for fixture in files {
        if let failure = FixtureCheck.verify(fixture, registry: registry, substitutions: substitutions, mode: mode) {
            XCTFail(failure, file: file, line: line)
        }
    }
}
#endif
