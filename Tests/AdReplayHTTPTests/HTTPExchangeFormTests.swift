import AdWorldHTTP
import Foundation
import HTTPTypes
import Testing

@testable import AdReplay
@testable import AdReplayHTTP

/// The stored form of an exchange: exact members, exact round trips, and hostile input refused
/// with a sentence naming the field.
@Suite struct HTTPExchangeFormTests {
    private func stored(_ call: HTTPCall, _ outcome: HTTPOutcome, latency: Int = 0, at time: Int = 500) throws -> String {
        let entry = SeamEntry<Wren>.exchange(request: call, answer: outcome, requestedAt: time - latency, answeredAt: time)
        return JSONValue.object(try Wren.storedMembers(of: entry, at: time)).compact()
    }

    /// decode(encode(x)) == x, and encoding what was decoded gives the same bytes.
    private func roundTrip(_ call: HTTPCall, _ outcome: HTTPOutcome, latency: Int = 0) throws {
        let entry = SeamEntry<Wren>.exchange(request: call, answer: outcome, requestedAt: 500 - latency, answeredAt: 500)
        let members = try Wren.storedMembers(of: entry, at: 500)
        let read = try Wren.entry(stored: FieldReader([.init(key: "at", value: 500), .init(key: "sdk", value: "wren")] + members), at: 500)
        #expect(read == entry)
        #expect(try Wren.storedMembers(of: read, at: 500) == members)
    }

    private var vast: HTTPOutcome {
        var head = HTTPResponse(status: .ok)
        head.headerFields[.contentType] = "application/xml"
        return .response(head, body: Data("<VAST version=\"4.2\"><Ad id=\"1\"/></VAST>".utf8))
    }

    private var gif: HTTPOutcome {
        var head = HTTPResponse(status: .ok)
        head.headerFields[.contentType] = "image/gif"
        return .response(head, body: Data([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0xFF]))
    }

    @Test func bodies_jsonAsJSON_textAsString_binaryAsBase64() throws {
        let bid = Wren.kept(.postJSON("https://ads.example/bid", #"{"b": 1, "a": [true, null]}"#), .status(204)).request
        #expect(
            try stored(bid, .status(204), latency: 80)
                == #"{"request": "POST https://ads.example/bid", "headers": [["content-type", "application/json"]], "body": {"b": 1, "a": [true, null]}, "answer": 204, "latency": 80}"#
        )
        #expect(
            try stored(.get("https://ads.example/vast"), Wren.kept(.get("https://x/"), vast).answer)
                == #"{"request": "GET https://ads.example/vast", "answer": 200, "answerHeaders": [["content-type", "application/xml"]], "answerBody": "<VAST version=\"4.2\"><Ad id=\"1\"/></VAST>"}"#
        )
        #expect(
            try stored(.get("https://t.example/p.gif"), gif)
                == #"{"request": "GET https://t.example/p.gif", "answer": 200, "answerHeaders": [["content-type", "image/gif"]], "answerBody": "R0lGODlhAQABAID/", "answerBodyEncoding": "base64"}"#
        )
        #expect(
            try stored(.get("https://t.example/p"), .failure(.timedOut), latency: 30000, at: 30000)
                == #"{"request": "GET https://t.example/p", "answer": "timedOut", "latency": 30000}"#)
    }

    @Test func everyForm_roundTripsExactly() throws {
        try roundTrip(
            Wren.kept(WrenSDK.bidRequest(slot: "top"), .status(200)).request, Wren.kept(.get("https://x/"), vast).answer, latency: 120)
        try roundTrip(.get("https://t.example/p.gif?a=1&b=%20"), gif)
        try roundTrip(.get("http://127.0.0.1:8080/"), .failure(.connectionLost), latency: 5)
        var text = HTTPCall.get("https://t.example/form")
        text.head.method = .put
        text.body = Data("a=1&b=é\u{0}".utf8)
        try roundTrip(text, .status(500, "{not json"))
    }

    @Test func hostileEntries_areRefusedNamingTheField() {
        let cases: [(String, String)] = [
            (#"{"request":"FETCH"}"#, #""request" is not a method and a URL ("POST https://host/path")"#),
            (#"{"request":"GET //x/","answer":200}"#, #""request": the URL has no scheme"#),
            (#"{"request":"GET https://host","answer":200}"#, #""request": the URL has no path"#),
            (#"{"request":"GE T https://h/","answer":200}"#, #""request": the URL holds a space or a control character"#),
            (#"{"request":"GET 1x://h/","answer":200}"#, #""request": the URL has no scheme"#),
            (#"{"request":"GET https://h/","answer":42}"#, #""answer" is 42, not a status code (100 to 999)"#),
            (
                #"{"request":"GET https://h/","answer":"exploded"}"#,
                #""answer" is "exploded", not a status code or one of timedOut, cannotConnect, connectionLost, badResponse, badRequest"#
            ),
            (#"{"request":"GET https://h/","answer":true}"#, #""answer" is not a status code or a failure's name"#),
            (#"{"request":"GET https://h/"}"#, #""answer" is missing"#),
            (
                #"{"request":"GET https://h/","headers":[["Content-Type","x"]],"answer":200}"#,
                #""headers[0]": "Content-Type" is not a lowercase header field name"#
            ),
            (#"{"request":"GET https://h/","headers":[["a"]],"answer":200}"#, #""headers[0]" is not a [name, value] pair of strings"#),
            (
                #"{"request":"GET https://h/","headers":[["a","x\ny"]],"answer":200}"#,
                #""headers[0]" holds characters a header field value cannot"#
            ),
            (#"{"request":"GET https://h/","headers":[],"answer":200}"#, #""headers" is empty; no header fields are left out"#),
            (#"{"request":"GET https://h/","body":3,"answer":200}"#, #""body" is not a JSON object or list, a string, or base64"#),
            (#"{"request":"GET https://h/","body":"","answer":200}"#, #""body" is empty; an empty body is left out"#),
            (#"{"request":"GET https://h/","body":"***","bodyEncoding":"base64","answer":200}"#, #""body" is not base64"#),
            (#"{"request":"GET https://h/","body":"AA==","bodyEncoding":"hex","answer":200}"#, #""bodyEncoding" is "hex", not base64"#),
            (
                #"{"request":"GET https://h/","answer":200,"answerBodyEncoding":"base64"}"#,
                #""answerBodyEncoding" is given without "answerBody""#
            ),
            (
                #"{"request":"GET https://h/","answer":"timedOut","answerBody":"x"}"#,
                #""answer" is the failure timedOut, which has no headers or body"#
            ),
            (
                #"{"request":"GET https://h/","answer":200,"extra":1}"#,
                #""extra" is not a field of an HTTP exchange (request, headers, body, bodyEncoding, answer, answerHeaders, answerBody, answerBodyEncoding, latency)"#
            ),
            (#"{"request":"GET https://h/","answer":200,"headers":[["a","b"]]}"#, #""headers" is out of place or repeated"#),
            (
                #"{"request":"GET https://h/","answer":200,"latency":-5}"#,
                #""latency" is -5, not a positive whole number of milliseconds (left out when 0)"#
            ),
            (
                #"{"request":"GET https://h/","answer":200,"latency":0}"#,
                #""latency" is 0, not a positive whole number of milliseconds (left out when 0)"#
            ),
            (
                #"{"request":"GET https://h/","answer":200,"latency":9000}"#,
                #""latency" is 9000 ms, so the request was sent before the session began (at 500 ms)"#
            ),
        ]
        for (json, message) in cases {
            guard case .object(let members)? = try? JSONValue.parse(Array(json.utf8)) else {
                Issue.record("not JSON: \(json)")
                continue
            }
            let fields = FieldReader([.init(key: "at", value: 500), .init(key: "sdk", value: "wren")] + members)
            #expect(throws: FieldReader.Problem(message: message), "\(json)") { try Wren.entry(stored: fields, at: 500) }
        }
    }

    // Issue #22's fuzzing: 100,000 pairs used to reach swift-http-types' precondition (a trap
    // in every command that reads the fixture).
    @Test func tooManyHeaderFields_areRefused_notATrap() {
        let pair = JSONValue.array([.string("x-a"), .string("b")])
        for key in ["headers", "answerHeaders"] {
            var members: [JSONValue.Member] = [
                .init(key: "at", value: 500), .init(key: "sdk", value: "wren"),
                .init(key: "request", value: "GET https://h/"),
            ]
            let headers = JSONValue.Member(key: key, value: .array(Array(repeating: pair, count: 100_000)))
            if key == "headers" { members.append(headers) }
            members.append(.init(key: "answer", value: 200))
            if key == "answerHeaders" { members.append(headers) }
            let message = "\"\(key)\" holds 100000 header fields, more than the 1000 an exchange may hold"
            #expect(throws: FieldReader.Problem(message: message)) { try Wren.entry(stored: FieldReader(members), at: 500) }
        }
        let most = JSONValue.array(Array(repeating: pair, count: HTTPExchangeForm.mostHeaderFields))
        let fields = FieldReader([
            .init(key: "at", value: 500), .init(key: "sdk", value: "wren"), .init(key: "request", value: "GET https://h/"),
            .init(key: "headers", value: most), .init(key: "answer", value: 200),
        ])
        #expect(throws: Never.self) { try Wren.entry(stored: fields, at: 500) }
    }

    @Test func callbacksAndEffects_stayFlat() throws {
        #expect(
            JSONValue.object(try Wren.storedMembers(of: .callback(.didFail(status: 204)), at: 0)).compact()
                == #"{"callback": "didFail", "status": 204}"#)
        let read = try Wren.entry(
            stored: FieldReader([
                .init(key: "at", value: 0), .init(key: "sdk", value: "wren"),
                .init(key: "callback", value: "didLoad"),
            ]), at: 0)
        #expect(read == .callback(.didLoad))
    }
}
