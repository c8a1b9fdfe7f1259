import AdReplay
import AdReplaySample
import Mediation
import SampleCustomEvent
import Testing

/// A port of the Sample adapter that so far loads banners only, by handing them to the
/// original: the other formats fall back to the mediation protocol's defaults.
final class BannerOnlyAdapter: MediationAdapter {
    static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 2, minorVersion: 0, patchVersion: 0) }
    static func adSDKVersion() -> VersionNumber { SampleCustomEvent.adSDKVersion() }
    private let original = SampleCustomEvent()

    required init() {}

    func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping MediationBannerLoadCompletionHandler
    ) {
        original.loadBanner(for: adConfiguration, completionHandler: completionHandler)
    }
}

/// `Replayer.substitutions`: one adapter's recordings replayed against another.
@Suite struct ReplayerSubstitutionTests {
    private var replayer: Replayer {
        var registry = Registry.sample
        registry.register(BannerOnlyAdapter.self)
        return Replayer(registry: registry, substitutions: ["SampleCustomEvent": "BannerOnlyAdapter"])
    }

    @Test func substitute_replaysTheRecordingAgainstTheOtherAdapter() throws {
        let result = replayer.replay(try committedFixture("banner/fill"), path: "recordings/banner/fill.fixture.gz")
        #expect(result.status == .passed)
        #expect(result.substitute == "BannerOnlyAdapter")
        // Staleness compares with the adapter that replays, naming both.
        #expect(result.notes == ["recorded with adapter SampleCustomEvent 1.0.0, replayed with BannerOnlyAdapter 2.0.0"])
    }

    @Test func substitute_thatDoesNotImplementTheFormat_isUnsupported() throws {
        let result = replayer.replay(try committedFixture("rewarded/fill"), path: "recordings/rewarded/fill.fixture.gz")
        #expect(result.status == .unsupported("BannerOnlyAdapter does not implement rewarded"))
        #expect(!result.passed)
        #expect(result.diff != nil)
        #expect(result.failureMessage == "recordings/rewarded/fill.fixture.gz: BannerOnlyAdapter does not implement rewarded")
    }

    @Test func substitute_thatDiffers_namesTheSubstitutionInsteadOfOfferingAnUpdate() throws {
        var fixture = try committedFixture("banner/fill")
        fixture.scenario.parameter = "another-ad-unit"
        let result = replayer.replay(fixture, path: "x.fixture.gz")
        #expect(result.status == .differed)
        let lines = result.failureMessage?.split(separator: "\n").map(String.init) ?? []
        #expect(lines.last == "replayed with BannerOnlyAdapter in place of SampleCustomEvent")
        #expect(!(result.failureMessage ?? "").contains("--update"))
    }

    /// A recording of the unsupported-format answer itself is no pass, though the replay
    /// matches it: the load never reached the adapter's code, so nothing of it was tested.
    @Test func recordedUnsupportedAnswer_replaysUnsupported() throws {
        let original = try committedFixture("rewarded/fill")
        var recorded = Replayer.accepting(replayer.replay(original), into: original)
        recorded.scenario.adapterClassName = "BannerOnlyAdapter"
        let result = replayer.replay(recorded)
        #expect(result.diff == nil)
        #expect(result.status == .unsupported("BannerOnlyAdapter does not implement rewarded"))
        #expect(result.substitute == nil)
    }

    @Test func noSubstitution_replaysTheRecordedAdapter() throws {
        var plain = replayer
        plain.substitutions = [:]
        let result = plain.replay(try committedFixture("rewarded/fill"))
        #expect(result.status == .passed)
        #expect(result.substitute == nil)
        #expect(result.notes == [])
    }
}
