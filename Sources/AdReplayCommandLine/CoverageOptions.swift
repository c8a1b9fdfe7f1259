import AdReplayIsolation
import AdReplayReports
import ArgumentParser
import Foundation

/// `replay --coverage`, `--coverage-sources PATH`, `--min-coverage N`: which lines and regions of
/// the adapter's own sources the fixtures ran, counted by the toolchain's LLVM coverage in an
/// executable built for it (``ProfileRuntime``), gathered from every process of the run.
struct CoverageOptions: ParsableArguments {
    @Flag(
        help:
            "After the run, report which lines and regions of the adapter's own sources the fixtures ran, per file, with the source of each place never run (LLVM coverage: the tool must be built with swift build --enable-code-coverage)."
    )
    var coverage = false

    @Option(
        name: .customLong("coverage-sources"),
        help: ArgumentHelp(
            "The adapter's Swift files or folders the coverage report is about, as the tool was built from them (repeatable; default: the tool's own adapters' folders). Implies --coverage.",
            valueName: "path"))
    var sources: [String] = []

    // Unconditional: `--min-coverage -1` is a value to refuse with the rule, not a missing value.
    @Option(
        name: .customLong("min-coverage"),
        parsing: .unconditional,
        help: ArgumentHelp(
            "Fail the run (exit 1) when less than this percentage of the adapter's lines ran, e.g. 85 in CI. Implies --coverage.",
            valueName: "percent"))
    var minimum: Double?

    /// Whether the run reports coverage.
    var isOn: Bool { coverage || !sources.isEmpty || minimum != nil }

    func validate() throws {
        if let minimum, !(0...100).contains(minimum) {
            throw ValidationError("--min-coverage is a percentage from 0 to 100, not \(minimum).")
        }
    }

    /// The run's coverage gathering, after every check that can be made before the replays; nil
    /// without `--coverage`.
    func gathering(json: Bool) throws -> CoverageGathering? {
        guard isOn else { return nil }
        if json {
            ProfileRuntime.discard()
            throw Failure.input("--coverage prints a text report after the run's; it cannot be used with --json.")
        }
        do {
            return try CoverageGathering(sources: sources, minimum: minimum)
        } catch {
            // A tool built for coverage writes its own profile at exit: a refused run leaves none.
            ProfileRuntime.discard()
            throw error
        }
    }
}

/// One run's coverage: every process of the run writes its profile into a temporary folder (the
/// workers and the children they fork merge into one file, `%m`); after the run, a
/// ``CoverageReader`` reads it for the adapter's sources. The folder goes with the gathering,
/// also when the run stops before its report (a class, for its `deinit`).
final class CoverageGathering {
    let reader: CoverageReader
    let minimum: Double?
    let directory: String

    /// What the workers' `LLVM_PROFILE_FILE` is.
    var pattern: String { directory + "/adreplay-%m.profraw" }

    /// The workers' environment, on top of this process's.
    var environment: [String: String] { ["LLVM_PROFILE_FILE": pattern] }

    /// Refuses what cannot give a report: an executable without the profile runtime, no
    /// sources or a missing one, no toolchain tools.
    init(sources given: [String], minimum: Double?, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        guard ProfileRuntime.isLinked else { throw Failure.input(Self.notBuiltForCoverage(CommandLineTool.current.name)) }
        reader = try CoverageReader(sources: given, command: "--coverage", environment: environment)
        self.minimum = minimum
        directory = try CoverageReader.temporaryFolder(command: "--coverage")
        // This process's own profile goes there too, not into the working directory.
        ProfileRuntime.send(to: pattern)
    }

    deinit {
        // This process's profile, sent into the folder, would be written there at exit.
        ProfileRuntime.discard()
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// The refusal of an executable built without coverage: one sentence with the build command.
    static func notBuiltForCoverage(_ name: String) -> String {
        "--coverage: this \(name) was not built for coverage (it has no LLVM profile runtime); build one with `swift build --enable-code-coverage --build-path .build-cov --product \(name)` and run .build-cov/debug/\(name)."
    }

    /// Merges the profiles the run wrote, reads the adapter's coverage and prints the report.
    /// Returns false when `--min-coverage` is not met.
    func report(fixtures: Int) throws -> Bool {
        // This process's own profile too (it ran no adapter), now: at exit the folder is gone,
        // so it is sent nowhere then.
        ProfileRuntime.write()
        ProfileRuntime.discard()
        let profiles = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".profraw") }
            .sorted().map { directory + "/" + $0 }
        guard !profiles.isEmpty else {
            throw Failure.input(
                "--coverage: no process of the run wrote a coverage profile into \(directory); the LLVM profile runtime's errors above say why."
            )
        }
        let report = try reader.read(profiles: profiles, executable: ReplayWorkers.currentExecutable, in: directory)
        print("")
        return CoverageReader.print(report, fixtures: fixtures, minimum: minimum)
    }
}
