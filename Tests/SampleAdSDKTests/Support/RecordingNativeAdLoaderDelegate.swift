import SampleAdSDK

/// Remembers every native-loader delegate call and keeps the ads it was handed.
final class RecordingNativeAdLoaderDelegate: SampleNativeAdLoaderDelegate {
    private(set) var calls: [String] = []
    private(set) var ads: [SampleNativeAd] = []

    func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd) {
        calls.append("adLoader:didReceiveNativeAd:")
        ads.append(nativeAd)
    }

    func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode) {
        calls.append("adLoader:didFailToLoadAdWithErrorCode: \(errorCode.rawValue)")
    }
}
