import Mediation
import Testing

struct MediationErrorTests {
    @Test func localizedDescription_withoutEntry_isFoundationsGenericSentence() {
        let error = MediationError(domain: "com.google.customevent.samplenetwork", code: 101)
        #expect(
            error.localizedDescription
                == "The operation couldn’t be completed. (com.google.customevent.samplenetwork error 101.)")
        #expect(error.localizedFailureReason == nil)
    }

    @Test func localizedTexts_comeFromTheirUserInfoKeys() {
        let error = MediationError(
            domain: "d", code: 1,
            userInfo: [
                "NSLocalizedDescription": "Sample SDK returned an ad load failure callback with error code: 3",
                "NSLocalizedFailureReason": "no inventory",
            ])
        #expect(error.localizedDescription == "Sample SDK returned an ad load failure callback with error code: 3")
        #expect(error.localizedFailureReason == "no inventory")
        #expect(MediationError.localizedDescriptionKey == "NSLocalizedDescription")
        #expect(MediationError.localizedFailureReasonKey == "NSLocalizedFailureReason")
    }

    @Test func plainDescriptionKey_isNotTheLocalizedDescription() {
        // The Swift sample adapter stores its text under "description": Foundation ignores it.
        let error = MediationError(domain: "d", code: 102, userInfo: ["description": "not loaded"])
        #expect(error.localizedDescription == "The operation couldn’t be completed. (d error 102.)")
    }

    @Test func hostErrors_useTheHostDomainAndStandardSentences() {
        let noFill = MediationError.host(.noFill)
        #expect(
            noFill
                == MediationError(
                    domain: "com.google.admob", code: 1,
                    userInfo: ["NSLocalizedDescription": "Request Error: No ad to show."]
                ))
        #expect(
            MediationError.host(code: 42).localizedDescription
                == "Request Error: The ad server answered with error code 42.")
        #expect(
            MediationError.host(code: 11).localizedDescription
                == "Internal Error: Something went wrong inside the SDK.")
    }

    @Test func description_namesDomainCodeAndText() {
        #expect(
            MediationError.host(.timeout).description
                == "com.google.admob 5: Request Error: The ad request timed out.")
    }
}
