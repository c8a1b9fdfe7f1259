import Mediation
import Testing

@testable import AdReplay

@Suite struct RecordingOptionsTests {
    /// A plug-in that says nothing can be forced only to fill, and says so plainly.
    @Test func defaults_onlyFill_noVideo_noUpstream() {
        let recording = RecordingOptions()
        #expect(recording.answerNames == ["fill"])
        #expect(recording.noFillAnswer == "fill")
        #expect(recording.variantNames.isEmpty)
        #expect(Scenario.Format.allCases.filter(recording.videoApplies(to:)).isEmpty)
        #expect(Scenario.Format.allCases.filter(recording.imageLoadingApplies(to:)).isEmpty)
        #expect(recording.noVideoNote == nil)
        #expect(!recording.recordsUpstream)
        #expect(recording.describe(answer: "noFill") == "answer noFill")
    }

    @Test func answerNames_areFillThenTheFailures_andTheNoFillIsTheFirstUnlessNamed() {
        var recording = RecordingOptions(failures: ["timeout", "noFill"])
        #expect(recording.answerNames == ["fill", "timeout", "noFill"])
        #expect(recording.noFillAnswer == "timeout")
        #expect(RecordingOptions(failures: ["timeout", "noFill"], noFill: "noFill").noFillAnswer == "noFill")
        recording.noFillAnswer = "noFill"
        #expect(recording.noFillAnswer == "noFill")
        recording.failures = ["throttled"]
        #expect(recording.answerNames == ["fill", "throttled"])
        #expect(recording.noFillAnswer == "noFill")
    }

    @Test func videoAndImageLoading_applyToTheFormatsGiven() {
        let recording = RecordingOptions(videoFormats: [.banner, .interstitial], imageLoadingFormats: [.native])
        #expect(Scenario.Format.allCases.filter(recording.videoApplies(to:)) == [.banner, .interstitial])
        #expect(Scenario.Format.allCases.filter(recording.imageLoadingApplies(to:)) == [.native])
    }

    @Test func describe_usesTheWordsGiven() {
        let recording = RecordingOptions(failures: ["noBid"], describe: { "loopback ad server answer \($0)" })
        #expect(recording.describe(answer: "noBid") == "loopback ad server answer noBid")
    }

    /// The host's ad server: every host code but the adapter's own, its no-fill named, video on
    /// custom native ads only, and each answer described from its parsed code.
    @Test func hostAdServer_answersAreItsCodes_parsedOnce() {
        let recording = HostAdServerPlugin().recording
        #expect(recording.answerNames == ["fill", "invalidRequest", "noFill", "networkError", "serverError", "timeout", "internalError"])
        #expect(recording.noFillAnswer == "noFill")
        #expect(Scenario.Format.allCases.filter(recording.videoApplies(to:)) == [.customNative])
        #expect(recording.describe(answer: "timeout") == "ad server answer failure timeout (5)")
        #expect(recording.describe(answer: "fill") == "ad server answer fill")
        #expect(recording.describe(answer: "mediationAdapterError") == "ad server answer failure mediationAdapterError (8)")
        #expect(LiveNetwork.HostAnswer(name: "fill") == .fill)
        #expect(LiveNetwork.HostAnswer(name: "serverError") == .failure(.serverError))
        #expect(LiveNetwork.HostAnswer(name: "Fill") == nil)
        #expect(recording.answerNames.allSatisfy { LiveNetwork.HostAnswer(name: $0)?.name == $0 })
    }
}
