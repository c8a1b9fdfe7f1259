import AdWorldHTTP
import Foundation
import HTTPTypes
import Testing

@Suite struct RoutedTransportTests {
    @Test func routed_replacesTheOriginOfARoutedHostOnly() throws {
        let transport = RoutedTransport(SilentTransport(), routes: ["ads.osprey.example": "http://127.0.0.1:53124"])
        let auction = HTTPCall(HTTPRequest(method: .post, scheme: "https", authority: "ads.osprey.example", path: "/openrtb2/auction?x=1"))
        let other = HTTPCall(HTTPRequest(method: .get, scheme: "https", authority: "cdn.example", path: "/a.png"))

        #expect(transport.routed(auction).url == "http://127.0.0.1:53124/openrtb2/auction?x=1")
        #expect(transport.routed(other).url == "https://cdn.example/a.png")
    }

    @Test func routed_ignoresThePortAndCaseOfTheRequestsHost() {
        let transport = RoutedTransport(SilentTransport(), routes: ["ads.osprey.example": "http://127.0.0.1:9"])
        let call = HTTPCall(HTTPRequest(method: .get, scheme: "https", authority: "ADS.Osprey.example:443", path: "/vast/1"))

        #expect(transport.routed(call).url == "http://127.0.0.1:9/vast/1")
    }
}

/// A transport that never answers (for tests of what happens before sending).
struct SilentTransport: HTTPTransport {
    func send(_ call: HTTPCall, completion: @escaping @Sendable (HTTPOutcome) -> Void) {}
}
