import AdReplayCommandLine
import Foundation
import Testing

/// The root command: help, version, and the one funnel that turns usage errors into exit 2.
@Suite struct AdReplayCommandTests {
    // MARK: Help and version

    @Test func help_listsEverySubcommandAndExitsZero() throws {
        let run = try AdReplayCLI.run(["--help"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "")
        #expect(run.stdout.hasPrefix("OVERVIEW: Record and replay ad-mediation adapter sessions as fixtures.\n"))
        #expect(run.stdout.contains("USAGE: adreplay <subcommand>"))
        for subcommand in ["record", "replay", "inspect", "diff", "variants"] {
            #expect(run.stdout.contains("\n  \(subcommand) "), "no \(subcommand) in:\n\(run.stdout)")
        }
        #expect(run.stdout.contains("Exit status: 0 success; 1 a replay or diff found differences"))
        #expect(run.stdout.contains("2 bad usage or unreadable input."))
    }

    @Test func helpSubcommand_showsTheSubcommandsHelp() throws {
        let run = try AdReplayCLI.run(["help", "record"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("USAGE: adreplay record [<options>] --format <format> --out <out>"))
    }

    @Test func recordHelp_namesEveryOption() throws {
        let run = try AdReplayCLI.run(["record", "--help"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "")
        #expect(run.stdout.hasPrefix("OVERVIEW: Run a scenario against a live (seeded or forced) network and write"))
        #expect(run.stdout.contains("USAGE: adreplay record [<options>] --format <format> --out <out>"))
        let options = [
            "--format <format>", "--out <out>", "--adapter <adapter>", "--parameter <parameter>", "--no-parameter", "--seed <seed>",
            "--answer <answer>", "--video <video>", "--variant <variant>", "--download-images <download-images>",
            "--aspect-ratio <aspect-ratio>", "--ad-choices-position <ad-choices-position>",
            "--multiple-images <multiple-images>", "--test-request", "--installed-app <installed-app>",
            "--format-ids <format-ids>", "--script <script>", "--name <name>", "--force",
        ]
        for option in options {
            #expect(run.stdout.contains("  \(option)"), "no \(option) in:\n\(run.stdout)")
        }
    }

    @Test func recordHelp_showsEachFormatsDefaultScript() throws {
        let run = try AdReplayCLI.run(["record", "--help"])
        #expect(run.stdout.contains("Without --script each format runs a full flow:\n"))
        #expect(run.stdout.contains("  banner: load; +1000 tap\n"))
        #expect(run.stdout.contains("  rewarded: load; +1000 present; +10500 tap; +500 close\n"))
        #expect(run.stdout.contains("  customNative: load; +1000 impression; +500 impression; +500 click Headline\n"))
    }

    @Test func replayHelp_namesItsOptions() throws {
        let run = try AdReplayCLI.run(["replay", "--help"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "")
        #expect(run.stdout.contains("USAGE: adreplay replay [<options>] <paths> ..."))
        #expect(run.stdout.contains("Exit status: 0 all pass; 1 some differ or break a contract; 2 unreadable input."))
        for option in ["--update", "--json", "--junit <junit>", "--max-age <days>", "--fail-stale"] {
            #expect(run.stdout.contains("  \(option) "), "no \(option) in:\n\(run.stdout)")
        }
    }

    @Test func inspectHelp_namesItsOptions() throws {
        let run = try AdReplayCLI.run(["inspect", "--help"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "")
        #expect(run.stdout.contains("OVERVIEW: Print a fixture as a readable timeline, as its canonical JSON, or as\na sequence diagram."))
        #expect(run.stdout.contains("USAGE: adreplay inspect <file> [--json] [--mermaid] [--textconv]"))
        for option in ["--json", "--mermaid", "--textconv"] {
            #expect(run.stdout.contains("  \(option) "), "no \(option) in:\n\(run.stdout)")
        }
    }

    @Test func diffHelp_namesItsArguments() throws {
        let run = try AdReplayCLI.run(["diff", "--help"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "")
        #expect(run.stdout.contains("OVERVIEW: Show the semantic difference between two fixtures."))
        #expect(run.stdout.contains("Exit status: 0 the same; 1 they differ; 2 unreadable input."))
        #expect(run.stdout.contains("USAGE: adreplay diff <a> <b>"))
    }

    @Test func version_printsToolVersion() throws {
        let run = try AdReplayCLI.run(["--version"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "adreplay (AdReplay 0.1.0)\n")
        #expect(run.stderr == "")
    }

    /// On a toolchain that moved an internal, `--version` names each one the process runs without.
    @Test func version_namesTheInternalsThisProcessRunsWithout() {
        #expect(CommandLineTool.runningWithout([], cachedThreadIDs: ("tid", 3)) == "")
        #expect(
            CommandLineTool.runningWithout([("_CFRunLoopGet0b", "MainRunLoop asks …")], cachedThreadIDs: ("tid", 0))
                == "\nruns without _CFRunLoopGet0b: MainRunLoop asks …\nruns without tid: a fresh process's threads may never hand each "
                + "other the Swift runtime's locks; use --shared-process if a replay hangs")
    }

    // MARK: Usage errors: exit 2 (not ArgumentParser's 64), stderr only

    /// Arguments ArgumentParser itself refuses, and a phrase its message must hold.
    static let parserRefusals: [(arguments: [String], says: String)] = [
        (["bogus"], "Unexpected argument 'bogus'"),
        (["record", "--out", "x.fixture.gz"], "Missing expected argument '--format <format>'"),
        (["record", "--format", "banner"], "Missing expected argument '--out <out>'"),
        (["record", "--format", "nope", "--out", "x.fixture.gz"], "The value 'nope' is invalid for '--format <format>'"),
        (
            ["record", "--format", "banner", "--out", "x.fixture.gz", "--answer", "maybe"],
            "--answer maybe is not an answer of the Sample network (banner); it takes fill, unknown, networkError, noInventory."
        ),
        (["record", "--format", "banner", "--out", "x.fixture.gz", "--seed", "-1"], "--seed"),
        (["record", "--format", "banner", "--out", "x.fixture.gz", "--frobnicate"], "Unknown option '--frobnicate'"),
        (["replay"], "Missing expected argument '<paths> ...'"),
        (["inspect"], "Missing expected argument '<file>'"),
        (["diff", "a.fixture.gz"], "Missing expected argument '<b>'"),
    ]

    @Test(arguments: parserRefusals.indices)
    func usageError_exitsTwoWithMessageOnStderr(_ index: Int) throws {
        let (arguments, phrase) = Self.parserRefusals[index]
        let scratch = try Scratch()
        let run = try scratch.run(arguments)
        #expect(run.status == 2, "adreplay \(arguments.joined(separator: " ")): \(run)")
        #expect(run.exited)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("Error: "), "\(run)")
        #expect(run.stderr.contains(phrase), "\(run)")
        #expect(run.stderr.contains("Usage: adreplay"), "\(run)")
        #expect(!scratch.exists("x.fixture.gz"))
    }

    @Test func seedWithAnswer_isAUsageError() throws {
        let scratch = try Scratch()
        let run = try scratch.run("record --format banner --out x.fixture.gz --seed 1 --answer fill")
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "")
        #expect(
            run.stderrLines == [
                "Error: --seed and --answer exclude each other.",
                "Usage: adreplay record [<options>] --format <format> --out <out>",
                "  See 'adreplay record --help' for more information.",
            ])
        #expect(!scratch.exists("x.fixture.gz"))
    }

    @Test func parameterWithNoParameter_isAUsageError() throws {
        let scratch = try Scratch()
        let run = try scratch.run("record --format banner --out x.fixture.gz --parameter unit --no-parameter")
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "")
        #expect(
            run.stderrLines == [
                "Error: --parameter and --no-parameter exclude each other.",
                "Usage: adreplay record [<options>] --format <format> --out <out>",
                "  See 'adreplay record --help' for more information.",
            ])
        #expect(!scratch.exists("x.fixture.gz"))
    }

    /// Bad script text, and the parse error `adreplay` reports after "Error: --script: ".
    static let badScripts: [(script: String, error: String)] = [
        (
            "load; +1000 frobnicate",
            #"script step 2: unknown action "frobnicate" (load, present, tap, close, render, impression, click ASSET, untrack, adchoices, click-handler on|off, choose BUTTON, wait MS)"#
        ),
        ("load; +soon present", #"script step 2: "+soon" is not a time (use @MS or +MS)"#),
        (" ; ", "the script has no actions"),
        ("load; +1000", "script step 2 has a time but no action"),
        ("load; wait later", "script step 2: wait needs a number of milliseconds"),
        ("load; present now", "script step 2: present takes no argument"),
        ("load; click", "script step 2: click needs an asset name"),
        ("load; click-handler maybe", "script step 2: click-handler takes on or off"),
    ]

    @Test(arguments: badScripts.indices)
    func badScript_isAUsageError(_ index: Int) throws {
        let (script, error) = Self.badScripts[index]
        let scratch = try Scratch()
        let run = try scratch.run(["record", "--format", "interstitial", "--out", "x.fixture.gz", "--script", script])
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "")
        #expect(run.stderrLines.first == "Error: --script: \(error)", "\(run)")
        #expect(!scratch.exists("x.fixture.gz"))
    }

    /// A bad script is a usage error of `record`, so the usage shown is record's.
    @Test func badScript_pointsAtRecordsUsage() throws {
        let scratch = try Scratch()
        let run = try scratch.run(["record", "--format", "banner", "--out", "x.fixture.gz", "--script", "load; +1000 frobnicate"])
        #expect(
            run.stderrLines.dropFirst() == [
                "Usage: adreplay record [<options>] --format <format> --out <out>",
                "  See 'adreplay record --help' for more information.",
            ])
    }
}
