import SampleAdSDK

/// Remembers the view-tracking extension's impression and click calls.
final class RecordingNativeAdDelegate: SampleNativeAdDelegate {
    private(set) var calls: [String] = []

    func nativeAdDidRecordImpression(_ nativeAd: SampleNativeAd) {
        calls.append("nativeAdDidRecordImpression:")
    }

    func nativeAdDidRecordClick(_ nativeAd: SampleNativeAd) {
        calls.append("nativeAdDidRecordClick:")
    }
}
