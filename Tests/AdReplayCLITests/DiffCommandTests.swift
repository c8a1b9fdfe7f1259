import Foundation
import Testing

/// `adreplay diff A B`: 0 the same session, 1 they differ, 2 unreadable.
@Suite struct DiffCommandTests {
    /// An event as the diff writes it: one line of JSON with sorted keys.
    static func compact(_ object: Any) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    /// The first host event of a committed fixture, as the diff writes it.
    static func firstHostEvent(_ path: String) throws -> String {
        let json = try SystemGzip.decompress(AdReplayCLI.recordings.appendingPathComponent(path))
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let events = try #require(object["hostEvents"] as? [[String: Any]])
        let first = try #require(events.first)
        return "\(try #require(first["time"] as? Int)) ms  \(try compact(try #require(first["event"])))"
    }

    @Test func diff_sameFile_exitsZero() throws {
        let path = "recordings/banner/fill.fixture.gz"
        let run = try AdReplayCLI.run(["diff", path, path])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "")
        #expect(run.stdout == "\(path) and \(path) record the same session\n")
    }

    @Test func diff_copyUnderAnotherName_isTheSameSession() throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: "rewarded/fill.fixture.gz", to: "a.fixture.gz")
        try scratch.copy(fixture: "rewarded/fill.fixture.gz", to: "b.fixture.gz")
        let run = try scratch.run("diff a.fixture.gz b.fixture.gz")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "a.fixture.gz and b.fixture.gz record the same session\n")
    }

    @Test func diff_sameScenarioDifferentOutcome_namesTheFirstDifference() throws {
        let a = "recordings/banner/fill.fixture.gz", b = "recordings/banner/failure-no-inventory.fixture.gz"
        let run = try AdReplayCLI.run(["diff", a, b])
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr == "")
        let lines = run.stdoutLines
        #expect(!run.stdout.contains("scenarios differ:"))
        #expect(lines.first == "\(a) → \(b): first difference in hostEvents #0 at 0 ms: loadCompleted differs in its payload")
        #expect(lines.dropFirst().first == "legend: - recorded (expected)   + replayed (actual)")
        #expect(lines.dropFirst(2).first == "hostEvents:")
        #expect(lines.contains("  - \(try Self.firstHostEvent("banner/fill.fixture.gz"))"), "\(run)")
        #expect(lines.contains("  + \(try Self.firstHostEvent("banner/failure-no-inventory.fixture.gz"))"), "\(run)")
        #expect(lines.contains("sdkCallbacks:"))
        #expect(lines.contains("network:"))
    }

    @Test func diff_differentScenarios_listsTheDifferingFields() throws {
        let a = "recordings/banner/fill.fixture.gz", b = "recordings/interstitial/fill.fixture.gz"
        let run = try AdReplayCLI.run(["diff", a, b])
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr == "")
        #expect(Array(run.stdoutLines.prefix(8)) == [
            "scenarios differ:",
            #"  - format: "banner""#,
            #"  + format: "interstitial""#,
            #"  - adSize: {"height":50,"width":320}"#,
            "  + adSize: null",
            #"  - script: [{"action":{"load":{}},"at":0},{"action":{"tap":{}},"at":1000}]"#,
            #"  + script: [{"action":{"load":{}},"at":0},{"action":{"present":{}},"at":1000},{"action":{"tap":{}},"at":2000}]"#,
            "\(a) → \(b): first difference in hostEvents #0 at 0 ms: loadCompleted differs in its payload",
        ])
    }

    @Test func diff_editedExpectation_showsOnlyTheChangedEvent() throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: "banner/failure-no-inventory.fixture.gz", to: "a.fixture.gz")
        try scratch.copy(fixture: "banner/failure-no-inventory.fixture.gz", to: "b.fixture.gz",
                         editing: [("\"code\" : 101", "\"code\" : 102")])
        let run = try scratch.run("diff a.fixture.gz b.fixture.gz")
        #expect(run.status == 1, "\(run)")
        let original = try Self.firstHostEvent("banner/failure-no-inventory.fixture.gz")
        let edited = original.replacingOccurrences(of: "\"code\":101", with: "\"code\":102")
        #expect(edited != original)
        #expect(run.stdoutLines == [
            "a.fixture.gz → b.fixture.gz: first difference in hostEvents #0 at 0 ms: loadCompleted differs in its payload",
            "legend: - recorded (expected)   + replayed (actual)",
            "hostEvents:",
            "  - \(original)",
            "  + \(edited)",
        ])
    }

    @Test(arguments: BrokenFixture.allCases)
    func diff_unreadableFixture_exitsTwoNamingTheFile(_ broken: BrokenFixture) throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: "banner/fill.fixture.gz", to: "good.fixture.gz")
        try broken.write(to: "bad.fixture.gz", in: scratch)
        for arguments in [["diff", "bad.fixture.gz", "good.fixture.gz"], ["diff", "good.fixture.gz", "bad.fixture.gz"]] {
            let run = try scratch.run(arguments)
            #expect(run.exited, "\(run)")
            #expect(run.status == 2, "\(run)")
            #expect(run.stdout == "")
            #expect(run.stderr == "bad.fixture.gz: \(broken.complaint)\n")
        }
    }

    @Test func diff_missingFile_exitsTwoNamingIt() throws {
        let run = try AdReplayCLI.run(["diff", "recordings/banner/fill.fixture.gz", "recordings/banner/nope.fixture.gz"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "")
        #expect(run.stderr == "recordings/banner/nope.fixture.gz: cannot be read (no such file).\n")
    }
}
