import AdReplay
import AdReplaySample
import Testing

/// The `FixtureError` that `body` throws, or nil when it throws nothing (any other error is
/// recorded as an issue).
func fixtureError(sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void) -> FixtureError? {
    do {
        try body()
        return nil
    } catch let error as FixtureError {
        return error
    } catch {
        Issue.record("expected a FixtureError, got \(error)", sourceLocation: sourceLocation)
        return nil
    }
}
