import AdReplay
import BidMachine
import BidMachinePlugin
import BigoADS
import BigoPlugin
import HyBid
import HyBidPlugin
import Mediation
import MolocoPlugin
import OpenWrapPlugin
import OpenWrapSDK
import SASDisplayKit
import SASDisplayKitPlugin
import Testing

extension AdapterRegistry {
    /// The six networks of this package, the probes, and the Bigo probe's payload- and click-forgetting variants.
    static var standIns: AdapterRegistry {
        var registry = AdapterRegistry()
        registry.register(network: SeamPlugin<Bigo>())
        registry.register(network: SeamPlugin<BidMachineNetworkPlugin>())
        registry.register(network: SeamPlugin<HyBidNetworkPlugin>())
        registry.register(network: SeamPlugin<EquativNetworkPlugin>())
        registry.register(network: SeamPlugin<OpenWrapNetworkPlugin>())
        registry.register(network: SeamPlugin<MolocoNetworkPlugin>())
        registry.register(BigoProbeAdapter.self, network: "bigo", formats: [.interstitial])
        registry.register(BigoProbeAdapterWithoutPayload.self, network: "bigo", formats: [.interstitial])
        registry.register(BigoProbeAdapterWithoutClicks.self, network: "bigo", formats: [.interstitial])
        registry.register(BidMachineProbeAdapter.self, network: "bidmachine", formats: [.interstitial])
        registry.register(HyBidProbeAdapter.self, network: "hybid", formats: [.interstitial])
        registry.register(SASProbeAdapter.self, network: "equativ", formats: [.interstitial])
        registry.register(OpenWrapProbeAdapter.self, network: "openwrap", formats: [.interstitial])
        registry.register(MolocoProbeAdapter.self, network: "moloco", formats: [.interstitial])
        return registry
    }
}

@Suite struct StandInRecordingTests {
    private static func scenario(adapter: String, bidResponse: String?, parameter: String = "slot-7") throws -> Scenario {
        Scenario(
            format: .interstitial, adapterClassName: adapter, parameter: parameter,
            request: MediationRequest(bidResponse: bidResponse),
            script: try Script.parse("load; +1000 present; +2000 tap; +3000 close"))
    }

    private static func record(_ scenario: Scenario, _ network: LiveNetwork) throws -> Fixture {
        try Recorder(registry: .standIns).record(scenario, name: "probe", network: network).fixture
    }

    private static func requests<Network: SeamNetwork>(of fixture: Fixture, _ network: Network.Type) -> [String] {
        fixture.timeline.compactMap { entry in
            guard case .sdk(let sdk) = entry.event,
                case .exchange(let request, _, _, _)? = sdk.entry(as: SeamEntry<Network>.self)
            else { return nil }
            return request.description
        }
    }

    /// The error the load completed with, as the host recorded it; nil when it loaded an ad.
    private static func loadError(in result: ReplayResult) -> ErrorSummary? {
        for timed in result.observed.hostEvents {
            if case .loadCompleted(.error(let summary)) = timed.event { return summary }
        }
        return nil
    }

    @Test func bigo_bidLoad_recordsThePayloadAndReplays() throws {
        let fixture = try Self.record(try Self.scenario(adapter: "BigoProbeAdapter", bidResponse: "bid-123"), .answer("fill"))
        #expect(Self.requests(of: fixture, Bigo.self) == [#"interstitial slot-7 payload "bid-123""#])
        let result = Replayer(registry: .standIns).replay(fixture)
        #expect(result.failure == nil && result.diff == nil && result.requestProblems.isEmpty)
        #expect(
            result.observed.hostEvents.map(\.event.kind)
                == [
                    "loadCompleted", "willPresentFullScreenView", "reportImpression", "reportClick", "willDismissFullScreenView",
                    "didDismissFullScreenView",
                ])
    }

    @Test func bigo_ext_isStoredWithItsKeysSorted() throws {
        let fixture = try Self.record(try Self.scenario(adapter: "BigoProbeAdapter", bidResponse: "bid-123"), .answer("fill"))
        let ext = fixture.timeline.compactMap { entry -> String? in
            guard case .sdk(let sdk) = entry.event, case .exchange(let request, _, _, _)? = sdk.entry(as: SeamEntry<Bigo>.self) else {
                return nil
            }
            return request.ext
        }
        #expect(ext == [#"{"adapterVersion":"1.0.0","mediationName":"probe","mediationVersion":"12.0.0"}"#])
    }

    @Test func bigo_recordingTwice_givesTheSameBytes() throws {
        let scenario = try Self.scenario(adapter: "BigoProbeAdapter", bidResponse: "bid-123")
        #expect(try FixtureCodec.encode(Self.record(scenario, .seeded(7))) == FixtureCodec.encode(Self.record(scenario, .seeded(7))))
    }

    @Test func bigo_forcedNoFill_reachesTheAdapterAsBigosError() throws {
        let fixture = try Self.record(try Self.scenario(adapter: "BigoProbeAdapter", bidResponse: "bid-123"), .answer("noFill"))
        let result = Replayer(registry: .standIns).replay(fixture)
        #expect(result.failure == nil && result.diff == nil)
        #expect(result.observed.hostEvents.count == 1)
        let error = try #require(Self.loadError(in: result))
        #expect(error.domain == "com.google.mediation.bigo" && error.code == 1001 && error.description == "No fill.")
    }

    @Test func bigo_replayAgainstAnAdapterThatDropsThePayload_failsOnTheRequest() throws {
        let fixture = try Self.record(try Self.scenario(adapter: "BigoProbeAdapter", bidResponse: "bid-123"), .answer("fill"))
        let result = Replayer(registry: .standIns, substitutions: ["BigoProbeAdapter": "BigoProbeAdapterWithoutPayload"]).replay(fixture)
        #expect(result.requestProblems.count == 1)
        #expect(result.diff != nil)
    }

    @Test func bidMachine_bidAuction_recordsThePayloadAndTheWatermarkAndReplays() throws {
        let fixture = try Self.record(try Self.scenario(adapter: "BidMachineProbeAdapter", bidResponse: "bm-bid"), .answer("fill"))
        #expect(Self.requests(of: fixture, BidMachineNetworkPlugin.self) == [#"auction interstitial placement slot-7 payload "bm-bid""#])
        let rendered = fixture.timeline.contains { entry in
            guard case .sdk(let sdk) = entry.event, case .effect(let effect)? = sdk.entry(as: SeamEntry<BidMachineNetworkPlugin>.self),
                case .log(let line) = effect
            else { return false }
            return line.hasSuffix("with watermark d2F0ZXJtYXJr")
        }
        #expect(rendered)
        let result = Replayer(registry: .standIns).replay(fixture)
        #expect(result.failure == nil && result.diff == nil && result.requestProblems.isEmpty)
        #expect(
            result.observed.hostEvents.map(\.event.kind)
                == [
                    "loadCompleted", "willPresentFullScreenView", "reportImpression", "reportClick", "willDismissFullScreenView",
                    "didDismissFullScreenView",
                ])
    }

    @Test func bidMachine_forcedNoContent_failsTheLoad() throws {
        let fixture = try Self.record(try Self.scenario(adapter: "BidMachineProbeAdapter", bidResponse: nil), .answer("noContent"))
        #expect(Self.requests(of: fixture, BidMachineNetworkPlugin.self) == ["auction interstitial placement slot-7"])
        let result = Replayer(registry: .standIns).replay(fixture)
        #expect(result.observed.hostEvents.count == 1)
        let error = try #require(Self.loadError(in: result))
        #expect(error.domain == BidMachineSdk.errorDomain && error.code == 103 && error.description == "No content.")
    }

    @Test func hyBid_bidRender_recordsTheContentAndReplays() throws {
        let fixture = try Self.record(try Self.scenario(adapter: "HyBidProbeAdapter", bidResponse: "verve-bid"), .answer("fill"))
        #expect(Self.requests(of: fixture, HyBidNetworkPlugin.self) == [#"interstitial content "verve-bid""#])
        let result = Replayer(registry: .standIns).replay(fixture)
        #expect(result.failure == nil && result.diff == nil && result.requestProblems.isEmpty)
        #expect(
            result.observed.hostEvents.map(\.event.kind)
                == [
                    "loadCompleted", "willPresentFullScreenView", "reportImpression", "reportClick", "willDismissFullScreenView",
                    "didDismissFullScreenView",
                ])
    }

    @Test func hyBid_emptyContent_failsWithHyBidsError() throws {
        let fixture = try Self.record(try Self.scenario(adapter: "HyBidProbeAdapter", bidResponse: nil), .answer("fill"))
        let result = Replayer(registry: .standIns).replay(fixture)
        let error = try #require(Self.loadError(in: result))
        #expect(error.domain == "net.pubnative.PubnativeLite" && error.code == 2 && error.description == "The ad content is invalid.")
    }

    @Test func equativ_placement_recordsTheRequestAndReplays() throws {
        let fixture = try Self.record(
            try Self.scenario(adapter: "SASProbeAdapter", bidResponse: nil, parameter: "101/202/303"), .answer("fill"))
        #expect(Self.requests(of: fixture, EquativNetworkPlugin.self) == ["interstitial 101/202/303"])
        let result = Replayer(registry: .standIns).replay(fixture)
        #expect(result.failure == nil && result.diff == nil && result.requestProblems.isEmpty)
        #expect(
            result.observed.hostEvents.map(\.event.kind)
                == [
                    "loadCompleted", "willPresentFullScreenView", "reportImpression", "reportClick", "willDismissFullScreenView",
                    "didDismissFullScreenView",
                ])
    }

    @Test func equativ_invalidPlacement_failsWithoutARequest() throws {
        let fixture = try Self.record(
            try Self.scenario(adapter: "SASProbeAdapter", bidResponse: nil, parameter: "101/0/303"), .answer("fill"))
        #expect(Self.requests(of: fixture, EquativNetworkPlugin.self).isEmpty)
        let error = try #require(Self.loadError(in: Replayer(registry: .standIns).replay(fixture)))
        #expect(error.domain == "SASDisplayKit" && error.code == 1 && error.description == "The placement is invalid.")
    }

    @Test func openWrap_waterfall_recordsTheAdUnitAndReplays() throws {
        let fixture = try Self.record(
            try Self.scenario(adapter: "OpenWrapProbeAdapter", bidResponse: nil, parameter: "unit-1"), .answer("fill"))
        #expect(Self.requests(of: fixture, OpenWrapNetworkPlugin.self) == ["interstitial publisher pub-1 profile 1234 ad unit unit-1"])
        let result = Replayer(registry: .standIns).replay(fixture)
        #expect(result.failure == nil && result.diff == nil && result.requestProblems.isEmpty)
        #expect(
            result.observed.hostEvents.map(\.event.kind)
                == [
                    "loadCompleted", "willPresentFullScreenView", "reportImpression", "reportClick", "willDismissFullScreenView",
                    "didDismissFullScreenView",
                ])
    }

    @Test func openWrap_waterfallWithoutAdUnit_isAnInvalidRequest() throws {
        let fixture = try Self.record(try Self.scenario(adapter: "OpenWrapProbeAdapter", bidResponse: nil, parameter: ""), .answer("fill"))
        let error = try #require(Self.loadError(in: Replayer(registry: .standIns).replay(fixture)))
        #expect(error.domain == "com.pubmatic.openwrap" && error.code == 1001 && error.description == "The request is invalid.")
    }

    @Test func moloco_bidLoad_recordsTheBidResponseAndReplays() throws {
        let fixture = try Self.record(
            try Self.scenario(adapter: "MolocoProbeAdapter", bidResponse: "moloco-bid", parameter: "app-1"), .answer("fill"))
        #expect(Self.requests(of: fixture, MolocoNetworkPlugin.self) == [#"interstitial unit-1 bid response "moloco-bid""#])
        let result = Replayer(registry: .standIns).replay(fixture)
        #expect(result.failure == nil && result.diff == nil && result.requestProblems.isEmpty)
        #expect(
            result.observed.hostEvents.map(\.event.kind)
                == [
                    "loadCompleted", "willPresentFullScreenView", "reportImpression", "reportClick", "willDismissFullScreenView",
                    "didDismissFullScreenView",
                ])
    }
}
