import Foundation

/// The Swift toolchain's `llvm-profdata` and `llvm-cov`: those beside the `swift` found on
/// PATH. Another LLVM's (Debian's, say) refuse the toolchain's profiles, so no other is looked
/// for.
struct LLVMTools {
    /// The folder both are in.
    var directory: String

    var profdata: String { directory + "/llvm-profdata" }
    var cov: String { directory + "/llvm-cov" }

    /// The tools beside the first `swift` on `PATH` (its links followed), or nil.
    static func locate(path: String?) -> LLVMTools? {
        for folder in (path ?? "").split(separator: ":") where !folder.isEmpty {
            let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
            let directory = swift.resolvingSymlinksInPath().deletingLastPathComponent().path
            let tools = LLVMTools(directory: directory)
            guard FileManager.default.isExecutableFile(atPath: tools.profdata), FileManager.default.isExecutableFile(atPath: tools.cov)
            else { return nil }
            return tools
        }
        return nil
    }

    /// How a tool ended: its status, and the first line of what it wrote to stderr.
    struct Outcome {
        var status: Int32
        var complaint: String
    }

    /// Runs `executable` with `arguments`, its stdout written to the file `output` (an export
    /// can be megabytes), its stderr kept.
    static func run(_ executable: String, _ arguments: [String], output: String, in directory: String) throws -> Outcome {
        let errors = directory + "/stderr-\(URL(fileURLWithPath: executable).lastPathComponent).txt"
        guard FileManager.default.createFile(atPath: output, contents: nil), FileManager.default.createFile(atPath: errors, contents: nil),
            let standardOutput = FileHandle(forWritingAtPath: output), let standardError = FileHandle(forWritingAtPath: errors)
        else {
            throw Failure.input("--coverage: cannot write in the temporary folder \(directory); free some space in it or set TMPDIR.")
        }
        defer {
            try? standardOutput.close()
            try? standardError.close()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = standardOutput
        process.standardError = standardError
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw Failure.input(
                "--coverage: \(executable) could not be started (\(error.localizedDescription)); check the Swift toolchain.")
        }
        process.waitUntilExit()
        let text = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        let complaint = text.split(separator: "\n").first { !$0.hasPrefix("warning:") }.map(String.init) ?? ""
        return Outcome(status: process.terminationStatus, complaint: complaint)
    }
}
