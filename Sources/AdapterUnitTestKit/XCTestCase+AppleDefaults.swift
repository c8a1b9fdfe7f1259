#if canImport(XCTest) && !canImport(Darwin)
import XCTest

extension XCTestCase {
    /// Apple's `wait(for:timeout:enforceOrder:)` as Xcode 14.3 and later declare it, with a
    /// default timeout (Apple's: no limit), which swift-corelibs-xctest's lacks; Google's suites
    /// call `wait(for: [expectation])`. Here the default is `timeout` seconds, so that an
    /// expectation nobody fulfils fails the test instead of hanging it.
    public func wait(for expectations: [XCTestExpectation], enforceOrder: Bool = false, file: StaticString = #filePath, line: Int = #line) {
        wait(for: expectations, timeout: 10, enforceOrder: enforceOrder, file: file, line: line)
    }
}
#endif
