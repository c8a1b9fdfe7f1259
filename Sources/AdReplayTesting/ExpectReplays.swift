#if canImport(Testing)
import AdReplay
import Testing

/// Records one issue when `file` does not replay as recorded, with the readable failure (its
/// headline, the diff as lines, the way to accept it) as the comment, once.
///
/// ```swift
/// @Test(arguments: FixtureFile.all(in: "Fixtures"))
/// func replays(_ fixture: FixtureFile) {
///     expectReplays(fixture, registry: .pebble)
/// }
/// ```
public func expectReplays(_ file: FixtureFile, registry: AdapterRegistry, substitutions: [String: String] = [:],
                          mode: RecordMode? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    if let failure = FixtureCheck.verify(file, registry: registry, substitutions: substitutions, mode: mode) {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}

extension FixtureFile: CustomTestStringConvertible {
    public var testDescription: String { name }
}
#endif
