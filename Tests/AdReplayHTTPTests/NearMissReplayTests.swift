import AdWorld
import Foundation
import Testing

@testable import AdReplay
@testable import AdReplayHTTP

/// A replay whose adapter asks for something the recording does not hold fails, naming the field.
@Suite struct NearMissReplayTests {
    @Test func changedRequestBodyField_failsWithAHeadlineNamingIt_andTheNearMissFields() throws {
        let fixture = try WrenEndToEndTests.record()
        var registry = AdapterRegistry.wren
        registry.register(SlotSwappingWrenAdapter.self, as: "WrenAdapter", formats: [.banner])
        let result = Replayer(registry: registry).replay(fixture, path: "wren.fixture.gz")
        #expect(result.status == .differed)
        #expect(
            result.requestProblems.map(\.description) == [
                """
                request #0 matches no recorded request; nearest differs at body.imp[0].tagid: "home-top" → "home-bottom"
                    actual:   POST https://ads.wren.example/bid?key={{api_key}}&app=7&gdpr=1 (108 bytes)
                    nearest:  POST https://ads.wren.example/bid?key={{api_key}}&app=7&gdpr=1 (105 bytes)
                    differs:  body.imp[0].tagid: "home-top" → "home-bottom"
                """,
                """
                request #1 matches no recorded request; nearest differs at query.slot: "home-top" → "home-bottom"
                    actual:   GET https://t.wren.example/win?slot=home-bottom&price=1.5
                    nearest:  GET https://t.wren.example/win?slot=home-top&price=1.5
                    differs:  query.slot: "home-top" → "home-bottom"
                """,
            ])
        let headline = result.failureMessage?.split(separator: "\n").first.map(String.init)
        #expect(
            headline
                == #"wren.fixture.gz: first difference at #1 (120 ms): wren request at 120 ms changed body.imp[0].tagid: "home-top" → "home-bottom" (2 differences)"#
        )
        // The nearest exchange's answer was served, so the session went on as recorded: only the requests differ.
        #expect(result.observed.entries.map(\.kind) == fixture.timeline.map(\.kind))
    }
}
