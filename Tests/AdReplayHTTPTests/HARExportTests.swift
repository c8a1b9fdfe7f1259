import AdWorldHTTP
import Foundation
import Testing

@testable import AdReplay
@testable import AdReplayHTTP

@Suite struct HARExportTests {
    @Test func recordedFixture_exportsAsValidHAR12() throws {
        let har = try HARExport.document(try WrenEndToEndTests.record())
        #expect(HARChecker.problems(har) == [])
        guard case .array(let entries)? = har["log"]?["entries"] else {
            Issue.record("no entries")
            return
        }
        #expect(entries.count == 2)
        #expect(har["log"]?["version"] == "1.2")
        #expect(har["log"]?["creator"] == ["name": "AdReplay", "version": .string(ToolVersion.current)])
        #expect(har["log"]?["pages"]?[0]?["title"] == "wren")
        let bid = entries[0]
        #expect(bid["startedDateTime"] == "2000-01-01T00:00:00.000Z")
        #expect(bid["time"] == 120)
        #expect(bid["_sdk"] == "wren")
        #expect(bid["_virtualTime"] == 0)
        #expect(bid["request"]?["url"] == "https://ads.wren.example/bid?key={{api_key}}&app=7&gdpr=1")
        #expect(
            bid["request"]?["queryString"] == [
                ["name": "key", "value": "{{api_key}}"], ["name": "app", "value": "7"], ["name": "gdpr", "value": "1"],
            ])
        #expect(bid["request"]?["postData"]?["mimeType"] == "application/json")
        #expect(
            bid["request"]?["postData"]?["text"]
                == #"{"id": "req-1", "imp": [{"id": "1", "tagid": "home-top"}], "tmax": 500, "user": {"token": "{{api_key}}"}}"#)
        #expect(bid["response"]?["status"] == 200)
        #expect(bid["response"]?["statusText"] == "OK")
        #expect(bid["response"]?["content"]?["mimeType"] == "application/json; charset=utf-8")
        #expect(bid["response"]?["content"]?["size"] == 122)
        #expect(bid["timings"] == ["send": 0, "wait": 120, "receive": 0])
        let win = entries[1]
        #expect(win["startedDateTime"] == "2000-01-01T00:00:00.120Z")
        #expect(win["_virtualTime"] == 120)
        #expect(win["response"]?["status"] == 204)
        #expect(win["response"]?["content"] == ["size": 0, "mimeType": "x-unknown"])
    }

    @Test func failuresAndBinaryBodies_exportValid_withTheirOwnFields() throws {
        var gif = HTTPCall.get("https://t.example/p.gif")
        gif.head.method = .post
        gif.head.headerFields[.contentType] = "image/gif"
        gif.body = Data([0x47, 0x49, 0x46, 0xFF])
        let fixture = Fixture(
            name: "f", scenario: WrenEndToEndTests.scenario,
            observation: Observation([
                TimelineEntry(
                    at: 30000,
                    .sdk(
                        SDKEntry(
                            sdk: "wren",
                            SeamEntry<Wren>.exchange(request: gif, answer: .failure(.timedOut), requestedAt: 0, answeredAt: 30000))))
            ]), environment: Fixture.Environment(sdkVersion: "1", adapterVersion: nil, adSDKVersion: nil, toolVersion: "0", network: "x"))
        let har = try HARExport.document(fixture)
        #expect(HARChecker.problems(har) == [])
        let entry = har["log"]?["entries"]?[0]
        #expect(entry?["_error"] == "timedOut")
        #expect(entry?["response"]?["status"] == 0)
        #expect(entry?["request"]?["postData"] == ["mimeType": "image/gif", "text": "R0lG/w==", "_encoding": "base64"])
        #expect(entry?["startedDateTime"] == "2000-01-01T00:00:00.000Z")
    }

    @Test func checker_findsWhatHAR12Requires() {
        let broken: JSONValue = [
            "log": ["version": "1.1", "creator": ["name": "x"], "entries": [["time": "slow", "request": [:], "extra": 1]]]
        ]
        #expect(
            HARChecker.problems(broken) == [
                "log.version is 1.1, not 1.2",
                "log.creator.version is missing",
                "log.entries[0].extra is not a HAR 1.2 field and does not start with _",
                "log.entries[0].startedDateTime is missing",
                "log.entries[0].time is not number",
                "log.entries[0].cache is missing",
                "log.entries[0].request.method is missing",
                "log.entries[0].request.url is missing",
                "log.entries[0].request.httpVersion is missing",
                "log.entries[0].request.cookies is missing",
                "log.entries[0].request.headers is missing",
                "log.entries[0].request.queryString is missing",
                "log.entries[0].request.headersSize is missing",
                "log.entries[0].request.bodySize is missing",
                "log.entries[0].response is missing",
                "log.entries[0].timings is missing",
            ])
    }

    @Test func otherNetworksEntries_areLeftOut() throws {
        let fixture = Fixture(
            name: "f", scenario: WrenEndToEndTests.scenario,
            observation: Observation([
                TimelineEntry(at: 0, .step(.load)),
                TimelineEntry(
                    at: 5,
                    .sdk(
                        SDKEntry(
                            sdk: "tiny",
                            StoredNetworkEntry(members: [.init(key: "request", value: "banner"), .init(key: "answer", value: "fill")])))),
            ]), environment: Fixture.Environment(sdkVersion: "1", adapterVersion: nil, adSDKVersion: nil, toolVersion: "0", network: "x"))
        #expect(try HARExport.document(fixture)["log"]?["entries"] == [])
    }

    // The dates are computed, not formatted by ICU (issue #22: 100,000 formatters took most of
    // an export's minute); the calendar's corners must still come out right.
    @Test func date_isTheEpochPlusVirtualMilliseconds_acrossLeapDaysAndYears() {
        #expect(HARExport.date(0) == "2000-01-01T00:00:00.000Z")
        #expect(HARExport.date(1_250) == "2000-01-01T00:00:01.250Z")
        #expect(HARExport.date(59 * 86_400_000) == "2000-02-29T00:00:00.000Z")
        #expect(HARExport.date(60 * 86_400_000 - 1) == "2000-02-29T23:59:59.999Z")
        #expect(HARExport.date(366 * 86_400_000) == "2001-01-01T00:00:00.000Z")
        #expect(HARExport.date(1 << 40) == "2034-11-03T19:53:47.776Z")  // AdReplay's horizon
        #expect(HARExport.date(-1) == "1999-12-31T23:59:59.999Z")
    }
}
