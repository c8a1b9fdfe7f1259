import AdReplay
import AdWorld
import HyBid

/// Teaches AdReplay the Verve (HyBid) network: the HyBid stand-in routes its renders, calls
/// into the app and effects through ``HyBidSeam``. Register it with
/// `registry.register(network: SeamPlugin<HyBidNetworkPlugin>())`.
public enum HyBidNetworkPlugin: StandInPlugin {
    public typealias StandIn = HyBidNetwork

    public static let name = "hybid"
    public static let sdkName = "HyBid SDK"
    public static let sdkVersion = HyBid.version
    public static let unrecordedAnswer = HyBidNetwork.failure(named: "timeout") ?? .failure(code: 3, message: "")
    /// `noFill`, `invalidContent` and `timeout` can be forced, and `loadedTwice`: a fill the SDK
    /// reports rendered twice (``HyBidCreative/loadedTwice``); HyBid's creatives here have no video.
    public static let recording = RecordingOptions(failures: HyBidNetwork.failures.map(\.name) + [loadedTwice])
    /// The forced answer that fills with an ad the SDK reports rendered twice: what an adapter
    /// does with a second callback for one load.
    public static let loadedTwice = "loadedTwice"

    public static let forcedFill = HyBidAnswer.fill(HyBidNetwork.creative(0))

    public static func extraAnswer(named name: String) -> HyBidAnswer? {
        guard name == loadedTwice else { return nil }
        var creative = HyBidNetwork.creative(0)
        creative.loadedTwice = true
        return .fill(creative)
    }

    /// Each format's `…DidTrackImpression` (the native ad's `impressionConfirmed`) and
    /// `…DidTrackClick` (`nativeAdDidClick`) are the SDK's impressions and clicks; `onReward`
    /// its reward; the interstitial's and the rewarded ad's `…DidDismiss` the ad closing.
    public static func report(in callback: HyBidCallback) -> SDKReport? {
        switch callback {
        case .adViewDidTrackImpression, .interstitialDidTrackImpression, .rewardedDidTrackImpression,
            .nativeAdImpressionConfirmed:
            .impression
        case .adViewDidTrackClick, .interstitialDidTrackClick, .rewardedDidTrackClick, .nativeAdDidClick: .click
        case .onReward: .reward
        case .interstitialDidDismiss, .rewardedDidDismiss: .dismissal
        default: nil
        }
    }
}
