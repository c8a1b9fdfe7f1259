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
/// workers and the children they fork merge into one file, `%m`); after the run,
/// `llvm-profdata merge` and `llvm-cov export` over the adapter's sources, rendered as a
/// ``CoverageReport``.
struct CoverageGathering {
    var tools: LLVMTools
    /// Absolute paths.
    var sources: [String]
    var minimum: Double?
    var directory: String
    var executable: String

    /// What the workers' `LLVM_PROFILE_FILE` is.
    var pattern: String { directory + "/adreplay-%m.profraw" }

    /// The workers' environment, on top of this process's.
    var environment: [String: String] { ["LLVM_PROFILE_FILE": pattern] }

    /// Refuses what cannot give a report: an executable without the profile runtime, no
    /// sources or a missing one, no toolchain tools.
    init(sources given: [String], minimum: Double?, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let name = CommandLineTool.current.name
        guard ProfileRuntime.isLinked else { throw Failure.input(Self.notBuiltForCoverage(name)) }
        let named = given.isEmpty ? CommandLineTool.current.coverageSources : given
        guard !named.isEmpty else {
            throw Failure.input(
                "--coverage needs the adapter's sources: give --coverage-sources with the folder of its Swift files (\(name) names none of its own)."
            )
        }
        let workingDirectory = FileManager.default.currentDirectoryPath
        sources = try named.map { path in
            guard FileManager.default.fileExists(atPath: path) else {
                throw Failure.input(
                    "--coverage-sources \(path.escapingControlCharacters): no such file or folder; give the adapter's Swift files or folder as \(name) was built from them."
                )
            }
            return path.hasPrefix("/")
                ? path : URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: workingDirectory)).standardized.path
        }
        guard let tools = LLVMTools.locate(path: environment["PATH"]) else {
            throw Failure.input(
                "--coverage: no llvm-profdata and llvm-cov beside the swift on PATH; put the Swift toolchain's usr/bin first on PATH (another LLVM's tools refuse its profiles)."
            )
        }
        self.tools = tools
        self.minimum = minimum
        executable = ReplayWorkers.currentExecutable
        let temporary = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
        var template = Array(temporary.appendingPathComponent("adreplay-coverage-XXXXXX").path.utf8CString)
        guard let made = mkdtemp(&template) else {
            throw Failure.input("--coverage: cannot make a temporary folder in \(temporary.path); free some space there or set TMPDIR.")
        }
        directory = String(cString: made)
        // This process's own profile goes there too (at exit if the run stops early, the folder
        // then left behind for whoever reads it), not into the working directory.
        ProfileRuntime.send(to: pattern)
    }

    /// The refusal of an executable built without coverage: one sentence with the build command.
    static func notBuiltForCoverage(_ name: String) -> String {
        "--coverage: this \(name) was not built for coverage (it has no LLVM profile runtime); build one with `swift build --enable-code-coverage --build-path .build-cov --product \(name)` and run .build-cov/debug/\(name)."
    }

    /// Merges the profiles the run wrote, reads the adapter's coverage, prints the report, and
    /// removes the temporary folder. Returns false when `--min-coverage` is not met.
    func report(fixtures: Int) throws -> Bool {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let report = try read()
        let workingDirectory = FileManager.default.currentDirectoryPath + "/"
        print("")
        print(
            report.text(
                fixtures: fixtures,
                displayPath: { $0.hasPrefix(workingDirectory) ? String($0.dropFirst(workingDirectory.count)) : $0 },
                source: { path in
                    (try? String(contentsOfFile: path, encoding: .utf8)).map { $0.split(separator: "\n", omittingEmptySubsequences: false) }
                }),
            terminator: "")
        guard let minimum else { return true }
        let threshold = minimum.rounded() == minimum ? String(Int(minimum)) : String(minimum)
        if report.meets(minimum: minimum) {
            print("--min-coverage \(threshold): met, \(report.lines.percent) of the adapter's lines ran.")
            return true
        }
        print(
            "--min-coverage \(threshold): not met, only \(report.lines.percent) of the adapter's lines ran (\(report.lines.covered) of \(report.lines.count)), which fails the run; record fixtures that run the places above."
        )
        return false
    }

    /// The report of what the run's profiles say of the sources.
    private func read() throws -> CoverageReport {
        // This process's own profile too (it ran no adapter), now: at exit the folder is gone,
        // so it is sent nowhere then.
        ProfileRuntime.write()
        ProfileRuntime.discard()
        let profiles = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".profraw") }
            .sorted()
        guard !profiles.isEmpty else {
            throw Failure.input(
                "--coverage: no process of the run wrote a coverage profile into \(directory); the LLVM profile runtime's errors above say why."
            )
        }
        let merged = directory + "/merged.profdata"
        let merging = try LLVMTools.run(
            tools.profdata, ["merge", "-sparse", "-o", merged] + profiles.map { directory + "/" + $0 }, output: directory + "/merge.txt",
            in: directory)
        guard merging.status == 0 else {
            throw Failure.input(
                "--coverage: \(tools.profdata) could not merge the run's profiles (\(merging.complaint)); build the tool and report with the same Swift toolchain."
            )
        }
        let exported = directory + "/export.json"
        let exporting = try LLVMTools.run(
            tools.cov, ["export", "-instr-profile", merged, executable] + sources, output: exported, in: directory)
        guard exporting.status == 0 else {
            if exporting.complaint.lowercased().contains("no coverage data found") {
                throw Failure.input(
                    "--coverage: \(executable) has the profile runtime but no coverage mapping; build it with `swift build --enable-code-coverage --build-path .build-cov` (or -profile-generate with -profile-coverage-mapping)."
                )
            }
            throw Failure.input(
                "--coverage: \(tools.cov) could not read \(executable)'s coverage (\(exporting.complaint)); build the tool and report with the same Swift toolchain."
            )
        }
        let export: LLVMCoverageExport
        do throws(LLVMCoverageExport.ReadError) {
            export = try LLVMCoverageExport.read(FileManager.default.contents(atPath: exported) ?? Data())
        } catch {
            throw Failure.input("--coverage: what \(tools.cov) exported \(error.description); report it with the toolchain's version.")
        }
        // llvm-cov ignores a source it does not know and then exports every file: kept here are
        // only the files named and those under a folder named.
        let named = Set(sources + sources.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path })
        let report = export.data.first.map { export in
            CoverageReport(export) { path in
                named.contains(path) || named.contains { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
            }
        }
        guard let report, !report.files.isEmpty else {
            throw Failure.input(
                "--coverage-sources \(sources.joined(separator: " ")): none of these files is in \(executable)'s coverage mapping; give the adapter's Swift files or folder as it was built from them."
            )
        }
        return report
    }
}
