import AdReplay
import AdWorld
import PebbleAdsSDK

/// Teaches AdReplay the Pebble network: its SDK routes through an `SDKSeam`, so describing the
/// seam is the whole plug-in. Register it with `registry.register(network: SeamPlugin<Pebble>())`.
public enum Pebble: SeamNetwork {
    public typealias Request = PebbleRequest
    public typealias Answer = PebbleAnswer
    public typealias Callback = PebbleCallback
    public typealias Effect = PebbleEffect
    public typealias Seam = PebbleSeam

    public static let name = "pebble"
    public static let sdkName = "Pebble SDK"
    public static let sdkVersion = PebbleSDK.version
    public static let unrecordedAnswer = PebbleAnswer.failure(.timeout)

    /// The failures a recording can force, by the name `record --answer` takes: `invalidPlacement`
    /// is the SDK's own answer to an empty placement, never the network's.
    static let failures: [(name: String, error: PebbleError)] = [("noFill", .noFill), ("timeout", .timeout)]

    /// Banners and interstitials alike may be videos.
    public static let recording = RecordingOptions(failures: failures.map(\.name), videoFormats: [.banner, .interstitial])

    public static func liveNetwork(_ answers: LiveAnswers) -> any AdNetwork<PebbleRequest, PebbleAnswer> {
        LivePebbleNetwork(answers)
    }
}

/// The network a recording asks: Pebble's own seeded odds, or one forced answer; with the
/// video and latency overrides applied.
private final class LivePebbleNetwork: AdNetwork {
    private let base: PebbleNetwork
    private let video: Bool?

    init(_ answers: LiveAnswers) {
        let latency = answers.latency ?? PebbleNetwork.defaultLatency
        switch answers.forced {
        case nil:
            base = .seeded(answers.seed, latency: latency)
        case "fill"?:
            base = .always(.fill(PebbleCreative(headline: PebbleNetwork.headlines[0], isVideo: false)), latency: latency)
        case let name?:
            // The tool forces only names of `recording.answerNames`.
            base = .always(.failure(Pebble.failures.first { $0.name == name }?.error ?? .timeout), latency: latency)
        }
        video = answers.video
    }

    func answer(_ request: PebbleRequest) -> NetworkReply<PebbleAnswer> {
        var reply = base.answer(request)
        if case .fill(var creative) = reply.answer, let video {
            creative.isVideo = video
            reply.answer = .fill(creative)
        }
        return reply
    }
}
