import Foundation
import Testing

/// `replay --shared-process`: a fixture that fails after the fixtures before it in one process
/// is replayed again alone in a fresh one. When it passes there, every report says it depends on
/// the fixtures before it (`DEPENDS`), and the run still fails; when it fails alone too, the
/// report is the fresh replay's, as the default mode gives it.
///
/// The corpus: three sessions of `TinyCachingAdapter`, which keeps the first placement it is
/// given in a `static`, each recorded alone with its own slot. `a` comes first in its process and
/// passes; `b` asks for `a`'s slot after it, and passes alone; `c`'s recording was edited (the
/// text its ad shows), so it fails alone too, at another event than the slot it asks for after
/// `a` and `b`.
@Suite struct SharedProcessTests {
    static let caching = ["TINY_REPLAY_CACHING": "1"]

    private func tiny(_ arguments: [String], in scratch: Scratch) throws -> CLIRun {
        let binary = try AdReplayCLI.located.get().deletingLastPathComponent().appendingPathComponent("tiny-replay")
        return try AdReplayCLI.runProcess(binary, arguments, in: scratch.url, environment: Self.caching)
    }

    private func recordCorpus(in scratch: Scratch) throws {
        for slot in ["a", "b", "c"] {
            let record = try tiny(
                [
                    "record", "--format", "banner", "--adapter", "TinyCachingAdapter", "--parameter", "slot-\(slot)",
                    "--script", "load; +1000 tap", "--out", "corpus/\(slot).fixture.gz",
                ], in: scratch)
            try #require(record.status == 0, "\(record)")
        }
        let edited = scratch.file("corpus/c.fixture.gz")
        let text = String(decoding: try SystemGzip.decompress(edited), as: UTF8.self)
        let shown = #""effect": "shown", "text": "Tiny ad""#
        try #require(text.contains(shown))
        try SystemGzip.compress(
            Data(text.replacingOccurrences(of: shown, with: String(shown.dropLast()) + #" (edited)""#).utf8), to: edited)
    }

    static let dependsHeadline =
        "depends on the fixtures before it: passes alone in a fresh process, fails after them in the same process"
    static let dependsMessage = [
        "corpus/b.fixture.gz: \(dependsHeadline)",
        #"after corpus/a.fixture.gz in the same process: first difference at #1 (100 ms): tiny request at 100 ms changed request.slot: "slot-b" → "slot-a""#,
        "state an earlier fixture left in the process (an adapter's or SDK's static, singleton or cache) changed this session; an app that loads ads more than once meets it too: make each load start afresh rather than update the fixture",
    ]
    /// `c` as it fails alone: its edited text, not the slot it asks for after `a` and `b`.
    static let editedHeadline =
        #"first difference at #2 (100 ms): tiny effect shows "Tiny ad (edited)" at 100 ms changed text: "Tiny ad (edited)" → "Tiny ad""#
    static let editedMessage = [
        "corpus/c.fixture.gz: \(editedHeadline)",
        "legend: - recorded   + replayed   ~ changed field",
        "        0 ms  do load",
        #"      100 ms  tiny request slot slot-c → fill "Tiny ad""#,
        #"-     100 ms  tiny effect shows "Tiny ad (edited)""#,
        #"+     100 ms  tiny effect shows "Tiny ad""#,
        #"~     text: "Tiny ad (edited)" → "Tiny ad""#,
        "      100 ms  tiny callback tinyDidLoad",
        "      100 ms  host loadCompleted ad banner 320×50",
        "  … (3 unchanged)",
        "accept the new behaviour with: tiny-replay replay --update corpus/c.fixture.gz",
    ]

    @Test func aFixtureThatPassesAlone_dependsOnTheFixturesBeforeIt_andOneThatFailsAloneIsTheFreshResult() throws {
        let scratch = try Scratch()
        try recordCorpus(in: scratch)

        let shared = try tiny(["replay", "--shared-process", "--jobs", "1", "corpus"], in: scratch)
        #expect(shared.status == 1, "\(shared)")
        #expect(shared.stderr == "", "\(shared)")
        #expect(
            shared.stdoutLines
                == [
                    "PASS corpus/a.fixture.gz",
                    "DEPENDS corpus/b.fixture.gz: fails after the fixtures before it, passes alone",
                    "DIFF corpus/c.fixture.gz",
                    "",
                ] + Self.dependsMessage + [""] + Self.editedMessage + [
                    "3 fixtures: 1 passed, 1 differed, 1 depends on the fixtures before it"
                ], "\(shared)")
        // The same bytes every run.
        let again = try tiny(["replay", "--shared-process", "--jobs", "1", "corpus"], in: scratch)
        #expect(again.stdout == shared.stdout && again.stderr == shared.stderr && again.status == shared.status, "\(again)")

        // Fresh processes (the default): b passes, and c says what it said alone above.
        let fresh = try tiny(["replay", "--jobs", "1", "corpus"], in: scratch)
        #expect(fresh.status == 1, "\(fresh)")
        #expect(
            fresh.stdoutLines
                == ["PASS corpus/a.fixture.gz", "PASS corpus/b.fixture.gz", "DIFF corpus/c.fixture.gz", ""] + Self.editedMessage + [
                    "3 fixtures: 2 passed, 1 differed"
                ], "\(fresh)")
    }

    @Test func everyReport_namesTheDependence() throws {
        let scratch = try Scratch()
        try recordCorpus(in: scratch)
        let arguments = ["replay", "--shared-process", "--jobs", "1", "--junit", "run.xml", "--markdown", "run.md", "--json", "corpus"]
        let run = try tiny(arguments, in: scratch)
        #expect(run.status == 1, "\(run)")

        struct Report: Decodable {
            struct Totals: Decodable, Equatable {
                var fixtures, passed, differed: Int
                var dependsOnOrder: Int?
            }
            struct Entry: Decodable, Equatable {
                var path, status: String
                var headline: String?
            }
            var totals: Totals
            var fixtures: [Entry]
        }
        let report = try JSONDecoder().decode(Report.self, from: Data(run.stdout.utf8))
        #expect(report.totals == .init(fixtures: 3, passed: 1, differed: 1, dependsOnOrder: 1))
        #expect(
            report.fixtures == [
                .init(path: "corpus/a.fixture.gz", status: "passed"),
                .init(path: "corpus/b.fixture.gz", status: "dependsOnOrder", headline: Self.dependsHeadline),
                .init(path: "corpus/c.fixture.gz", status: "differed", headline: Self.editedHeadline),
            ])

        let junit = String(decoding: try scratch.bytes("run.xml"), as: UTF8.self)
        let escaped = { (text: String) in text.replacingOccurrences(of: "\"", with: "&quot;") }
        #expect(
            junit.contains(
                #"<failure type="dependsOnOrder" message="corpus/b.fixture.gz: \#(Self.dependsHeadline)">"#
                    + escaped(Self.dependsMessage.joined(separator: "\n")) + "</failure>"), "\(junit)")
        #expect(junit.contains(#"<failure message="corpus/c.fixture.gz: \#(escaped(Self.editedHeadline))">"#), "\(junit)")
        #expect(junit.contains(#"tests="3" failures="2" errors="0""#), "\(junit)")

        let markdown = String(decoding: try scratch.bytes("run.md"), as: UTF8.self)
        #expect(
            markdown.hasPrefix(
                """
                # tiny-replay replay

                **3 fixtures: 1 passed, 1 differed, 1 depends on the fixtures before it**

                ## 🔀 depends on the fixtures before it: `corpus/b.fixture.gz`

                `\(Self.dependsHeadline)`

                ```diff
                \(Self.dependsMessage.dropFirst().joined(separator: "\n"))
                ```

                ## ❌ `corpus/c.fixture.gz`

                `\(Self.editedHeadline)`
                """), "\(markdown)")

        // The Markdown and JSON reports hold no time: the same bytes every run.
        let again = try tiny(arguments.map { $0 == "run.md" ? "again.md" : $0 }, in: scratch)
        #expect(again.stdout == run.stdout, "\(again)")
        #expect(try scratch.bytes("again.md") == scratch.bytes("run.md"))
    }

    /// Many fixtures before it are counted, and the last one named.
    @Test func afterSeveralFixtures_theLastIsNamed() throws {
        let scratch = try Scratch()
        try recordCorpus(in: scratch)
        // A second session of slot a, which passes after a: its slot is the one kept.
        try scratch.write(try scratch.bytes("corpus/a.fixture.gz"), to: "corpus/a2.fixture.gz")
        let run = try tiny(
            ["replay", "--shared-process", "--jobs", "1", "corpus/a.fixture.gz", "corpus/a2.fixture.gz", "corpus/b.fixture.gz"], in: scratch
        )
        #expect(run.status == 1, "\(run)")
        #expect(
            Array(run.stdoutLines.prefix(3)) == [
                "PASS corpus/a.fixture.gz", "PASS corpus/a2.fixture.gz",
                "DEPENDS corpus/b.fixture.gz: fails after the fixtures before it, passes alone",
            ], "\(run)")
        #expect(
            run.stdoutLines.contains(
                #"after 2 fixtures in the same process (the last corpus/a2.fixture.gz): first difference at #1 (100 ms): tiny request at 100 ms changed request.slot: "slot-b" → "slot-a""#
            ), "\(run)")
    }

    /// `TinyManagedAdapter`'s static manager traps on the second load in a process: the crash
    /// is what `b` did after `a`; alone it passes, so it depends on `a`, and nothing goes to
    /// stderr, where crashes are listed.
    @Test func aCrashAfterTheFixturesBeforeIt_thatPassesAlone_dependsOnThem() throws {
        let scratch = try Scratch()
        for slot in ["a", "b"] {
            let record = try tiny(
                [
                    "record", "--format", "banner", "--adapter", "TinyManagedAdapter", "--parameter", "slot-\(slot)",
                    "--script", "load; +1000 tap", "--out", "managed/\(slot).fixture.gz",
                ], in: scratch)
            try #require(record.status == 0, "\(record)")
        }
        let run = try tiny(["replay", "--shared-process", "--jobs", "1", "managed"], in: scratch)
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr == "", "\(run)")
        #expect(
            run.stdoutLines == [
                "PASS managed/a.fixture.gz",
                "DEPENDS managed/b.fixture.gz: fails after the fixtures before it, passes alone",
                "",
                "managed/b.fixture.gz: \(Self.dependsHeadline)",
                "after managed/a.fixture.gz in the same process: crashed at TinyNetwork/TinyManagedAdapter.swift:29: Unexpectedly found nil while unwrapping an Optional value",
                Self.dependsMessage[2],
                "2 fixtures: 1 passed, 1 depends on the fixtures before it",
            ], "\(run)")
    }

    /// A trap that is there alone too is the crash the default mode reports, word for word.
    @Test func aCrashThatCrashesAlone_isTheCrashOfAFreshProcess() throws {
        let scratch = try ReplayCrashIsolationTests.corpus()
        let fresh = try scratch.run(["replay", "--jobs", "1", "fixtures"] + ReplayCrashIsolationTests.swiftLegacy)
        let shared = try scratch.run(["replay", "--shared-process", "--jobs", "1", "fixtures"] + ReplayCrashIsolationTests.swiftLegacy)
        #expect(fresh.status == 1, "\(fresh)")
        #expect(fresh.stdoutLines.contains("CRASH \(ReplayCrashIsolationTests.crashing)"), "\(fresh)")
        #expect(shared.status == fresh.status && shared.stdout == fresh.stdout && shared.stderr == fresh.stderr, "\(shared)")
    }

    /// An update in a shared process would write what the adapter did after the fixtures before
    /// it into the fixture: refused, and nothing is written.
    @Test func update_isRefused() throws {
        let scratch = try Scratch()
        try recordCorpus(in: scratch)
        let before = try scratch.bytes("corpus/b.fixture.gz")
        let run = try tiny(["replay", "--shared-process", "--update", "corpus"], in: scratch)
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "", "\(run)")
        #expect(
            run.stderr.hasPrefix(
                "Error: --update cannot be used with --shared-process: a fixture would be rewritten with what the adapter did after the fixtures before it, not what it does alone.\n"
            ), "\(run)")
        #expect(try scratch.bytes("corpus/b.fixture.gz") == before)
    }
}
