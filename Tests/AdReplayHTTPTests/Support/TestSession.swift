import AdWorld
import AdWorldHTTP
import Foundation
import HTTPTypes

@testable import AdReplay

/// A replay session of the Wren network outside a harness: its ledger, and nowhere entries go.
final class DiscardingSink: NetworkEntrySink {
    func record(_ entry: SDKEntry, at time: Int) {}
    func cannotRecord(_ reason: String) {}
}

extension NetworkSession {
    static func replaying() -> NetworkSession {
        NetworkSession(network: "wren", answers: .recorded([]), recorder: DiscardingSink(), ledger: RequestLedger())
    }
}

extension HTTPCall {
    /// `GET https://host/path?query` with no body, or a POST with a JSON body.
    static func get(_ url: String) -> HTTPCall {
        HTTPCall(get: URL(string: url)!)!
    }

    static func postJSON(_ url: String, _ json: String) -> HTTPCall {
        var call = HTTPCall(get: URL(string: url)!)!
        call.head.method = .post
        call.head.headerFields[.contentType] = "application/json"
        call.body = Data(json.utf8)
        return call
    }
}

extension HTTPOutcome {
    static func status(_ code: Int, _ body: String = "") -> HTTPOutcome {
        .response(HTTPResponse(status: .init(code: code)), body: Data(body.utf8))
    }
}
