import AdapterUnitTestKit
import XCTest

final class AUTKConstantsTests: XCTestCase {
    func test_timeouts_areGooglesKits() {
        XCTAssertEqual(AUTKExpectationTimeout, 1.0)
        XCTAssertEqual(AUTKSyncMethodTimeout, 0.005)
    }
}
