import AdWorld
import Foundation
import Mediation
import NeutralUI
import Testing
import TinyNetwork

@testable import AdReplay

/// The SDK's reports reach GMA: a plug-in labels its callbacks (impression, click, reward,
/// dismissal), and a session in which the SDK reported one that the adapter never passed on
/// breaks the rule.
@Suite struct ForwardingRuleTests {
    static let rule = "the SDK's reports reach GMA"
    static let counted: [any NetworkPlugin] = [SeamPlugin<Counted>()]
    static let banner = HostEvent.loadCompleted(.ad(.banner(BannerSummary(size: Size(width: 320, height: 50), text: nil))))

    static func sdkImpression(at time: Int) -> TimelineEntry {
        TimelineEntry(at: time, .sdk(SDKEntry(sdk: "counted", SeamEntry<Counted>.callback(.impressionCounted))))
    }

    static func check(_ format: Scenario.Format, _ events: [HostEvent], sdkImpressionAt time: Int = 50) -> [String] {
        let attributed = events.enumerated().map { ContractCheck.Event(100 + $0.offset, $0.element, ad: 1) }
        let timeline =
            [TimelineEntry(at: 0, .step(.load)), sdkImpression(at: time)]
            + attributed.map { TimelineEntry(at: $0.time, .host($0.event)) }
        return ContractCheck.check(
            Scenario(format: format, adapterClassName: nil, parameter: nil, script: [ScriptStep(at: 0, .load)]), attributed,
            networks: counted, timeline: timeline
        )
        .map(\.description)
    }

    /// Google's PubMatic banner's bug: the SDK's impression arrives before the adapter's deferred
    /// load completion, while its event delegate is nil, and is lost.
    @Test func aDroppedSDKImpression_isABreach_forABanner() {
        #expect(
            Self.check(.banner, [Self.banner])
                == [
                    "ad 1: \(Self.rule) (50 ms): the SDK reported an impression (counted callback impressionCounted), "
                        + "and the adapter never told GMA (no reportImpression)"
                ])
        #expect(Self.check(.banner, [Self.banner, .reportImpression]) == [])
    }

    /// No ad loaded: the report had nowhere to go (what the adapter did with the load is the
    /// other rules' business).
    @Test func noLoadedAd_nothingToForwardTo() {
        let failed = HostEvent.loadCompleted(.error(ErrorSummary(domain: "d", code: 1, description: "no")))
        #expect(Self.check(.banner, [failed]) == [])
    }

    /// With several loads, one failed, the SDK's report may be of the ad whose load failed, which
    /// must not be passed on: nothing is checked.
    @Test func severalLoadsOneFailed_isNotChecked() {
        let failed = HostEvent.loadCompleted(.error(ErrorSummary(domain: "d", code: 1, description: "no")))
        let events = [ContractCheck.Event(100, failed, ad: 1), ContractCheck.Event(200, Self.banner, ad: 2)]
        let timeline =
            [TimelineEntry(at: 0, .step(.load)), TimelineEntry(at: 0, .step(.load)), Self.sdkImpression(at: 150)]
            + events.map { TimelineEntry(at: $0.time, .host($0.event), ad: $0.ad) }
        let scenario = Scenario(
            format: .banner, adapterClassName: nil, parameter: nil, script: [ScriptStep(at: 0, .load), ScriptStep(at: 0, .load)])
        #expect(ContractCheck.check(scenario, events, networks: Self.counted, timeline: timeline).isEmpty)
        // Both loaded: the impression GMA never heard of is a breach of the session (no ad named).
        let loaded = [ContractCheck.Event(100, Self.banner, ad: 1), ContractCheck.Event(200, Self.banner, ad: 2)]
        #expect(
            ContractCheck.check(scenario, loaded, networks: Self.counted, timeline: timeline).map(\.description)
                == [
                    "\(Self.rule) (150 ms): the SDK reported an impression (counted callback impressionCounted), "
                        + "and the adapter never told GMA (no reportImpression)"
                ])
    }

    /// A native ad that leaves counting impressions to GMA must not report them itself, so an SDK
    /// impression it does not pass on breaks nothing; one that counts them itself must.
    @Test func nativeAdThatLeavesCountingToGMA_isNotHeldToIt() {
        func native(handlesImpressions: Bool) -> HostEvent {
            .loadCompleted(
                .ad(
                    .native(
                        NativeAssets(
                            headline: "h", body: nil, callToAction: nil, advertiser: nil, price: nil, store: nil, starRating: nil,
                            images: nil, icon: nil, extraAssets: nil, hasVideoContent: false, hasMediaView: false,
                            hasAdChoicesView: false, handlesUserClicks: false, handlesUserImpressions: handlesImpressions))))
        }
        #expect(Self.check(.native, [native(handlesImpressions: false)]) == [])
        #expect(Self.check(.native, [native(handlesImpressions: true)]).count == 1)
    }

    /// The whole way, with a network the engine never heard of: Tiny labels a tap a click, and an
    /// adapter that never reports it is caught while recording, so the fixture is a bug report.
    @Test func aDroppedSDKClick_isCaughtWhileRecording() throws {
        var registry = AdapterRegistry.tiny
        registry.register(ForgetfulTinyAdapter.self, as: "TinyAdapter")
        let scenario = Scenario(
            format: .banner, adapterClassName: "TinyAdapter", parameter: "top",
            adSize: Size(width: 320, height: 50), script: [ScriptStep(at: 0, .load), ScriptStep(at: 1000, .tap)])
        let recording = try Recorder(registry: registry).record(scenario, name: "tiny", network: .answer("fill"))
        #expect(
            recording.breaches.map(\.description)
                == [
                    "ad 1: \(Self.rule) (1000 ms): the SDK reported a click (tiny callback wasTapped), "
                        + "and the adapter never told GMA (no reportClick)"
                ])
        #expect(recording.fixture.reproduces == [.breach(rule: Self.rule, ad: 1)])
        // The adapter as written passes it on.
        #expect(try Recorder(registry: .tiny).record(scenario, name: "tiny", network: .answer("fill")).breaches == [])
    }
}

/// A network whose SDK counts its own impressions: one callback, labelled for the rule.
enum Counted: SeamNetwork {
    typealias Request = TinyRequest
    typealias Answer = TinyAnswer
    typealias Callback = CountedCallback
    typealias Effect = TinyEffect
    typealias Seam = CountedSeam

    static let name = "counted"
    static let sdkName = "Counted SDK"
    static let sdkVersion = "1.0.0"
    static let unrecordedAnswer = TinyAnswer.failure(code: 1)

    static func liveNetwork(_ answers: LiveAnswers) -> any AdNetwork<TinyRequest, TinyAnswer> {
        TinyNetwork(.fill(text: "ad"), latency: 0)
    }

    static func report(in callback: CountedCallback) -> SDKReport? { .impression }
}

enum CountedCallback: String, Codable, Hashable, Sendable, CustomStringConvertible {
    case impressionCounted
    var description: String { rawValue }
}

enum CountedSeam: WorldKey {
    static func defaultValue(in world: World) -> SDKSeam<TinyRequest, TinyAnswer, CountedCallback, TinyEffect> {
        SDKSeam(network: TinyNetwork(.fill(text: "ad"), latency: 0))
    }
}
