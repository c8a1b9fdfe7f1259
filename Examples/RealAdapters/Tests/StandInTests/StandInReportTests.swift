import AdReplay
import BidMachinePlugin
import BigoPlugin
import HyBidPlugin
import Mediation
import MolocoPlugin
import OpenWrapPlugin
import SASDisplayKitPlugin
import Testing

/// The plug-ins' labels (`report(in:)`): what each stand-in's callbacks in a whole interstitial
/// session (load, present, tap, close) report, and that an adapter forwarding all of it breaks
/// no forwarding rule while one that drops a kind does.
@Suite struct StandInReportTests {
    private static func record(_ adapter: String, bidResponse: String?, parameter: String) throws -> Recorder.Recording {
        let scenario = Scenario(
            format: .interstitial, adapterClassName: adapter, parameter: parameter,
            request: MediationRequest(bidResponse: bidResponse),
            script: try Script.parse("load; +1000 present; +2000 tap; +3000 close"))
        return try Recorder(registry: .standIns).record(scenario, name: "probe", network: .answer("fill"))
    }

    /// The kinds the recording's callbacks of `network` report, as its plug-in labels them.
    private static func reports<Network: SeamNetwork>(in recording: Recorder.Recording, _ network: Network.Type) -> Set<SDKReport> {
        Set(
            recording.fixture.timeline.compactMap { entry in
                guard case .sdk(let sdk) = entry.event, case .callback(let callback)? = sdk.entry(as: SeamEntry<Network>.self)
                else { return nil }
                return Network.report(in: callback)
            })
    }

    private static func forwardingBreaches(_ recording: Recorder.Recording) -> [ContractBreach] {
        recording.breaches.filter { $0.rule == .sdkReportsReachGMA }
    }

    @Test func probes_forwardingEverything_reportWhatTheirSDKsCountAndBreakNoForwardingRule() throws {
        let bigo = try Self.record("BigoProbeAdapter", bidResponse: "bid-123", parameter: "slot-7")
        #expect(Self.reports(in: bigo, Bigo.self) == [.impression, .click, .dismissal])
        #expect(Self.forwardingBreaches(bigo).isEmpty)

        let bidMachine = try Self.record("BidMachineProbeAdapter", bidResponse: "bm-bid", parameter: "slot-7")
        #expect(Self.reports(in: bidMachine, BidMachineNetworkPlugin.self) == [.impression, .click, .dismissal])
        #expect(Self.forwardingBreaches(bidMachine).isEmpty)

        let hyBid = try Self.record("HyBidProbeAdapter", bidResponse: "verve-bid", parameter: "slot-7")
        #expect(Self.reports(in: hyBid, HyBidNetworkPlugin.self) == [.impression, .click, .dismissal])
        #expect(Self.forwardingBreaches(hyBid).isEmpty)

        // The Display SDK reports no impression of its own (its "did show" is not one).
        let equativ = try Self.record("SASProbeAdapter", bidResponse: nil, parameter: "101/202/303")
        #expect(Self.reports(in: equativ, EquativNetworkPlugin.self) == [.click, .dismissal])
        #expect(Self.forwardingBreaches(equativ).isEmpty)

        let openWrap = try Self.record("OpenWrapProbeAdapter", bidResponse: nil, parameter: "unit-1")
        #expect(Self.reports(in: openWrap, OpenWrapNetworkPlugin.self) == [.impression, .click, .dismissal])
        #expect(Self.forwardingBreaches(openWrap).isEmpty)

        let moloco = try Self.record("MolocoProbeAdapter", bidResponse: "moloco-bid", parameter: "app-1")
        #expect(Self.reports(in: moloco, MolocoNetworkPlugin.self) == [.impression, .click, .dismissal])
        #expect(Self.forwardingBreaches(moloco).isEmpty)
    }

    @Test func bigo_probeThatDropsTheClicks_breaksTheForwardingRuleAtTheSDKsClick() throws {
        let recording = try Self.record("BigoProbeAdapterWithoutClicks", bidResponse: "bid-123", parameter: "slot-7")
        let breaches = Self.forwardingBreaches(recording)
        #expect(breaches.count == 1)
        #expect(breaches.first?.time == 3000)
        #expect(breaches.first?.detail.contains("the SDK reported a click (bigo ") == true)
        #expect(breaches.first?.detail.hasSuffix("never told GMA (no reportClick)") == true)
        #expect(recording.fixture.reproduces.count == 1)
    }

    @Test func labels_onlyWhatTheCallbackMeans() {
        #expect(Bigo.report(in: .onAdOpened) == nil)
        #expect(Bigo.report(in: .onAdRewarded) == .reward)
        #expect(BidMachineNetworkPlugin.report(in: .didDismissScreen) == nil)
        #expect(BidMachineNetworkPlugin.report(in: .didReceiveReward) == .reward)
        #expect(HyBidNetworkPlugin.report(in: .onReward) == .reward)
        #expect(HyBidNetworkPlugin.report(in: .nativeAdImpressionConfirmed) == .impression)
        #expect(OpenWrapNetworkPlugin.report(in: .interstitialWillPresentAd) == nil)
        #expect(OpenWrapNetworkPlugin.report(in: .rewardedAdShouldReward) == .reward)
        #expect(MolocoNetworkPlugin.report(in: .rewardedVideoCompleted) == nil)
        #expect(MolocoNetworkPlugin.report(in: .userRewarded) == .reward)
        #expect(EquativNetworkPlugin.report(in: .interstitialManagerDidShow) == nil)
    }
}
