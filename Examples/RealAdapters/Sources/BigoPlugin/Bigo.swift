import AdReplay
import AdWorld
import BigoADS

/// Teaches AdReplay the Bigo network: the BigoADS stand-in routes every load, call into the app
/// and effect through ``BigoSeam``, so describing the seam is the whole plug-in. Register it with
/// `registry.register(network: SeamPlugin<Bigo>())`, and Google's Bigo adapter beside it.
public enum Bigo: SeamNetwork {
    public typealias Request = BigoRequest
    public typealias Answer = BigoAnswer
    public typealias Callback = BigoCallback
    public typealias Effect = BigoEffect
    public typealias Seam = BigoSeam

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

    public static func liveNetwork(_ answers: LiveAnswers) -> any AdNetwork<BigoRequest, BigoAnswer> {
        LiveBigoNetwork(answers)
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

/// The network a recording asks: the seeded odds, or one forced answer, with the video and
/// latency overrides applied.
private final class LiveBigoNetwork: AdNetwork {
    private let base: BigoNetwork
    private let video: Bool?

    init(_ answers: LiveAnswers) {
        let latency = answers.latency ?? BigoNetwork.defaultLatency
        switch answers.forced {
        case nil:
            base = .seeded(answers.seed, latency: latency)
        case "fill"?, Bigo.playbackError?, Bigo.loadedTwice?:
            let failsToPlay: Bool? = answers.forced == Bigo.playbackError ? true : nil
            let loadedTwice: Bool? = answers.forced == Bigo.loadedTwice ? true : nil
            base = .always(
                .fill(
                    BigoCreative(
                        title: BigoNetwork.titles[0], body: "\(BigoNetwork.titles[0]): play free today.",
                        failsToPlay: failsToPlay, loadedTwice: loadedTwice)), latency: latency)
        case let name?:
            // The tool forces only names of `recording.answerNames`.
            base = .always(BigoNetwork.failure(named: name) ?? Bigo.unrecordedAnswer, latency: latency)
        }
        video = answers.video
    }

    func answer(_ request: BigoRequest) -> NetworkReply<BigoAnswer> {
        var reply = base.answer(request)
        if case .fill(var creative) = reply.answer, let video {
            creative.isVideo = video
            reply.answer = .fill(creative)
        }
        return reply
    }
}
