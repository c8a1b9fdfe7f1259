import AdReplay
import AdWorld
import BigoADS

/// Teaches AdReplay the Bigo network: the BigoADS stand-in routes every load, call into the app
/// and effect through ``BigoSeam``, so describing the seam is the whole plug-in. Register it with
/// `registry.register(network: SeamPlugin<Bigo>())`, and Google's Bigo adapter beside it.
public enum Bigo: StandInPlugin {
    public typealias StandIn = BigoNetwork

    public static let name = "bigo"
    public static let sdkName = "BigoADS"
    public static let sdkVersion = BigoAdSdk.version
    public static let unrecordedAnswer = BigoNetwork.failure(named: "timeout") ?? .failure(code: 1004, message: "")

    /// `noFill`, `timeout` and `invalidPayload` can be forced, `playbackError`: a fill whose
    /// full-screen ad then cannot be played (``BigoCreative/failsToPlay``), and `loadedTwice`: a
    /// fill the SDK reports twice (``BigoCreative/loadedTwice``); interstitial,
    /// rewarded, app-open (splash) and native fills may be videos.
    public static let recording = RecordingOptions(
        failures: BigoNetwork.failures.map(\.name) + [playbackError, loadedTwice],
        videoFormats: [.interstitial, .rewarded, .rewardedInterstitial, .appOpen, .native])

    /// The forced answer that fills with an ad that cannot be played.
    public static let playbackError = "playbackError"
    /// The forced answer that fills with an ad the SDK reports loaded twice
    /// (``BigoCreative/loadedTwice``): what an adapter does with a second callback for one load.
    public static let loadedTwice = "loadedTwice"

    public static let forcedFill = fill()

    private static func fill(failsToPlay: Bool? = nil, loadedTwice: Bool? = nil) -> BigoAnswer {
        let title = BigoNetwork.titles[0]
        return .fill(BigoCreative(title: title, body: "\(title): play free today.", failsToPlay: failsToPlay, loadedTwice: loadedTwice))
    }

    public static func extraAnswer(named name: String) -> BigoAnswer? {
        switch name {
        case playbackError: fill(failsToPlay: true)
        case loadedTwice: fill(loadedTwice: true)
        default: nil
        }
    }

    /// A recording's `video` override applies to every fill, seeded or forced.
    public static func liveReply(
        _ reply: NetworkReply<BigoAnswer>, to request: BigoRequest, _ answers: LiveAnswers
    ) -> NetworkReply<BigoAnswer> {
        guard case .fill(var creative) = reply.answer, let video = answers.video else { return reply }
        creative.isVideo = video
        return NetworkReply(.fill(creative), latency: reply.latency)
    }

    /// `onAdImpression`, `onAdClicked` and `onAdRewarded` are the SDK's impression, click and
    /// reward in every format; `onAdClosed` is the full-screen ad (interstitial, rewarded,
    /// splash) closing, the only ads the stand-in closes. `onAdOpened`, `onAdSkipped` and
    /// `onAdFinished` have no GMA counterpart (Google's adapter only logs them).
    public static func report(in callback: BigoCallback) -> SDKReport? {
        switch callback {
        case .onAdImpression: .impression
        case .onAdClicked: .click
        case .onAdRewarded: .reward
        case .onAdClosed: .dismissal
        default: nil
        }
    }
}
