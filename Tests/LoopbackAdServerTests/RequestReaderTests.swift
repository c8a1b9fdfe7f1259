import Testing

@testable import LoopbackAdServer

@Suite("RequestReader: the request head")
struct RequestReaderTests {
    private func head(_ text: String) -> Result<RequestReader.Head, RequestReader.Refusal> {
        RequestReader.parseHead(ArraySlice(Array(text.utf8)))
    }

    @Test func parseHead_readsMethodTargetFieldsAndLength() throws {
        let parsed = try head("POST /openrtb2/auction?x=1 HTTP/1.1\r\nHost: 127.0.0.1:9\r\nContent-Length:  12 \r\nExpect: 100-continue")
            .get()
        #expect(parsed.method == "POST")
        #expect(parsed.target == "/openrtb2/auction?x=1")
        #expect(parsed.headers == [.init("Host", "127.0.0.1:9"), .init("Content-Length", "12"), .init("Expect", "100-continue")])
        #expect(parsed.length == 12)
        #expect(parsed.expectsContinue)
    }

    @Test func parseHead_takesThePathOfAnAbsoluteTarget() throws {
        #expect(try head("GET http://track.osprey.example/t/imp?bid=1 HTTP/1.1").get().target == "/t/imp?bid=1")
        #expect(try head("GET https://cdn.osprey.example HTTP/1.0").get().target == "/")
    }

    @Test func parseHead_refusals() {
        func status(_ text: String) -> Int? {
            if case .failure(let refusal) = head(text) { return refusal.response.status }
            return nil
        }
        #expect(status("get / HTTP/1.1") == 400)
        #expect(status("GET / HTTP/2") == 400)
        #expect(status("GET nowhere HTTP/1.1") == 400)
        #expect(status("GET / HTTP/1.1\r\nBad Name: x") == 400)
        #expect(status("POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2") == 400)
        #expect(status("POST / HTTP/1.1\r\nContent-Length: -1") == 400)
        #expect(status("POST / HTTP/1.1\r\nContent-Length: 1048577") == 413)
        #expect(status("POST / HTTP/1.1\r\nContent-Length: 1048576") == nil)
        #expect(status("POST / HTTP/1.1\r\nTransfer-Encoding: chunked") == 411)
    }

    @Test func endOfHead_findsTheBlankLine() {
        #expect(RequestReader.endOfHead(in: Array("GET / HTTP/1.1\r\n\r\nbody".utf8)) == 14)
        #expect(RequestReader.endOfHead(in: Array("GET / HTTP/1.1\r\n".utf8)) == nil)
    }
}
