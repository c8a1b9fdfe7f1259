import AdReplay
import AdReplayHTTP
import AdWorld
import AdWorldHTTP
import Foundation
import LoopbackAdServer
import OspreySDK

/// Teaches AdReplay the Osprey network, an ad network over HTTP: its SDK sends OpenRTB 2.6 bid
/// requests, follows VAST wrappers and fires trackers through ``OspreySeam``, so its plug-in is
/// this one type (`SeamPlugin<Osprey>`).
///
/// A recording starts AdReplay's loopback ad server on 127.0.0.1, seeded with the recording's
/// seed (or forced to one answer), and routes the SDK's host names to it, so that the fixture
/// keeps the names the SDK ships with; `record --upstream URL` routes them to a real ad server
/// instead. A replay opens no socket: each request
/// is matched with a recorded one (``HTTPNetwork``). Every record and replay checks the
/// trackers the server's answers ask for (``TrackerLedger``).
public enum Osprey: HTTPNetwork {
    public typealias Callback = OspreyCallback
    public typealias Effect = OspreyEffect
    public typealias Seam = OspreySeam

    public static let name = "osprey"
    public static let sdkName = "Osprey SDK"
    public static let sdkVersion = OspreySDK.version
    /// The loopback server's modes: a fill, then every failure an SDK must survive, `noBid` the
    /// plain no-fill. A recording can reach a real ad server instead (`record --upstream`).
    ///
    /// `wrapperLoop` is a video answer: the formats whose requests offer video (interstitial,
    /// rewarded) meet it; forced on a banner or native request, the server would answer a video
    /// bid the SDK rightly refuses for its `mtype`, recorded under the name of a loop that never
    /// happened. The same formats take `record --wrappers N`, a video fill behind N wrappers.
    /// A native fill's content variants lay out its assets as real exchanges do
    /// (``LoopbackAdServer/NativeVariant``: echoed, reversed, untyped, with duplicate ids).
    public static let recording = RecordingOptions(
        failures: LoopbackAdServer.Mode.allCases.filter { $0 != .fill }.map(\.rawValue), noFill: LoopbackAdServer.Mode.noBid.rawValue,
        variantNames: LoopbackAdServer.NativeVariant.allCases.map(\.rawValue), recordsUpstream: true,
        answerFormats: [LoopbackAdServer.Mode.wrapperLoop.rawValue: videoFormats],
        wrapperFormats: videoFormats, describe: { "loopback ad server answer \($0)" })

    /// The formats whose requests offer video (OpenRTB `imp.video`).
    private static let videoFormats: Set<Scenario.Format> = [.interstitial, .rewarded]

    /// OpenRTB's per-auction values change from one request to the next without changing what
    /// is asked: a replay does not compare them.
    public static var httpRules: HTTPRules { rules }

    /// Made once: every entry read and every request kept asks for them.
    private static let rules = HTTPRules(ignoredPaths: ["id", "imp[].id", "source.tid", "tmax"])

    public static var ruleNames: [String] { TrackerLedger.Rule.allCases.map(\.rawValue) }

    /// The Osprey SDK's callbacks that GMA must hear of too: each format's recorded impression and
    /// click, the earned reward, the full-screen ads' dismissals.
    public static func report(in callback: OspreyCallback) -> SDKReport? {
        switch callback {
        case .bannerDidRecordImpression, .interstitialDidRecordImpression, .rewardedDidRecordImpression, .nativeDidRecordImpression:
            .impression
        case .bannerDidClick, .interstitialDidClick, .rewardedDidClick, .nativeDidClick: .click
        case .rewardedDidEarnReward: .reward
        case .interstitialDidDismiss, .rewardedDidDismiss: .dismissal
        default: nil
        }
    }

    /// Throws when the loopback ad server cannot start: the recording fails saying so, rather
    /// than record the SDK failing to connect to a server that was never there.
    public static func liveNetwork(_ answers: LiveAnswers) throws -> any AdNetwork<HTTPCall, HTTPOutcome> {
        try LoopbackNetwork(answers)
    }

    public static func breaches(in scenario: Scenario, _ events: [ContractCheck.Event], timeline: [TimelineEntry]) -> [ContractBreach] {
        let exchanges = timeline.compactMap { entry -> TrackerLedger.Exchange? in
            guard case .sdk(let sdk) = entry.event,
                case .exchange(let request, let answer, let requestedAt, let answeredAt)? = sdk.entry(as: SeamEntry<Osprey>.self)
            else { return nil }
            return TrackerLedger.Exchange(requestedAt: requestedAt, answeredAt: answeredAt, call: request, outcome: answer)
        }
        return TrackerLedger(exchanges: exchanges, host: events).breaches()
    }
}

/// The network a recording asks: the loopback ad server (seeded, or one answer forced), reached
/// over a real socket with the SDK's host names routed to it; or, with an upstream, the real ad
/// server itself, the host names routed there. The server lives as long as this network, which the
/// world drops when the session ends.
///
/// An upstream is reached directly rather than through the loopback server's proxy: an upstream
/// that cannot be reached is then recorded as what the SDK met (`failure cannotConnect`), not as a
/// 502 the real server never sent.
///
/// An upstream's answers are bounded (``AnswerBounds/Limits/live``): no body past a fixture's
/// bound, however it is compressed, no tracker's past a pixel's, no answer longer than 10 s and
/// no recording's answers longer than 40 s in all. The first answer past a bound is cut off and
/// refuses the recording (``LiveRefusal``) with a sentence naming the server.
final class LoopbackNetwork: AdNetwork, LiveRefusal {
    private let server: LoopbackAdServer?
    private let network: TransportNetwork
    private let bounds: AnswerBounds?

    /// The loopback ad server could not start.
    struct ServerDidNotStart: Error, CustomStringConvertible {
        var description: String
    }

    init(_ answers: LiveAnswers) throws(ServerDidNotStart) {
        if let upstream = answers.upstream {
            server = nil
            let bounds = AnswerBounds(.live)
            self.bounds = bounds
            let routes = Dictionary(uniqueKeysWithValues: LoopbackAdServer.Hosts.osprey.all.map { ($0, upstream) })
            network = TransportNetwork(
                RoutedTransport(BoundedTransport(bounds: bounds), routes: routes),
                patience: bounds.limits.answerSeconds + 5)
            return
        }
        do {
            // A wrapper chain is video's: asked for, every fill is video.
            let server = try LoopbackAdServer(
                answers: LoopbackAdServer.Answers(
                    seed: answers.seed, forced: answers.forced.flatMap(LoopbackAdServer.Mode.init(rawValue:)),
                    video: answers.wrappers != nil ? true : nil, wrappers: answers.wrappers, latency: answers.latency,
                    native: answers.variant.flatMap(LoopbackAdServer.NativeVariant.init(rawValue:))))
            self.server = server
            // libcurl driven directly, with no proxy whatever the environment says: the loopback
            // server is this process's, and Foundation's URLSession on Linux always lets libcurl
            // read http_proxy and all_proxy (an empty proxy dictionary does not switch them off),
            // so a test recording through a Cassette reached the developer's proxy instead.
            let bounds = AnswerBounds(.live)
            self.bounds = bounds
            network = TransportNetwork(
                RoutedTransport(BoundedTransport(bounds: bounds, proxies: .none), routes: server.routes),
                patience: bounds.limits.answerSeconds + 5)
        } catch {
            throw ServerDidNotStart(description: "the loopback ad server did not start (\(error))")
        }
    }

    deinit {
        server?.stop()
    }

    func answer(_ call: HTTPCall) -> NetworkReply<HTTPOutcome> {
        network.answer(call)
    }

    var refusal: String? {
        bounds?.refusal
    }
}
