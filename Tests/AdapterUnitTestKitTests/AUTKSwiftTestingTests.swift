import AdapterUnitTestKit
import Foundation
import Testing

/// In a Swift Testing test the kit's failures are the test's issues (Google's kit, asserting with
/// XCTest only, loses them there), at the caller's line.
@Suite struct AUTKSwiftTestingTests {
    @Test func failure_isRecordedAsAnIssueOfTheRunningTest() {
        let configuration = AUTKMediationBannerAdConfiguration()
        configuration.credentials = probeCredentials(["load": "fail"])
        let line = #line + 2
        withKnownIssue {
            AUTKWaitAndAssertLoadBannerAd(ProbeAdapter(), configuration)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["The banner load failed with com.example.probe 7 (The probe refused.); expected an ad."]
                && issue.sourceLocation?.line == line
        }
    }

    @Test func success_recordsNoIssue() {
        let delegate = AUTKWaitAndAssertLoadBannerAd(ProbeAdapter(), AUTKMediationBannerAdConfiguration())
        #expect(delegate.bannerAd != nil)
    }
}
