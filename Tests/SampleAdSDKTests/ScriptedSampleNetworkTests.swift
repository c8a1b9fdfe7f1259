import SampleAdSDK
import Testing

@Suite struct ScriptedSampleNetworkTests {
    private let request = SampleNetworkRequest(format: .interstitial, adUnit: "interstitial-unit")

    @Test func decide_givesTheAnswersInOrder() {
        let network = ScriptedSampleNetwork([.fill, .failure(.unknown), .nativeFill(.content, video: true, latency: 40)])

        #expect(network.decide(request) == .fill)
        #expect(network.unusedAnswers == [.failure(.unknown), .nativeFill(.content, video: true, latency: 40)])
        #expect(network.decide(request) == .failure(.unknown))
        #expect(network.decide(request) == .nativeFill(.content, video: true, latency: 40))
        #expect(network.unusedAnswers.isEmpty)
        #expect(network.unanswered.isEmpty)
    }

    @Test func decide_pastTheScript_answersNetworkErrorAndRemembersTheRequest() {
        let network = ScriptedSampleNetwork([])
        let other = SampleNetworkRequest(format: .banner, adUnit: nil)

        #expect(network.decide(request) == .failure(.networkError))
        #expect(network.decide(other) == .failure(.networkError))
        #expect(network.unanswered == [request, other])
    }

    @Test func fetchAd_pastTheScript_failsWithNetworkError() throws {
        let delegate = RecordingInterstitialDelegate()
        let network = ScriptedSampleNetwork([.fill])
        try withWorld(network: network) { world, trace in
            let interstitial = SampleInterstitial(adUnitID: "interstitial-unit")
            interstitial.delegate = delegate
            interstitial.fetchAd(SampleAdRequest())
            interstitial.fetchAd(SampleAdRequest())

            #expect(
                trace.lines(.callbacks) == [
                    "0 ms  sample callback interstitialDidLoad:", "0 ms  sample callback interstitial:didFailToLoadAdWithErrorCode: 2",
                ])
        }
        #expect(network.unanswered == [request])
    }
}
