import Foundation
import Testing

/// Whether the script's tools are installed (xmllint is not in a bare Swift image).
private let vastCheckToolsPresent = ["/usr/bin/python3", "/usr/bin/xmllint"].allSatisfy {
    FileManager.default.isExecutableFile(atPath: $0)
}

/// `scripts/check-vast-schema XSD [PATH…]`, the check that every stored VAST document validates
/// against IAB's `vast_4.2.xsd` with xmllint, fetching nothing. IAB's schema is not in the
/// repository, so these tests run the script against a small schema of their own (the VAST
/// namespace and a required `version`): what they check is that the script finds every document a
/// fixture can store, skips build folders, and says what it found with the right exit status.
@Suite(.enabled(if: vastCheckToolsPresent, "needs python3 and xmllint (apt-get install -y libxml2-utils)"))
struct CheckVASTSchemaScriptTests {
    static let script = AdReplayCLI.packageRoot.appendingPathComponent("scripts/check-vast-schema")

    static let schema = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="http://www.iab.com/VAST" elementFormDefault="qualified">
          <xs:element name="VAST">
            <xs:complexType>
              <xs:sequence><xs:any processContents="skip" minOccurs="0" maxOccurs="unbounded"/></xs:sequence>
              <xs:attribute name="version" type="xs:string" use="required"/>
            </xs:complexType>
          </xs:element>
        </xs:schema>
        """

    static let valid = #"<?xml version="1.0" encoding="UTF-8"?><VAST xmlns="http://www.iab.com/VAST" version="4.2"><Ad id="1"/></VAST>"#
    static let withoutNamespace = #"<VAST version="4.2"><Ad id="1"/></VAST>"#

    /// A gzip-compressed JSON fixture in `scratch` holding `json` (the script reads only the JSON).
    private func fixture(_ relative: String, _ json: Any, in scratch: Scratch) throws {
        let data = try JSONSerialization.data(withJSONObject: json)
        try FileManager.default.createDirectory(
            at: scratch.file(relative).deletingLastPathComponent(), withIntermediateDirectories: true)
        try SystemGzip.compress(data, to: scratch.file(relative))
    }

    private func check(_ scratch: Scratch, _ paths: [String]) throws -> CLIRun {
        try AdReplayCLI.runProcess(
            URL(fileURLWithPath: "/usr/bin/python3"), [Self.script.path, scratch.file("schema.xsd").path] + paths, in: scratch.url)
    }

    /// Three places a fixture stores VAST: a text body, a bid's `adm` inside a JSON body stored as
    /// text, and a body stored base64.
    private func threeDocuments(in scratch: Scratch) throws {
        try Data(Self.schema.utf8).write(to: scratch.file("schema.xsd"))
        let bid = String(decoding: try JSONSerialization.data(withJSONObject: ["seatbid": [["bid": [["adm": Self.valid]]]]]), as: UTF8.self)
        try fixture(
            "fixtures/video/a.fixture.gz",
            ["timeline": [["answer": 200, "body": Self.valid], ["answer": 200, "body": bid]]], in: scratch)
        try fixture(
            "fixtures/video/b.fixture.gz",
            ["timeline": [["body": Data(Self.valid.utf8).base64EncodedString(), "bodyEncoding": "base64"]]], in: scratch)
        try fixture("fixtures/banner/c.fixture.gz", ["timeline": [["body": "<html>not VAST</html>"]]], in: scratch)
    }

    @Test func everyStoredForm_isFoundAndValidated() throws {
        let scratch = try Scratch()
        try threeDocuments(in: scratch)
        let run = try check(scratch, ["fixtures"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "3 VAST documents in 3 fixtures checked against schema.xsd: 3 valid, 0 invalid\n")
    }

    @Test func anInvalidDocument_failsNamingItsFixture_andBuildFoldersAreSkipped() throws {
        let scratch = try Scratch()
        try threeDocuments(in: scratch)
        try fixture("fixtures/.build/copy.fixture.gz", ["body": Self.withoutNamespace], in: scratch)
        #expect(try check(scratch, ["fixtures"]).status == 0)
        try fixture("fixtures/video/d.fixture.gz", ["timeline": [["body": Self.withoutNamespace]]], in: scratch)
        let run = try check(scratch, ["fixtures"])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout == "4 VAST documents in 4 fixtures checked against schema.xsd: 3 valid, 1 invalid\n")
        #expect(run.stderr.hasPrefix("fixtures/video/d.fixture.gz: VAST document 1 does not validate:\n"), "\(run)")
    }

    @Test func noDocumentOrNoSchema_isNeverAPass() throws {
        let scratch = try Scratch()
        try Data(Self.schema.utf8).write(to: scratch.file("schema.xsd"))
        try fixture("fixtures/banner/c.fixture.gz", ["body": "<html/>"], in: scratch)
        let none = try check(scratch, ["fixtures"])
        #expect(none.status == 1)
        #expect(none.stderr == "check-vast-schema: no VAST document found in the fixtures given.\n")
        let missing = try AdReplayCLI.runProcess(
            URL(fileURLWithPath: "/usr/bin/python3"), [Self.script.path, "nowhere.xsd", "fixtures"], in: scratch.url)
        #expect(missing.status == 2)
        #expect(missing.stderr == "check-vast-schema: nowhere.xsd: no such schema file.\n")
    }
}
