import SampleAdSDK
import Testing

@Suite struct SampleErrorCodeTests {
    @Test func rawValues_areTheSDKsCodes() {
        #expect(SampleErrorCode.allCases.map(\.rawValue) == [0, 1, 2, 3])
        #expect(SampleErrorCode.allCases == [.badRequest, .unknown, .networkError, .noInventory])
    }

    @Test func imageOrientation_rawValues() {
        #expect(NativeAdImageOrientation.allCases.map(\.rawValue) == [0, 1, 2])
        #expect(NativeAdImageOrientation.allCases == [.any, .portrait, .landscape])
    }
}
