import Foundation
import Testing

@testable import AdReplay

/// A live recording's environment (`record --upstream`): stored only when live, read back exactly,
/// and a day that is not one refused in a sentence.
@Suite struct FixtureLiveTests {
    private func liveFixture() throws -> Fixture {
        var fixture = try committedFixture("banner/fill")
        fixture.environment.live = Fixture.Live(recordedOn: try #require(CalendarDay("2026-10-15")), upstream: "https://ads.example.com")
        return fixture
    }

    @Test func live_isStoredAfterTheNetworkAndReadBack() throws {
        let fixture = try liveFixture()

        let json = String(decoding: try FixtureCodec.json(fixture), as: UTF8.self)
        let read = try FixtureCodec.decodeJSON(Array(json.utf8), path: "x.fixture.gz", networks: Registry.sample.networks)

        #expect(
            json.contains(#""network": "answer fill", "live": {"recordedOn": "2026-10-15", "upstream": "https://ads.example.com"}}"#),
            "\(json)")
        #expect(read == fixture)
    }

    @Test func simulatedFixture_holdsNoLiveMember() throws {
        let json = String(decoding: try FixtureCodec.json(try committedFixture("banner/fill")), as: UTF8.self)

        #expect(!json.contains("\"live\""))
    }

    @Test func live_withADayThatIsNotOne_isRefused() throws {
        let json = String(decoding: try FixtureCodec.json(try liveFixture()), as: UTF8.self)
            .replacingOccurrences(of: "2026-10-15", with: "2026-02-30")

        #expect {
            _ = try FixtureCodec.decodeJSON(Array(json.utf8), path: "x.fixture.gz", networks: Registry.sample.networks)
        } throws: { error in
            "\(error)".contains(
                #""environment.live.recordedOn" is "2026-02-30", not a day from 1970-01-01 to 9999-12-31 written YYYY-MM-DD"#)
        }
    }
}
