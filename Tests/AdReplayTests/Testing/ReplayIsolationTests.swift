import AdReplay
import Testing

@testable import AdReplayTesting

/// `ADREPLAY_ISOLATION` (issue 45, B2): `fresh`, `shared` or `off`; anything else was silently
/// `fresh`, and is now refused with the sentence the command line refuses it with.
@Suite struct ReplayIsolationTests {
    @Test func values_areTaken_inAnyCase() throws {
        #expect(try ReplayIsolation(environment: [:]) == .fresh)
        #expect(try ReplayIsolation(environment: ["ADREPLAY_ISOLATION": ""]) == .fresh)
        #expect(try ReplayIsolation(environment: ["ADREPLAY_ISOLATION": "fresh"]) == .fresh)
        #expect(try ReplayIsolation(environment: ["ADREPLAY_ISOLATION": "Shared"]) == .shared)
        #expect(try ReplayIsolation(environment: ["ADREPLAY_ISOLATION": "OFF"]) == .off)
    }

    @Test(arguments: ["bogus", "of", "isolated", "off\u{7}"])
    func anotherValue_isRefused(value: String) {
        #expect(throws: IsolationVariable.Problem(value: value)) { try ReplayIsolation(environment: ["ADREPLAY_ISOLATION": value]) }
        #expect(
            IsolationVariable.Problem(value: value).description
                == "ADREPLAY_ISOLATION is \"\(value.escapingControlCharacters)\", which is not an isolation; use fresh, shared or off.")
    }
}
