import AdWorld
import AdWorldHTTP
import Foundation
import Mediation
import NeutralUI
import Testing

@testable import AdReplay
@testable import AdReplayHTTP

/// A network AdReplayHTTP never heard of (Support/Wren*: an HTTP SDK, its adapter, a plug-in of a
/// dozen lines) records, stores, reads back and replays through the engine's public API.
@Suite struct WrenEndToEndTests {
    static let scenario = Scenario(
        format: .banner, adapterClassName: "WrenAdapter", parameter: "home-top",
        adSize: Size(width: 320, height: 50), script: [ScriptStep(at: 0, .load)])

    static func record(_ network: LiveNetwork = .answer("fill"), registry: AdapterRegistry = .wren) throws -> Fixture {
        try Recorder(registry: registry).record(scenario, name: "wren", network: network).fixture
    }

    static func json(_ fixture: Fixture) throws -> String {
        String(decoding: try FixtureCodec.json(fixture), as: UTF8.self)
    }

    @Test func recording_storesExchangesAsHAREntries_redacted() throws {
        let json = try Self.json(Self.record())
        #expect(
            json == """
                {
                  "schema": 2, "name": "wren",
                  "scenario": {"format": "banner", "adapter": "WrenAdapter", "parameter": "home-top", "testRequest": false, "adSize": {"height": 50, "width": 320}, "script": "load"},
                  "timeline": [
                    {"at":     0, "do": "load"},
                    {"at":   120, "sdk": "wren", "request": "POST https://ads.wren.example/bid?key={{api_key}}&app=7&gdpr=1",
                      "headers": [["content-type", "application/json"], ["x-api-key", "{{api_key}}"]],
                      "body": {"id": "req-1", "imp": [{"id": "1", "tagid": "home-top"}], "tmax": 500, "user": {"token": "{{api_key}}"}},
                      "answer": 200,
                      "answerHeaders": [["content-type", "application/json; charset=utf-8"]],
                      "answerBody": {"id": "req-1", "seatbid": [{"bid": [{"adm": "<div>Wren ad</div>", "price": 1.5, "nurl": "https://t.wren.example/win"}]}]},
                      "latency": 120},
                    {"at":   120, "sdk": "wren", "effect": "shown", "markup": "<div>Wren ad</div>"},
                    {"at":   120, "sdk": "wren", "callback": "didLoad"},
                    {"at":   120, "host": "loadCompleted", "ad": "banner", "size": {"height": 50, "width": 320}},
                    {"at":   150, "sdk": "wren", "request": "GET https://t.wren.example/win?slot=home-top&price=1.5", "answer": 204, "latency": 30}
                  ],
                  "environment": {"sdkVersion": "1.0.0", "adapterVersion": "1.0.0", "adSDKVersion": "1.0.0", "toolVersion": "\(ToolVersion.current)", "network": "answer fill"}
                }

                """)
    }

    @Test func fixture_readsBackEqual_reencodesByteForByte_andReplaysGreen() throws {
        let fixture = try Self.record()
        let bytes = try FixtureCodec.encode(fixture)
        let read = try FixtureCodec.decode(bytes, path: "wren.fixture.gz", networks: AdapterRegistry.wren.networks)
        #expect(read == fixture)
        #expect(try FixtureCodec.encode(read) == bytes)
        let result = Replayer(registry: .wren).replay(read)
        #expect(result.passed, "\(result.failureMessage ?? "")")
        #expect(result.requestProblems.isEmpty)
    }

    @Test func fixtureReadWithoutThePlugin_keepsItsBytes_andStillReplays() throws {
        let bytes = try FixtureCodec.encode(try Self.record())
        let raw = try FixtureCodec.decode(bytes, path: "wren.fixture.gz", networks: [])
        #expect(raw.timeline[5].line == "150 ms  wren request GET https://t.wren.example/win?slot=home-top&price=1.5 answer=204 latency=30")
        #expect(try FixtureCodec.encode(raw) == bytes)
        #expect(Replayer(registry: .wren).replay(raw).passed)
    }

    @Test func noBid_reachesTheHostAsTheAdaptersError_andReplaysGreen() throws {
        let fixture = try Self.record(.answer("noBid"))
        #expect(
            fixture.timeline.map(\.line)[1]
                == "120 ms  wren request POST https://ads.wren.example/bid?key={{api_key}}&app=7&gdpr=1 (105 bytes) → 204 No Content")
        #expect(Replayer(registry: .wren).replay(fixture).passed)
    }
}
