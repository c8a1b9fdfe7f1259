import SampleAdSDK

/// Remembers every banner delegate call, written as the trace writes it.
final class RecordingBannerDelegate: SampleBannerAdDelegate {
    private(set) var calls: [String] = []

    func bannerDidLoad(_ banner: SampleBanner) {
        calls.append("bannerDidLoad:")
    }

    func banner(_ banner: SampleBanner, didFailToLoadAdWith errorCode: SampleErrorCode) {
        calls.append("banner:didFailToLoadAdWithErrorCode: \(errorCode.rawValue)")
    }

    func bannerWillLeaveApplication(_ banner: SampleBanner) {
        calls.append("bannerWillLeaveApplication:")
    }
}
