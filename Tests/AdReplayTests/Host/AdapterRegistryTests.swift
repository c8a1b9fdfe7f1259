import AdReplay
import AdReplaySample
import Mediation
import SampleCustomEvent
import Testing

/// Class names in fixtures map to adapter types; a changed adapter can take a real one's name.
@Suite struct AdapterRegistryTests {
    @Test func empty() {
        #expect(AdapterRegistry().names == [])
    }

    @Test func register_usesTheTypeNameAndSortsNames() {
        var registry = AdapterRegistry()
        registry.register(customEvent: SampleSelfTrackingCustomEventNativeAd.self)
        registry.register(SampleCustomEvent.self)
        registry.register(customEvent: SampleLegacyCustomEventNativeAd.self)
        #expect(registry.names == ["SampleCustomEvent", "SampleLegacyCustomEventNativeAd", "SampleSelfTrackingCustomEventNativeAd"])
        #expect(
            Registry.sample.names == [
                "SampleCustomEvent", "SampleCustomEventSwift", "SampleLegacyCustomEventNativeAd", "SampleLegacyCustomEventNativeAdSwift",
                "SampleSelfTrackingCustomEventNativeAd",
            ])
    }

    @Test func register_asAName_replacesTheEntry() throws {
        var registry = Registry.sample
        registry.register(NoClickReportBannerAdapter.self, as: "SampleCustomEvent")
        #expect(registry.names == Registry.sample.names)
        let result = Replayer(registry: registry).replay(try committedFixture("banner/fill"))
        #expect(result.observed.hostEvents.map(\.event.kind) == ["loadCompleted"])
    }

    @Test func register_underAnotherName_addsIt() {
        var registry = Registry.sample
        registry.register(NoClickReportBannerAdapter.self)
        #expect(registry.names.contains("NoClickReportBannerAdapter"))
        registry.register(customEvent: NoVideoLegacyNativeAd.self, as: "Legacy2")
        #expect(registry.names.contains("Legacy2"))
    }

    @Test func register_buildsTheTypePassedIn() throws {
        // The adapter type arrives as a value of a superclass's metatype (as from a list of them).
        let types: [HandWrittenBannerAdapter.Type] = [NoClickReportBannerAdapter.self]
        var registry = Registry.sample
        registry.register(types[0], as: "SampleCustomEvent")
        let result = Replayer(registry: registry).replay(try committedFixture("banner/fill"))
        #expect(result.observed.hostEvents.map(\.event.kind) == ["loadCompleted"])
    }

    @Test func adapterVersion_comesFromTheRegisteredType() throws {
        var registry = Registry.sample
        registry.register(HandWrittenBannerAdapter.self, as: "SampleCustomEvent")
        let fixture = try Recorder(registry: registry).record(Scenario.sample(.banner), name: "x", network: .answer(.fill)).fixture
        #expect(fixture.environment.adapterVersion == "9.9.9")
        #expect(fixture.environment.adSDKVersion == "1.0.0")
    }
}
