import AdReplayReports
import Foundation

/// What `replay --coverage` and `coverage` share: the adapter's sources, the toolchain's tools,
/// and the reading of profiles (`llvm-profdata merge`, `llvm-cov export` of the executable they
/// were written by) into a ``CoverageReport`` of those sources, and its printing.
struct CoverageReader {
    var tools: LLVMTools
    /// Absolute paths.
    var sources: [String]
    /// The option or command the sentences name (`--coverage`, `coverage`).
    var command: String

    /// The sources `given` (or the tool's own without them) and the tools, or a refusal: no
    /// sources, a missing one, no toolchain tools on `PATH`.
    init(sources given: [String], command: String, environment: [String: String]) throws {
        let name = CommandLineTool.current.name
        self.command = command
        let named = given.isEmpty ? CommandLineTool.current.coverageSources : given
        guard !named.isEmpty else {
            throw Failure.input(
                "\(command) needs the adapter's sources: give --coverage-sources with the folder of its Swift files (\(name) names none of its own)."
            )
        }
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        sources = try named.map { path in
            guard FileManager.default.fileExists(atPath: path) else {
                throw Failure.input(
                    "--coverage-sources \(path.escapingControlCharacters): no such file or folder; give the adapter's Swift files or folder as \(name) was built from them."
                )
            }
            return path.hasPrefix("/") ? path : URL(fileURLWithPath: path, relativeTo: workingDirectory).standardized.path
        }
        guard let tools = LLVMTools.locate(path: environment["PATH"]) else {
            throw Failure.input(
                "\(command): no llvm-profdata and llvm-cov beside the swift on PATH; put the Swift toolchain's usr/bin first on PATH (another LLVM's tools refuse its profiles)."
            )
        }
        self.tools = tools
    }

    /// A new temporary folder, or a refusal naming `command`.
    static func temporaryFolder(command: String) throws -> String {
        let temporary = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
        var template = Array(temporary.appendingPathComponent("adreplay-coverage-XXXXXX").path.utf8CString)
        guard let made = mkdtemp(&template) else {
            throw Failure.input("\(command): cannot make a temporary folder in \(temporary.path); free some space there or set TMPDIR.")
        }
        return String(cString: made)
    }

    /// The report of what `profiles` (raw or merged) say of the sources in `executable`, made
    /// in `directory`.
    func read(profiles: [String], executable: String, in directory: String) throws -> CoverageReport {
        let merged = directory + "/merged.profdata"
        let merging = try LLVMTools.run(
            tools.profdata, ["merge", "-sparse", "-o", merged] + profiles, output: directory + "/merge.txt", in: directory)
        guard merging.status == 0 else {
            throw Failure.input(
                "\(command): \(tools.profdata) could not merge the profiles (\(merging.complaint)); build the tool and report with the same Swift toolchain."
            )
        }
        let exported = directory + "/export.json"
        let exporting = try LLVMTools.run(
            tools.cov, ["export", "-instr-profile", merged, executable] + sources, output: exported, in: directory)
        guard exporting.status == 0 else {
            if exporting.complaint.lowercased().contains("no coverage data found") {
                throw Failure.input(
                    "\(command): \(executable) has no coverage mapping; build it with `swift build --enable-code-coverage` (or -profile-generate with -profile-coverage-mapping)."
                )
            }
            throw Failure.input(
                "\(command): \(tools.cov) could not read \(executable)'s coverage (\(exporting.complaint)); build the tool and report with the same Swift toolchain."
            )
        }
        let export: LLVMCoverageExport
        do throws(LLVMCoverageExport.ReadError) {
            export = try LLVMCoverageExport.read(FileManager.default.contents(atPath: exported) ?? Data())
        } catch {
            throw Failure.input("\(command): what \(tools.cov) exported \(error.description); report it with the toolchain's version.")
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

    /// Prints `report` (paths relative to the working directory, sources read from disk), then
    /// whether `minimum` is met; returns false when it is not.
    static func print(_ report: CoverageReport, fixtures: Int?, minimum: Double?) -> Bool {
        let workingDirectory = FileManager.default.currentDirectoryPath + "/"
        Swift.print(
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
            Swift.print("--min-coverage \(threshold): met, \(report.lines.percent) of the adapter's lines ran.")
            return true
        }
        Swift.print(
            "--min-coverage \(threshold): not met, only \(report.lines.percent) of the adapter's lines ran (\(report.lines.covered) of \(report.lines.count)), which fails the run; record fixtures that run the places above."
        )
        return false
    }
}
