import AdWorld
import SampleAdSDK
import Testing

@Suite struct SeededSampleNetworkTests {
    private let nativeRequest = SampleNetworkRequest(format: .native, adUnit: "native-unit")
    private let bannerRequest = SampleNetworkRequest(format: .banner, adUnit: "banner-unit")

    /// `count` as a percentage of `total`.
    private func percent(_ count: Int, of total: Int) -> Double {
        Double(count) * 100 / Double(total)
    }

    @Test func decide_nativeDraws_followTheSDKsTables() {
        let network = SeededSampleNetwork(seed: 20_251_026)
        let draws = 200_000
        var fills = 0, unknown = 0, networkError = 0, noInventory = 0, badRequest = 0
        var content = 0, video = 0
        for _ in 0..<draws {
            let answer = network.decide(nativeRequest)
            #expect(answer.latency == 0)
            switch answer.outcome {
            case .fill(let native?):
                fills += 1
                if native.variant == .content { content += 1 }
                if native.hasVideo { video += 1 }
            case .fill(nil): Issue.record("a native fill without its native payload")
            case .failure(.unknown): unknown += 1
            case .failure(.networkError): networkError += 1
            case .failure(.noInventory): noInventory += 1
            case .failure(.badRequest): badRequest += 1
            }
        }

        #expect(abs(percent(fills, of: draws) - 85) <= 0.5, "fill \(percent(fills, of: draws)) %")
        #expect(abs(percent(unknown, of: draws) - 5) <= 0.5, "unknown \(percent(unknown, of: draws)) %")
        #expect(abs(percent(networkError, of: draws) - 5) <= 0.5, "networkError \(percent(networkError, of: draws)) %")
        #expect(abs(percent(noInventory, of: draws) - 5) <= 0.5, "noInventory \(percent(noInventory, of: draws)) %")
        #expect(badRequest == 0)
        #expect(abs(percent(content, of: fills) - 49) <= 0.5, "content \(percent(content, of: fills)) % of fills")
        #expect(abs(percent(fills - content, of: fills) - 51) <= 0.5, "app \(percent(fills - content, of: fills)) % of fills")
        #expect(abs(percent(video, of: fills) - 50) <= 0.5, "video \(percent(video, of: fills)) % of fills")
    }

    @Test func decide_otherFormats_fillWithoutANativePayload() {
        let network = SeededSampleNetwork(seed: 7)
        var fills = 0
        for format in [SampleAdFormat.banner, .interstitial, .rewarded, .appOpen] {
            for _ in 0..<1_000 {
                let answer = network.decide(SampleNetworkRequest(format: format, adUnit: "unit"))
                if case .fill(let native) = answer.outcome {
                    #expect(native == nil)
                    fills += 1
                }
            }
        }
        #expect(fills > 3_000)
    }

    @Test func decide_sameSeed_givesTheSameAnswersTwice() {
        let first = SeededSampleNetwork(seed: 42), second = SeededSampleNetwork(seed: 42)
        let requests = (0..<5_000).map { $0.isMultiple(of: 3) ? bannerRequest : nativeRequest }

        let firstAnswers = requests.map(first.decide)
        let secondAnswers = requests.map(second.decide)

        #expect(firstAnswers == secondAnswers)
    }

    @Test func decide_differentSeeds_giveDifferentAnswers() {
        let one = SeededSampleNetwork(seed: 1), two = SeededSampleNetwork(seed: 2)

        let oneAnswers = (0..<200).map { _ in one.decide(nativeRequest) }
        let twoAnswers = (0..<200).map { _ in two.decide(nativeRequest) }

        #expect(oneAnswers != twoAnswers)
    }

    @Test func decide_followsTheDocumentedDraws() {
        // One draw for the outcome; a native fill then draws the variant and the video.
        var generator = SeededGenerator(seed: 99)
        let network = SeededSampleNetwork(seed: 99)
        for _ in 0..<2_000 {
            let r = generator.draw(below: 100)
            let expected: SampleNetworkAnswer
            switch r {
            case ..<85:
                let variant: SampleNativeVariant = generator.draw(below: 100) > 50 ? .content : .app
                expected = .nativeFill(variant, video: generator.draw(below: 100) < 50)
            case ..<90: expected = .failure(.unknown)
            case ..<95: expected = .failure(.networkError)
            default: expected = .failure(.noInventory)
            }
            #expect(network.decide(nativeRequest) == expected)
        }
    }

    @Test func latency_isGivenToEveryAnswer() {
        let network = SeededSampleNetwork(seed: 3, latency: 120)

        let latencies = (0..<50).map { _ in network.decide(bannerRequest).latency }

        #expect(latencies == Array(repeating: 120, count: 50))
    }

    @Test func seeded_makesASeededNetworkWithoutLatency() {
        let network: SeededSampleNetwork = .seeded(42)

        #expect(network.seed == 42)
        #expect(network.latency == 0)
    }

    @Test func world_defaultsToSeedZero() throws {
        let world = World(clock: VirtualClock())
        let network = try #require(world[SampleSeam.self].network as? SeededSampleNetwork)

        #expect(network.seed == 0)
        #expect(world[SampleSeam.self].observer == nil)
    }

    @Test func seededWorld_bannerFetchesFollowTheSeed() throws {
        let delegate = RecordingBannerDelegate()
        var expected = SeededSampleNetwork(seed: 5)
        let expectedLines = (0..<300).map { _ -> String in
            switch expected.decide(bannerRequest).outcome {
            case .fill: "0 ms  sample callback bannerDidLoad:"
            case .failure(let code): "0 ms  sample callback banner:didFailToLoadAdWithErrorCode: \(code.rawValue)"
            }
        }
        expected = SeededSampleNetwork(seed: 5)

        try withWorld(network: .seeded(5)) { world, trace in
            let banner = SampleBanner(frame: .zero)
            banner.adUnit = "banner-unit"
            banner.delegate = delegate
            for _ in 0..<300 { banner.fetchAd(SampleAdRequest()) }

            #expect(trace.lines(.callbacks) == expectedLines)
            #expect(trace.exchanges.map(\.answer) == (0..<300).map { _ in expected.decide(bannerRequest) })
        }
    }
}
