import AdReplay
import AdReplayCommandLine
import AdReplayOsprey
import AdReplaySample
import Foundation
import OspreyAdapter
import SampleCustomEvent
import SampleCustomEventSwift

extension AdapterRegistry {
    /// The Sample network and every bundled adapter, and the Osprey network (over HTTP) and its adapter.
    static var bundled: AdapterRegistry {
        var registry = AdapterRegistry.withSampleNetwork
        // With two networks registered, each adapter says which it talks to.
        registry.register(
            SampleCustomEvent.self, network: Sample.name,
            formats: [.banner, .interstitial, .rewarded, .rewardedInterstitial, .appOpen, .native])
        registry.register(customEvent: SampleLegacyCustomEventNativeAd.self, network: Sample.name)
        registry.register(customEvent: SampleSelfTrackingCustomEventNativeAd.self, network: Sample.name)
        registry.register(SampleCustomEventSwift.self, network: Sample.name, formats: [.banner, .interstitial, .native])
        registry.register(customEvent: SampleLegacyCustomEventNativeAdSwift.self, network: Sample.name)
        registry.register(network: SeamPlugin<Osprey>())
        registry.register(OspreyMediationAdapter.self, network: Osprey.name, formats: [.banner, .interstitial, .rewarded, .native])
        return registry
    }
}

extension CommandLineTool {
    /// `adreplay`.
    static var bundled: CommandLineTool {
        var defaultAdapters: [Scenario.Format: String] = [:]
        var defaultParameters: [Scenario.Format: String] = [:]
        for format in Scenario.Format.allCases {
            defaultAdapters[format] = format.defaultAdapterClassName
            defaultParameters[format] = format.defaultParameter
        }
        var tool = CommandLineTool(
            name: "adreplay", registry: .bundled, defaultAdapters: defaultAdapters,
            defaultParameters: defaultParameters, customNative: true)
        tool.coverageSources = bundledAdapterSources
        return tool
    }

    /// The bundled adapters' folders, where this file was compiled (`replay --coverage`).
    static var bundledAdapterSources: [String] {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        return ["Sample/SampleCustomEvent", "Sample/SampleCustomEventSwift", "Osprey/OspreyAdapter"].map {
            sources.appendingPathComponent("BundledNetworks/" + $0).path
        }
    }
}

extension Scenario.Format {
    /// The bundled Sample adapter for the format.
    var defaultAdapterClassName: String? {
        switch self {
        case .nativeLegacy: "SampleLegacyCustomEventNativeAd"
        case .nativeSelfTracking: "SampleSelfTrackingCustomEventNativeAd"
        case .customNative: nil
        default: "SampleCustomEvent"
        }
    }

    /// The Sample network's ad unit, or the host's custom native one.
    var defaultParameter: String {
        self == .customNative ? "/21775744923/example/native" : "sample-ad-unit"
    }
}
