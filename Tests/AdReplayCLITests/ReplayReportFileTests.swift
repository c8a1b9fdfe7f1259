import Foundation
import Testing

/// Where `replay` writes its reports (`--junit`, `--markdown`) and touches a test runner's status
/// file: only regular files, never the run's own fixtures, the mode kept, no temporary file left.
@Suite struct ReplayReportFileTests {
    static func oneFixture() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.copy(fixture: "banner/fill.fixture.gz", to: "f.fixture.gz")
        return scratch
    }

    @Test(arguments: ["--junit", "--markdown"])
    func replay_reportOntoItsOwnFixture_refuses_andLeavesTheFixtureIntact(option: String) throws {
        let scratch = try Self.oneFixture()
        let before = try scratch.bytes("f.fixture.gz")
        let run = try scratch.run(["replay", "f.fixture.gz", option, "f.fixture.gz"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "")
        #expect(run.stderr == "\(option) f.fixture.gz: is one of the fixtures this run replays; write the report to another file.\n")
        #expect(try scratch.bytes("f.fixture.gz") == before)
    }

    @Test func replay_reportOntoALinkToItsOwnFixture_refuses() throws {
        let scratch = try Self.oneFixture()
        try FileManager.default.createSymbolicLink(atPath: scratch.file("link.xml").path, withDestinationPath: "f.fixture.gz")
        try FileManager.default.linkItem(at: scratch.file("f.fixture.gz"), to: scratch.file("hard.md"))
        let before = try scratch.bytes("f.fixture.gz")
        let linked = try scratch.run(["replay", "--junit", "link.xml", "f.fixture.gz"])
        #expect(linked.status == 2, "\(linked)")
        #expect(linked.stderr == "--junit link.xml: is one of the fixtures this run replays; write the report to another file.\n")
        let hard = try scratch.run(["replay", "--markdown", "hard.md", "."])
        #expect(hard.stderr == "--markdown hard.md: is one of the fixtures this run replays; write the report to another file.\n")
        #expect(try scratch.bytes("f.fixture.gz") == before)
    }

    @Test func replay_reportOntoAFIFO_refuses_withoutWaitingForAReader() throws {
        let scratch = try Self.oneFixture()
        #expect(mkfifo(scratch.file("pipe").path, 0o644) == 0)
        let run = try scratch.run(["replay", "--junit", "pipe", "f.fixture.gz"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr == "--junit pipe: is a FIFO; a report is written only to a regular file.\n")
    }

    @Test func replay_reportOntoAFolderOrADevice_refusesInOneSentence() throws {
        let scratch = try Self.oneFixture()
        try FileManager.default.createDirectory(at: scratch.file("reports"), withIntermediateDirectories: true)
        let folder = try scratch.run(["replay", "--junit", "reports", "f.fixture.gz"])
        #expect(folder.status == 2, "\(folder)")
        #expect(folder.stdout == "")
        #expect(folder.stderr == "--junit reports: is a directory; a report is written only to a regular file.\n")
        let device = try scratch.run(["replay", "--markdown", "/dev/null", "f.fixture.gz"])
        #expect(device.status == 2, "\(device)")
        #expect(device.stderr == "--markdown /dev/null: is a character device; a report is written only to a regular file.\n")
    }

    @Test func replay_reportOverAnExistingFile_keepsItsMode_andLeavesNoTemporaryFile() throws {
        let scratch = try Self.oneFixture()
        try scratch.write(Data("old\n".utf8), to: "out/report.md")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: scratch.file("out/report.md").path)
        let run = try scratch.run(["replay", "--markdown", "out/report.md", "f.fixture.gz"])
        #expect(run.status == 0, "\(run)")
        #expect(String(decoding: try scratch.bytes("out/report.md"), as: UTF8.self) == "# adreplay replay\n\n**1 fixture: 1 passed**\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: scratch.file("out/report.md").path)
        #expect((attributes[.posixPermissions] as? Int) == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.file("out").path) == ["report.md"])
    }

    /// A symbolic link to a regular file is followed: the file it leads to gets the report, the link stays.
    @Test func replay_reportThroughALink_replacesTheFileItLeadsTo() throws {
        let scratch = try Self.oneFixture()
        try scratch.write(Data("old\n".utf8), to: "real.xml")
        try FileManager.default.createSymbolicLink(atPath: scratch.file("link.xml").path, withDestinationPath: "real.xml")
        let run = try scratch.run(["replay", "--junit", "link.xml", "f.fixture.gz"])
        #expect(run.status == 0, "\(run)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: scratch.file("link.xml").path) == "real.xml")
        #expect(String(decoding: try scratch.bytes("real.xml"), as: UTF8.self).hasPrefix("<?xml"))
    }

    @Test func replay_statusFileThatIsAFIFO_refusesAtOnce_insteadOfHanging() throws {
        let scratch = try Self.oneFixture()
        #expect(mkfifo(scratch.file("status").path, 0o644) == 0)
        let run = try scratch.run(["replay", "f.fixture.gz"], environment: ["TEST_SHARD_STATUS_FILE": scratch.file("status").path])
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "")
        #expect(
            run.stderr
                == "TEST_SHARD_STATUS_FILE \(scratch.file("status").path): is a FIFO, not a regular file; the test runner should name a file adreplay can create.\n"
        )
    }

    @Test func replay_statusFile_isCreated() throws {
        let scratch = try Self.oneFixture()
        let run = try scratch.run(["replay", "f.fixture.gz"], environment: ["TEST_SHARD_STATUS_FILE": scratch.file("status").path])
        #expect(run.status == 0, "\(run)")
        #expect(scratch.exists("status"))
    }

    /// `--update` of a fixture it cannot write is counted "could not be written", not "unreadable".
    @Test func replay_updateThatCannotBeWritten_isCountedAsSuch() throws {
        let scratch = try Scratch()
        try scratch.copy(
            fixture: "banner/failure-no-inventory.fixture.gz", to: "edited.fixture.gz",
            editing: [("\"code\": 101,", "\"code\": 102,")])
        try FileManager.default.createDirectory(at: scratch.file("fixtures"), withIntermediateDirectories: true)
        try ReplayHostileNamesTests.write(
            try scratch.bytes("edited.fixture.gz"), in: scratch.file("fixtures"),
            name: Array("bad".utf8) + [0xFF] + Array(".fixture.gz".utf8))
        let run = try scratch.run(["replay", "--update", "fixtures"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stdoutLines == ["ERROR fixtures/bad\\x{ff}.fixture.gz", "1 fixture: 0 passed, 1 could not be written"])
        #expect(run.stderr == "fixtures/bad\\x{ff}.fixture.gz: cannot be written (its name is not UTF-8; rename the file to write it).\n")
    }
}
