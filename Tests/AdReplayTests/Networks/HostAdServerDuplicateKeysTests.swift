import AdReplay
import Mediation
import Testing

/// The host's ad server can send an asset key twice (`record --variant duplicateKeys`,
/// `recordings/customNative/duplicate-keys`): the fixture keeps what the server sent, and the
/// host's `loadCompleted` shows the one asset per key an app reads — the first served.
@Suite struct HostAdServerDuplicateKeysTests {
    private static let scenario = Scenario(
        format: .customNative, adapterClassName: nil, parameter: "/21775744923/example/native",
        customNative: Scenario.CustomNativeSettings(), script: [ScriptStep(at: 0, .load)])

    /// The asset keys the server sent, in order, and what the host read off the ad.
    private func served(_ fixture: Fixture) throws -> (keys: [String], read: [String: String]) {
        let exchange = try #require(fixture.observation.entries(of: HostAdServerExchange.self).first?.event)
        guard case .fill(let payload) = exchange.answer.outcome else {
            Issue.record("the server did not fill")
            return ([], [:])
        }
        let loaded = fixture.hostEvents.compactMap { timed -> CustomNativeSummary? in
            if case .loadCompleted(.ad(.customNative(let summary))) = timed.event { summary } else { nil }
        }
        return (payload.assets.map(\.key), try #require(loaded.first).assets)
    }

    @Test func duplicateKeysVariant_sendsTwoKeysAgain_andTheHostReadsTheFirstOfEach() throws {
        let recorded = try Recorder(registry: Registry.sample).record(
            Self.scenario, name: "dup", network: .seeded(2, variant: HostAdServerPlugin.Variant.duplicateKeys.rawValue))
        let (keys, read) = try served(recorded.fixture)
        #expect(keys == ["Headline", "MainImage", "Caption", "Headline", "MainImage"])
        #expect(
            read == [
                "Headline": "Direct-sold custom native ad", "MainImage": "image 1200×627 rgba(0, 0.6, 0.3, 1) @1x",
                "Caption": "Sold directly for this test ad unit.",
            ])
        #expect(recorded.breaches == [])
    }

    @Test func withoutTheVariant_eachKeyIsSentOnce() throws {
        let recorded = try Recorder(registry: Registry.sample).record(Self.scenario, name: "once", network: .seeded(2))
        #expect(try served(recorded.fixture).keys == ["Headline", "MainImage", "Caption"])
    }

    @Test func theCommittedFixture_keepsBothCopies_andReplays() throws {
        let fixture = try committedFixture("customNative/duplicate-keys")
        let (keys, read) = try served(fixture)
        #expect(keys == ["Headline", "MainImage", "Caption", "Headline", "MainImage"])
        #expect(read["MainImage"] == "image 1200×627 rgba(0, 0.6, 0.3, 1) @1x")
        #expect(fixture.environment.network == "seeded(2), variant duplicateKeys")
        let result = try Replayer(registry: Registry.sample).replay(path: recording("customNative/duplicate-keys"))
        #expect(result.passed, "\(result.failureMessage ?? "")")
    }
}
