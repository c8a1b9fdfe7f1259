import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `adreplay replay` on fixtures whose names hold line feeds, carriage returns, U+2028, a leading
/// `-`, bidi controls and bytes that are no UTF-8: every result lands on its own fixture, whatever
/// the number of jobs, and every output shows the name escaped.
@Suite struct ReplayHostileNamesTests {
    /// Raw file names (bytes) and the committed fixture each is a copy of; `edited` differs.
    static let files: [(name: [UInt8], source: String)] = [
        (Array("nl\n\u{301}.fixture.gz".utf8), "banner/fill.fixture.gz"),
        (Array("cr\r.fixture.gz".utf8), "banner/fill.fixture.gz"),
        (Array("-dash.fixture.gz".utf8), "rewarded/fill.fixture.gz"),
        (Array("ls\u{2028}.fixture.gz".utf8), "banner/failure-no-inventory.fixture.gz"),
        (Array("bad".utf8) + [0xFF] + Array(".fixture.gz".utf8), "banner/fill.fixture.gz"),
    ]

    /// Writes `data` under a name given as bytes (Foundation's file APIs take only UTF-8).
    static func write(_ data: Data, in folder: URL, name: [UInt8]) throws {
        let path = (Array(folder.path.utf8) + [UInt8(ascii: "/")] + name + [0]).map { CChar(bitPattern: $0) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(descriptor) }
        let written = data.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        guard written == data.count else { throw CocoaError(.fileWriteUnknown) }
    }

    static func hostileFolder() throws -> Scratch {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(at: scratch.file("fixtures"), withIntermediateDirectories: true)
        for (name, source) in files {
            let data = try Data(contentsOf: AdReplayCLI.recordings.appendingPathComponent(source))
            try write(data, in: scratch.file("fixtures"), name: name)
        }
        try scratch.copy(
            fixture: "banner/failure-no-inventory.fixture.gz", to: "fixtures/edited\n.fixture.gz",
            editing: [("\"code\": 101,", "\"code\": 102,")])
        return scratch
    }

    static let failure = #"com.google.customevent.samplenetwork 10%d "Sample SDK returned an ad load failure callback with error code: 3""#

    static let expectedLines = [
        "PASS fixtures/-dash.fixture.gz",
        "PASS fixtures/bad\\x{ff}.fixture.gz",
        "PASS fixtures/cr\\u{d}.fixture.gz",
        "DIFF fixtures/edited\\u{a}.fixture.gz",
        "PASS fixtures/ls\\u{2028}.fixture.gz",
        "PASS fixtures/nl\\u{a}\u{301}.fixture.gz",
        "",
        "fixtures/edited\\u{a}.fixture.gz: first difference at #4 (0 ms): host loadCompleted at 0 ms changed error.code: 102 → 101",
        "legend: - recorded   + replayed   ~ changed field",
        "  … (2 unchanged)",
        #"        0 ms  sample request banner, adUnit: "sample-ad-unit" → failure noInventory (3)"#,
        "        0 ms  sample callback banner:didFailToLoadAdWithErrorCode: 3",
        "-       0 ms  host loadCompleted error " + String(format: failure, 2),
        "+       0 ms  host loadCompleted error " + String(format: failure, 1),
        "~     error.code: 102 → 101",
        #"        0 ms  sample effect log "Done fetching ad""#,
        "     1000 ms  do tap",
        "accept the new behaviour with: adreplay replay --update 'fixtures/edited\\u{a}.fixture.gz'",
        "6 fixtures: 5 passed, 1 differed",
    ]

    @Test(arguments: [[], ["--jobs", "1"], ["--jobs", "3"]])
    func replay_folderOfHostileNames_putsEachResultOnItsOwnFixture(jobs: [String]) throws {
        let scratch = try Self.hostileFolder()
        let run = try scratch.run(["replay"] + jobs + ["fixtures"])
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr == "")
        #expect(run.stdoutLines == Self.expectedLines)
    }

    @Test func replay_hostileNames_areEscapedInEveryReport() throws {
        let scratch = try Self.hostileFolder()
        let run = try scratch.run(["replay", "--json", "--junit", "report.xml", "--markdown", "report.md", "fixtures"])
        #expect(run.status == 1, "\(run)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let paths = (json?["fixtures"] as? [[String: Any]])?.compactMap { $0["path"] as? String }
        #expect(paths == Self.expectedLines.prefix(6).map { String($0.split(separator: " ", maxSplits: 1)[1]) })
        let xml = String(decoding: try scratch.bytes("report.xml"), as: UTF8.self)
        #expect(xml.contains(#"name="fixtures/edited\u{a}.fixture.gz""#))
        #expect(xml.contains(#"name="fixtures/bad\x{ff}.fixture.gz""#))
        #expect(try XMLDocument(data: Data(xml.utf8)).rootElement()?.name == "testsuites")
        let markdown = String(decoding: try scratch.bytes("report.md"), as: UTF8.self)
        #expect(
            markdown.hasPrefix(
                "# adreplay replay\n\n**6 fixtures: 5 passed, 1 differed**\n\n## ❌ `fixtures/edited\\u{a}.fixture.gz`\n\n`first difference at #4"
            ))
    }

    @Test func replay_explicitPathEndingInCR_replaysThatFile_notTheOneWithoutIt() throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: "banner/fill.fixture.gz", to: "x.fixture.gz")
        let run = try scratch.run(["replay", "x.fixture.gz\r"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "")
        #expect(run.stderr == "x.fixture.gz\\u{d}: cannot be read (no such file or folder).\n")
    }

    @Test func replay_pathWithNewlineAndBidi_cannotForgeLines() throws {
        let scratch = try Scratch()
        let name = "a\nPASS forged\u{202E}.fixture.gz"
        try scratch.copy(fixture: "banner/failure-no-inventory.fixture.gz", to: name, editing: [("\"code\": 101,", "\"code\": 102,")])
        let run = try scratch.run(["replay", name])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdoutLines.first == "DIFF a\\u{a}PASS forged\\u{202e}.fixture.gz")
        #expect(!run.stdout.contains("\u{202E}"))
        #expect(run.stdoutLines.filter { $0.hasPrefix("PASS") }.isEmpty)
    }
}
