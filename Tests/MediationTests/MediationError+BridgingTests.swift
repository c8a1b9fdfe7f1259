import Foundation
import Mediation
import Testing

private enum PlainError: Error { case first, second }

private struct ExplainedError: LocalizedError {
    var errorDescription: String? { "The network is asleep." }
    var failureReason: String? { "It is night." }
}

struct MediationErrorBridgingTests {
    @Test func mediationError_isKeptAsItIs() {
        let error = MediationError.host(.noFill)
        #expect(MediationError(error) == error)
    }

    @Test func nsError_isRecordedWhole() {
        let error = NSError(
            domain: "com.example.network", code: 101,
            userInfo: [
                NSLocalizedDescriptionKey: "No ad.",
                NSLocalizedFailureReasonErrorKey: "Inventory empty.",
                "description": "plain text",
                "retryAfter": 30,
                "url": URL(string: "https://ads.example/why") as Any,
            ])
        let recorded = MediationError(error)
        #expect(recorded.domain == "com.example.network")
        #expect(recorded.code == 101)
        #expect(recorded.localizedDescription == "No ad.")
        #expect(recorded.localizedFailureReason == "Inventory empty.")
        #expect(
            recorded.userInfo == [
                "NSLocalizedDescription": "No ad.", "NSLocalizedFailureReason": "Inventory empty.",
                "description": "plain text", "retryAfter": "30", "url": "https://ads.example/why",
            ])
    }

    @Test func nsErrorWithoutDescription_getsFoundationsSentence() {
        let recorded = MediationError(
            NSError(
                domain: "com.google.customevent.samplenetwork", code: 101,
                userInfo: ["description": "Sample SDK returned an ad load failure"]))
        #expect(
            recorded.localizedDescription
                == "The operation couldn’t be completed. (com.google.customevent.samplenetwork error 101.)")
        #expect(recorded.userInfo == ["description": "Sample SDK returned an ad load failure"])
    }

    @Test func unsupportedUserInfoValue_isNamedNotDropped() {
        let recorded = MediationError(NSError(domain: "d", code: 1, userInfo: ["object": NSObject()]))
        #expect(recorded.userInfo == ["object": "unsupported value of type NSObject"])
    }

    @Test func underlyingError_isRecordedAsItsDescription() {
        let underlying = NSError(domain: "inner", code: 7, userInfo: [NSLocalizedDescriptionKey: "Socket closed."])
        let recorded = MediationError(NSError(domain: "outer", code: 2, userInfo: [NSUnderlyingErrorKey: underlying]))
        #expect(recorded.userInfo == ["NSUnderlyingError": "inner 7: Socket closed."])
    }

    @Test func swiftError_bridgesAsFoundationDoes() {
        let recorded = MediationError(PlainError.second)
        #expect(recorded.domain == "MediationTests.PlainError")
        #expect(recorded.code == 1)
        #expect(recorded.userInfo == [:])
    }

    @Test func localizedError_givesDescriptionAndReason() {
        let recorded = MediationError(ExplainedError())
        #expect(recorded.localizedDescription == "The network is asleep.")
        #expect(recorded.localizedFailureReason == "It is night.")
    }
}
