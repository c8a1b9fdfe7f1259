import AdWorldHTTP
import Foundation
import HTTPTypes
import Testing

@Suite struct HTTPCallTests {
    @Test func description_saysMethodURLAndBodySize() throws {
        let post = HTTPCall(
            HTTPRequest(method: .post, scheme: "https", authority: "ads.osprey.example", path: "/openrtb2/auction"),
            body: Data(#"{"id":"1"}"#.utf8))
        let url = try #require(URL(string: "https://track.osprey.example/t/imp?b=7"))
        let get = try #require(HTTPCall(get: url))

        #expect(post.description == "POST https://ads.osprey.example/openrtb2/auction (10 bytes)")
        #expect(get.description == "GET https://track.osprey.example/t/imp?b=7")
    }

    @Test func getURL_refusesAURLWithoutAHost() throws {
        #expect(HTTPCall(get: try #require(URL(string: "/relative/path"))) == nil)
    }

    @Test func outcomeDescription_saysStatusOrFailure() {
        #expect(HTTPOutcome.response(HTTPResponse(status: .noContent), body: Data()).description == "204 No Content")
        #expect(HTTPOutcome.response(HTTPResponse(status: .ok), body: Data("abc".utf8)).description == "200 OK (3 bytes)")
        #expect(HTTPOutcome.failure(.timedOut).description == "failure timedOut")
        #expect(HTTPOutcome.failure(.timedOut).statusCode == nil)
    }
}
