import AdWorld
import AdWorldHTTP
import Foundation
import HTTPTypes
import OspreySDK

/// The Osprey ad server and every tracker host, in memory: the auction answers ``auction``, a
/// URL in ``routes`` answers its reply, anything else (a tracker) 200 with no body. Every request
/// is logged in order.
final class FakeAdServer: AdNetwork {
    struct Reply {
        var outcome: HTTPOutcome
        var latency: Int

        static func status(_ code: Int, _ body: String = "", latency: Int = 100) -> Reply {
            Reply(outcome: .response(HTTPResponse(status: .init(code: code)), body: Data(body.utf8)), latency: latency)
        }

        static func json(_ body: String, latency: Int = 100) -> Reply { status(200, body, latency: latency) }

        static func failure(_ failure: HTTPFailure, latency: Int = 100) -> Reply {
            Reply(outcome: .failure(failure), latency: latency)
        }
    }

    var auction: Reply
    var routes: [String: Reply]
    private(set) var calls: [HTTPCall] = []

    init(auction: Reply, routes: [String: Reply] = [:]) {
        self.auction = auction
        self.routes = routes
    }

    func answer(_ call: HTTPCall) -> NetworkReply<HTTPOutcome> {
        calls.append(call)
        let reply = call.url == OspreySDK.auctionURL ? echoingID(auction, of: call) : routes[call.url] ?? .status(200, latency: 20)
        return NetworkReply(reply.outcome, latency: reply.latency)
    }

    /// The auction's reply with the canned response id `osprey-1` made the request's own, as a
    /// server answers each request by its id (the SDK refuses an answer to another request).
    /// A reply with any other id is left as it is.
    private func echoingID(_ reply: Reply, of call: HTTPCall) -> Reply {
        guard case .response(let head, let body) = reply.outcome,
            let request = try? JSONDecoder().decode(RequestID.self, from: call.body), request.id != "osprey-1"
        else { return reply }
        let text = String(decoding: body, as: UTF8.self)
        guard let range = text.range(of: #"{"id":"osprey-1""#) else { return reply }
        let echoed = text.replacingCharacters(in: range, with: #"{"id":"\#(request.id)""#)
        return Reply(outcome: .response(head, body: Data(echoed.utf8)), latency: reply.latency)
    }

    private struct RequestID: Decodable { var id: String }

    /// Every GET after the auction, by URL, in the order sent.
    var gets: [String] { calls.filter { $0.head.method == .get }.map(\.url) }
}
