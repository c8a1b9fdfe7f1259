import AdReplay
import AdWorld
import MolocoSDK

/// Teaches AdReplay the Moloco network: the stand-in's loads, calls into the app and effects go
/// through ``MolocoSeam``. Register it with `registry.register(network: SeamPlugin<MolocoNetworkPlugin>())`.
public enum MolocoNetworkPlugin: StandInPlugin {
    public typealias StandIn = MolocoNetwork

    public static let name = "moloco"
    public static let sdkName = "Moloco SDK"
    public static let sdkVersion = "3.9.0"
    public static let unrecordedAnswer = MolocoNetwork.failure(named: "timeout") ?? .failure(code: 3, message: "")
    public static let forcedFill = MolocoAnswer.fill(MolocoNetwork.creative(0))

    /// `noFill`, `timeout` and `invalidBid` can be forced, and `showError`: a fill the SDK cannot
    /// show (``MolocoCreative/failsToShow``); native fills may be videos.
    public static let recording = RecordingOptions(failures: MolocoNetwork.failures.map(\.name) + [showError], videoFormats: [.native])

    /// The forced answer that fills with an ad the SDK cannot show.
    public static let showError = "showError"

    public static func extraAnswer(named name: String) -> MolocoAnswer? {
        guard name == showError else { return nil }
        var creative = MolocoNetwork.creative(0)
        creative.failsToShow = true
        return .fill(creative)
    }

    /// A recording's `video` override applies to every fill, seeded or forced.
    public static func liveReply(
        _ reply: NetworkReply<MolocoAnswer>, to request: MolocoRequest, _ answers: LiveAnswers
    ) -> NetworkReply<MolocoAnswer> {
        guard case .fill(var creative) = reply.answer, let video = answers.video else { return reply }
        creative.isVideo = video ? true : nil
        return NetworkReply(.fill(creative), latency: reply.latency)
    }

    /// `didShow` is the SDK's impression of a banner, a full-screen ad or a native video (the SDK
    /// has no other: the banner counts its impression when it shows, and Google's adapter reports
    /// one there in every format), `didHandleImpression` the one GMA tells a native ad of;
    /// `didClick` and `didHandleClick` clicks; `userRewarded` the reward; `didHide` the
    /// full-screen ad closing (an ad view's `didHide`, once it left the app's views, closes
    /// nothing: no report).
    public static func report(in callback: MolocoCallback) -> SDKReport? {
        switch callback {
        case .didShow, .didHandleImpression: .impression
        case .didClick, .didHandleClick: .click
        case .userRewarded: .reward
        case .didHide: .dismissal
        default: nil
        }
    }
}
