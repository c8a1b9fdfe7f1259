import AdReplay
import AdWorld
import MolocoSDK

/// Teaches AdReplay the Moloco network: the stand-in's loads, calls into the app and effects go
/// through ``MolocoSeam``. Register it with `registry.register(network: SeamPlugin<MolocoNetworkPlugin>())`.
public enum MolocoNetworkPlugin: SeamNetwork {
    public typealias Request = MolocoRequest
    public typealias Answer = MolocoAnswer
    public typealias Callback = MolocoCallback
    public typealias Effect = MolocoEffect
    public typealias Seam = MolocoSeam

    public static let name = "moloco"
    public static let sdkName = "Moloco SDK"
    public static let sdkVersion = "3.9.0"
    public static let unrecordedAnswer = MolocoNetwork.failure(named: "timeout") ?? .failure(code: 3, message: "")

    /// `noFill`, `timeout` and `invalidBid` can be forced, and `showError`: a fill the SDK cannot
    /// show (``MolocoCreative/failsToShow``); the stand-in's creatives have no video.
    public static let recording = RecordingOptions(failures: MolocoNetwork.failures.map(\.name) + [showError])

    /// The forced answer that fills with an ad the SDK cannot show.
    public static let showError = "showError"

    /// `didShow` is the SDK's impression of a banner or a full-screen ad (the SDK has no other:
    /// the banner counts its impression when it shows, and Google's adapter reports one there
    /// in every format), `didHandleImpression` a native ad's; `didClick` and `didHandleClick`
    /// clicks; `userRewarded` the reward; `didHide` the full-screen ad closing (the stand-in's
    /// banner never hides).
    public static func report(in callback: MolocoCallback) -> SDKReport? {
        switch callback {
        case .didShow, .didHandleImpression: .impression
        case .didClick, .didHandleClick: .click
        case .userRewarded: .reward
        case .didHide: .dismissal
        default: nil
        }
    }

    public static func liveNetwork(_ answers: LiveAnswers) -> any AdNetwork<MolocoRequest, MolocoAnswer> {
        let latency = answers.latency ?? MolocoNetwork.defaultLatency
        switch answers.forced {
        case nil: return MolocoNetwork.seeded(answers.seed, latency: latency)
        case "fill"?: return MolocoNetwork.always(.fill(MolocoNetwork.creative(0)), latency: latency)
        case showError?:
            var creative = MolocoNetwork.creative(0)
            creative.failsToShow = true
            return MolocoNetwork.always(.fill(creative), latency: latency)
        case let name?: return MolocoNetwork.always(MolocoNetwork.failure(named: name) ?? unrecordedAnswer, latency: latency)
        }
    }
}
