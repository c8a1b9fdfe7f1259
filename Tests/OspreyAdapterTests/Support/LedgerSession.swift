import AdReplay
import AdWorldHTTP
import Foundation
import HTTPTypes

@testable import AdReplayOsprey

/// A hand-built Osprey session for ``TrackerLedger``: the exchanges of the SDK's seam (kept, as a
/// timeline keeps them, in the order they were answered) and the host's events.
struct LedgerSession {
    static let track = "https://track.osprey.example/t"
    static let vast = "https://ads.osprey.example/vast"

    var exchanges: [TrackerLedger.Exchange] = []
    var host: [ContractCheck.Event] = []

    /// The ledger's breaches, as `adreplay` prints them.
    var breaches: [String] {
        let answered = exchanges.enumerated().sorted { ($0.element.answeredAt, $0.offset) < ($1.element.answeredAt, $1.offset) }.map(
            \.element)
        return TrackerLedger(exchanges: answered, host: host).breaches().map(\.description)
    }

    /// The names of the rules the session breaks, each once, in the order first broken.
    var rules: [String] {
        var names: [String] = []
        for breach in TrackerLedger(exchanges: exchanges, host: host).breaches() where !names.contains("\(breach.rule)") {
            names.append("\(breach.rule)")
        }
        return names
    }

    /// The bid request `id`, answered `body` after `latency` ms.
    /// `mimes`: the video MIME types the request offers (none: a request without `video`).
    mutating func auction(
        at time: Int = 0, id: String = "osprey-1", latency: Int = 100, status: HTTPResponse.Status = .ok,
        mimes: [String]? = nil, secure: Bool = false, _ body: String
    ) {
        let video = mimes.map { #", "video": {"mimes": [\#($0.map { "\"\($0)\"" }.joined(separator: ", "))]}"# } ?? ""
        let request = #"{"id": "\#(id)", "imp": [{"id": "1", "tagid": "feed"\#(video)\#(secure ? ", \"secure\": 1" : "")}], "tmax": 1500}"#
        let call = HTTPCall(
            HTTPRequest(method: .post, scheme: "https", authority: "ads.osprey.example", path: "/openrtb2/auction"),
            body: Data(request.utf8))
        exchanges.append(
            .init(
                requestedAt: time, answeredAt: time + latency, call: call,
                outcome: .response(HTTPResponse(status: status), body: Data(body.utf8))))
    }

    /// A GET of `url` at `time`, answered `status` with `body` after `latency` ms.
    mutating func get(_ url: String, at time: Int, latency: Int = 20, status: HTTPResponse.Status = .noContent, body: String = "") {
        guard let parsed = URL(string: url), let call = HTTPCall(get: parsed) else { return }
        exchanges.append(
            .init(
                requestedAt: time, answeredAt: time + latency, call: call,
                outcome: .response(HTTPResponse(status: status), body: Data(body.utf8))))
    }

    mutating func host(_ time: Int, _ event: HostEvent, ad: Int? = 1) {
        host.append(ContractCheck.Event(time, event, ad: ad))
    }

    /// Without the GETs whose URL holds `part`.
    func dropping(_ part: String) -> LedgerSession {
        var session = self
        session.exchanges.removeAll { $0.call.head.method == .get && $0.call.url.contains(part) }
        return session
    }

    /// With the first GET whose URL holds `part` sent at `time` instead.
    func moving(_ part: String, to time: Int) -> LedgerSession {
        var session = self
        if let index = session.exchanges.firstIndex(where: { $0.call.head.method == .get && $0.call.url.contains(part) }) {
            let latency = session.exchanges[index].answeredAt - session.exchanges[index].requestedAt
            session.exchanges[index].requestedAt = time
            session.exchanges[index].answeredAt = time + latency
        }
        return session
    }

    /// With the first GET whose URL holds `part` sent for `url` instead.
    func replacingURL(_ part: String, with url: String) -> LedgerSession {
        var session = self
        if let index = session.exchanges.firstIndex(where: { $0.call.head.method == .get && $0.call.url.contains(part) }),
            let parsed = URL(string: url), let call = HTTPCall(get: parsed)
        {
            session.exchanges[index].call = call
        }
        return session
    }

    /// With one more GET of `url` at `time`.
    func firing(_ url: String, at time: Int) -> LedgerSession {
        var session = self
        session.get(url, at: time)
        return session
    }
}

/// Payloads as the Osprey server writes them: an OpenRTB 2.6 bid response, VAST 4 InLine and
/// Wrapper documents, OpenRTB Native 1.2 markup.
enum LedgerPayload {
    static let track = LedgerSession.track

    static func bidResponse(bid: String = "b1", exp: Int? = 1800, lurl: Bool = true, adm: String) -> String {
        var fields = [
            #""id": "\#(bid)""#, #""impid": "1""#, #""price": 4.62"#, #""adm": \#(jsonString(adm))"#,
            #""nurl": "\#(track)/win?bid=\#(bid)&price=${AUCTION_PRICE}""#,
            #""burl": "\#(track)/bill?bid=\#(bid)&price=${AUCTION_PRICE}""#,
        ]
        if lurl { fields.append(#""lurl": "\#(track)/loss?bid=\#(bid)&price=${AUCTION_PRICE}&reason=${AUCTION_LOSS}""#) }
        if let exp { fields.append(#""exp": \#(exp)"#) }
        return #"{"id": "osprey-1", "cur": "USD", "seatbid": [{"seat": "osprey", "bid": [{\#(fields.joined(separator: ", "))}]}]}"#
    }

    static func noBid(reason: Int) -> String {
        #"{"id": "osprey-1", "nbr": \#(reason)}"#
    }

    private static func tracking(_ bid: String, _ layer: String) -> String {
        ["start", "firstQuartile", "midpoint", "thirdQuartile", "complete"].map { event in
            "<Tracking event=\"\(event)\"><![CDATA[\(track)/event?bid=\(bid)&layer=\(layer)&e=\(event)]]></Tracking>"
        }.joined(separator: "\n")
    }

    static func wrapper(bid: String = "b1", layer: String = "wrapper-1", next: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <VAST version="4.2"><Ad id="\(bid)-\(layer)"><Wrapper>
        <AdSystem>Osprey</AdSystem>
        <Error><![CDATA[\(track)/error?bid=\(bid)&layer=\(layer)&code=[ERRORCODE]]]></Error>
        <Impression><![CDATA[\(track)/imp?bid=\(bid)&layer=\(layer)]]></Impression>
        <VASTAdTagURI><![CDATA[\(next)]]></VASTAdTagURI>
        <Creatives><Creative><Linear><TrackingEvents>
        \(tracking(bid, layer))
        </TrackingEvents>
        <VideoClicks><ClickTracking><![CDATA[\(track)/click?bid=\(bid)&layer=\(layer)]]></ClickTracking></VideoClicks>
        </Linear></Creative></Creatives>
        </Wrapper></Ad></VAST>
        """
    }

    static func inLine(bid: String = "b1", expires: Int? = 1800, mediaType: String = "video/mp4") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <VAST version="4.2"><Ad id="\(bid)"><InLine>
        <AdSystem>Osprey</AdSystem>
        <AdTitle>Island Trips</AdTitle>
        <Error><![CDATA[\(track)/error?bid=\(bid)&layer=inline&code=[ERRORCODE]]]></Error>
        <Impression><![CDATA[\(track)/imp?bid=\(bid)&layer=inline]]></Impression>
        <Creatives><Creative><Linear>
        <Duration>00:00:30.000</Duration>
        <TrackingEvents>
        \(tracking(bid, "inline"))
        </TrackingEvents>
        <VideoClicks>
        <ClickThrough><![CDATA[https://islandtrips.example/?bid=\(bid)]]></ClickThrough>
        <ClickTracking><![CDATA[\(track)/click?bid=\(bid)&layer=inline]]></ClickTracking>
        </VideoClicks>
        <MediaFiles><MediaFile delivery="progressive" type="\(mediaType)" width="640" height="360"><![CDATA[https://cdn.osprey.example/m.mp4]]></MediaFile></MediaFiles>
        </Linear></Creative></Creatives>
        \(expires.map { "<Expires>\($0)</Expires>" } ?? "")
        </InLine></Ad></VAST>
        """
    }

    static func native(bid: String = "b1") -> String {
        #"""
        {"native": {"ver": "1.2", "assets": [{"id": 1, "title": {"text": "Island Trips"}}],
         "link": {"url": "https://islandtrips.example/?bid=\#(bid)", "clicktrackers": ["\#(track)/click?bid=\#(bid)&layer=native"]},
         "imptrackers": ["\#(track)/imp?bid=\#(bid)&layer=native"],
         "eventtrackers": [{"event": 1, "method": 1, "url": "\#(track)/imp?bid=\#(bid)&layer=native-event"},
                           {"event": 1, "method": 2, "url": "\#(track)/omid.js"}]}}
        """#
    }

    private static func jsonString(_ text: String) -> String {
        (try? JSONEncoder().encode(text)).flatMap { String(data: $0, encoding: .utf8) } ?? "\"\""
    }
}
