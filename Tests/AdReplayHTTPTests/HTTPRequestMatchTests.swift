import AdWorldHTTP
import Foundation
import Testing

@testable import AdReplayHTTP

@Suite struct HTTPRequestMatchTests {
    let match = HTTPRequestMatch(rules: HTTPRules(ignoredPaths: ["id", "imp[].id", "source.tid", "tmax"], ignoredQueryItems: ["cb"]))
    let recorded = HTTPCall.postJSON(
        "https://ads.example/bid?app=7&gdpr=1",
        #"{"id":"a","imp":[{"id":"1","tagid":"home-top","bidfloor":1}],"source":{"tid":"t1","fd":0},"tmax":500}"#)

    @Test func queryItems_matchInAnyOrder_ignoredOnesLeftOut() {
        #expect(match.matches(.get("https://ads.example/v?a=1&b=2"), .get("https://ads.example/v?b=2&a=1")))
        #expect(match.matches(.get("https://ads.example/v?a=1&cb=123"), .get("https://ads.example/v?cb=999&a=1")))
        #expect(!match.matches(.get("https://ads.example/v?a=1&a=2"), .get("https://ads.example/v?a=1")))
        #expect(!match.matches(.get("https://ads.example/v?a=1"), .get("https://ads.example/w?a=1")))
    }

    @Test func jsonBodies_matchByMeaning_minusTheIgnoredPaths() {
        let reordered = HTTPCall.postJSON(
            "https://ads.example/bid?gdpr=1&app=7",
            #"{"tmax":120,"source":{"fd":0,"tid":"t2"},"imp":[{"bidfloor":1.0,"tagid":"home-top","id":"9"}],"id":"b"}"#)
        #expect(match.matches(recorded, reordered))
        let changed = HTTPCall.postJSON(
            "https://ads.example/bid?app=7&gdpr=1",
            #"{"id":"a","imp":[{"id":"1","tagid":"home-bottom","bidfloor":1}],"source":{"tid":"t1","fd":0},"tmax":500}"#)
        #expect(!match.matches(recorded, changed))
    }

    @Test func otherBodies_matchByteForByte() {
        var left = HTTPCall.get("https://ads.example/vast")
        left.body = Data("<VAST/>".utf8)
        var right = left
        #expect(match.matches(left, right))
        right.body = Data("<VAST />".utf8)
        #expect(!match.matches(left, right))
        #expect(match.differences(left, right) == [#"body: "<VAST/>" → "<VAST />""#])
    }

    @Test func differences_nameEachField_methodURLQueryThenBody() {
        var live = HTTPCall.postJSON(
            "https://ads.example/bid?app=8&debug=1",
            #"{"id":"z","imp":[{"id":"1","tagid":"home-bottom"},{"id":"2","tagid":"x"}],"source":{"tid":"t1","fd":0},"tmax":1,"test":1}"#)
        #expect(
            match.differences(recorded, live) == [
                #"query.app: "7" → "8""#,
                "query.gdpr: missing",
                #"query.debug: unexpected "1""#,
                #"body.imp[0].tagid: "home-top" → "home-bottom""#,
                "body.imp[0].bidfloor: missing",
                #"body.imp[1]: unexpected {"tagid": "x"}"#,
                "body.test: unexpected 1",
            ])
        live.head.method = .get
        live.head.path = "/other"
        #expect(
            match.differences(recorded, live).prefix(2) == [
                "method: POST → GET",
                "url: https://ads.example/bid → https://ads.example/other",
            ])
    }

    // Issue #22's fuzzing: a fixture's URL with 60,000 query items took a replay past a minute
    // (each name looked up in a list of names); grouped in one pass it is a blink.
    @Test func differences_ofAHundredThousandQueryItems_areEachNamedOnce_inOrder() {
        let many = (0..<100_000).map { "k\($0)=v" }.joined(separator: "&")
        let differences = match.differences(.get("https://ads.example/t?\(many)&k7=w"), .get("https://ads.example/t?k1=v&k7=v&z=1"))
        #expect(differences.count == 100_000 - 2 + 2)
        #expect(Array(differences.prefix(3)) == ["query.k0: missing", "query.k2: missing", "query.k3: missing"])
        #expect(differences.contains(#"query.k7: ["v", "w"] → "v""#))
        #expect(differences.last == #"query.z: unexpected "1""#)
    }

    @Test func jsonPath_parsesKeysEveryIndexAndOneIndex() {
        #expect(JSONPath(parsing: "imp[].id")?.steps == [.key("imp"), .everyIndex, .key("id")])
        #expect(JSONPath(parsing: "imp[0].tagid")?.steps == [.key("imp"), .index(0), .key("tagid")])
        #expect(JSONPath(parsing: "a.b.c")?.description == "a.b.c")
        #expect(JSONPath(parsing: "[]")?.steps == [.everyIndex])
        for invalid in ["", "a..b", "a.", "imp[x]", "imp[-1]", "imp[0", ".a"] {
            #expect(JSONPath(parsing: invalid) == nil, "\(invalid)")
        }
    }
}
