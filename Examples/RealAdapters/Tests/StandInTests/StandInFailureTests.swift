import AdReplay
import BidMachine
import BidMachinePlugin
import BigoPlugin
import HyBidPlugin
import Mediation
import MolocoPlugin
import OpenWrapPlugin
import Testing

/// The failures a recording chooses after a fill (Bigo's `playbackError`, BidMachine's
/// `renderError` and `presentError`) reach the adapter through the SDK's own callbacks, and a fill
/// without one keeps its bytes (the new creative fields are left out of the fixture).
@Suite struct StandInFailureTests {
    private static func scenario(adapter: String) throws -> Scenario {
        Scenario(
            format: .interstitial, adapterClassName: adapter, parameter: "slot-7",
            request: MediationRequest(bidResponse: "bid-123"),
            script: try Script.parse("load; +1000 present; +2000 tap; +3000 close"))
    }

    private static func record(_ adapter: String, _ answer: String) throws -> Fixture {
        try Recorder(registry: .standIns).record(try scenario(adapter: adapter), name: "probe", network: .answer(answer)).fixture
    }

    private static func json(_ fixture: Fixture) throws -> String {
        String(decoding: try FixtureCodec.json(fixture), as: UTF8.self)
    }

    /// The host events of the replay, each with the error code it carries, if any.
    private static func hostEvents(replaying fixture: Fixture) -> [String] {
        let result = Replayer(registry: .standIns).replay(fixture)
        #expect(result.failure == nil && result.diff == nil && result.requestProblems.isEmpty)
        return result.observed.hostEvents.map { timed in
            switch timed.event {
            case .loadCompleted(.error(let error)): "loadCompleted \(error.code) at \(timed.time)"
            case .didFailToPresent(let error): "didFailToPresent \(error.code) at \(timed.time)"
            default: "\(timed.event.kind) at \(timed.time)"
            }
        }
    }

    @Test func bigo_playbackError_failsThePresentWithTheSDKsError() throws {
        let fixture = try Self.record("BigoProbeAdapter", "playbackError")
        #expect(try Self.json(fixture).contains(#""failsToPlay": true"#))
        #expect(
            Self.hostEvents(replaying: fixture) == [
                "loadCompleted at 150", "willPresentFullScreenView at 1000", "didFailToPresent 1012 at 1000",
            ])
    }

    @Test func bigo_fill_leavesFailsToPlayOut() throws {
        #expect(try !Self.json(Self.record("BigoProbeAdapter", "fill")).contains("failsToPlay"))
    }

    @Test func bidMachine_renderError_failsTheLoadAfterTheAuction() throws {
        let fixture = try Self.record("BidMachineProbeAdapter", "renderError")
        #expect(try Self.json(fixture).contains(#""failure": "render""#))
        #expect(Self.hostEvents(replaying: fixture) == ["loadCompleted 110 at 120"])
    }

    @Test func bidMachine_presentError_failsThePresent() throws {
        let fixture = try Self.record("BidMachineProbeAdapter", "presentError")
        #expect(Self.hostEvents(replaying: fixture) == ["loadCompleted at 120", "didFailToPresent 111 at 1000"])
    }

    @Test func bidMachine_fill_leavesFailureOut() throws {
        #expect(try !Self.json(Self.record("BidMachineProbeAdapter", "fill")).contains(#""failure""#))
    }

    /// The SDK's callbacks and effects in the recording, as its plug-in describes them.
    private static func bigoEntries(of fixture: Fixture) -> [String] {
        fixture.timeline.compactMap { entry -> String? in
            guard case .sdk(let sdk) = entry.event, let seamEntry = sdk.entry(as: SeamEntry<Bigo>.self) else { return nil }
            switch seamEntry {
            case .callback(let callback): return "\(callback) at \(entry.at)"
            case .effect(let effect): return "\(effect) at \(entry.at)"
            case .exchange: return nil
            }
        }
    }

    /// The probe sets its event delegate from `completionHandler?(…)`: the second callback finds
    /// no handler and sets it to nil, so nothing after the load reaches GMA. Google's Bigo adapter
    /// returns before touching its delegate (the golden corpus's `*-loaded-twice` fixtures).
    @Test func bigo_loadedTwice_callsTheLoadersDelegateTwice_andTheProbeLosesItsEventDelegate() throws {
        let fixture = try Self.record("BigoProbeAdapter", "loadedTwice")
        #expect(try Self.json(fixture).contains(#""loadedTwice": true"#))
        #expect(Self.bigoEntries(of: fixture).filter { $0.hasPrefix("onInterstitialAdLoaded") } == [
            "onInterstitialAdLoaded at 150", "onInterstitialAdLoaded at 150",
        ])
        #expect(Self.hostEvents(replaying: fixture) == ["loadCompleted at 150"])
    }

    @Test func bigo_fill_leavesLoadedTwiceOut() throws {
        #expect(try !Self.json(Self.record("BigoProbeAdapter", "fill")).contains("loadedTwice"))
    }

    /// The callbacks named `name` in the recording, as `Plugin` describes them, with their times.
    private static func callbacks<Plugin: StandInPlugin>(_ name: String, of fixture: Fixture, _ plugin: Plugin.Type) -> [String] {
        fixture.timeline.compactMap { entry -> String? in
            guard case .sdk(let sdk) = entry.event, case .callback(let callback)? = sdk.entry(as: SeamEntry<Plugin>.self),
                "\(callback)".hasPrefix(name)
            else { return nil }
            return "\(callback) at \(entry.at)"
        }
    }

    /// As Bigo's: each SDK's load callback arrives twice at once; the probes, like Bigo's, lose
    /// their event delegate to the second one, and GMA hears one load.
    @Test func bidMachine_hyBid_openWrap_loadedTwice_callTheLoadCallbackTwice() throws {
        let bidMachine = try Self.record("BidMachineProbeAdapter", "loadedTwice")
        #expect(try Self.json(bidMachine).contains(#""loadedTwice": true"#))
        #expect(Self.callbacks("didLoadAd", of: bidMachine, BidMachineNetworkPlugin.self) == ["didLoadAd at 120", "didLoadAd at 120"])
        #expect(Self.hostEvents(replaying: bidMachine) == ["loadCompleted at 120"])
        let hyBid = try Self.record("HyBidProbeAdapter", "loadedTwice")
        #expect(try Self.json(hyBid).contains(#""loadedTwice": true"#))
        #expect(
            Self.callbacks("interstitialDidLoad", of: hyBid, HyBidNetworkPlugin.self) == [
                "interstitialDidLoad at 100", "interstitialDidLoad at 100",
            ])
        #expect(Self.hostEvents(replaying: hyBid) == ["loadCompleted at 100"])
        let openWrap = try Self.record("OpenWrapProbeAdapter", "loadedTwice")
        #expect(try Self.json(openWrap).contains(#""loadedTwice": true"#))
        #expect(
            Self.callbacks("interstitialDidReceiveAd", of: openWrap, OpenWrapNetworkPlugin.self) == [
                "interstitialDidReceiveAd at 100", "interstitialDidReceiveAd at 100",
            ])
        #expect(Self.hostEvents(replaying: openWrap) == ["loadCompleted at 100"])
    }

    @Test func bidMachine_hyBid_openWrap_fill_leaveLoadedTwiceOut() throws {
        for adapter in ["BidMachineProbeAdapter", "HyBidProbeAdapter", "OpenWrapProbeAdapter"] {
            #expect(try !Self.json(Self.record(adapter, "fill")).contains("loadedTwice"))
        }
    }

    /// A full-screen ad names the controller it was presented from: the probe hands over the one
    /// GMA gave it, the app's screen.
    @Test func bigo_present_namesTheControllerItWasPresentedFrom() throws {
        let fixture = try Self.record("BigoProbeAdapter", "fill")
        #expect(Self.bigoEntries(of: fixture).contains("present BigoInterstitial from app screen at 1000"))
        #expect(try Self.json(fixture).contains(#""from": "app screen""#))
    }

    @Test func bidMachine_noToken_failsTheTokenRequestAndFillsTheAuction() {
        let network = BidMachineNetworkPlugin.liveNetwork(LiveAnswers(forced: "noToken"))
        #expect(network.answer(BidMachineRequest(kind: .token, format: .interstitial)).answer == .failure(code: 0, message: "The SDK has no token."))
        guard case .fill = network.answer(BidMachineRequest(kind: .auction, format: .interstitial, placementId: "pl-1")).answer else {
            Issue.record("an auction under noToken did not fill")
            return
        }
        let answering = BidMachineNetworkPlugin.liveNetwork(LiveAnswers(forced: "fill"))
        #expect(answering.answer(BidMachineRequest(kind: .token, format: .interstitial)).answer == .token("bm-token-interstitial"))
    }

    @Test func moloco_showError_failsTheShowWithTheSDKsError() throws {
        let fixture = try Self.record("MolocoProbeAdapter", "showError")
        #expect(try Self.json(fixture).contains(#""failsToShow": true"#))
        #expect(
            Self.hostEvents(replaying: fixture) == [
                "loadCompleted at 100", "willPresentFullScreenView at 1000", "didFailToPresent 6 at 1000",
            ])
        #expect(try !Self.json(Self.record("MolocoProbeAdapter", "fill")).contains("failsToShow"))
    }

    @Test func plugins_offerTheNewAnswersAndInterstitialVideo() {
        #expect(MolocoNetworkPlugin.recording.answerNames == ["fill", "noFill", "timeout", "invalidBid", "showError"])
        #expect(Bigo.recording.answerNames == ["fill", "noFill", "timeout", "invalidPayload", "playbackError", "loadedTwice"])
        #expect(
            BidMachineNetworkPlugin.recording.answerNames
                == ["fill", "noContent", "timeout", "badContent", "renderError", "presentError", "noToken", "loadedTwice"])
        #expect(HyBidNetworkPlugin.recording.answerNames == ["fill", "noFill", "invalidContent", "timeout", "loadedTwice"])
        #expect(OpenWrapNetworkPlugin.recording.answerNames == ["fill", "noAds", "timeout", "invalidRequest", "loadedTwice"])
        #expect(Bigo.recording.videoApplies(to: .interstitial) && BidMachineNetworkPlugin.recording.videoApplies(to: .interstitial))
    }
}
