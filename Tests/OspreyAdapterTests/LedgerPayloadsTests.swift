import Testing

@testable import AdReplayOsprey

/// The ledger's own readers (issue 36: it used to read the SDK's `VASTDocument`, `NativeResponse`
/// and expiry code, so a bug there moved its expectations with it).
@Suite struct LedgerPayloadsTests {
    @Test func xml_elementsAttributesTextCDATAAndEntities() throws {
        let xml = try #require(
            LedgerXML.parse(
                #"<?xml version="1.0"?><!-- c --><!DOCTYPE v [<!ENTITY x "y">]><v:VAST xmlns:v="http://www.iab.com/VAST" version='4.2'><Ad id="a&amp;b"><Impression> <![CDATA[https://t.example/i?a=1&b=[X]]]> </Impression><Error>https://t.example/e?a=1&amp;c=&#x41;&#66;</Error><Empty/></Ad></v:VAST>"#
            ))
        #expect(xml[xml.root].name == "VAST")
        #expect(xml.attribute(xml.root, "version") == "4.2")
        let ad = try #require(xml.child(xml.root, "Ad"))
        #expect(xml.attribute(ad, "id") == "a&b")
        #expect(xml.text(try #require(xml.child(ad, "Impression"))) == "https://t.example/i?a=1&b=[X]")
        #expect(xml.text(try #require(xml.child(ad, "Error"))) == "https://t.example/e?a=1&c=AB")
        #expect(xml.child(ad, "Empty") != nil)
    }

    @Test(arguments: [
        "<VAST><Ad></VAST>", "<VAST>", "<VAST></Ad>", "<VAST a=b/>", "<VAST>&bogus;</VAST>", "text<VAST/>", "<A/><B/>", "",
        "<VAST><![CDATA[x</VAST>",
    ])
    func xml_refusesWhatIsNotWellFormed(text: String) {
        #expect(LedgerXML.parse(text) == nil)
    }

    @Test func xml_givesUpPastItsDepth_withoutRecursion() {
        let deep =
            String(repeating: "<a>", count: LedgerXML.maximumDepth + 1) + String(repeating: "</a>", count: LedgerXML.maximumDepth + 1)
        #expect(LedgerXML.parse(deep) == nil)
        let shallow = String(repeating: "<a>", count: 10) + String(repeating: "</a>", count: 10)
        #expect(LedgerXML.parse(shallow) != nil)
    }

    @Test func vast_readsTheChainAndRefusesWhatTheSpecRequires() throws {
        let inLine = try #require(LedgerPayloads.vast(LedgerPayload.inLine(mediaType: "video/webm")))
        guard case .inLine(let impressions, let errors, let expires, let linear)? = inLine.ads.first else {
            Issue.record("no InLine"); return
        }
        #expect(impressions == ["\(LedgerSession.track)/imp?bid=b1&layer=inline"])
        #expect(errors == ["\(LedgerSession.track)/error?bid=b1&layer=inline&code=[ERRORCODE]"])
        #expect(expires == 1800)
        #expect(linear?.mediaTypes == ["video/webm"])
        #expect(linear?.urls(for: "midpoint") == ["\(LedgerSession.track)/event?bid=b1&layer=inline&e=midpoint"])
        #expect(LedgerPayloads.vast("<VAST><Ad><Wrapper/></Ad></VAST>") == nil)
        #expect(LedgerPayloads.vast("<VAST><Ad><InLine><Expires>soon</Expires></InLine></Ad></VAST>") == nil)
        #expect(LedgerPayloads.vast("<Video/>") == nil)
    }

    @Test func native_imageImpressionTrackersOnly_bareOrWrapped() throws {
        let native = try #require(LedgerPayloads.native(LedgerPayload.native()))
        #expect(
            native.impressionTrackers == [
                "\(LedgerSession.track)/imp?bid=b1&layer=native", "\(LedgerSession.track)/imp?bid=b1&layer=native-event",
            ])
        #expect(native.clickTrackers == ["\(LedgerSession.track)/click?bid=b1&layer=native"])
        #expect(
            LedgerPayloads.native(#"{"link":{"url":"u"},"imptrackers":["https://t.example/i"]}"#)?.impressionTrackers == [
                "https://t.example/i"
            ])
    }

    @Test func deadline_saturates() {
        #expect(LedgerPayloads.deadline(30, after: 250) == 30_250)
        #expect(LedgerPayloads.deadline(.max, after: 250) == .max)
        #expect(LedgerPayloads.deadline(.min, after: 250) == .min)
        #expect(LedgerPayloads.deadline(.max / 1000, after: .max - 5) == .max)
    }
}
