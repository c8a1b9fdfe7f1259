import ArgumentParser
import Foundation

/// `adreplay coverage EXECUTABLE PROFILE…`: `replay --coverage`'s report from profiles another
/// run wrote: a test suite's (`swift test --enable-code-coverage`), whose helpers replay fixtures
/// in child processes of the test bundle, or a coverage build's run kept with `LLVM_PROFILE_FILE`.
struct CoverageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "Report which lines and regions of the adapter's sources the profiles of a coverage build's run ran.",
        discussion: """
            Exit status: 0 reported; 1 under --min-coverage; 2 unreadable input.

            After a test suite's run: swift test --enable-code-coverage, then \(CommandLineTool.current.name) coverage \
            .build/debug/<Package>PackageTests.xctest .build/debug/codecov --coverage-sources Sources/<Adapter>.
            """
    )

    @Argument(help: "The executable (or test bundle) built with coverage whose processes wrote the profiles.")
    var executable: String

    @Argument(help: "Profiles (.profraw or .profdata), or folders: their .profraw files.")
    var profiles: [String]

    @Option(
        name: .customLong("coverage-sources"),
        help: ArgumentHelp(
            "The adapter's Swift files or folders the report is about, as the executable was built from them (repeatable; default: the tool's own adapters' folders).",
            valueName: "path"))
    var sources: [String] = []

    // Unconditional: `--min-coverage -1` is a value to refuse with the rule, not a missing value.
    @Option(
        name: .customLong("min-coverage"),
        parsing: .unconditional,
        help: ArgumentHelp("Exit 1 when less than this percentage of the adapter's lines ran, e.g. 85 in CI.", valueName: "percent"))
    var minimum: Double?

    func validate() throws {
        if let minimum, !(0...100).contains(minimum) {
            throw ValidationError("--min-coverage is a percentage from 0 to 100, not \(minimum).")
        }
    }

    func run() throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: executable, isDirectory: &isFolder), !isFolder.boolValue else {
            throw Failure.input(
                "coverage: \(executable.escapingControlCharacters): no such file; give the executable or test bundle built with --enable-code-coverage."
            )
        }
        var files: [String] = []
        for path in profiles {
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw Failure.input(
                    "coverage: \(path.escapingControlCharacters): no such file or folder; give the profiles the coverage build's run wrote."
                )
            }
            guard isFolder.boolValue else {
                files.append(path)
                continue
            }
            let raw = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".profraw") }.sorted()
            guard !raw.isEmpty else {
                throw Failure.input(
                    "coverage: \(path.escapingControlCharacters): holds no .profraw file; run the build with coverage first (swift test --enable-code-coverage)."
                )
            }
            files += raw.map { URL(fileURLWithPath: path).appendingPathComponent($0).path }
        }
        let reader = try CoverageReader(sources: sources, command: "coverage", environment: ProcessInfo.processInfo.environment)
        let directory = try CoverageReader.temporaryFolder(command: "coverage")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let report = try reader.read(profiles: files, executable: executable, in: directory)
        if !CoverageReader.print(report, fixtures: nil, minimum: minimum) { throw Failure.differences }
    }
}
