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

    public static func liveNetwork(_ answers: LiveAnswers) -> any AdNetwork<OpenWrapRequest, OpenWrapAnswer> {
        let latency = answers.latency ?? OpenWrapNetwork.defaultLatency
        switch answers.forced {
        case nil: return OpenWrapNetwork.seeded(answers.seed, latency: latency)
        case "fill"?: return OpenWrapNetwork.always(.fill(OpenWrapNetwork.creative(0)), latency: latency)
        case let name?: return OpenWrapNetwork.always(OpenWrapNetwork.failure(named: name) ?? unrecordedAnswer, latency: latency)
        }
    }
}
