import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `adreplay replay`: one line per fixture and a summary; 0 all pass, 1 some differ, 2 unreadable.
@Suite struct ReplayCommandTests {
    /// A folder of copies of committed fixtures.
    static func corpusCopy() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.copy(fixture: "banner/fill.fixture.gz", to: "fixtures/banner/fill.fixture.gz")
        try scratch.copy(fixture: "banner/failure-no-inventory.fixture.gz", to: "fixtures/banner/failure-no-inventory.fixture.gz")
        try scratch.copy(fixture: "rewarded/fill.fixture.gz", to: "fixtures/rewarded/fill.fixture.gz")
        try scratch.copy(fixture: "native/content-video-yes-images.fixture.gz", to: "fixtures/native/content-video-yes-images.fixture.gz")
        return scratch
    }

    /// The banner no-inventory fixture with its host event's error code changed from 101 to 102.
    static let editedPath = "fixtures/banner/edited.fixture.gz"

    static func addEdited(to scratch: Scratch) throws {
        try scratch.copy(
            fixture: "banner/failure-no-inventory.fixture.gz", to: editedPath,
            editing: [("\"code\": 101,", "\"code\": 102,")])
    }

    static let passingLines = [
        "PASS fixtures/banner/failure-no-inventory.fixture.gz",
        "PASS fixtures/banner/fill.fixture.gz",
        "PASS fixtures/native/content-video-yes-images.fixture.gz",
        "PASS fixtures/rewarded/fill.fixture.gz",
    ]

    // MARK: Passing

    @Test func replay_folderOfGoodFixtures_passesEach() throws {
        let scratch = try Self.corpusCopy()
        let run = try scratch.run("replay fixtures")
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "")
        #expect(run.stdoutLines == Self.passingLines + ["4 fixtures: 4 passed"])
    }

    @Test func replay_trailingSlashOnTheFolder_givesTheSamePaths() throws {
        let scratch = try Self.corpusCopy()
        let run = try scratch.run("replay fixtures/")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines == Self.passingLines + ["4 fixtures: 4 passed"])
    }

    @Test func replay_oneFile_saysOneFixture() throws {
        let scratch = try Self.corpusCopy()
        let run = try scratch.run("replay fixtures/rewarded/fill.fixture.gz")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "PASS fixtures/rewarded/fill.fixture.gz\n1 fixture: 1 passed\n")
        #expect(run.stderr == "")
    }

    @Test func replay_wholeCommittedCorpus_passes() throws {
        let run = try AdReplayCLI.run(["replay", "recordings"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "")
        let count = run.stdoutLines.filter { $0.hasPrefix("PASS recordings/") }.count
        #expect(count > 0)
        #expect(run.stdoutLines.last == "\(count) fixtures: \(count) passed")
    }

    // MARK: Differences

    @Test func replay_changedExpectation_reportsTheDifference() throws {
        let scratch = try Self.corpusCopy()
        try Self.addEdited(to: scratch)
        let run = try scratch.run("replay fixtures")
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr == "")
        let failure = #"com.google.customevent.samplenetwork 10%d "Sample SDK returned an ad load failure callback with error code: 3""#
        #expect(
            run.stdoutLines == [
                "DIFF fixtures/banner/edited.fixture.gz",
                "PASS fixtures/banner/failure-no-inventory.fixture.gz",
                "PASS fixtures/banner/fill.fixture.gz",
                "PASS fixtures/native/content-video-yes-images.fixture.gz",
                "PASS fixtures/rewarded/fill.fixture.gz",
                "",
                "fixtures/banner/edited.fixture.gz: first difference at #4 (0 ms): host loadCompleted at 0 ms changed error.code: 102 → 101",
                "legend: - recorded   + replayed   ~ changed field",
                "  … (2 unchanged)",
                #"        0 ms  sample request banner, adUnit: "sample-ad-unit" → failure noInventory (3)"#,
                "        0 ms  sample callback banner:didFailToLoadAdWithErrorCode: 3",
                "-       0 ms  host loadCompleted error " + String(format: failure, 2),
                "+       0 ms  host loadCompleted error " + String(format: failure, 1),
                "~     error.code: 102 → 101",
                #"        0 ms  sample effect log "Done fetching ad""#,
                "     1000 ms  do tap",
                "accept the new behaviour with: adreplay replay --update fixtures/banner/edited.fixture.gz",
                "5 fixtures: 4 passed, 1 differed",
            ])
    }

    @Test func replay_update_acceptsTheNewBehaviour() throws {
        let scratch = try Self.corpusCopy()
        try Self.addEdited(to: scratch)
        let update = try scratch.run(["replay", "--update", Self.editedPath])
        #expect(update.status == 0, "\(update)")
        #expect(update.stderr == "")
        #expect(update.stdout == "UPDATED \(Self.editedPath)\n1 fixture: 1 passed, 1 updated\n")
        // The expectation is back to what the adapter does: the committed bytes, name aside.
        let updatedJSON = String(decoding: try SystemGzip.decompress(scratch.file(Self.editedPath)), as: UTF8.self)
        let committedJSON = String(
            decoding: try SystemGzip.decompress(
                AdReplayCLI.recordings.appendingPathComponent("banner/failure-no-inventory.fixture.gz")), as: UTF8.self)
        #expect(updatedJSON == committedJSON)

        let again = try scratch.run("replay fixtures")
        #expect(again.status == 0, "\(again)")
        #expect(again.stdoutLines == ["PASS \(Self.editedPath)"] + Self.passingLines + ["5 fixtures: 5 passed"])
    }

    @Test func replay_update_leavesPassingFixturesUntouched() throws {
        let scratch = try Self.corpusCopy()
        let before = try scratch.bytes("fixtures/banner/fill.fixture.gz")
        let run = try scratch.run("replay --update fixtures")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines == Self.passingLines + ["4 fixtures: 4 passed"])
        #expect(try scratch.bytes("fixtures/banner/fill.fixture.gz") == before)
    }

    @Test func replay_json_printsPathAndStatusOfEach() throws {
        let scratch = try Self.corpusCopy()
        try Self.addEdited(to: scratch)
        let run = try scratch.run("replay --json fixtures")
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr == "")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let entries = try #require(report["fixtures"] as? [[String: Any]])
        #expect(
            report["totals"] as? [String: Int] == [
                "fixtures": 5, "passed": 4, "differed": 1, "contractBreached": 0, "failed": 0, "unreadable": 0, "updated": 0,
            ])
        let summary = entries.map { "\($0["path"] as? String ?? "?") \($0["status"] as? String ?? "?")" }
        #expect(
            summary == [
                "\(Self.editedPath) differed",
                "fixtures/banner/failure-no-inventory.fixture.gz passed",
                "fixtures/banner/fill.fixture.gz passed",
                "fixtures/native/content-video-yes-images.fixture.gz passed",
                "fixtures/rewarded/fill.fixture.gz passed",
            ])
        #expect(
            entries.first?["headline"] as? String
                == "first difference at #4 (0 ms): host loadCompleted at 0 ms changed error.code: 102 → 101")
        let first = try #require(entries.first?["firstDifference"] as? [String: Any])
        #expect(
            first.mapValues { "\($0)" } == [
                "seam": "host", "index": "4", "time": "0", "kind": "host loadCompleted", "change": "changed",
                "field": "error.code", "expected": "102", "actual": "101",
            ])
        #expect(!run.stdout.contains("PASS "))
    }

    @Test func replay_json_allPassing_exitsZero() throws {
        let scratch = try Self.corpusCopy()
        let run = try scratch.run("replay --json fixtures/rewarded")
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stdout == """
                {
                  "fixtures" : [
                    {
                      "breaches" : [

                      ],
                      "path" : "fixtures/rewarded/fill.fixture.gz",
                      "requestProblems" : [

                      ],
                      "status" : "passed"
                    }
                  ],
                  "totals" : {
                    "contractBreached" : 0,
                    "differed" : 0,
                    "failed" : 0,
                    "fixtures" : 1,
                    "passed" : 1,
                    "unreadable" : 0,
                    "updated" : 0
                  }
                }

                """)
    }

    @Test func replay_junit_writesATestcasePerFixture() throws {
        let scratch = try Self.corpusCopy()
        try Self.addEdited(to: scratch)
        let run = try scratch.run("replay --junit report.xml fixtures")
        #expect(run.status == 1, "\(run)")
        #expect(run.stdoutLines.last == "5 fixtures: 4 passed, 1 differed")
        let xml = String(decoding: try scratch.bytes("report.xml"), as: UTF8.self)
        let lines = xml.split(separator: "\n").map(String.init)
        #expect(
            Array(lines.prefix(3)) == [
                #"<?xml version="1.0" encoding="UTF-8"?>"#,
                #"<testsuites name="adreplay" tests="5" failures="1" errors="0">"#,
                #"  <testsuite name="adreplay replay" tests="5" failures="1" errors="0">"#,
            ])
        let timed = lines.map { $0.replacingOccurrences(of: #"time="[0-9]+\.[0-9]{3}""#, with: #"time="T""#, options: .regularExpression) }
        #expect(timed.contains(#"    <testcase classname="banner" name="fixtures/banner/edited.fixture.gz" time="T">"#))
        let headline =
            "fixtures/banner/edited.fixture.gz: first difference at #4 (0 ms): host loadCompleted at 0 ms changed error.code: 102 → 101"
        #expect(timed.contains(#"      <failure message="\#(headline)">\#(headline)"#))
        for passing in Self.passingLines.map({ $0.dropFirst("PASS ".count) }) {
            let folder = passing.split(separator: "/").dropLast().last.map(String.init) ?? ""
            #expect(timed.contains(#"    <testcase classname="\#(folder)" name="\#(passing)" time="T"/>"#), "\(xml)")
        }
        #expect(Array(lines.suffix(2)) == ["  </testsuite>", "</testsuites>"])
        // Well-formed: an XML parser reads it.
        #expect(try XMLDocument(data: Data(xml.utf8)).rootElement()?.name == "testsuites")
    }

    @Test func replay_junitIntoAMissingFolder_createsIt() throws {
        let scratch = try Self.corpusCopy()
        let run = try scratch.run("replay --junit reports/ci/report.xml fixtures/rewarded")
        #expect(run.status == 0, "\(run)")
        #expect(String(decoding: try scratch.bytes("reports/ci/report.xml"), as: UTF8.self).hasPrefix("<?xml"))
    }

    @Test func replay_junitOntoAFolder_exitsTwoNamingTheFile() throws {
        let scratch = try Self.corpusCopy()
        let run = try scratch.run("replay --junit fixtures fixtures/rewarded")
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr == "--junit fixtures: is a directory; a report is written only to a regular file.\n")
        #expect(run.stdout == "")
    }

    // MARK: Unreadable input

    @Test(arguments: BrokenFixture.allCases)
    func replay_unreadableFixture_exitsTwoNamingTheFile(_ broken: BrokenFixture) throws {
        let scratch = try Scratch()
        try broken.write(to: "bad.fixture.gz", in: scratch)
        let run = try scratch.run("replay bad.fixture.gz")
        #expect(run.exited, "\(run)")
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr == "bad.fixture.gz: \(broken.complaint)\n")
        #expect(run.stdout == "ERROR bad.fixture.gz\n1 fixture: 0 passed, 1 unreadable\n")
    }

    @Test func replay_missingPath_exitsTwoNamingIt() throws {
        let scratch = try Scratch()
        let run = try scratch.run("replay missing.fixture.gz")
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "")
        #expect(run.stderr == "missing.fixture.gz: cannot be read (no such file or folder).\n")
    }

    @Test func replay_goodAndUnreadable_exitsTwoAfterReplayingTheGood() throws {
        let scratch = try Self.corpusCopy()
        try BrokenFixture.truncated.write(to: "fixtures/banner/cut.fixture.gz", in: scratch)
        let run = try scratch.run("replay fixtures")
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr == "fixtures/banner/cut.fixture.gz: is truncated; it is not a fixture AdReplay can read, re-record it.\n")
        #expect(
            run.stdoutLines == [
                "ERROR fixtures/banner/cut.fixture.gz"
            ] + Self.passingLines + ["5 fixtures: 4 passed, 1 unreadable"])
    }

    @Test func replay_differingAndUnreadable_exitsTwo() throws {
        let scratch = try Self.corpusCopy()
        try Self.addEdited(to: scratch)
        try BrokenFixture.notGzip.write(to: "fixtures/text.fixture.gz", in: scratch)
        let run = try scratch.run("replay fixtures")
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr == "fixtures/text.fixture.gz: is not gzip data; it is not a fixture AdReplay can read, re-record it.\n")
        #expect(run.stdoutLines.last == "6 fixtures: 4 passed, 1 differed, 1 unreadable")
    }

    @Test func replay_json_listsUnreadableFixtures() throws {
        let scratch = try Self.corpusCopy()
        try BrokenFixture.futureSchema.write(to: "fixtures/future.fixture.gz", in: scratch)
        let run = try scratch.run("replay --json fixtures")
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr == "fixtures/future.fixture.gz: \(BrokenFixture.futureSchema.complaint)\n")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let entries = try #require(report["fixtures"] as? [[String: Any]])
        let unreadable = try #require(entries.first { $0["path"] as? String == "fixtures/future.fixture.gz" })
        #expect(unreadable["status"] as? String == "unreadable")
        #expect(unreadable["error"] as? String == "fixtures/future.fixture.gz: \(BrokenFixture.futureSchema.complaint)")
        #expect(entries.count == 5)
    }

    /// A CI system reading only the JUnit file sees every fixture it was given, including those
    /// that could not be read.
    @Test func replay_junit_listsUnreadableFixtures() throws {
        let scratch = try Self.corpusCopy()
        try BrokenFixture.truncated.write(to: "fixtures/cut.fixture.gz", in: scratch)
        let run = try scratch.run("replay --junit report.xml fixtures")
        #expect(run.status == 2, "\(run)")
        let xml = String(decoding: try scratch.bytes("report.xml"), as: UTF8.self)
        #expect(xml.contains(#"name="fixtures/cut.fixture.gz""#), "\(xml)")
        #expect(xml.contains(#"tests="5""#), "\(xml)")
    }
}

/// A fixture that cannot run at all is bad input (exit 2), not a difference (exit 1).
@Suite struct ReplayCannotRunTests {
    @Test func unknownAdapter_exitsTwo() throws {
        let scratch = try Scratch()
        try scratch.copy(
            fixture: "banner/fill.fixture.gz", to: "gone.fixture.gz",
            editing: [("\"adapter\": \"SampleCustomEvent\"", "\"adapter\": \"GoneAdapter\"")])
        let run = try scratch.run("replay gone.fixture.gz")
        #expect(run.status == 2, "\(run)")
        #expect(
            run.stdoutLines == [
                "FAIL gone.fixture.gz",
                "",
                "gone.fixture.gz: could not be replayed: no adapter is registered as GoneAdapter (registered: OspreyMediationAdapter, SampleCustomEvent, SampleCustomEventSwift, SampleLegacyCustomEventNativeAd, SampleLegacyCustomEventNativeAdSwift, SampleSelfTrackingCustomEventNativeAd)",
                "1 fixture: 0 passed, 1 could not run",
            ])
    }
}
