import AdReplay
import AdReplaySample
import AdReplayTesting
import Foundation
import Mediation
import NeutralUI
import SampleCustomEvent
import Testing

/// What cannot be recorded truthfully is refused with one sentence, and nothing is written.
@Suite struct RecordingRefusalTests {
    /// The Sample adapter without the Sample network's plug-in: its SDK would fall back to its
    /// own default network, which nothing records.
    private var withoutPlugIn: AdapterRegistry {
        var registry = AdapterRegistry()
        registry.register(SampleCustomEvent.self)
        return registry
    }

    private static let noPlugIn =
        "adapter SampleCustomEvent talks to a network no plug-in is registered for, so nothing its SDK does would be recorded; register the network's plug-in with register(network:)"

    @Test func aMissingPlugIn_isRefusedByTheRecorder() {
        let scenario = Scenario.sample(.rewarded)
        let recorder = Recorder(registry: withoutPlugIn)
        #expect(recorder.refusal(of: scenario) == Recorder.Refusal(Self.noPlugIn))
        #expect(throws: Recorder.Refusal(Self.noPlugIn)) {
            try recorder.record(scenario, name: "x", network: .answer("noFill"))
        }
    }

    /// What a fixture's reader refuses is refused before the session runs: the recorder never
    /// writes a fixture it could not read back.
    @Test func aScenarioNoFixtureCanHold_isRefusedByTheRecorder() {
        var scenario = Scenario.sample(.interstitial)
        scenario.adSize = Size(width: 320, height: 50)
        let refusal = Recorder.Refusal(
            "a fixture cannot hold this scenario: \"scenario.adSize\" is given for interstitial; only a banner has a size")
        var registry = AdapterRegistry()
        registry.register(network: SamplePlugin())
        registry.register(SampleCustomEvent.self)
        let recorder = Recorder(registry: registry)
        #expect(recorder.refusal(of: scenario) == refusal)
        #expect(throws: refusal) { try recorder.record(scenario, name: "x", network: .answer("fill")) }
        scenario.adSize = nil
        #expect(recorder.refusal(of: scenario) == nil)
    }

    @Test func aMissingPlugIn_isRefusedByACassette_andNothingIsWritten() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("c.fixture.gz").path
            #expect(throws: Recorder.Refusal(Self.noPlugIn)) {
                try Cassette.use(path, scenario: Scenario.sample(.rewarded), registry: withoutPlugIn, mode: .missing)
            }
            #expect(!FileManager.default.fileExists(atPath: path))
        }
    }

    @Test func aMissingPlugIn_isRefusedForEveryVariant() throws {
        let fixture = try committedFixture("banner/fill")
        let variants = try Variants.of(fixture, registry: withoutPlugIn)
        #expect(!variants.isEmpty)
        for variant in variants {
            #expect(throws: Recorder.Refusal(Self.noPlugIn)) { try Variants.record(variant, registry: withoutPlugIn) }
        }
    }

    /// An adapter whose registration declares its formats is refused any other by name, with
    /// what it implements, before the session runs (`refusal(of:)`) and without running it.
    @Test func anUndeclaredFormat_isRefusedBeforeTheAdapterRuns_namingWhatItImplements() {
        var registry = Registry.sample
        registry.register(HandWrittenBannerAdapter.self, as: "SampleCustomEvent", formats: [.banner])
        let recorder = Recorder(registry: registry)
        let refusal = Recorder.Refusal("SampleCustomEvent does not implement interstitial (it implements banner)")
        #expect(recorder.refusal(of: Scenario.sample(.interstitial)) == refusal)
        #expect(throws: refusal) { try recorder.record(Scenario.sample(.interstitial), name: "x", network: .answer(.fill)) }
        #expect(recorder.refusal(of: Scenario.sample(.banner)) == nil)
        #expect(registry.listedFormats(of: "SampleCustomEvent") == [.banner])
        #expect(Registry.sample.listedFormats(of: "SampleLegacyCustomEventNativeAd") == [.nativeLegacy, .nativeSelfTracking])
    }

    /// Registered without `formats:`, the adapter is not run to find out what it implements: a
    /// recording of a format it leaves to the protocol's default is refused once the session
    /// shows the default's answer, and the sentence cannot say more.
    @Test func anUnimplementedFormat_ofAnUndeclaredAdapter_isRefusedAfterTheSession() {
        var registry = Registry.sample
        registry.register(HandWrittenBannerAdapter.self, as: "SampleCustomEvent")
        let recorder = Recorder(registry: registry)
        #expect(recorder.refusal(of: Scenario.sample(.interstitial)) == nil)
        #expect(throws: Recorder.Refusal("SampleCustomEvent does not implement interstitial")) {
            try recorder.record(Scenario.sample(.interstitial), name: "x", network: .answer(.fill))
        }
        #expect(
            registry.listedFormats(of: "SampleCustomEvent") == [
                .banner, .interstitial, .rewarded, .rewardedInterstitial, .appOpen, .native,
            ])
    }

    /// A fixture whose recorded load fell back to the default (written before recording refused
    /// it, or by hand) tested nothing of the adapter: it replays UNSUPPORTED even though the
    /// replay matches it.
    @Test func aFixtureOfTheDefaultsAnswer_replaysUnsupported_notPassed() throws {
        var registry = Registry.sample
        registry.register(HandWrittenBannerAdapter.self, as: "SampleCustomEvent")
        let scenario = Scenario.sample(.interstitial)
        let observation = try Recorder(registry: registry).run(scenario, network: .answer(.fill))
        let fixture = Fixture(
            name: "default", scenario: scenario, observation: observation,
            environment: Fixture.Environment(
                sdkVersion: "1.0.0", adapterVersion: "1.0.0", adSDKVersion: "1.0.0", toolVersion: "0.1.0", network: "answer fill"))
        let result = Replayer(registry: registry).replay(fixture)
        #expect(result.diff == nil)
        #expect(result.status == .unsupported("SampleCustomEvent does not implement interstitial"))
    }
}
