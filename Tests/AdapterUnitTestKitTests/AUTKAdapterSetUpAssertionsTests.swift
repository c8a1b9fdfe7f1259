import AdWorld
import AdapterUnitTestKit
import XCTest

/// The set-up assertions, by configuration, credentials and credentials array, and version equality.
final class AUTKAdapterSetUpAssertionsTests: FailureCapturingTestCase {
    private let refused = NSError(domain: ProbeAdapter.errorDomain, code: 7)

    func test_setUpSucceeding_passesInEveryForm() {
        let failures = capturingFailures {
            let configuration = AUTKMediationServerConfiguration()
            configuration.credentials = [probeCredentials(["setUp": "main"])]
            AUTKWaitAndAssertAdapterSetUpWithConfiguration(ProbeAdapter.self, configuration)
            AUTKWaitAndAssertAdapterSetUpWithCredentials(ProbeAdapter.self, probeCredentials([:]))
            AUTKWaitAndAssertAdapterSetUpWithCredentialsArray(
                ProbeAdapter.self, [probeCredentials(["setUp": "mainActor"]), probeCredentials([:])])
        }
        XCTAssertEqual(failures, [])
    }

    func test_setUpFailingAsExpected_passesInEveryForm() {
        let failures = capturingFailures {
            let configuration = AUTKMediationServerConfiguration()
            configuration.credentials = [probeCredentials(["setUp": "fail"])]
            AUTKWaitAndAssertAdapterSetUpFailureWithConfiguration(ProbeAdapter.self, configuration, refused)
            AUTKWaitAndAssertAdapterSetUpFailureWithCredentials(ProbeAdapter.self, probeCredentials(["setUp": "fail"]), refused)
            AUTKWaitAndAssertAdapterSetUpFailureWithCredentialsArray(ProbeAdapter.self, [probeCredentials(["setUp": "fail"])], refused)
        }
        XCTAssertEqual(failures, [])
    }

    func test_setUpFailing_whenSuccessWasExpected_failsWithTheError() {
        let failures = capturingFailures {
            AUTKWaitAndAssertAdapterSetUpWithCredentials(ProbeAdapter.self, probeCredentials(["setUp": "fail"]))
        }
        XCTAssertEqual(
            failures.map(message),
            [
                "failed - ProbeAdapter's set-up failed with com.example.probe 7 (The probe refused.); expected success."
            ])
    }

    func test_setUpSucceeding_whenFailureWasExpected_fails() {
        let failures = capturingFailures {
            AUTKWaitAndAssertAdapterSetUpFailureWithCredentialsArray(ProbeAdapter.self, [probeCredentials([:])], refused)
        }
        XCTAssertEqual(failures.map(message), ["failed - ProbeAdapter's set-up succeeded; expected it to fail with com.example.probe 7."])
    }

    func test_setUpFailingWithAnotherError_failsNamingBoth() {
        let failures = capturingFailures {
            AUTKWaitAndAssertAdapterSetUpFailureWithCredentials(
                ProbeAdapter.self, probeCredentials(["setUp": "fail"]), NSError(domain: "other", code: 7))
        }
        XCTAssertEqual(failures.map(message), ["failed - ProbeAdapter's set-up failed with com.example.probe 7; expected other 7."])
    }

    func test_setUpNeverCompleting_orCompletingTwice_fails() {
        let failures = capturingFailures {
            AUTKWaitAndAssertAdapterSetUpWithCredentials(ProbeAdapter.self, probeCredentials(["setUp": "never"]))
            AUTKWaitAndAssertAdapterSetUpWithCredentials(ProbeAdapter.self, probeCredentials(["setUp": "twice"]))
        }
        XCTAssertEqual(
            failures.map(message),
            [
                "failed - ProbeAdapter's set-up did not complete within 1.0 s of virtual time: the adapter never called its completion handler.",
                "failed - ProbeAdapter called its set-up's completion handler 2 times.",
            ])
    }

    func test_setUpOnTheVirtualClock_isWaitedFor() {
        let world = World(clock: VirtualClock())
        let failures = capturingFailures {
            world.run { AUTKWaitAndAssertAdapterSetUpWithCredentials(ProbeAdapter.self, probeCredentials(["setUp": "clock:250"])) }
        }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(world.now, 250)
    }

    func test_equalVersion_passesForEqualParts_andFailsNamingBoth() {
        let failures = capturingFailures {
            AUTKAssertEqualVersion(ProbeAdapter.adapterVersion(), VersionNumber(majorVersion: 1, minorVersion: 2, patchVersion: 3))
            AUTKAssertEqualVersion(ProbeAdapter.adapterVersion(), VersionNumber(majorVersion: 1, minorVersion: 2, patchVersion: 4))
        }
        XCTAssertEqual(failures.map(message), ["failed - Version 1.2.3 is not 1.2.4."])
    }

    private func message(_ failure: String) -> String {
        String(failure.split(separator: " ", maxSplits: 1)[1])
    }
}
