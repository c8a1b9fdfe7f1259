import SampleAdSDK
import Testing

@Suite struct SampleAdRequestTests {
    @Test func init_defaults() {
        let request = SampleAdRequest()

        #expect(!request.testMode)
        #expect(request.keywords == nil)
        #expect(!request.mute)
    }

    @Test func nativeInit_downloadsImagesByDefault() {
        let request = SampleNativeAdRequest()

        #expect(request.shouldDownloadImages)
        #expect(request.preferredImageOrientation == .any)
        #expect(!request.shouldRequestMultipleImages)
        #expect(!request.testMode)
    }
}
