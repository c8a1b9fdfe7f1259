import SampleAdSDK
import Testing

@Suite struct SampleSDKVersionTests {
    @Test func versions_matchTheFramework() {
        #expect(SampleSDKVersion == "1.0.0")
        #expect(SampleAdSDKVersionNumber == 1.0)
        #expect(SampleAdSDKVersionString == "1")
    }
}
