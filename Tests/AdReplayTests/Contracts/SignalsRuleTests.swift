import Testing

@testable import AdReplay

/// Signals or an error: GMA's `GADRTBAdapter` asks that a signals request be answered with one
/// of the two (Google's BidMachine adapter answers with neither when its SDK has no token).
@Suite struct SignalsRuleTests {
    static func check(_ answer: HostEvent, then rest: [HostEvent] = []) -> [String] {
        let events = ([answer] + rest).enumerated().map { ContractCheck.Event($0.offset * 10, $0.element, ad: 1) }
        let scenario = Scenario(format: .interstitial, adapterClassName: nil, parameter: nil, script: [ScriptStep(at: 0, .load)])
        return ContractCheck.check(scenario, events).map(\.description)
    }

    static let error = ErrorSummary(domain: "com.example", code: 7, description: "no token")

    @Test func neitherSignalsNorAnError_isABreach() {
        #expect(
            Self.check(.signalsCollected(signals: nil, error: nil)) == [
                "ad 1: signals or an error at host event #0 (0 ms): the adapter answered the signals request with neither signals nor an error"
            ])
    }

    @Test func bothSignalsAndAnError_isABreach() {
        #expect(
            Self.check(.signalsCollected(signals: "token", error: Self.error), then: [.loadCompleted(.ad(.fullScreen))]) == [
                "ad 1: signals or an error at host event #0 (0 ms): the adapter answered the signals request with both signals and an error"
            ])
    }

    /// Empty signals are none: `("", error)` is an error alone, `("", nil)` neither.
    @Test func emptySignals_areNone() {
        #expect(Self.check(.signalsCollected(signals: "", error: Self.error)) == [])
        #expect(
            Self.check(.signalsCollected(signals: "", error: nil), then: [.loadCompleted(.error(Self.error))]) == [
                "ad 1: signals or an error at host event #0 (0 ms): the adapter answered the signals request with neither signals nor an error"
            ])
    }

    @Test func signalsOrAnErrorAlone_breakNothing() {
        #expect(Self.check(.signalsCollected(signals: "token", error: nil), then: [.loadCompleted(.ad(.fullScreen))]) == [])
        #expect(Self.check(.signalsCollected(signals: nil, error: Self.error)) == [])
    }

    @Test func theRuleIsOneOfTheHostsEveryAdRules() {
        #expect(ContractRule.host.contains(.signalsOrError) && !ContractRule.signalsOrError.isOptIn)
        #expect(Scenario.Format.allCases.allSatisfy { $0.profile.contracts.contains(.signalsOrError) })
    }
}
