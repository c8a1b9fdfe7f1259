import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `adreplay replay` at CI scale: `--jobs`, `--shard K/N`, and a sharding test runner's variables.
@Suite struct ReplayScaleTests {
    @Test func jobs_changeNothingButSpeed() throws {
        let serial = try AdReplayCLI.run(["replay", "--jobs", "1", "recordings"])
        let parallel = try AdReplayCLI.run(["replay", "--jobs", "4", "recordings"])
        let byDefault = try AdReplayCLI.run(["replay", "recordings"])
        #expect(serial.status == 0, "\(serial)")
        #expect(parallel.stdout == serial.stdout)
        #expect(byDefault.stdout == serial.stdout)
        let listed = serial.stdoutLines.dropLast().map { String($0.dropFirst("PASS ".count)) }
        #expect(listed == listed.sorted())
    }

    @Test func jobs_pastTheMaximum_isAUsageError() throws {
        let run = try AdReplayCLI.run(["replay", "--jobs", "100000", "recordings"])
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                "Error: The value '100000' is invalid for '--jobs <n>': --jobs takes a whole number from 1 to 256, not \"100000\".\n"),
            "\(run)")
    }

    @Test func jobs_zero_isAUsageError() throws {
        let run = try AdReplayCLI.run(["replay", "--jobs", "0", "recordings"])
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                "Error: The value '0' is invalid for '--jobs <n>': --jobs takes a whole number from 1 to 256, not \"0\".\n"),
            "\(run)")
    }

    @Test func aTimeoutTooLongToCount_isNoLimit() throws {
        let run = try AdReplayCLI.run(["replay", "--timeout", String(Int.max), "recordings/banner/fill.fixture.gz"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "PASS recordings/banner/fill.fixture.gz\n1 fixture: 1 passed\n")
        let negative = try AdReplayCLI.run(["replay", "--timeout=-1", "recordings/banner/fill.fixture.gz"])
        #expect(negative.status == 2)
        #expect(negative.stderr.hasPrefix("Error: --timeout must be 0 (no limit) or more, not -1.\n"))
    }

    /// The fixtures a run replayed, from its `PASS path` lines.
    static func replayed(_ run: CLIRun) -> [String] {
        run.stdoutLines.filter { $0.hasPrefix("PASS ") }.map { String($0.dropFirst("PASS ".count)) }
    }

    @Test func shards_areDisjoint_andTogetherTheWholeCorpus() throws {
        let whole = Self.replayed(try AdReplayCLI.run(["replay", "recordings"]))
        var union: [String] = []
        for number in 1...3 {
            let run = try AdReplayCLI.run(["replay", "--shard", "\(number)/3", "recordings"])
            #expect(run.status == 0, "\(run)")
            let part = Self.replayed(run)
            #expect(run.stdoutLines.first == "shard \(number)/3: \(part.count) of \(whole.count) fixtures")
            #expect(run.stdoutLines.last == "\(part.count) fixtures: \(part.count) passed")
            union += part
        }
        #expect(union.sorted() == whole)
        #expect(Set(union).count == whole.count)
    }

    @Test func shard_thatDoesNotExist_isBadInput() throws {
        let run = try AdReplayCLI.run(["replay", "--shard", "0/4", "recordings"])
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr == "--shard: shard 0/4 does not exist; K in K/N goes from 1 to N.\n")
    }

    @Test func anEmptyShard_passesWithNothingToDo() throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: "banner/fill.fixture.gz", to: "one/banner/fill.fixture.gz")
        let runs = try (1...2).map { try scratch.run(["replay", "--shard", "\($0)/2", "one"]) }
        #expect(runs.map(\.status) == [0, 0])
        #expect(
            Set(runs.map(\.stdoutLines.first)) == ["shard 1/2: 0 of 1 fixture", "shard 2/2: 1 of 1 fixture"]
                || Set(runs.map(\.stdoutLines.first)) == ["shard 1/2: 1 of 1 fixture", "shard 2/2: 0 of 1 fixture"])
        #expect(runs.contains { $0.stdoutLines.last == "0 fixtures: 0 passed" })
    }

    @Test func aShardingTestRunner_isHonouredWithoutFlags() throws {
        let scratch = try Scratch()
        let status = scratch.file("runner/shard-status").path
        let xml = scratch.file("runner/out/test.xml").path
        try FileManager.default.createDirectory(at: scratch.file("runner"), withIntermediateDirectories: true)
        let run = try AdReplayCLI.run(
            ["replay", AdReplayCLI.recordings.path],
            environment: [
                "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "1", "TEST_SHARD_STATUS_FILE": status, "XML_OUTPUT_FILE": xml,
            ])
        #expect(run.status == 0, "\(run)")
        let flagged = try AdReplayCLI.run(["replay", "--shard", "2/2", AdReplayCLI.recordings.path])
        #expect(run.stdout == flagged.stdout)
        #expect(FileManager.default.fileExists(atPath: status))
        let report = try XMLDocument(contentsOf: URL(fileURLWithPath: xml))
        let cases = try report.nodes(forXPath: "//testcase").compactMap { ($0 as? XMLElement)?.attribute(forName: "name")?.stringValue }
        #expect(cases == Self.replayed(run))
        #expect(!cases.isEmpty)
    }

    @Test func aBrokenShardingVariable_isBadInput() throws {
        let run = try AdReplayCLI.run(["replay", "recordings"], environment: ["TEST_TOTAL_SHARDS": "two", "TEST_SHARD_INDEX": "0"])
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(
            run.stderr
                == "TEST_TOTAL_SHARDS is \"two\", not a whole number of shards, 1 or more (a sharding test runner sets it with TEST_SHARD_INDEX).\n"
        )
    }
}
