import AdReplay
import Foundation
import Testing

/// The command line as a library: `tiny-replay` (Tests/TinyReplay) is AdReplay's command line
/// built by a user in one call, with the Tiny network's plug-in and adapter. It records, replays,
/// inspects and diffs them, and every message names it.
@Suite struct CommandLineLibraryTests {
    private func tiny(_ arguments: [String], in directory: URL) throws -> CLIRun {
        let binary = try AdReplayCLI.located.get().deletingLastPathComponent().appendingPathComponent("tiny-replay")
        return try AdReplayCLI.runProcess(binary, arguments, in: directory)
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
        #expect(run.stdout == """
            WROTE v/fill.fixture.gz
            WROTE v/failure-failure.fixture.gz
            WROTE v/missing-ad-unit.fixture.gz
            WROTE v/late-fill.fixture.gz
            4 variants: 4 written

            """)
        #expect(try tiny(["replay", "v"], in: scratch.url).stdout.hasSuffix("4 fixtures: 4 passed\n"))
    }

    /// Explore works on the tool's own adapter and network. The Tiny adapter keeps one completion
    /// handler, and the harness makes one adapter per session (GMA makes one per load: a known
    /// gap, see the README), so a load while another waits for its answer overwrites it. The
    /// finding is shrunk to three loads and written as a fixture that replays as the bug.
    @Test func explore_findsTheToolsAdapterLosingAnOverlappingLoad() throws {
        let scratch = try Scratch()
        let run = try tiny(["explore", "--format", "banner", "--runs", "20", "--out", "found"], in: scratch.url)
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout == """
            FOUND load completes exactly once (ad 2) → found/load-completes-exactly-once.fixture.gz (3 steps: load; load; load, answer fill)
            explored 20 sessions of banner with TinyAdapter (seed 0): 1 found

            """)
        let replay = try tiny(["replay", "found"], in: scratch.url)
        #expect(replay.status == 0, "\(replay)")
        #expect(replay.stdout.contains("note: the recording breaks a mediation contract: ad 2: load completes exactly once"), "\(replay)")
    }

    @Test func explore_ofAFormatWithoutADefaultParameter_asksForOne() throws {
        let scratch = try Scratch()
        let run = try tiny(["explore", "--format", "interstitial", "--out", "found"], in: scratch.url)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix(
            "Error: --parameter is needed for interstitial (the server parameter, the network's ad unit).\nUsage: tiny-replay explore"), "\(run)")
        let given = try tiny(["explore", "--format", "interstitial", "--parameter", "x", "--runs", "5", "--out", "found"], in: scratch.url)
        #expect(given.status == 0, "\(given)")
        #expect(given.stdout == "explored 5 sessions of interstitial with TinyAdapter (seed 0): nothing found\n")
    }

    @Test func unknownAnswer_isAUsageError_listingTheToolsNetworkAnswers() throws {
        let scratch = try Scratch()
        let run = try tiny(["record", "--format", "banner", "--answer", "noInventory", "--out", "x.fixture.gz"], in: scratch.url)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("Error: --answer noInventory is not an answer of the Tiny network (banner); it takes fill, failure.\n"))
        #expect(run.stderr.contains("Usage: tiny-replay record"))
        #expect(!scratch.exists("x.fixture.gz"))
    }

    @Test func aFormatWithoutADefaultParameter_asksForOne() throws {
        let scratch = try Scratch()
        let run = try tiny(["record", "--format", "native", "--out", "x.fixture.gz"], in: scratch.url)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix(
            "Error: --parameter is needed for native (the server parameter, the network's ad unit), or --no-parameter.\nUsage: tiny-replay record"),
            "\(run)")
    }

    @Test func aFormatNoRegisteredAdapterSpeaks_asksForAnAdapter() throws {
        let scratch = try Scratch()
        let run = try tiny(["record", "--format", "nativeLegacy", "--parameter", "x", "--out", "x.fixture.gz"], in: scratch.url)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("Error: --adapter is needed for nativeLegacy (registered: TinyAdapter).\nUsage: tiny-replay record"), "\(run)")
        #expect(!scratch.exists("x.fixture.gz"))
    }
}
