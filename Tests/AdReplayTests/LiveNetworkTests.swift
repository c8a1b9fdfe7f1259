import AdReplay
import SampleAdSDK
import Testing

/// How recordings choose the networks' answers.
@Suite struct LiveNetworkTests {
    private let recorder = Recorder(registry: Registry.sample)

    private func answer(_ network: LiveNetwork, _ format: Scenario.Format = .native) throws -> SampleNetworkAnswer? {
        let fixture = try recorder.record(Scenario.sample(format), name: "x", network: network).fixture
        guard case .sample(let exchange)? = fixture.network.first else { return nil }
        return exchange.answer
    }

    @Test func descriptions() {
        #expect(LiveNetwork.seeded(42).description == "seeded(42)")
        #expect(LiveNetwork.answer(.fill).description == "answer fill")
        #expect(LiveNetwork.answer(.failure(.noInventory)).description == "answer failure noInventory (3)")
        #expect(LiveNetwork.answer(.fill.delayed(by: 200)).description == "answer fill after 200 ms")
        #expect(LiveNetwork.seeded(7, video: false).description == "seeded(7), video no")
        #expect(LiveNetwork.answer(.fill, video: true, variant: .app).description == "answer fill, video yes, variant app")
    }

    @Test func answer_givesEveryRequestTheSameAnswer() throws {
        #expect(try answer(.answer(.failure(.networkError)), .banner) == .failure(.networkError))
        #expect(try answer(.answer(.fill), .interstitial) == .fill)
    }

    @Test func answerFill_forANativeRequest_isAContentVideoAd() throws {
        #expect(try answer(.answer(.fill)) == .nativeFill(.content, video: true))
    }

    @Test func overrides_rewriteNativeFills() throws {
        #expect(try answer(.answer(.fill, video: false, variant: .app)) == .nativeFill(.app, video: false))
        let seeded = try answer(.seeded(3, video: false, variant: .content))
        if case .fill? = seeded?.outcome {
            #expect(seeded == .nativeFill(.content, video: false))
        }
    }

    @Test func overrides_leaveFailuresAlone() throws {
        #expect(try answer(.answer(.failure(.unknown), video: true, variant: .app)) == .failure(.unknown))
    }

    @Test func latency_delaysTheAnswerOnTheVirtualClock() throws {
        let fixture = try recorder.record(Scenario.sample(.banner, script: "load; +2000 tap"), name: "x",
                                          network: .answer(.fill.delayed(by: 1500))).fixture
        #expect(fixture.hostEvents.map(\.time) == [1500, 2000])
        #expect(fixture.network == [.sample(SampleNetworkExchange(
            request: SampleNetworkRequest(format: .banner, adUnit: "sample-ad-unit"), answer: .fill.delayed(by: 1500),
            requestedAt: 0, answeredAt: 1500))])
    }

    @Test func seeded_isReproducibleAndVaries() throws {
        let answers = try (0..<30).map { try answer(.seeded(UInt64($0)), .banner) }
        #expect(try (0..<30).map { try answer(.seeded(UInt64($0)), .banner) } == answers)
        #expect(Set(answers.map { $0.map { "\($0)" } ?? "none" }).count > 1)
    }
}
