import Testing

/// A test or suite trait that sets the record mode of the fixture checks and cassettes in it,
/// over `ADREPLAY_RECORD` and `CI` (a parameter given to one call still wins):
///
/// ```swift
/// @Test(.recordMode(.all), arguments: FixtureFile.all(in: "Fixtures"))   // re-record, then remove it
/// func replays(_ fixture: FixtureFile) {
///     expectReplays(fixture, registry: .pebble)
/// }
/// ```
///
/// The test's isolated child processes (see `expectReplays`) run the same test, so the same trait
/// applies there.
public struct RecordModeTrait: TestTrait, SuiteTrait, TestScoping {
    public let mode: RecordMode

    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await RecordMode.$scoped.withValue(mode) {
            try await function()
        }
    }
}

extension Trait where Self == RecordModeTrait {
    /// Sets the record mode of the fixture checks and cassettes in this test or suite.
    public static func recordMode(_ mode: RecordMode) -> Self {
        RecordModeTrait(mode: mode)
    }
}
