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

/// Google's BidMachine and PubMatic suites are `@MainActor` Swift Testing suites whose adapters
/// load in `Task { @MainActor in … }`: that work cannot run before the kit returns, so the kit
/// asserts the load when it comes, within the test.
@MainActor @Suite struct AUTKMainActorSwiftTestingTests {
    @Test func loadInAMainActorTask_isAssertedWhenItCompletes() async {
        let configuration = AUTKMediationBannerAdConfiguration()
        configuration.credentials = probeCredentials(["load": "mainActor"])
        let delegate = AUTKWaitAndAssertLoadBannerAd(ProbeAdapter(), configuration)
        #expect(delegate.bannerAd == nil)
        for _ in 0..<100 where delegate.bannerAd == nil {
            await Task.yield()
        }
        #expect(delegate.bannerAd != nil)
    }

    @Test func failingLoadInAMainActorTask_failsTheTestWhenItCompletes() async {
        let configuration = AUTKMediationBannerAdConfiguration()
        configuration.credentials = probeCredentials(["load": "mainActor:fail"])
        let line = #line + 2
        await withKnownIssue {
            AUTKWaitAndAssertLoadBannerAdFailure(ProbeAdapter(), configuration, NSError(domain: "other", code: 1))
            await Task.yield()
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["The banner load failed with com.example.probe 7; expected other 1."]
                && issue.sourceLocation?.line == line
        }
    }
}
