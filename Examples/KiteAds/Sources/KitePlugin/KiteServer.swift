import AdWorld
import AdWorldHTTP
import Foundation
import HTTPTypes

/// Kite's ad server as a recording meets it: an ad (or a forced answer) for every `POST /v1/ad`,
/// 204 for every tracker. Seeded: the same seed and requests give the same answers.
final class KiteServer: AdNetwork {
    private let forced: String?
    private let seed: UInt64
    private let latency: Int?

    init(forced: String?, seed: UInt64, latency: Int?) {
        self.forced = forced
        self.seed = seed
        self.latency = latency
    }

    func answer(_ call: HTTPCall) -> NetworkReply<HTTPOutcome> {
        guard call.head.method == .post, call.head.path == "/v1/ad" else {
            return NetworkReply(.response(HTTPResponse(status: .noContent), body: Data()), latency: latency ?? 20)
        }
        let placement = Self.placement(in: call.body)
        // Seeded: one ask in five of a placement has no ad.
        let draw = (seed &+ UInt64(placement.utf8.reduce(0) { $0 &* 31 &+ Int($1) } & 0xFFFF)) % 5
        switch forced ?? (draw == 0 ? "noFill" : "fill") {
        case "noFill":
            return NetworkReply(.response(HTTPResponse(status: .noContent), body: Data()), latency: latency ?? 90)
        case "serverError":
            var head = HTTPResponse(status: .serviceUnavailable)
            head.headerFields[.contentType] = "text/plain; charset=utf-8"
            return NetworkReply(.response(head, body: Data("Kite is down for maintenance.\n".utf8)), latency: latency ?? 90)
        default:
            var head = HTTPResponse(status: .ok)
            head.headerFields[.contentType] = "application/json"
            let ad = #"""
                {"clickTracker":"https://t.kite.example/click?p=\#(placement)","headline":"Fly a kite today","impression":"https://t.kite.example/imp?p=\#(placement)","landing":"https://kites.example/?p=\#(placement)"}
                """#
            return NetworkReply(.response(head, body: Data(ad.utf8)), latency: latency ?? 140)
        }
    }

    /// The request's `placement`, letters, digits and `-` only (it goes into URLs).
    private static func placement(in body: Data) -> String {
        struct Request: Decodable { var placement: String }
        let placement = (try? JSONDecoder().decode(Request.self, from: body))?.placement ?? ""
        return String(placement.filter { $0.isLetter || $0.isNumber || $0 == "-" })
    }
}
