import AdReplay
import AdReplayHTTP
import ArgumentParser
import Foundation

/// `adreplay export --har FIXTURE`: a fixture's HTTP exchanges as a HAR 1.2 document
/// (``HARExport``), on stdout or in a file written atomically.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export a fixture's HTTP exchanges as a HAR 1.2 file, for a browser's network panel.",
        discussion: """
            Times are virtual: each request starts at 2000-01-01T00:00:00Z plus its virtual time. \
            AdReplay's own fields start with an underscore (_sdk, _virtualTime).
            Exit status: 0 written; 2 unreadable input or a refused write.
            """
    )

    @Flag(help: "Export as HAR 1.2 (the one format export writes).")
    var har = false

    @Argument(help: "The fixture file.")
    var file: String

    @Option(help: "Write the HAR here instead of to standard output.")
    var out: String?

    @Flag(help: "Overwrite --out if it exists.")
    var force = false

    func validate() throws {
        guard har else { throw ValidationError("Say what to export as: --har.") }
        if force && out == nil { throw ValidationError("--force applies only with --out.") }
    }

    func run() throws {
        let fixture = try readFixture(file)
        var bytes: [UInt8]
        do {
            let tool = CommandLineTool.current
            bytes = try HARExport.compactBytes(
                fixture, creator: HARExport.Creator(name: tool.name, version: tool.version ?? ToolVersion.current))
        } catch {
            throw Failure.input("\(file.escapingControlCharacters): cannot be exported (\(error)).")
        }
        bytes.append(0x0A)
        guard let out else {
            // In pieces: a whole copy of a HAR of many exchanges would double the peak memory.
            for start in stride(from: 0, to: bytes.count, by: 1 << 20) {
                FileHandle.standardOutput.write(Data(bytes[start..<min(start + (1 << 20), bytes.count)]))
            }
            return
        }
        if let input = FileSystemPath.cString(file), let target = FileSystemPath.cString(out) {
            // --force overwrites an older HAR, never the fixture it was made from (under any name).
            var fixtureInfo = stat(), targetInfo = stat()
            if stat(input, &fixtureInfo) == 0, stat(target, &targetInfo) == 0,
                fixtureInfo.st_dev == targetInfo.st_dev, fixtureInfo.st_ino == targetInfo.st_ino
            {
                throw Failure.input("\(out.escapingControlCharacters): is the fixture being exported; write the HAR to another file.")
            }
        }
        do {
            try FixtureStore.writeAtomically(bytes, to: out, overwrite: force)
        } catch {
            throw Failure.input(error.commandLineDescription)
        }
    }
}
