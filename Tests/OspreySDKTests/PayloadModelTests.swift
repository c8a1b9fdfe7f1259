import Foundation
import OspreySDK
import Testing

/// The payload models' parse entry points on realistic and broken payloads.
@Suite struct PayloadModelTests {
    @Test func bidResponse_readsTheBidAndItsNotices() throws {
        let response = try BidResponse.parse(Data(Payloads.bidResponse(adm: "<div/>", mtype: 1).utf8))
        let (bid, seat) = try #require(response.firstBid)
        #expect(seat == "dsp-9")
        #expect([bid.id, bid.impid, bid.adm, bid.crid] == ["bid-1", "1", "<div/>", "cr-42"])
        #expect(bid.price == 1.25 && bid.exp == 300 && bid.mtype == 1)
        #expect(bid.nurl == "https://win.example/n?p=${AUCTION_PRICE}&imp=${AUCTION_IMP_ID}&auction=${AUCTION_ID}&seat=${AUCTION_SEAT_ID}")
        #expect(response.cur == "USD" && response.bidid == "resp-7")
    }

    @Test func bidResponse_aNoBidReason_hasNoFirstBid_evenWithBids() throws {
        let response = try BidResponse.parse(Data(#"{"id":"x","nbr":8,"seatbid":[{"bid":[{"id":"b","impid":"1","price":1}]}]}"#.utf8))
        #expect(response.firstBid == nil)
    }

    @Test func vast_inLine() throws {
        let vast = try VASTDocument.parse(Data(Payloads.inLine(expires: 600).utf8))
        #expect(vast.version == "4.2")
        guard case .inLine(let inLine) = try #require(vast.ads.first) else { Issue.record("not an InLine"); return }
        #expect(inLine.adTitle == "Trail runners & more")
        #expect(inLine.impressions == ["https://track.example/inline/imp?cb=[CACHEBUSTING]"])
        #expect(inLine.errors == ["https://track.example/inline/error?code=[ERRORCODE]"])
        #expect(inLine.expires == 600)
        let linear = try #require(inLine.linear)
        #expect(linear.duration == 20_000)
        #expect(linear.trackingEvents.map(\.event) == ["start", "firstQuartile", "midpoint", "thirdQuartile", "complete"])
        #expect(linear.urls(for: "midpoint") == ["https://track.example/inline/mid"])
        #expect(linear.clickThrough == "https://shoes.example/video")
        #expect(linear.clickTracking == ["https://track.example/inline/click?p=${AUCTION_PRICE}"])
        #expect(
            linear.mediaFiles == [
                VASTMediaFile(url: "https://cdn.example/shoes.mp4", type: "video/mp4", delivery: "progressive", width: 640, height: 360)
            ])
    }

    @Test func vast_wrapper() throws {
        let vast = try VASTDocument.parse(Data(Payloads.wrapper("w1", next: "https://vast.example/tag/1").utf8))
        guard case .wrapper(let wrapper) = try #require(vast.ads.first) else { Issue.record("not a Wrapper"); return }
        #expect(wrapper.adTagURI == "https://vast.example/tag/1")
        #expect(wrapper.impressions == ["https://track.example/w1/imp"])
        #expect(wrapper.linear?.urls(for: "start") == ["https://track.example/w1/start"])
        #expect(wrapper.linear?.duration == nil)
    }

    @Test(arguments: [
        ("<Video/>", "not a VAST document: the root element is <Video>, not <VAST>"),
        ("<VAST><Ad id=\"9\"/></VAST>", "not a VAST document: <Ad id=\"9\"> has neither <InLine> nor <Wrapper>"),
        (
            "<VAST><Ad><InLine><Expires>soon</Expires></InLine></Ad></VAST>",
            "not a VAST document: <Expires> is \"soon\", not a number of seconds"
        ),
        ("<VAST><Ad>", "XML error at byte 10: the document ended inside <Ad>"),
    ])
    func vast_refusals_sayWhat(xml: String, message: String) {
        #expect(throws: (any Error).self) { try VASTDocument.parse(Data(xml.utf8)) }
        do { _ = try VASTDocument.parse(Data(xml.utf8)) } catch { #expect(error.description == message) }
    }

    /// A bad or missing `Duration` is read, not refused: the player reports it to the ad's Error
    /// URLs (VASTWrapperTests), which a document that fails to parse could not name.
    @Test func vast_aBadDuration_isKeptForTheErrorURL() throws {
        let bad = try VASTDocument.parse(
            Data(
                "<VAST><Ad><InLine><Creatives><Creative><Linear><Duration>1:2</Duration></Linear></Creative></Creatives></InLine></Ad></VAST>"
                    .utf8))
        guard case .inLine(let inLine)? = bad.ads.first else { Issue.record("no InLine"); return }
        #expect(inLine.linear?.duration == nil)
        #expect(inLine.linear?.durationText == "1:2")
        let missing = try VASTDocument.parse(
            Data("<VAST><Ad><InLine><Creatives><Creative><Linear/></Creative></Creatives></InLine></Ad></VAST>".utf8))
        guard case .inLine(let bare)? = missing.ads.first else { Issue.record("no InLine"); return }
        #expect(bare.linear?.duration == nil && bare.linear?.durationText == nil)
    }

    @Test func native_bareOrWrapped_readTheSame() throws {
        let wrapped = try NativeResponse.parse(Payloads.nativeMarkup)
        let inner = try JSONEncoder().encode(wrapped)
        let bare = try NativeResponse.parse(String(decoding: inner, as: UTF8.self))
        #expect(bare == wrapped)
        #expect(wrapped.impressionTrackers == ["https://track.example/native/imp", "https://track.example/native/event-imp"])
        #expect(wrapped.link.clicktrackers == ["https://track.example/native/click?p=${AUCTION_PRICE}"])
    }

    @Test func native_assetsFoundByTypeWhenTheIDsAreNotTheRequests() throws {
        let native = try NativeResponse.parse(
            #"{"assets":[{"id":10,"title":{"text":"T"}},{"id":11,"data":{"type":12,"value":"Go"}},{"id":12,"img":{"type":1,"url":"https://i.example/icon"}}],"link":{"url":"https://l.example"}}"#
        )
        #expect(native.title == "T")
        #expect(native.callToAction == "Go")
        #expect(native.icon?.url == "https://i.example/icon")
        #expect(native.mainImage == nil)
    }

    @Test func native_anAssetWithTheRequestsIDButOfAnotherKind_isNotTaken() throws {
        let native = try NativeResponse.parse(
            #"{"assets":[{"id":1,"data":{"value":"not a title"}},{"id":9,"title":{"text":"The title"}},{"id":4,"data":{"value":"untyped body"}}],"link":{"url":"https://l.example"}}"#
        )
        #expect(native.title == "The title")
        #expect(native.body == "untyped body")
    }
}
