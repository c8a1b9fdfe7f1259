import AdWorldHTTP
import Foundation
import Testing

@testable import AdReplay
@testable import AdReplayHTTP

/// What a reviewer sees when one request field changes between two recordings: one line.
@Suite struct ReviewedDiffTests {
    private func fixtureJSON(tagid: String) throws -> [String] {
        let body =
            #"{"id":"r1","imp":[{"id":"1","tagid":"\#(tagid)","banner":{"w":320,"h":50}}],"app":{"bundle":"com.example.app","name":"Example","ver":"1.0"},"device":{"os":"iOS","osv":"17.0","ua":"Example/1.0"},"regs":{"gdpr":1},"tmax":500}"#
        let call = Wren.kept(.postJSON("https://ads.example/openrtb2/auction", body), .status(204)).request
        let fixture = Fixture(
            name: "f", scenario: WrenEndToEndTests.scenario,
            observation: Observation([
                TimelineEntry(
                    at: 120,
                    .sdk(
                        SDKEntry(
                            sdk: "wren", SeamEntry<Wren>.exchange(request: call, answer: .status(204), requestedAt: 0, answeredAt: 120))))
            ]), environment: Fixture.Environment(sdkVersion: "1", adapterVersion: nil, adSDKVersion: nil, toolVersion: "0", network: "x"))
        return String(decoding: try FixtureCodec.json(fixture), as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test func longBody_isOneTopLevelMemberALine_soAChangedFieldIsAOneLineDiff() throws {
        let before = try fixtureJSON(tagid: "home-top"), after = try fixtureJSON(tagid: "home-bottom")
        #expect(before.count == after.count)
        let changed = zip(before, after).filter { $0 != $1 }
        #expect(changed.map(\.0) == [#"        "imp": [{"id": "1", "tagid": "home-top", "banner": {"w": 320, "h": 50}}],"#])
        #expect(changed.map(\.1) == [#"        "imp": [{"id": "1", "tagid": "home-bottom", "banner": {"w": 320, "h": 50}}],"#])
        #expect(before.contains(#"    {"at":   120, "sdk": "wren", "request": "POST https://ads.example/openrtb2/auction","#))
        #expect(before.contains(#"      "body": {"#))
    }
}
