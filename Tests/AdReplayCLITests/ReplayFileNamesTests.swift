import Foundation
import Testing

/// Several names of one file (issue 45, items 12 and 17): two names of one fixture are one
/// fixture, and the two reports cannot be written to one file.
@Suite struct ReplayFileNamesTests {
    /// A fixture that differs from what the adapter does (`--update` rewrites it).
    static let edited = "x.fixture.gz"

    static func scratchWithEdited() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.copy(
            fixture: "banner/failure-no-inventory.fixture.gz", to: edited, editing: [("\"code\": 101,", "\"code\": 102,")])
        return scratch
    }

    /// `x` and `./x` with `--update --jobs 4` were two fixtures whose updates raced: exit 0 or 2
    /// from run to run. Now one fixture, under the name given first, updated once, every run.
    @Test(arguments: [["x.fixture.gz", "./x.fixture.gz"], ["./x.fixture.gz", "x.fixture.gz"]])
    func oneFileNamedTwice_isOneFixture_updatedOnce(names: [String]) throws {
        for _ in 0..<4 {
            let scratch = try Self.scratchWithEdited()
            let run = try scratch.run(["replay", "--update", "--jobs", "4"] + names)
            #expect(run.status == 0, "\(run)")
            #expect(run.stdout == "UPDATED \(names[0])\n1 fixture: 1 passed, 1 updated\n", "\(run)")
            #expect(run.stderr == "", "\(run)")
        }
    }

    /// A symbolic link, a path through `..`, a hard link and a folder holding the file: one
    /// fixture, under the first name given; the run's order is the usual one.
    @Test func everyNameOfOneFile_isOneFixture() throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: "banner/fill.fixture.gz", to: "corpus/a.fixture.gz")
        try scratch.copy(fixture: "rewarded/fill.fixture.gz", to: "corpus/b.fixture.gz")
        try FileManager.default.createDirectory(at: scratch.file("other"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: scratch.file("other/link.fixture.gz").path, withDestinationPath: "../corpus/a.fixture.gz")
        try FileManager.default.linkItem(at: scratch.file("corpus/b.fixture.gz"), to: scratch.file("other/hard.fixture.gz"))
        let run = try scratch.run([
            "replay", "other/link.fixture.gz", "corpus", "other/../corpus/a.fixture.gz", "other", "--jobs", "3",
        ])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines == ["PASS corpus/b.fixture.gz", "PASS other/link.fixture.gz", "2 fixtures: 2 passed"], "\(run)")
    }

    /// `--junit F --markdown F`: the Markdown silently replaced the JUnit report, exit 0. Now
    /// refused before anything is replayed, however the two name the file.
    @Test(arguments: [
        ("r.txt", "r.txt"), ("r.txt", "./r.txt"), ("sub/../r.txt", "r.txt"), ("link.txt", "r.txt"), ("existing.txt", "hard.txt"),
    ])
    func theTwoReports_cannotNameOneFile(junit: String, markdown: String) throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: "banner/fill.fixture.gz", to: "a.fixture.gz")
        try FileManager.default.createDirectory(at: scratch.file("sub"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.file("link.txt").path, withDestinationPath: "r.txt")
        try scratch.write(Data("kept\n".utf8), to: "existing.txt")
        try FileManager.default.linkItem(at: scratch.file("existing.txt"), to: scratch.file("hard.txt"))
        let run = try scratch.run(["replay", "--junit", junit, "--markdown", markdown, "a.fixture.gz"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "", "\(run)")
        #expect(
            run.stderr == "--markdown \(markdown): names the file --junit \(junit) names too; write the two reports to different files.\n")
        #expect(!scratch.exists("r.txt"))
        #expect(try scratch.bytes("existing.txt") == Data("kept\n".utf8))
    }

    /// The test runner's `XML_OUTPUT_FILE` is the JUnit report's file too.
    @Test func theRunnersReport_andTheMarkdownReport_cannotNameOneFile() throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: "banner/fill.fixture.gz", to: "a.fixture.gz")
        let run = try scratch.run(
            ["replay", "--markdown", "./report", "a.fixture.gz"], environment: ["XML_OUTPUT_FILE": scratch.file("report").path])
        #expect(run.status == 2, "\(run)")
        #expect(
            run.stderr
                == "--markdown ./report: names the file XML_OUTPUT_FILE \(scratch.file("report").path) names too; write the two reports to different files.\n"
        )
        #expect(!scratch.exists("report"))
    }

    /// Two different files still get a report each.
    @Test func twoFiles_getAReportEach() throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: "banner/fill.fixture.gz", to: "a.fixture.gz")
        let run = try scratch.run(["replay", "--junit", "r.xml", "--markdown", "r.md", "a.fixture.gz"])
        #expect(run.status == 0, "\(run)")
        #expect(scratch.exists("r.xml") && scratch.exists("r.md"))
    }
}
