import AdReplay
import AdWorld
import BidMachine

/// Teaches AdReplay the BidMachine network: the BidMachine stand-in routes its token requests,
/// auctions, calls into the app and effects through ``BidMachineSeam``. Register it with
/// `registry.register(network: SeamPlugin<BidMachineNetworkPlugin>())`.
public enum BidMachineNetworkPlugin: SeamNetwork {
    public typealias Request = BidMachineRequest
    public typealias Answer = BidMachineAnswer
    public typealias Callback = BidMachineCallback
    public typealias Effect = BidMachineEffect
    public typealias Seam = BidMachineSeam

    public static let name = "bidmachine"
    public static let sdkName = "BidMachine SDK"
    public static let sdkVersion = BidMachineSdk.sdkVersion
    public static let unrecordedAnswer = BidMachineNetwork.failure(named: "timeout") ?? .failure(code: 102, message: "")

    /// `noContent`, `timeout` and `badContent` can be forced, two fills that fail in the SDK
    /// afterwards (``BidMachineCreativeFailure``): `renderError` (`didFailLoadAd`) and
    /// `presentError` (`didFailPresentAd`), and `noToken`: the SDK has no bid token to give (its
    /// token request fails, so `token(placement:completion:)` answers nil) and auctions fill;
    /// interstitial, rewarded and native fills may be videos.
    public static let recording = RecordingOptions(
        failures: BidMachineNetwork.failures.map(\.name) + creativeFailures.map(\.name) + [noToken],
        videoFormats: [.interstitial, .rewarded, .native])

    /// The forced answers that fill with an ad failing afterwards, and how it fails.
    static let creativeFailures: [(name: String, failure: BidMachineCreativeFailure)] = [
        ("renderError", .render), ("presentError", .present),
    ]

    /// The forced answer under which the SDK's token request fails.
    public static let noToken = "noToken"

    public static func liveNetwork(_ answers: LiveAnswers) -> any AdNetwork<BidMachineRequest, BidMachineAnswer> {
        LiveBidMachineNetwork(answers)
    }

    /// `didTrackImpression` is the SDK's impression; `didUserInteraction` (each click) and
    /// `didTrackInteraction` (the first one) its clicks; `didReceiveReward` its reward;
    /// `didDismissAd` the full-screen ad closing (Google's adapter counts clicks by
    /// `didUserInteraction` and ignores `didTrackInteraction`). `didDismissScreen` is not the ad
    /// closing but the screen a click opened (Google's full-screen loaders ignore it).
    public static func report(in callback: BidMachineCallback) -> SDKReport? {
        switch callback {
        case .didTrackImpression: .impression
        case .didUserInteraction, .didTrackInteraction: .click
        case .didReceiveReward: .reward
        case .didDismissAd: .dismissal
        default: nil
        }
    }
}

/// The auction a recording asks: the seeded odds, or one forced answer, with the video and
/// latency overrides applied. Token requests are answered, unless `noToken` was forced.
private final class LiveBidMachineNetwork: AdNetwork {
    private let base: BidMachineNetwork
    private let video: Bool?
    private let answersTokens: Bool

    init(_ answers: LiveAnswers) {
        let latency = answers.latency ?? BidMachineNetwork.defaultLatency
        switch answers.forced {
        case nil:
            base = .seeded(answers.seed, latency: latency)
        case "fill"?, BidMachineNetworkPlugin.noToken?:
            // The creative is chosen per format in `answer(_:)`; this one stands for "fill".
            base = .always(.fill(BidMachineNetwork.creative(for: .interstitial, title: 0, video: false)), latency: latency)
        case let name? where BidMachineNetworkPlugin.creativeFailures.contains(where: { $0.name == name }):
            var creative = BidMachineNetwork.creative(for: .interstitial, title: 0, video: false)
            creative.failure = BidMachineNetworkPlugin.creativeFailures.first { $0.name == name }?.failure
            base = .always(.fill(creative), latency: latency)
        case let name?:
            base = .always(BidMachineNetwork.failure(named: name) ?? BidMachineNetworkPlugin.unrecordedAnswer, latency: latency)
        }
        video = answers.video
        answersTokens = answers.forced != BidMachineNetworkPlugin.noToken
    }

    func answer(_ request: BidMachineRequest) -> NetworkReply<BidMachineAnswer> {
        if request.kind == .token, !answersTokens {
            return NetworkReply(.failure(code: 0, message: "The SDK has no token."), latency: 0)
        }
        var reply = base.answer(request)
        if case .fill(let forced) = reply.answer {
            var creative = BidMachineNetwork.creative(
                for: request.format, title: BidMachineNetwork.titles.firstIndex(of: forced.title) ?? 0,
                video: forced.isVideo)
            if let video { creative.isVideo = video }
            creative.failure = forced.failure
            reply.answer = .fill(creative)
        }
        return reply
    }
}
