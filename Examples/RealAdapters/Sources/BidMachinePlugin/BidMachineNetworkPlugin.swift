import AdReplay
import AdWorld
import BidMachine

/// Teaches AdReplay the BidMachine network: the BidMachine stand-in routes its token requests,
/// auctions, calls into the app and effects through ``BidMachineSeam``. Register it with
/// `registry.register(network: SeamPlugin<BidMachineNetworkPlugin>())`.
public enum BidMachineNetworkPlugin: StandInPlugin {
    public typealias StandIn = BidMachineNetwork

    public static let name = "bidmachine"
    public static let sdkName = "BidMachine SDK"
    public static let sdkVersion = BidMachineSdk.sdkVersion
    public static let unrecordedAnswer = BidMachineNetwork.failure(named: "timeout") ?? .failure(code: 102, message: "")

    /// `noContent`, `timeout` and `badContent` can be forced, two fills that fail in the SDK
    /// afterwards (``BidMachineCreativeFailure``): `renderError` (`didFailLoadAd`) and
    /// `presentError` (`didFailPresentAd`), and `noToken`: the SDK has no bid token to give (its
    /// token request fails, so `token(placement:completion:)` answers nil) and auctions fill, and
    /// `loadedTwice`: a fill the SDK reports rendered twice (``BidMachineCreative/loadedTwice``);
    /// interstitial, rewarded and native fills may be videos.
    public static let recording = RecordingOptions(
        failures: BidMachineNetwork.failures.map(\.name) + creativeFailures.map(\.name) + [noToken, loadedTwice],
        videoFormats: [.interstitial, .rewarded, .native])

    /// The forced answers that fill with an ad failing afterwards, and how it fails.
    static let creativeFailures: [(name: String, failure: BidMachineCreativeFailure)] = [
        ("renderError", .render), ("presentError", .present),
    ]

    /// The forced answer under which the SDK's token request fails.
    public static let noToken = "noToken"
    /// The forced answer that fills with an ad the SDK reports rendered twice
    /// (``BidMachineCreative/loadedTwice``): what an adapter does with a second callback for one load.
    public static let loadedTwice = "loadedTwice"

    /// The creative is chosen per format in ``liveReply(_:to:_:)``; this one stands for "fill".
    public static let forcedFill = BidMachineAnswer.fill(BidMachineNetwork.creative(for: .interstitial, title: 0, video: false))

    public static func extraAnswer(named name: String) -> BidMachineAnswer? {
        if name == noToken { return forcedFill }
        if name == loadedTwice {
            var creative = BidMachineNetwork.creative(for: .interstitial, title: 0, video: false)
            creative.loadedTwice = true
            return .fill(creative)
        }
        guard let failure = creativeFailures.first(where: { $0.name == name })?.failure else { return nil }
        var creative = BidMachineNetwork.creative(for: .interstitial, title: 0, video: false)
        creative.failure = failure
        return .fill(creative)
    }

    /// Token requests are answered, unless `noToken` was forced; a fill carries the creative of
    /// the request's format, with the recording's video override applied.
    public static func liveReply(
        _ reply: NetworkReply<BidMachineAnswer>, to request: BidMachineRequest, _ answers: LiveAnswers
    ) -> NetworkReply<BidMachineAnswer> {
        if request.kind == .token, answers.forced == noToken {
            return NetworkReply(.failure(code: 0, message: "The SDK has no token."), latency: 0)
        }
        guard case .fill(let forced) = reply.answer else { return reply }
        var creative = BidMachineNetwork.creative(
            for: request.format, title: BidMachineNetwork.titles.firstIndex(of: forced.title) ?? 0, video: forced.isVideo)
        if let video = answers.video { creative.isVideo = video }
        creative.failure = forced.failure
        creative.loadedTwice = forced.loadedTwice
        return NetworkReply(.fill(creative), latency: reply.latency)
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
