import XCTest

/// An XCTest case that keeps the failures the code under test records instead of failing, so that
/// a test can assert the kit's exact failure text. Failures recorded outside `capturingFailures`
/// fail the test as usual.
class FailureCapturingTestCase: XCTestCase {
    private var captured: [String]?

    /// Runs `body` and returns each failure it recorded: its message, and its file name and line.
    func capturingFailures(_ body: () -> Void) -> [String] {
        captured = []
        body()
        defer { captured = nil }
        return captured ?? []
    }

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if captured != nil {
            captured?.append("\((filePath as NSString).lastPathComponent):\(lineNumber): \(description)")
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }
}
