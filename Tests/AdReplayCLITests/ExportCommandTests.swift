import Foundation
import Testing

/// `adreplay export --har --out` onto what is already there (issue #22's hostile-input pass):
/// refused with one sentence naming the target, which is left as it was.
@Suite struct ExportCommandTests {
    private static let fixture = "../Tests/OspreyAdapterTests/Fixtures/banner/fill.fixture.gz"

    /// The HAR names the tool that exported it, and AdReplay's version in its comment.
    @Test func har_namesTheExportingTool() throws {
        let run = try AdReplayCLI.run(["export", "--har", "Tests/OspreyAdapterTests/Fixtures/banner/fill.fixture.gz"])
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stdout.hasPrefix(
                #"{"log": {"version": "1.2", "creator": {"name": "adreplay", "version": "0.1.0", "comment": "AdReplay 0.1.0"}, "pages": "#),
            "\(run.stdout.prefix(300))")
        #expect(run.stderr == "")
    }

    @Test func outOntoTheFixtureItself_isRefused_evenWithForce_orThroughALink() throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: Self.fixture, to: "fill.fixture.gz")
        try FileManager.default.createSymbolicLink(atPath: scratch.file("link.har").path, withDestinationPath: "fill.fixture.gz")
        let before = try scratch.bytes("fill.fixture.gz")
        for target in ["fill.fixture.gz", "link.har"] {
            let run = try scratch.run(["export", "--har", "fill.fixture.gz", "--out", target, "--force"])
            #expect(run.status == 2, "\(run)")
            #expect(run.stderr == "\(target): is the fixture being exported; write the HAR to another file.\n")
            #expect(try scratch.bytes("fill.fixture.gz") == before)
        }
    }

    @Test func outOntoAnExistingFile_aFolder_aFIFO_isRefused_andLeftAsItWas() throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: Self.fixture, to: "fill.fixture.gz")
        try scratch.write(Data("old\n".utf8), to: "old.har")
        try FileManager.default.createDirectory(at: scratch.file("folder.har"), withIntermediateDirectories: false)
        #expect(mkfifo(scratch.file("pipe.har").path, 0o644) == 0)
        let cases: [([String], String)] = [
            (["--out", "old.har"], "old.har: already exists; pass --force to overwrite it.\n"),
            (["--out", "folder.har", "--force"], "folder.har: cannot be written (it is a directory).\n"),
            (["--out", "pipe.har", "--force"], "pipe.har: cannot be written (it is not a regular file).\n"),
        ]
        for (options, message) in cases {
            let run = try scratch.run(["export", "--har", "fill.fixture.gz"] + options)
            #expect(run.status == 2, "\(run)")
            #expect(run.stderr == message)
        }
        #expect(try scratch.bytes("old.har") == Data("old\n".utf8))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted()
                == ["fill.fixture.gz", "folder.har", "old.har", "pipe.har"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.file("folder.har").path) == [])
    }
}
