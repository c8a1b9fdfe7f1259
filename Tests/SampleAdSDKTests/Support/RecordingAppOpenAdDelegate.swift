import SampleAdSDK

/// Remembers every app-open delegate call (optional ones included), written as the trace
/// writes it.
final class RecordingAppOpenAdDelegate: SampleAppOpenAdDelegate {
    private(set) var calls: [String] = []

    func appOpenAdDidReceiveAd(_ appOpenAd: SampleAppOpenAd) {
        calls.append("appOpenAdDidReceiveAd:")
    }

    func appOpenAdDidFailToLoadWithError(_ errorCode: SampleErrorCode) {
        calls.append("appOpenAdDidFailToLoadWithError: \(errorCode.rawValue)")
    }

    func appOpenAdWillPresent(_ appOpenAd: SampleAppOpenAd) {
        calls.append("appOpenAdWillPresent:")
    }

    func appOpenAdDidPresent(_ appOpenAd: SampleAppOpenAd) {
        calls.append("appOpenAdDidPresent:")
    }

    func appOpenAdDidDismiss(_ appOpenAd: SampleAppOpenAd) {
        calls.append("appOpenAdDidDismiss:")
    }

    func appOpenWillLeaveApplication(_ appOpenAd: SampleAppOpenAd) {
        calls.append("appOpenWillLeaveApplication:")
    }
}
