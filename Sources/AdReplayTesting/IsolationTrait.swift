#if canImport(Testing)
import Testing

/// A test or suite trait that sets how the test helpers in it isolate their replays, over
/// `ADREPLAY_ISOLATION`:
///
/// ```swift
/// @Test(.isolation(.shared))
/// func committedCorpus_replays() throws {
///     let results = try Cassette.replayAll(in: "recordings", registry: .pebble)
///     #expect(results.filter { !$0.passed }.isEmpty)
/// }
/// ```
///
/// The test's child processes run the same test, so the same trait applies there.
public struct IsolationTrait: TestTrait, SuiteTrait, TestScoping {
    public let isolation: ReplayIsolation

    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await IsolatedReplay.$scoped.withValue(isolation) {
            try await function()
        }
    }
}

extension Trait where Self == IsolationTrait {
    /// Sets how the test helpers in this test or suite isolate their replays.
    public static func isolation(_ isolation: ReplayIsolation) -> Self {
        IsolationTrait(isolation: isolation)
    }
}
#endif
