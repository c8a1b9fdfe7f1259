import AdReplayTesting
import XCTest

/// The same fixtures from XCTest: one failure, with its diff, per fixture that changed.
final class PebbleFixtureXCTests: XCTestCase {
    func testEveryFixtureReplays() {
        XCTAssertReplays(FixtureFile.all(in: "Fixtures"), registry: .pebble)
    }
}
