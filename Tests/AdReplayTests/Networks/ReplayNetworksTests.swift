import AdReplay
import AdReplaySample
import SampleAdSDK
import Testing

/// The replay network's complaints, as people read them.
@Suite struct ReplayNetworksTests {
    @Test func mismatch() {
        #expect(
            RequestProblem.mismatch(index: 2, expected: RequestValue(network: "tiny", "a"), actual: RequestValue(network: "tiny", "b"))
                .description
                == "request #2 differs from the recording:\n    expected: a\n    actual:   b")
    }

    @Test func unexpected() {
        #expect(
            RequestProblem.unexpected(index: 3, recorded: 3, actual: RequestValue(network: "tiny", "b")).description
                == "request #3 is not in the recording (it holds 3):\n    actual:   b")
    }

    @Test func unused() {
        #expect(
            RequestProblem.unused(count: 1, first: RequestValue(network: "tiny", "a")).description
                == "1 recorded answer was never asked for, starting with: a")
        #expect(
            RequestProblem.unused(count: 4, first: RequestValue(network: "tiny", "a")).description
                == "4 recorded answers were never asked for, starting with: a")
    }

    @Test func answersAreServedInOrder() throws {
        // Two loads recorded with different answers replay with the same answers in the same order.
        let scenario = Scenario.sample(.interstitial, script: "load; +1000 load; +1000 present")
        let fixture = try Recorder(registry: Registry.sample).record(scenario, name: "two", network: .seeded(6)).fixture
        let answers = fixture.observation.sampleExchanges.map(\.answer)
        #expect(answers == [.failure(.networkError), .fill])  // seed 6
        let result = Replayer(registry: Registry.sample).replay(fixture)
        #expect(result.diff == nil)
        #expect(result.requestProblems == [])
        #expect(result.observed == fixture.observation)
    }
}
