import AdReplay
import AdReplaySample
import SampleCustomEvent
import SampleCustomEventSwift

/// Adapter registries for the tests.
enum Registry {
    /// The Sample adapters of both families under their class names, exactly as the `adreplay`
    /// tool registers them (`AdapterRegistry.bundled` in Sources/adreplay/AdReplayCommand.swift).
    static var sample: AdapterRegistry {
        var registry = AdapterRegistry.withSampleNetwork
        registry.register(SampleCustomEvent.self)
        registry.register(customEvent: SampleLegacyCustomEventNativeAd.self)
        registry.register(customEvent: SampleSelfTrackingCustomEventNativeAd.self)
        registry.register(SampleCustomEventSwift.self)
        registry.register(customEvent: SampleLegacyCustomEventNativeAdSwift.self)
        return registry
    }
}
