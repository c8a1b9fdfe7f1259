import AdReplay
import AdWorld
import HeronAdsSDK

/// Teaches AdReplay the Heron network: its SDK routes through an `SDKSeam` (closure calls
/// included: `seam.call` takes a closure as it takes a delegate), so describing the seam is the
/// whole plug-in. Register it with `registry.register(network: SeamPlugin<Heron>())`.
public enum Heron: SeamNetwork {
    public typealias Request = HeronRequest
    public typealias Answer = HeronAnswer
    public typealias Callback = HeronCallback
    public typealias Effect = HeronEffect
    public typealias Seam = HeronSeam

    public static let name = "heron"
    public static let sdkName = "Heron SDK"
    public static let sdkVersion = HeronSDK.version
    public static let unrecordedAnswer = HeronAnswer.failure(.serverError)

    /// The network's failures, by the name `record --answer` takes; `invalidPlacement` is the
    /// SDK's own, and the show failures are not answers.
    static let failures: [(name: String, error: HeronError)] = [
        ("noFill", .noFill), ("serverError", .serverError), ("throttled", .throttled),
    ]

    /// The content variants say who counts a native fill's impressions and clicks: the SDK, or
    /// the host. Native ads may be videos; rewarded ads always are.
    public static let recording = RecordingOptions(
        failures: failures.map(\.name), variantNames: ["selfTracked", "hostTracked"],
        videoFormats: [.native])

    public static func liveNetwork(_ answers: LiveAnswers) -> any AdNetwork<HeronRequest, HeronAnswer> {
        LiveHeronNetwork(answers)
    }
}

/// The network a recording asks: Heron's own seeded odds, or one forced answer; with the video,
/// tracking and latency overrides applied to native fills.
private final class LiveHeronNetwork: AdNetwork {
    private let base: HeronNetwork
    private let video: Bool?
    private let selfTracking: Bool?

    init(_ answers: LiveAnswers) {
        let latency = answers.latency ?? HeronNetwork.defaultLatency
        // The tool forces only names of `recording.answerNames`.
        switch answers.forced {
        case nil: base = .seeded(answers.seed, latency: latency)
        case "fill"?: base = .filling(latency: latency)
        case let name?: base = .always(.failure(Heron.failures.first { $0.name == name }?.error ?? .serverError), latency: latency)
        }
        video = answers.video
        selfTracking = answers.variant.map { $0 == "selfTracked" }
    }

    func answer(_ request: HeronRequest) -> NetworkReply<HeronAnswer> {
        var reply = base.answer(request)
        if case .native(var creative) = reply.answer {
            creative.isVideo = video ?? creative.isVideo
            creative.isSelfTracking = selfTracking ?? creative.isSelfTracking
            reply.answer = .native(creative)
        }
        return reply
    }
}
