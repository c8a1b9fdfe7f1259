import AdReplay
import AdWorld
import OpenWrapSDK

/// Teaches AdReplay the PubMatic (OpenWrap) network: the stand-in's loads, calls into the app
/// and effects go through ``OpenWrapSeam``. Register it with
/// `registry.register(network: SeamPlugin<OpenWrapNetworkPlugin>())`.
public enum OpenWrapNetworkPlugin: StandInPlugin {
    public typealias StandIn = OpenWrapNetwork

    public static let name = "openwrap"
    public static let sdkName = "OpenWrap SDK"
    public static let sdkVersion = OpenWrapSDK.version()
    public static let unrecordedAnswer = OpenWrapNetwork.failure(named: "timeout") ?? .failure(code: 1003, message: "")
    /// `noAds`, `timeout` and `invalidRequest` can be forced, and `loadedTwice`: a fill the SDK
    /// reports received twice (``OpenWrapCreative/loadedTwice``); the stand-in's creatives have
    /// no video.
    public static let recording = RecordingOptions(failures: OpenWrapNetwork.failures.map(\.name) + [loadedTwice])
    /// The forced answer that fills with an ad the SDK reports received twice: what an adapter
    /// does with a second callback for one load.
    public static let loadedTwice = "loadedTwice"

    public static let forcedFill = OpenWrapAnswer.fill(OpenWrapNetwork.creative(0))

    public static func extraAnswer(named name: String) -> OpenWrapAnswer? {
        guard name == loadedTwice else { return nil }
        var creative = OpenWrapNetwork.creative(0)
        creative.loadedTwice = true
        return .fill(creative)
    }

    /// Each format's `…DidRecordImpression` and click (`bannerViewDidClickAd`,
    /// `interstitialDidClickAd`, `rewardedAdDidClick`, `nativeAdDidRecordClick`) are the SDK's
    /// impressions and clicks; `rewardedAd(shouldReward:)` its reward; the interstitial's and the
    /// rewarded ad's `…DidDismiss…` the ad closing. `…WillPresent…` is not an impression.
    public static func report(in callback: OpenWrapCallback) -> SDKReport? {
        switch callback {
        case .bannerViewDidRecordImpression, .interstitialDidRecordImpression, .rewardedAdDidRecordImpression,
            .nativeAdDidRecordImpression:
            .impression
        case .bannerViewDidClickAd, .interstitialDidClickAd, .rewardedAdDidClick, .nativeAdDidRecordClick: .click
        case .rewardedAdShouldReward: .reward
        case .interstitialDidDismissAd, .rewardedAdDidDismiss: .dismissal
        default: nil
        }
    }
}
