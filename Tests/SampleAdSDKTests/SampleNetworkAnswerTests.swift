import SampleAdSDK
import Testing

@Suite struct SampleNetworkAnswerTests {
    @Test(arguments: [
        (SampleNetworkAnswer.fill, "fill"),
        (.fill.delayed(by: 300), "fill after 300 ms"),
        (.nativeFill(.content, video: true), "fill content video"),
        (.nativeFill(.app, video: false, latency: 20), "fill app no-video after 20 ms"),
        (.failure(.badRequest), "failure badRequest (0)"),
        (.failure(.noInventory, latency: 5), "failure noInventory (3) after 5 ms"),
    ])
    func description_saysTheOutcomeAndLatency(answer: SampleNetworkAnswer, expected: String) {
        #expect(answer.description == expected)
    }

    @Test func delayed_keepsTheOutcome() {
        let answer = SampleNetworkAnswer.nativeFill(.app, video: true).delayed(by: 75)

        #expect(answer.outcome == .fill(native: SampleNativeFill(variant: .app, hasVideo: true)))
        #expect(answer.latency == 75)
    }

    @Test func request_descriptionListsWhatWasAsked() {
        let request = SampleNetworkRequest(
            format: .native, adUnit: "unit", testMode: true, keywords: ["a"], shouldDownloadImages: false,
            preferredImageOrientation: .portrait, shouldRequestMultipleImages: true)

        #expect(
            request.description
                == #"native, adUnit: "unit", testMode, keywords: ["a"], downloadImages: false, orientation: portrait, multipleImages: true"#
        )
        #expect(SampleNetworkRequest(format: .rewarded, adUnit: nil).description == "rewarded, adUnit: nil")
    }
}
