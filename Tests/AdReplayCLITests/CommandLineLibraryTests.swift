import AdReplay
import Foundation
import Testing

/// The command line as a library: `tiny-replay` (Tests/TinyReplay) is AdReplay's command line
/// built by a user in one call, with the Tiny network's plug-in and adapter. It records, replays,
/// inspects and diffs them, and every message names it.
@Suite struct CommandLineLibraryTests {
    private func tiny(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> CLIRun {
        let binary = try AdReplayCLI.located.get().deletingLastPathComponent().appendingPathComponent("tiny-replay")
        return try AdReplayCLI.runProcess(binary, arguments, in: directory, environment: environment)
    }

    /// The sentence every recording verb refuses with when the tool forgot the network's plug-in.
    private static let noPlugin =
        "adapter TinyAdapter talks to a network no plug-in is registered for, so nothing its SDK does would be recorded; register the network's plug-in with register(network:)."

    /// A tool that registers its adapter without its network's plug-in would record the SDK's
    /// fallback, not what the network said: every recording verb refuses, before asking for
    /// anything else, and writes nothing.
    @Test func aMissingNetworkPlugIn_isRefusedByEveryRecordingVerb() throws {
        let scratch = try Scratch()
        let without = ["TINY_REPLAY_WITHOUT_NETWORK": "1"]
        let record = try tiny(
            ["record", "--format", "banner", "--answer", "noFill", "--out", "f.fixture.gz"], in: scratch.url,
            environment: without)
        #expect(record.status == 2, "\(record)")
        #expect(record.stderr.hasPrefix("Error: \(Self.noPlugin)\nUsage: tiny-replay record"), "\(record)")
        let explore = try tiny(["explore", "--format", "banner", "--out", "found"], in: scratch.url, environment: without)
        #expect(explore.status == 2, "\(explore)")
        #expect(explore.stderr.hasPrefix("Error: \(Self.noPlugin)\nUsage: tiny-replay explore"), "\(explore)")
        _ = try tiny(["record", "--format", "banner", "--answer", "fill", "--out", "fill.fixture.gz"], in: scratch.url)
        let variants = try tiny(["variants", "fill.fixture.gz", "--out", "v"], in: scratch.url, environment: without)
        #expect(variants.status == 2, "\(variants)")
        #expect(variants.stderr == "fill.fixture.gz: its variants cannot be recorded: \(Self.noPlugin.dropLast()); nothing was written.\n")
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted()
        #expect(left == ["fill.fixture.gz"])
    }

    /// A format the adapter leaves to the protocol's default is refused by name, with what it
    /// does implement, before the tool asks for a parameter; help and `--format` list only what
    /// the tool's adapters implement.
    @Test func aFormatTheAdapterDoesNotImplement_isRefused_andNotListed() throws {
        let scratch = try Scratch()
        let record = try tiny(["record", "--format", "rewarded", "--out", "r.fixture.gz"], in: scratch.url)
        #expect(record.status == 2, "\(record)")
        #expect(
            record.stderr.hasPrefix("Error: TinyAdapter does not implement rewarded (it implements banner).\nUsage: tiny-replay record"),
            "\(record)")
        let customNative = try tiny(["record", "--format", "customNative", "--out", "c.fixture.gz"], in: scratch.url)
        #expect(customNative.status == 2, "\(customNative)")
        #expect(
            customNative.stderr.hasPrefix("Error: --format customNative: no adapter of tiny-replay implements it; it records banner.\n"),
            "\(customNative)")
        let help = try tiny(["record", "--help"], in: scratch.url)
        #expect(help.stdout.contains("Without --script each format runs a full flow:\n  banner: load; +1000 tap\n"), "\(help.stdout)")
        #expect(help.stdout.contains("--format <format>       The ad format: banner.\n"), "\(help.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == [])
    }

    @Test func help_namesTheTool_andOnlyTheGenericVerbs() throws {
        let scratch = try Scratch()
        let run = try tiny(["--help"], in: scratch.url)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("USAGE: tiny-replay <subcommand>"))
        for verb in ["record", "replay", "inspect", "diff", "migrate", "variants", "explore"] {
            #expect(run.stdout.contains("\n  \(verb) "), "no \(verb) in:\n\(run.stdout)")
        }
        #expect(!run.stdout.contains("worker"))
        #expect(run.stdout.contains("ADREPLAY_RECORD"))
    }

    @Test func record_thenReplay_withTheToolsAdapterAndNetwork() throws {
        let scratch = try Scratch()
        let record = try tiny(["record", "--format", "banner", "--answer", "fill", "--out", "fixtures/fill.fixture.gz"], in: scratch.url)
        #expect(record.status == 0, "\(record)")
        #expect(record.stdout == "wrote fixtures/fill.fixture.gz: 8 timeline entries (1 network, 2 SDK callbacks, 2 host events)\n")
        let inspect = try tiny(["inspect", "fixtures/fill.fixture.gz"], in: scratch.url)
        #expect(inspect.stdout.contains("  format banner, adapter TinyAdapter\n"))
        #expect(inspect.stdout.contains("  #1     100 ms  tiny request slot top → fill \"Tiny ad\"\n"))
        let replay = try tiny(["replay", "fixtures"], in: scratch.url)
        #expect(replay.status == 0, "\(replay)")
        #expect(replay.stdout == "PASS fixtures/fill.fixture.gz\n1 fixture: 1 passed\n")
    }

    /// A tool built with the library is its own: `--version` names it beside AdReplay, and the
    /// JUnit and Markdown reports are titled with its name, not `adreplay`.
    @Test func versionAndReports_nameTheTool() throws {
        let scratch = try Scratch()
        let version = try tiny(["--version"], in: scratch.url)
        #expect(version.stdout == "tiny-replay (AdReplay \(ToolVersion.current))\n", "\(version)")
        _ = try tiny(["record", "--format", "banner", "--answer", "fill", "--out", "f/fill.fixture.gz"], in: scratch.url)
        let replay = try tiny(["replay", "f", "--junit", "r.xml", "--markdown", "r.md"], in: scratch.url)
        #expect(replay.status == 0, "\(replay)")
        let xml = try String(contentsOf: scratch.file("r.xml"), encoding: .utf8)
        #expect(xml.contains(#"<testsuites name="tiny-replay" tests="1" failures="0" errors="0">"#), "\(xml)")
        #expect(xml.contains(#"<testsuite name="tiny-replay replay" tests="1""#), "\(xml)")
        #expect(!xml.contains("adreplay"), "\(xml)")
        let markdown = try String(contentsOf: scratch.file("r.md"), encoding: .utf8)
        #expect(markdown.hasPrefix("# tiny-replay replay\n"), "\(markdown)")
    }

    @Test func aChangedSession_hintsTheToolsOwnUpdateCommand() throws {
        let scratch = try Scratch()
        _ = try tiny(["record", "--format", "banner", "--answer", "fill", "--out", "fill.fixture.gz"], in: scratch.url)
        // The recording loses its click, as if the adapter had not reported it when recorded.
        // Read without the Tiny plug-in, its entries are kept as stored and written back as they were.
        let path = scratch.file("fill.fixture.gz").path
        var fixture = try FixtureStore.read(path, networks: [])
        fixture.timeline.removeLast()
        try FixtureStore.write(fixture, to: path, overwrite: true)

        let replay = try tiny(["replay", "fill.fixture.gz"], in: scratch.url)
        #expect(replay.status == 1, "\(replay)")
        #expect(replay.stdout.hasPrefix("DIFF fill.fixture.gz\n"))
        #expect(replay.stdout.contains("\naccept the new behaviour with: tiny-replay replay --update fill.fixture.gz\n"), "\(replay)")
        let update = try tiny(["replay", "--update", "fill.fixture.gz"], in: scratch.url)
        #expect(update.status == 0, "\(update)")
        #expect(try tiny(["replay", "fill.fixture.gz"], in: scratch.url).status == 0)
    }

    @Test func variants_ofTheToolsNetwork() throws {
        let scratch = try Scratch()
        _ = try tiny(["record", "--format", "banner", "--answer", "fill", "--out", "fill.fixture.gz"], in: scratch.url)
        let run = try tiny(["variants", "fill.fixture.gz", "--out", "v"], in: scratch.url)
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stdout == """
                WROTE v/fill.fixture.gz
                WROTE v/failure-failure.fixture.gz
                WROTE v/missing-ad-unit.fixture.gz
                WROTE v/late-fill.fixture.gz
                4 variants: 4 written

                """)
        #expect(try tiny(["replay", "v"], in: scratch.url).stdout.hasSuffix("4 fixtures: 4 passed\n"))
    }

    /// Explore works on the tool's own adapter and network. The Tiny adapter keeps one completion
    /// handler, which is right under GMA's model of a new adapter per load: loads that overlap
    /// (the Tiny network answers late) each complete once, so a correct adapter shows nothing.
    @Test func explore_findsNothingOnTheToolsCorrectAdapter() throws {
        let scratch = try Scratch()
        let run = try tiny(["explore", "--format", "banner", "--runs", "200", "--out", "found"], in: scratch.url)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "explored 200 sessions of banner with TinyAdapter (seed 0): nothing found\n")
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("found").path))
    }

    @Test func explore_ofAFormatWithoutADefaultParameter_asksForOne() throws {
        let scratch = try Scratch()
        let noDefaults = ["TINY_REPLAY_WITHOUT_DEFAULTS": "1"]
        let run = try tiny(["explore", "--format", "banner", "--out", "found"], in: scratch.url, environment: noDefaults)
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                "Error: --parameter is needed for banner (the server parameter, the network's ad unit), or --no-parameter.\nUsage: tiny-replay explore"
            ), "\(run)")
        let given = try tiny(
            ["explore", "--format", "banner", "--parameter", "x", "--runs", "5", "--out", "found"], in: scratch.url,
            environment: noDefaults)
        #expect(given.status == 0, "\(given)")
        #expect(given.stdout == "explored 5 sessions of banner with TinyAdapter (seed 0): nothing found\n")
    }

    /// A format the tool's adapter does not implement is refused before anything else is asked.
    @Test func explore_ofAFormatTheAdapterDoesNotImplement_isRefused() throws {
        let scratch = try Scratch()
        let run = try tiny(["explore", "--format", "interstitial", "--out", "found"], in: scratch.url)
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix("Error: TinyAdapter does not implement interstitial (it implements banner).\nUsage: tiny-replay explore"),
            "\(run)")
    }

    @Test func unknownAnswer_isAUsageError_listingTheToolsNetworkAnswers() throws {
        let scratch = try Scratch()
        let run = try tiny(["record", "--format", "banner", "--answer", "noInventory", "--out", "x.fixture.gz"], in: scratch.url)
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix("Error: --answer noInventory is not an answer of the Tiny network (banner); it takes fill, failure.\n"))
        #expect(run.stderr.contains("Usage: tiny-replay record"))
        #expect(!scratch.exists("x.fixture.gz"))
    }

    @Test func aFormatWithoutADefaultParameter_asksForOne() throws {
        let scratch = try Scratch()
        let run = try tiny(
            ["record", "--format", "banner", "--out", "x.fixture.gz"], in: scratch.url,
            environment: ["TINY_REPLAY_WITHOUT_DEFAULTS": "1"])
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                "Error: --parameter is needed for banner (the server parameter, the network's ad unit), or --no-parameter.\nUsage: tiny-replay record"
            ),
            "\(run)")
    }

    @Test func aFormatNoRegisteredAdapterSpeaks_asksForAnAdapter() throws {
        let scratch = try Scratch()
        let run = try tiny(["record", "--format", "nativeLegacy", "--parameter", "x", "--out", "x.fixture.gz"], in: scratch.url)
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix("Error: --adapter is needed for nativeLegacy (registered: TinyAdapter).\nUsage: tiny-replay record"),
            "\(run)")
        #expect(!scratch.exists("x.fixture.gz"))
    }
}
