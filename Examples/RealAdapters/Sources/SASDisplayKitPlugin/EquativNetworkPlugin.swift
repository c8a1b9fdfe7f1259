import AdReplay
import AdWorld
import SASDisplayKit

/// Teaches AdReplay the Equativ network (the Display SDK 8 stand-in): loads, delegate calls and
/// effects go through ``SASSeam``. Register it with `registry.register(network: SeamPlugin<EquativNetworkPlugin>())`.
public enum EquativNetworkPlugin: StandInPlugin {
    public typealias StandIn = SASNetwork

    public static let name = "equativ"
    public static let sdkName = "Equativ Display SDK"
    public static let sdkVersion = SASFrameworkInfo.shared.frameworkVersionString
    public static let unrecordedAnswer = SASNetwork.failure(named: "timeout") ?? .failure(code: 3, message: "")
    /// `noAd` and `timeout` can be forced (the default `recording`); the stand-in's creatives have no video.
    public static let forcedFill = SASAnswer.fill(SASNetwork.creative(insertionId: 1000))

    /// Each format's `…Clicked` is the SDK's click; `interstitialManagerDidClose` the
    /// interstitial closing. The SDK reports no impression of its own (`interstitialManagerDidShow`
    /// says the ad is on screen, which Equativ's adapter reports as one: its choice, not the SDK's
    /// report), and no reward.
    public static func report(in callback: SASCallback) -> SDKReport? {
        switch callback {
        case .bannerViewClicked, .interstitialManagerClicked, .nativeAdViewClicked: .click
        case .interstitialManagerDidClose: .dismissal
        default: nil
        }
    }
}
