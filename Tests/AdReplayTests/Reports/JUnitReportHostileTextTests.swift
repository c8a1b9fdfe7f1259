import Foundation
import Testing

@testable import AdReplay
@testable import AdReplayReports

#if canImport(FoundationXML)
import FoundationXML
#endif

/// JUnit XML stays well-formed whatever a path or a message holds: characters XML cannot hold are
/// named scalar by scalar, even when a combining mark makes them one `Character` with the next.
@Suite struct JUnitReportHostileTextTests {
    @Test(arguments: ["\u{FFFF}\u{301}", "\u{FFFE}\u{301}", "\u{1}\u{301}", "\u{8}\u{20DD}"])
    func escape_namesAnIllegalScalar_evenWithACombiningMarkOnIt(text: String) {
        let escaped = JUnitReport.escape("a" + text)
        let first = text.unicodeScalars.first?.value ?? 0
        #expect(escaped == "a\\u{\(String(first, radix: 16))}" + String(text.unicodeScalars.dropFirst()))
    }

    @Test func report_withIllegalScalarsInPathAndMessage_isReadByAnXMLParser() {
        let path = "x\u{FFFF}\u{301}<&\".fixture.gz"
        var differed = ReplayReportEntry(
            path: path, status: .differed, headline: "first difference \u{FFFE}\u{301}",
            message: "\(path): first difference \u{FFFE}\u{301}\nbody \u{FFFF}\u{300}\u{B}")
        differed.format = .banner
        let crashed = ReplayReportEntry(
            path: "y\u{202E}.fixture.gz", status: .crashed("crashed"),
            headline: "crashed \u{FFFF}\u{301}", message: "y: crashed \u{FFFF}\u{301}")
        let unreadable = ReplayReportEntry(
            unreadable: FixtureError(path: "z\u{FFFE}\u{301}\n.fixture.gz", problem: .unreadable("no such file")))
        let xml = JUnitReport.xml([differed, crashed, unreadable])
        let parser = XMLParser(data: Data(xml.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")\n\(xml)")
        #expect(xml.contains(#"name="x\u{ffff}"# + "\u{301}" + #"&lt;&amp;&quot;.fixture.gz""#))
        #expect(xml.contains(#"name="y\u{202e}.fixture.gz""#))
    }
}
