import AdReplay
import AdWorldHTTP
import Foundation
import HTTPTypes

/// A fixture's HTTP exchanges as a HAR 1.2 document (the HTTP Archive format browsers' network
/// panels open), for sharing what an ad server answered. It is a projection of the stored form
/// (`HTTPExchangeForm`): any entry stored as an HTTP exchange is exported, whether or not its
/// network's plug-in is registered; every other entry is left out.
///
/// Times are virtual: `startedDateTime` is a fixed epoch, 2000-01-01T00:00:00Z, plus the virtual
/// time the request was sent, so the same fixture always gives the same document. AdReplay's own
/// fields start with `_`, as HAR allows: `_sdk` (the network's tag), `_virtualTime` (ms from the
/// session's start), `_error` (a failure's name), `_encoding` (a base64 request body).
///
/// ```swift
/// let fixture = try FixtureStore.read("recordings/banner/osprey-fill.fixture.gz", networks: registry.networks)
/// let har = try HARExport.document(fixture)
/// har["log"]?["version"]   // .string("1.2")
/// ```
public enum HARExport {
    /// The epoch virtual time 0 is exported at: 2000-01-01T00:00:00Z, in seconds since 1970.
    public static let epoch: TimeInterval = 946_684_800

    /// The HAR document of `fixture`'s HTTP exchanges, in the order their requests were sent.
    /// Throws when an entry cannot be stored (what writing the fixture would refuse too).
    ///
    /// - Parameters:
    ///   - fixture: the fixture whose exchanges are exported.
    ///   - creator: the tool that exports, as HAR's `creator` names it (`kite-replay`, `1.0.0`);
    ///     AdReplay's version goes in its `comment`. Default: AdReplay itself.
    public static func document(_ fixture: Fixture, creator: Creator = .adReplay) throws -> JSONValue {
        var entries: [JSONValue] = []
        try forEachEntry(of: fixture) { entries.append($0) }
        return log(fixture, entries: .array(entries), creator: creator)
    }

    /// The application that made a HAR file (HAR 1.2's `creator`).
    public struct Creator: Sendable {
        public var name: String
        public var version: String

        public init(name: String, version: String) {
            self.name = name
            self.version = version
        }

        /// AdReplay's own name and version.
        public static var adReplay: Creator { Creator(name: "AdReplay", version: ToolVersion.current) }
    }

    /// The bytes of `document(_:)` written compact, built one entry at a time: a fixture of a
    /// hundred thousand exchanges never stands as a whole document tree in memory.
    ///
    /// ```swift
    /// try HARExport.compactBytes(fixture) == HARExport.document(fixture).compactBytes()   // true
    /// ```
    public static func compactBytes(_ fixture: Fixture, creator: Creator = .adReplay) throws -> [UInt8] {
        let shell = log(fixture, entries: [], creator: creator).compactBytes()  // … "entries": []}}
        var bytes = Array(shell.dropLast(3))
        var first = true
        try forEachEntry(of: fixture) { entry in
            if !first { bytes += [0x2C, 0x20] }  // ", "
            first = false
            bytes += entry.compactBytes()
        }
        bytes += shell.suffix(3)
        return bytes
    }

    /// Calls `body` with each exchange's HAR entry, in the order the requests were sent (a stable
    /// sort by send time). The exchanges are held parsed; each entry is built when its turn comes.
    private static func forEachEntry(of fixture: Fixture, _ body: (JSONValue) -> Void) throws {
        var exchanges: [(sentAt: Int, sdk: String, request: HTTPCall, answer: HTTPOutcome, latency: Int)] = []
        for entry in fixture.timeline {
            guard case .sdk(let sdk) = entry.event, sdk.isExchange else { continue }
            let members = try sdk.entry.storedMembers(at: entry.at)
            guard let exchange = try? HTTPExchangeForm.exchange(from: members) else { continue }
            exchanges.append((entry.at - exchange.latency, sdk.sdk, exchange.request, exchange.answer, exchange.latency))
        }
        let order = exchanges.indices.sorted { (exchanges[$0].sentAt, $0) < (exchanges[$1].sentAt, $1) }
        for index in order {
            let exchange = exchanges[index]
            body(harEntry(exchange.request, exchange.answer, sdk: exchange.sdk, sentAt: exchange.sentAt, latency: exchange.latency))
        }
    }

    private static func log(_ fixture: Fixture, entries: JSONValue, creator: Creator) -> JSONValue {
        let page: JSONValue = [
            "startedDateTime": .string(date(0)), "id": "page_1", "title": .string(fixture.name), "pageTimings": [:],
        ]
        return [
            "log": [
                "version": "1.2",
                "creator": creator.name == "AdReplay"
                    ? ["name": "AdReplay", "version": .string(creator.version)]
                    : [
                        "name": .string(creator.name), "version": .string(creator.version),
                        "comment": .string("AdReplay \(ToolVersion.current)"),
                    ],
                "pages": [page],
                "entries": entries,
            ]
        ]
    }

    private static func harEntry(_ call: HTTPCall, _ outcome: HTTPOutcome, sdk: String, sentAt: Int, latency: Int) -> JSONValue {
        let url = "\(call.head.scheme ?? "")://\(call.head.authority ?? "")\(call.head.path ?? "")"
        var request: [JSONValue.Member] = [
            .init(key: "method", value: .string(call.head.method.rawValue)), .init(key: "url", value: .string(url)),
            .init(key: "httpVersion", value: "HTTP/1.1"), .init(key: "cookies", value: []),
            .init(key: "headers", value: headers(call.head.headerFields)),
            .init(key: "queryString", value: queryString(call.head.path ?? "")),
        ]
        if !call.body.isEmpty {
            var postData: [JSONValue.Member] = [
                .init(key: "mimeType", value: .string(call.head.headerFields[.contentType] ?? "application/octet-stream"))
            ]
            postData += content(call.body, contentType: call.head.headerFields[.contentType], encodingKey: "_encoding")
            request.append(.init(key: "postData", value: .object(postData)))
        }
        request += [.init(key: "headersSize", value: -1), .init(key: "bodySize", value: .int(call.body.count))]
        var members: [JSONValue.Member] = [
            .init(key: "pageref", value: "page_1"), .init(key: "startedDateTime", value: .string(date(sentAt))),
            .init(key: "time", value: .int(latency)), .init(key: "request", value: .object(request)),
            .init(key: "response", value: response(outcome)), .init(key: "cache", value: [:]),
            .init(key: "timings", value: ["send": 0, "wait": .int(latency), "receive": 0]),
            .init(key: "_sdk", value: .string(sdk)), .init(key: "_virtualTime", value: .int(sentAt)),
        ]
        if case .failure(let failure) = outcome { members.append(.init(key: "_error", value: .string(failure.rawValue))) }
        return .object(members)
    }

    private static func response(_ outcome: HTTPOutcome) -> JSONValue {
        guard case .response(let head, let body) = outcome else {
            return [
                "status": 0, "statusText": "", "httpVersion": "", "cookies": [], "headers": [],
                "content": ["size": 0, "mimeType": "x-unknown"], "redirectURL": "", "headersSize": -1, "bodySize": -1,
            ]
        }
        let mimeType = head.headerFields[.contentType] ?? "x-unknown"
        let content: [JSONValue.Member] =
            [.init(key: "size", value: .int(body.count)), .init(key: "mimeType", value: .string(mimeType))]
            + self.content(body, contentType: head.headerFields[.contentType], encodingKey: "encoding")
        return .object([
            .init(key: "status", value: .int(head.status.code)),
            .init(key: "statusText", value: .string(HTTPStatusText.reason(head.status.code))),
            .init(key: "httpVersion", value: "HTTP/1.1"), .init(key: "cookies", value: []),
            .init(key: "headers", value: headers(head.headerFields)),
            .init(key: "content", value: .object(content)), .init(key: "redirectURL", value: .string(head.headerFields[.location] ?? "")),
            .init(key: "headersSize", value: -1), .init(key: "bodySize", value: .int(body.count)),
        ])
    }

    /// `text` (and `encoding: base64` for a body that is not text), or nothing for an empty body.
    private static func content(_ body: Data, contentType: String?, encodingKey: String) -> [JSONValue.Member] {
        guard let stored = HTTPBody.stored(body, contentType: contentType) else { return [] }
        if stored.base64 {
            return [.init(key: "text", value: .string(body.base64EncodedString())), .init(key: encodingKey, value: "base64")]
        }
        return [.init(key: "text", value: .string(String(decoding: body, as: UTF8.self)))]
    }

    private static func headers(_ fields: HTTPFields) -> JSONValue {
        .array(fields.map { ["name": .string($0.name.canonicalName), "value": .string($0.value)] })
    }

    private static func queryString(_ path: String) -> JSONValue {
        guard let mark = path.firstIndex(of: "?") else { return [] }
        return .array(
            path[path.index(after: mark)...].split(separator: "&").map { item in
                let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let decode = { (text: Substring) in String(text).removingPercentEncoding ?? String(text) }
                return ["name": .string(decode(parts[0])), "value": .string(parts.count > 1 ? decode(parts[1]) : "")]
            })
    }

    /// The epoch plus `milliseconds`, as ISO 8601 with milliseconds: `2000-01-01T00:00:01.250Z`.
    /// Computed from the proleptic Gregorian calendar's rules, not a date formatter: one entry's
    /// date used to cost more than the rest of its entry, and this needs no time zone or locale.
    static func date(_ milliseconds: Int) -> String {
        let (sum, overflow) = Int(epoch * 1000).addingReportingOverflow(milliseconds)
        let total = overflow ? (milliseconds < 0 ? Int.min : Int.max) : sum
        let day = total >= 0 ? total / 86_400_000 : (total + 1) / 86_400_000 - 1
        let ofDay = total - day * 86_400_000
        let date = CalendarDay(daysSince1970: day)
        let (year, month, dayOfMonth) = (date.year, date.month, date.day)
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value.magnitude)
            return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(dayOfMonth, 2))T\(pad(ofDay / 3_600_000, 2)):\(pad(ofDay / 60_000 % 60, 2))"
            + ":\(pad(ofDay / 1000 % 60, 2)).\(pad(ofDay % 1000, 3))Z"
    }
}
