import AdReplay
import AdReplaySample
import Mediation
import SampleAdSDK
import Testing

/// How recordings choose the networks' answers.
@Suite struct LiveNetworkTests {
    private let recorder = Recorder(registry: Registry.sample)

    private func answer(_ network: LiveNetwork, _ format: Scenario.Format = .native) throws -> SampleNetworkAnswer? {
        let fixture = try recorder.record(Scenario.sample(format), name: "x", network: network).fixture
        return fixture.observation.sampleExchanges.first?.answer
    }

    /// The Sample network's answers by name: `fill` and its failures, BadRequest being the SDK's
    /// own; `explore` simplifies toward no inventory.
    @Test func sampleAnswerNames() {
        let recording = SamplePlugin().recording
        #expect(recording.answerNames == ["fill", "unknown", "networkError", "noInventory"])
        #expect(recording.noFillAnswer == "noInventory")
        #expect(recording.describe(answer: "badRequest") == "answer failure badRequest (0)")
        #expect(recording.describe(answer: "fill") == "answer fill")
    }

    @Test func descriptions() {
        #expect(LiveNetwork.seeded(42).describe(using: SamplePlugin()) == "seeded(42)")
        #expect(LiveNetwork.answer(.fill).describe(using: SamplePlugin()) == "answer fill")
        #expect(LiveNetwork.answer(.failure(.noInventory)).describe(using: SamplePlugin()) == "answer failure noInventory (3)")
        #expect(LiveNetwork.answer(.fill.delayed(by: 200)).describe(using: SamplePlugin()) == "answer fill, latency 200 ms")
        #expect(
            LiveNetwork.answer(.fill, video: true, variant: .app).describe(using: SamplePlugin()) == "answer fill, video yes, variant app")
        #expect(LiveNetwork.seeded(3, latency: 250).describe(using: SamplePlugin()) == "seeded(3), latency 250 ms")
        #expect(LiveNetwork.hostAnswer(.failure(.noFill)).describe(using: HostAdServerPlugin()) == "ad server answer failure noFill (1)")
        #expect(
            LiveNetwork.hostAnswer(.fill, video: false, latency: 0).describe(using: HostAdServerPlugin())
                == "ad server answer fill, video no, latency 0 ms")
    }

    /// Fidelity B1: Google's Sample SDK attaches a media view to every native ad; the record of
    /// how the network chose says an ad without one is AdReplay's variant.
    @Test func noVideo_forTheSampleNetwork_isLabelledAdReplaysVariant() {
        #expect(
            LiveNetwork.seeded(7, video: false).describe(using: SamplePlugin())
                == "seeded(7), video no (AdReplay's variant: Google's Sample SDK always attaches video)")
        #expect(
            LiveNetwork.answer(.fill, video: false, variant: .content).describe(using: SamplePlugin())
                == "answer fill, video no (AdReplay's variant: Google's Sample SDK always attaches video), variant content")
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
        let seeded = try answer(.seeded(3, video: false, variant: "content"))
        if case .fill? = seeded?.outcome {
            #expect(seeded == .nativeFill(.content, video: false))
        }
    }

    @Test func overrides_leaveFailuresAlone() throws {
        #expect(try answer(.answer(.failure(.unknown), video: true, variant: .app)) == .failure(.unknown))
    }

    @Test func latency_delaysTheAnswerOnTheVirtualClock() throws {
        let fixture = try recorder.record(
            Scenario.sample(.banner, script: "load; +2000 tap"), name: "x",
            network: .answer(.fill.delayed(by: 1500))
        ).fixture
        #expect(fixture.hostEvents.map(\.time) == [1500, 2000])
        #expect(
            fixture.observation.sampleExchanges == [
                SampleNetworkExchange(
                    request: SampleNetworkRequest(format: .banner, adUnit: "sample-ad-unit"), answer: .fill.delayed(by: 1500),
                    requestedAt: 0, answeredAt: 1500)
            ])
    }

    @Test func latency_overridesEveryAnswersLatency() throws {
        #expect(try answer(.answer(.fill, latency: 300), .banner) == .fill.delayed(by: 300))
        #expect(try answer(.answer(.fill.delayed(by: 1500), latency: 0), .banner) == .fill)
        let fixture = try recorder.record(Scenario.sample(.nativeLegacy), name: "x", network: .seeded(0, latency: 800)).fixture
        #expect(fixture.hostEvents.first?.time == 800)
    }

    // MARK: The host's ad server (custom native)

    private func hostAnswer(_ network: LiveNetwork, unit: String = "/21775744923/example/unknown") throws -> CustomNativeAdAnswer? {
        let fixture = try recorder.record(Scenario.sample(.customNative, parameter: unit), name: "x", network: network).fixture
        return fixture.observation.entries(of: HostAdServerExchange.self).first?.event.answer
    }

    @Test func hostAnswer_forcesTheAdServersOutcomeWhateverTheUnit() throws {
        for code in MediationError.HostCode.allCases where code != .mediationAdapterError {
            #expect(try hostAnswer(.hostAnswer(.failure(code))) == .failure(code: code.rawValue))
        }
        // The host reports that code for an adapter; the server never answers with it.
        #expect(throws: Recorder.UnknownAnswer.self) { try hostAnswer(.hostAnswer(.failure(.mediationAdapterError))) }
        #expect(
            try hostAnswer(.hostAnswer(.fill))
                == .fill(SeededHostAdServer.testAd(forAdUnit: "/21775744923/example/unknown", hasVideo: true)))
        let backfill = "/21775744923/example/native-backfill"
        #expect(try hostAnswer(.hostAnswer(.fill), unit: backfill) == .fill(SeededHostAdServer.testAd(forAdUnit: backfill, hasVideo: true)))
    }

    @Test func hostAnswer_failure_reachesTheAppAsThatCode() throws {
        let scenario = Scenario.sample(.customNative, parameter: "/21775744923/example/native")
        let fixture = try recorder.record(scenario, name: "x", network: .hostAnswer(.failure(.timeout))).fixture
        #expect(
            fixture.hostEvents == [
                Timed(
                    0,
                    .loadCompleted(
                        .error(
                            ErrorSummary(
                                domain: "com.google.admob", code: 5, description: "Request Error: The ad request timed out."))))
            ])
    }

    @Test func video_rewritesTheAdServersFills() throws {
        let direct = "/21775744923/example/native"
        #expect(
            try hostAnswer(.hostAnswer(.fill, video: false), unit: direct)
                == .fill(SeededHostAdServer.testAd(forAdUnit: direct, hasVideo: false)))
        for seed: UInt64 in 0..<4 {
            guard case .fill(let payload)? = try hostAnswer(.seeded(seed, video: true), unit: direct)?.outcome else {
                Issue.record("seed \(seed) did not fill")
                continue
            }
            #expect(payload.hasVideo)
        }
        #expect(try hostAnswer(.hostAnswer(.failure(.noFill), video: true)) == .failure(code: 1))
    }

    @Test func hostAnswer_latency_delaysTheAd() throws {
        let scenario = Scenario.sample(.customNative, script: "load; +1000 impression", parameter: "/21775744923/example/native")
        let fixture = try recorder.record(scenario, name: "x", network: .hostAnswer(.fill, latency: 400)).fixture
        #expect(fixture.hostEvents.map(\.time).first == 400)
    }

    @Test func seeded_isReproducibleAndVaries() throws {
        let answers = try (0..<30).map { try answer(.seeded(UInt64($0)), .banner) }
        #expect(try (0..<30).map { try answer(.seeded(UInt64($0)), .banner) } == answers)
        #expect(Set(answers.map { $0.map { "\($0)" } ?? "none" }).count > 1)
    }
}
