import AdReplay
import AdReplayTesting
import NeutralUI
import Testing

/// A test that owns its scenario: the first run records it (ADREPLAY_RECORD=missing, the
/// default off CI), every later run replays it, and a change to the scenario fails until it is
/// re-recorded.
@Suite struct PebbleCassetteTests {
    @Test func bannerTappedBeforeItsImpression() throws {
        let scenario = Scenario(format: .banner, adapterClassName: "PebbleMediationAdapter", parameter: "home-top",
                                adSize: Size(width: 320, height: 50), script: try Script.parse("load; +500 tap"))
        let result = try Cassette.use(FixtureFile.resolve("Fixtures/cassettes/banner-tapped-early.fixture.gz"),
                                      scenario: scenario, registry: .pebble, network: .answer("fill"))
        #expect(result.failureMessage == nil)
        // The click comes before the impression the SDK records a second after the fill.
        #expect(result.observed.hostEvents.map(\.event.kind) == ["loadCompleted", "reportClick", "reportImpression"])
    }
}
