import AdWorld
import Foundation
import OspreySDK
import Testing

/// The XML parser on well-formed markup and on hostile input: every refusal is a typed error
/// with its byte offset, never a trap.
@Suite struct OspreyXMLParserTests {
    private func parse(_ text: String, limits: OspreyXMLParser.Limits = .init()) throws(OspreyXMLError) -> OspreyXMLElement {
        try OspreyXMLParser.parse(Data(text.utf8), limits: limits)
    }

    private func failure(_ text: String, limits: OspreyXMLParser.Limits = .init()) -> String? {
        do { _ = try parse(text, limits: limits); return nil } catch { return error.description }
    }

    @Test func elementsAttributesTextCDATAAndComments() throws {
        let root = try parse(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment before the root -->
            <VAST version='4.2' xmlns:x="urn:x">
              <Ad id="a&amp;b"><x:Ext kind="v"/>
                <Impression><![CDATA[https://t.example/i?a=1&b=<2>]]></Impression>
                <Note>one <!-- skipped --> two</Note>
              </Ad>
            </VAST>
            """)
        #expect(root.name == "VAST")
        #expect(root.attributes == [.init(name: "version", value: "4.2"), .init(name: "xmlns:x", value: "urn:x")])
        let ad = try #require(root.first("Ad"))
        #expect(ad.attribute("id") == "a&b")
        #expect(ad.elements.map(\.name) == ["x:Ext", "Impression", "Note"])
        #expect(ad.first("Impression")?.text == "https://t.example/i?a=1&b=<2>")
        #expect(ad.first("Note")?.text == "one  two")
    }

    @Test func theFivePredefinedEntitiesAndCharacterReferences() throws {
        let root = try parse("<t>&lt;&gt;&amp;&apos;&quot; &#65;&#x42;&#x1F985;</t>")
        #expect(root.text == "<>&'\" AB🦅")
    }

    @Test(arguments: [
        ("<a>&nbsp;</a>", "XML error at byte 3: &nbsp; is not an XML entity or character reference"),
        ("<a>&#0;</a>", "XML error at byte 3: &#0; is not an XML entity or character reference"),
        ("<a>&#xD800;</a>", "XML error at byte 3: &#xD800; is not an XML entity or character reference"),
        ("<a>&#x110000;</a>", "XML error at byte 3: &#x110000; is not an XML entity or character reference"),
        ("<a>&#;</a>", "XML error at byte 3: &#; is not an XML entity or character reference"),
        ("<a>&amp</a>", "XML error at byte 3: the document ended inside an entity reference"),
        ("<a>&aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa;</a>", "XML error at byte 3: &aaaaaaaaaaaa; is not an XML entity or character reference"),
        ("<a b=\"&bogus;\"/>", "XML error at byte 6: &bogus; is not an XML entity or character reference"),
    ])
    func entityJunk_isRefused(text: String, message: String) {
        #expect(failure(text) == message)
    }

    @Test(arguments: [
        ("<VAST><Ad>", "XML error at byte 10: the document ended inside <Ad>"),
        ("<VAST", "XML error at byte 5: the document ended inside the tag <VAST"),
        ("<a b=\"1", "XML error at byte 7: the document ended inside the attribute b"),
        ("<a><!-- never closed", "XML error at byte 3: the document ended inside a comment"),
        ("<a><![CDATA[ never closed", "XML error at byte 12: the document ended inside a CDATA section"),
        ("<a></b>", "XML error at byte 3: </b> closes <a>"),
        ("<a></a><b/>", "XML error at byte 7: there is content after the root element"),
        ("<a></a>trailing", "XML error at byte 15: there is content after the root element"),
        ("text only", "XML error at byte 9: text before the root element"),
        ("", "XML error at byte 0: there is no root element"),
        ("<!DOCTYPE x [<!ENTITY lol \"lol\">]><x>&lol;</x>", "XML error at byte 0: a DOCTYPE declaration is not accepted"),
        ("<a b=1/>", "XML error at byte 5: the value of b in <a> is not quoted"),
        ("<a b=\"1\" b=\"2\"/>", "XML error at byte 14: attribute b repeated in <a>"),
        ("<a b=\"1\"c=\"2\"/>", "XML error at byte 8: expected white space, > or /> in <a"),
        ("<1a/>", "XML error at byte 1: a name cannot start with 1"),
        ("< a/>", "XML error at byte 1: expected a name"),
        ("</a>", "XML error at byte 0: </a> closes nothing"),
        ("<a b=\"<\"/>", "XML error at byte 6: < inside the value of b"),
    ])
    func malformedAndUnterminatedInput_isRefused(text: String, message: String) {
        #expect(failure(text) == message)
    }

    @Test func invalidUTF8_isRefused() {
        let bytes = Data([0x3C, 0x61, 0x3E, 0xFF, 0xFE, 0x3C, 0x2F, 0x61, 0x3E])  // <a>\xFF\xFE</a>
        #expect(throws: OspreyXMLError(.invalidUTF8, at: 5)) { try OspreyXMLParser.parse(bytes) }
    }

    @Test func deepNesting_stopsAtTheDepthLimit_withoutRecursing() {
        let deep = String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000)
        #expect(failure(deep) == "XML error at byte 192: elements are nested deeper than 64")
        #expect(
            failure(String(repeating: "<a>", count: 5), limits: .init(maxDepth: 5)) == "XML error at byte 15: the document ended inside <a>"
        )
        #expect(
            failure(String(repeating: "<a>", count: 6), limits: .init(maxDepth: 5))
                == "XML error at byte 15: elements are nested deeper than 5")
    }

    @Test func theDepthLimit_isCappedWhateverIsAsked() {
        #expect(OspreyXMLParser.Limits(maxDepth: 1_000_000).maxDepth == 512)
    }

    @Test func manyAttributes_areRefused() {
        let tag = "<a" + (0..<300).map { " a\($0)=\"\"" }.joined() + "/>"
        #expect(failure(tag) == "XML error at byte 1941: <a> has more than 256 attributes")
    }

    @Test func hugeInput_isRefusedBeforeReading() {
        let huge = Data(count: (1 << 20) + 1)
        #expect(throws: OspreyXMLError(.tooLarge(limit: 1 << 20), at: 0)) { try OspreyXMLParser.parse(huge) }
    }

    @Test func manyNodes_stopAtTheNodeLimit() {
        let wide = "<r>" + String(repeating: "<i/>", count: 60_000) + "</r>"
        #expect(failure(wide) == "XML error at byte 199999: the document has more than 50000 elements and text runs")
    }

    @Test func aByteOrderMark_andWhitespaceAroundTheRoot_areFine() throws {
        var bytes = Data([0xEF, 0xBB, 0xBF])
        bytes.append(contentsOf: Array("\n  <a/>\n\n".utf8))
        #expect(try OspreyXMLParser.parse(bytes).name == "a")
    }

    @Test func randomBytes_neverTrap() {
        var generator = SeededGenerator(seed: 7)
        let alphabet = Array("<>/&;#x!-[]CDATA=\"' ab1\n?".utf8)
        for _ in 0..<2_000 {
            let length = generator.draw(below: 64)
            let bytes = (0..<length).map { _ in alphabet[generator.draw(below: alphabet.count)] }
            _ = try? OspreyXMLParser.parse(Data(bytes))
        }
    }
}
