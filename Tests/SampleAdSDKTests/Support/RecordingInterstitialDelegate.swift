import SampleAdSDK

/// Remembers every interstitial delegate call, written as the trace writes it.
final class RecordingInterstitialDelegate: SampleInterstitialAdDelegate {
    private(set) var calls: [String] = []

    func interstitialDidLoad(_ interstitial: SampleInterstitial) {
        calls.append("interstitialDidLoad:")
    }

    func interstitial(_ interstitial: SampleInterstitial, didFailToLoadAdWith errorCode: SampleErrorCode) {
        calls.append("interstitial:didFailToLoadAdWithErrorCode: \(errorCode.rawValue)")
    }

    func interstitialWillPresentScreen(_ interstitial: SampleInterstitial) {
        calls.append("interstitialWillPresentScreen:")
    }

    func interstitialWillDismissScreen(_ interstitial: SampleInterstitial) {
        calls.append("interstitialWillDismissScreen:")
    }

    func interstitialDidDismissScreen(_ interstitial: SampleInterstitial) {
        calls.append("interstitialDidDismissScreen:")
    }

    func interstitialWillLeaveApplication(_ interstitial: SampleInterstitial) {
        calls.append("interstitialWillLeaveApplication:")
    }
}
