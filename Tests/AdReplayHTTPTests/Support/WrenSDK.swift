import AdWorld
import AdWorldHTTP
import Foundation
import HTTPTypes
import NeutralUI

// The Wren network: a deliberately small HTTP ad SDK, its adapter and its plug-in, so these tests
// prove that AdReplayHTTP records, stores, matches and exports a network it never heard of.

/// What the Wren SDK tells its delegate.
enum WrenCallback: Codable, Hashable, Sendable, CustomStringConvertible {
    case didLoad
    case didFail(status: Int)

    var description: String {
        switch self {
        case .didLoad: "wrenDidLoad"
        case .didFail(let status): "wrenDidFail(\(status))"
        }
    }
}

/// What the Wren SDK shows.
enum WrenEffect: Codable, Hashable, Sendable, CustomStringConvertible {
    case shown(markup: String)

    var description: String {
        if case .shown(let markup) = self { "shows \(markup)" } else { "" }
    }
}

typealias WrenSeamValue = SDKSeam<HTTPCall, HTTPOutcome, WrenCallback, WrenEffect>

/// The Wren SDK's seam; its own network is the scripted server.
enum WrenSeam: WorldKey {
    static func defaultValue(in world: World) -> WrenSeamValue {
        SDKSeam(network: WrenServer())
    }
}

/// What the SDK sends: the key the app configured, in a header, the query and the body (as some
/// real SDKs do), so that redaction has all three to hide.
enum WrenSDK {
    static let apiKey = "s3cr3t-wren-key"

    /// A slot named `ifa-…` sends the device's advertising ID too; one named `leaky-…` sends the key
    /// in `user.appKey`, a field the plug-in's rules do not name (a new SDK version, say).
    static func bidRequest(
        slot: String, id: String = "req-1",
        deviceIFA: String? = nil
    ) -> HTTPCall {
        let deviceIFA = deviceIFA ?? (slot.hasPrefix("ifa-") ? "6D92078A-8246-4BA4-AE5B-76104861E7DC" : nil)
        let keyField = slot.hasPrefix("leaky-") ? "appKey" : "token"
        var head = HTTPRequest(method: .post, scheme: "https", authority: "ads.wren.example", path: "/bid?key=\(apiKey)&app=7&gdpr=1")
        head.headerFields[.contentType] = "application/json"
        head.headerFields[.userAgent] = "WrenSDK/1.0"
        head.headerFields[HTTPField.Name("x-api-key")!] = apiKey
        let device = deviceIFA.map { #","device":{"ifa":"\#($0)"}"# } ?? ""
        let body = #"{"id":"\#(id)","imp":[{"id":"1","tagid":"\#(slot)"}],"tmax":500,"user":{"\#(keyField)":"\#(apiKey)"}\#(device)}"#
        return HTTPCall(head, body: Data(body.utf8))
    }

    static func winNotice(slot: String) -> HTTPCall {
        HTTPCall(HTTPRequest(method: .get, scheme: "https", authority: "t.wren.example", path: "/win?slot=\(slot)&price=1.5"))
    }
}

/// A scripted Wren ad server: fills every bid after 120 ms with a small HTML ad, answers a win
/// notice with 204 after 30 ms; `noBid` answers bids with 204.
final class WrenServer: AdNetwork {
    let noBid: Bool
    private(set) var asked: [HTTPCall] = []

    init(noBid: Bool = false) {
        self.noBid = noBid
    }

    func answer(_ call: HTTPCall) -> NetworkReply<HTTPOutcome> {
        asked.append(call)
        guard call.head.path?.hasPrefix("/bid") == true else {
            return NetworkReply(.response(HTTPResponse(status: .noContent), body: Data()), latency: 30)
        }
        if noBid { return NetworkReply(.response(HTTPResponse(status: .noContent), body: Data()), latency: 120) }
        var head = HTTPResponse(status: .ok)
        head.headerFields[.contentType] = "application/json; charset=utf-8"
        head.headerFields[.date] = "Tue, 24 Nov 2026 09:00:00 GMT"
        head.headerFields[.setCookie] = "session=abc"
        let body =
            #"{"id": "req-1", "seatbid": [{"bid": [{"adm": "<div>Wren ad</div>", "price": 1.5, "nurl": "https://t.wren.example/win"}]}]}"#
        return NetworkReply(.response(head, body: Data(body.utf8)), latency: 120)
    }
}

protocol WrenBannerDelegate: AnyObject {
    func wrenBannerDidLoad(_ banner: WrenBanner)
    func wrenBanner(_ banner: WrenBanner, didFailWith status: Int)
}

/// The Wren SDK's one ad: bids, shows the markup it won, and sends the win notice.
final class WrenBanner: View {
    weak var delegate: (any WrenBannerDelegate)?
    private let world = World.current ?? World()
    private let slot: String

    init(slot: String) {
        self.slot = slot
        super.init(frame: Rect(width: 320, height: 50))
    }

    private var seam: WrenSeamValue { world[WrenSeam.self] }

    func load() {
        seam.fetch(WrenSDK.bidRequest(slot: slot), in: world) { [weak self] outcome in
            guard let self else { return }
            guard case .response(let head, let body) = outcome, head.status == .ok,
                let markup = String(data: body, encoding: .utf8)?.components(separatedBy: #""adm": ""#).dropFirst().first?
                    .components(separatedBy: "\"").first
            else {
                let status = outcome.statusCode ?? 0
                seam.call(delegate, .didFail(status: status), in: world) { $0.wrenBanner(self, didFailWith: status) }
                return
            }
            seam.perform(.shown(markup: markup), in: world)
            seam.call(delegate, .didLoad, in: world) { $0.wrenBannerDidLoad(self) }
            seam.fetch(WrenSDK.winNotice(slot: slot), in: world) { _ in }
        }
    }
}
