import AdapterUnitTestKit
import Foundation
import XCTest

/// The latency checks: a version read within 5 ms passes; a slower one fails saying how long it took.
final class AUTKLatencyTestsTests: FailureCapturingTestCase {
    func test_fastVersions_pass() {
        let failures = capturingFailures {
            AUTKTestAdapterVersionLatency(ProbeAdapter.self)
            AUTKTestAdSDKVersionLatency(ProbeAdapter.self)
        }
        XCTAssertEqual(failures, [])
    }

    func test_slowVersions_failNamingTheCallAndTheLimit() {
        let failures = capturingFailures {
            AUTKTestAdapterVersionLatency(SlowAdapter.self)
            AUTKTestAdSDKVersionLatency(SlowAdapter.self)
        }
        let pattern = #"^failed - SlowAdapter\.(adapterVersion|adSDKVersion)\(\) took \d+\.\d{3} ms; at most 5\.0 ms allowed\.$"#
        XCTAssertEqual(failures.count, 2)
        for failure in failures {
            let message = String(failure.split(separator: " ", maxSplits: 1)[1])
            XCTAssertNotNil(message.range(of: pattern, options: .regularExpression), message)
        }
        XCTAssertTrue(failures[0].contains("adapterVersion()"))
        XCTAssertTrue(failures[1].contains("adSDKVersion()"))
    }
}

/// Takes 20 ms (at least) to answer its versions.
private final class SlowAdapter: NSObject, MediationAdapter {
    static func adapterVersion() -> VersionNumber {
        Thread.sleep(forTimeInterval: 0.02)
        return VersionNumber(majorVersion: 1)
    }

    static func adSDKVersion() -> VersionNumber {
        Thread.sleep(forTimeInterval: 0.02)
        return VersionNumber(majorVersion: 1)
    }

    override init() {}
}
