import AdWorldHTTP
import Foundation
import HTTPTypes
import Testing

@testable import AdReplay
@testable import AdReplayHTTP

@Suite struct RedactionTests {
    @Test func keptRequest_keepsOnlyTheRulesHeadersAndRedactedOnes_andRedactsHeaderQueryAndJSON() {
        let kept = Wren.kept(WrenSDK.bidRequest(slot: "top"), .status(204)).request
        #expect(kept.url == "https://ads.wren.example/bid?key={{api_key}}&app=7&gdpr=1")
        // user-agent is neither listed nor redacted; x-api-key is redacted, so kept as its placeholder.
        #expect(kept.head.headerFields.map(\.description) == ["content-type: application/json", "x-api-key: {{api_key}}"])
        #expect(
            String(decoding: kept.body, as: UTF8.self)
                == #"{"id": "req-1", "imp": [{"id": "1", "tagid": "top"}], "tmax": 500, "user": {"token": "{{api_key}}"}}"#)
        let headerKept = HTTPRules(requestHeaders: ["x-api-key"], redactions: [.header("X-API-Key", as: "api_key")]).kept(
            WrenSDK.bidRequest(slot: "top"))
        #expect(headerKept.head.headerFields.map(\.description) == ["x-api-key: {{api_key}}"])
    }

    @Test func keptResponse_dropsCookiesAndDates_andSaysTheStandardReason() {
        var head = HTTPResponse(status: .init(code: 200, reasonPhrase: "Fine"))
        head.headerFields[.setCookie] = "session=1"
        head.headerFields[.contentType] = "text/html"
        head.headerFields[.date] = "Tue, 24 Nov 2026 09:00:00 GMT"
        guard case .response(let kept, let body) = Wren.kept(.get("https://x/"), .response(head, body: Data("<b>ad</b>".utf8))).answer
        else {
            Issue.record("not a response")
            return
        }
        #expect(kept.status.description == "200 OK")
        #expect(kept.headerFields.map(\.description) == ["content-type: text/html"])
        #expect(body == Data("<b>ad</b>".utf8))
    }

    @Test func redactedFixture_holdsOnlyPlaceholders_andReplaysGreen() throws {
        let fixture = try WrenEndToEndTests.record()
        let json = try WrenEndToEndTests.json(fixture)
        #expect(!json.contains(WrenSDK.apiKey))
        #expect(json.components(separatedBy: "{{api_key}}").count - 1 == 3)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("wren-\(UUID().uuidString).fixture.gz").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try FixtureStore.write(fixture, to: path, overwrite: false)
        let read = try FixtureStore.read(path, networks: AdapterRegistry.wren.networks)
        #expect(Replayer(registry: .wren).replay(read).passed)
    }

    @Test func jsonRedaction_reachesEveryElementOfAList() {
        let rules = HTTPRules(redactions: [.json("imp[].ext.token", as: "t")])
        let kept = rules.kept(.postJSON("https://x/", #"{"imp":[{"ext":{"token":"a"}},{"ext":{"token":"b"}},{"id":3}]}"#))
        #expect(
            String(decoding: kept.body, as: UTF8.self) == #"{"imp": [{"ext": {"token": "{{t}}"}}, {"ext": {"token": "{{t}}"}}, {"id": 3}]}"#
        )
    }
}
