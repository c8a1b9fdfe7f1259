import AdReplay
import AdWorld
import OpenWrapSDK

/// Teaches AdReplay the PubMatic (OpenWrap) network: the stand-in's loads, calls into the app
/// and effects go through ``OpenWrapSeam``. Register it with
/// `registry.register(network: SeamPlugin<OpenWrapNetworkPlugin>())`.
public enum OpenWrapNetworkPlugin: SeamNetwork {
    public typealias Request = OpenWrapRequest
    public typealias Answer = OpenWrapAnswer
    public typealias Callback = OpenWrapCallback
    public typealias Effect = OpenWrapEffect
    public typealias Seam = OpenWrapSeam

    public static let name = "openwrap"
    public static let sdkName = "OpenWrap SDK"
    public static let sdkVersion = OpenWrapSDK.version()
    public static let unrecordedAnswer = OpenWrapNetwork.failure(named: "timeout") ?? .failure(code: 1003, message: "")

    /// `noAds`, `timeout` and `invalidRequest` can be forced; the stand-in's creatives have no video.
    public static let recording = RecordingOptions(failures: OpenWrapNetwork.failures.map(\.name))

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

    public static func liveNetwork(_ answers: LiveAnswers) -> any AdNetwork<OpenWrapRequest, OpenWrapAnswer> {
        let latency = answers.latency ?? OpenWrapNetwork.defaultLatency
        switch answers.forced {
        case nil: return OpenWrapNetwork.seeded(answers.seed, latency: latency)
        case "fill"?: return OpenWrapNetwork.always(.fill(OpenWrapNetwork.creative(0)), latency: latency)
        case let name?: return OpenWrapNetwork.always(OpenWrapNetwork.failure(named: name) ?? unrecordedAnswer, latency: latency)
        }
    }
}
