import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `adreplay replay --adapter OLD=NEW`: the corpus recorded with one adapter, replayed against
/// another (here Google's Swift port of the Sample adapters).
@Suite struct ReplayAdapterTests {
    static let swiftFamily = [
        "--adapter", "SampleCustomEvent=SampleCustomEventSwift",
        "--adapter", "SampleLegacyCustomEventNativeAd=SampleLegacyCustomEventNativeAdSwift",
    ]
    static let known =
        "OspreyMediationAdapter, SampleCustomEvent, SampleCustomEventSwift, SampleLegacyCustomEventNativeAd, SampleLegacyCustomEventNativeAdSwift, SampleSelfTrackingCustomEventNativeAd"

    @Test func aFormatTheSubstituteLacks_isUnsupported() throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: "rewarded/fill.fixture.gz", to: "fixtures/rewarded/fill.fixture.gz")
        try scratch.copy(fixture: "banner/fill.fixture.gz", to: "fixtures/banner/fill.fixture.gz")
        let run = try scratch.run(["replay", "--junit", "report.xml", "fixtures", "--adapter", "SampleCustomEvent=SampleCustomEventSwift"])
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr == "")
        #expect(
            run.stdoutLines == [
                "PASS fixtures/banner/fill.fixture.gz",
                "  note: recorded with adapter SampleCustomEvent 1.0.0, replayed with SampleCustomEventSwift 0.0.0",
                "UNSUPPORTED fixtures/rewarded/fill.fixture.gz",
                "  note: recorded with adapter SampleCustomEvent 1.0.0, replayed with SampleCustomEventSwift 0.0.0",
                "",
                "fixtures/rewarded/fill.fixture.gz: SampleCustomEventSwift does not implement rewarded",
                "2 fixtures: 1 passed, 1 unsupported",
            ])
        let xml = String(decoding: try scratch.bytes("report.xml"), as: UTF8.self)
        #expect(
            xml.contains(
                #"      <failure type="unsupported" message="fixtures/rewarded/fill.fixture.gz: SampleCustomEventSwift does not implement rewarded">"#
            ), "\(xml)")
        #expect(xml.contains(#"tests="2" failures="1" errors="0""#))
    }

    @Test func json_saysUnsupported() throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: "appOpen/fill.fixture.gz", to: "fixtures/appOpen/fill.fixture.gz")
        let run = try scratch.run(["replay", "--json", "fixtures"] + Self.swiftFamily)
        #expect(run.status == 1, "\(run)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let entry = try #require((report["fixtures"] as? [[String: Any]])?.first)
        #expect(entry["status"] as? String == "unsupported")
        #expect(entry["headline"] as? String == "SampleCustomEventSwift does not implement appOpen")
        #expect((report["totals"] as? [String: Int])?["unsupported"] == 1)
    }

    @Test func unknownClass_exitsTwoNamingTheKnownOnes() throws {
        for argument in ["SampleCustomEvent=SampleCustomEventKotlin", "SampleCustomEventKotlin=SampleCustomEvent"] {
            let run = try AdReplayCLI.run(["replay", "recordings/banner", "--adapter", argument])
            #expect(run.status == 2, "\(run)")
            #expect(run.stdout == "")
            #expect(
                run.stderr
                    == "--adapter \(argument): no adapter is registered as SampleCustomEventKotlin; the known ones are \(Self.known).\n")
        }
    }

    @Test func notOldEqualsNew_isAUsageError() throws {
        let run = try AdReplayCLI.run(["replay", "recordings/banner", "--adapter", "SampleCustomEventSwift"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("Error: The value 'SampleCustomEventSwift' is invalid for '--adapter <OLD=NEW>'"), "\(run)")
    }

    @Test func sameRecordedClassTwice_exitsTwo() throws {
        let run = try AdReplayCLI.run([
            "replay", "recordings/banner", "--adapter", "SampleCustomEvent=SampleCustomEventSwift",
            "--adapter", "SampleCustomEvent=SampleCustomEvent",
        ])
        #expect(run.status == 2, "\(run)")
        #expect(
            run.stderr
                == "--adapter SampleCustomEvent=SampleCustomEvent: SampleCustomEvent is already replaced by SampleCustomEventSwift; give each recorded class once.\n"
        )
    }

    @Test func withUpdate_exitsTwo() throws {
        let run = try AdReplayCLI.run(["replay", "--update", "recordings/banner", "--adapter", "SampleCustomEvent=SampleCustomEventSwift"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "")
        #expect(
            run.stderr
                == "--update cannot be used with --adapter: it would write another adapter's behaviour into fixtures that name the recorded one.\n"
        )
    }
}

/// The committed corpus replayed against the Swift family: the fixtures where the two families
/// differ, each with its headline, pinned in `Resources/swift-family-migration.txt`.
///
/// The corpus is re-recorded from time to time; then regenerate the file with
/// `ADREPLAY_RECORD=all swift test --filter SwiftFamilyMigrationTests` and review its diff.
@Suite struct SwiftFamilyMigrationTests {
    static let golden = AdReplayCLI.packageRoot.appendingPathComponent("Tests/AdReplayCLITests/Resources/swift-family-migration.txt")

    /// `STATUS path: headline` for each fixture that does not pass, then the totals.
    static func summary(_ run: CLIRun) -> [String] {
        let lines = run.stdoutLines
        let listEnd = lines.firstIndex(of: "") ?? lines.count - 1
        var summary: [String] = []
        for line in lines[..<listEnd] where !line.hasPrefix("PASS ") && !line.hasPrefix("  note: ") {
            let path = line.split(separator: " ", maxSplits: 1).last.map(String.init) ?? line
            let headline = lines[listEnd...].first { $0.hasPrefix(path + ": ") } ?? path
            summary.append(line.split(separator: " ", maxSplits: 1)[0] + " " + headline)
        }
        return summary + [lines.last ?? ""]
    }

    @Test func swiftFamily_differsWhereTheGoldenFileSays() throws {
        let run = try AdReplayCLI.run(["replay", "recordings"] + ReplayAdapterTests.swiftFamily)
        #expect(run.exited, "\(run)")
        #expect(run.status == 1, "\(run)")
        let actual = Self.summary(run)
        if ProcessInfo.processInfo.environment["ADREPLAY_RECORD"] == "all" {
            try FileManager.default.createDirectory(at: Self.golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((actual.joined(separator: "\n") + "\n").utf8).write(to: Self.golden, options: .atomic)
            return
        }
        let regenerate = "if the change is intended, regenerate it with: ADREPLAY_RECORD=all swift test --filter SwiftFamilyMigrationTests"
        let text = try #require(try? String(contentsOf: Self.golden, encoding: .utf8), "\(Self.golden.path) is missing; \(regenerate)")
        let expected = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        for index in 0..<max(expected.count, actual.count) {
            let want = index < expected.count ? expected[index] : "(nothing)"
            let got = index < actual.count ? actual[index] : "(nothing)"
            guard want == got else {
                Issue.record(
                    """
                    swift-family-migration.txt line \(index + 1) differs:
                      expected: \(want)
                      actual:   \(got)
                    \(regenerate)
                    """)
                return
            }
        }
    }
}
