import AdReplay
import AdReplayIsolation
import AdWorld
import ArgumentParser
import Foundation

/// AdReplay's command line for a tool's adapters and networks.
public enum AdReplayCommandLine {
    /// Runs the command line of `tool` on the process's arguments and exits: 0 success; 1 a replay
    /// or diff found differences or contract breaches; 2 bad usage or unreadable input.
    public static func main(_ tool: CommandLineTool) -> Never {
        // `kill -BUS` (or SEGV, ABRT, ILL, FPE) ends the run, as it ends any process.
        WorkerChannel.dieOfSignalsFromOutside()
        CommandLineTool.$current.withValue(tool) { AdReplayCommand.main() }
        exit(0)
    }
}

/// The root command: record, replay, inspect and diff ad-mediation fixtures.
struct AdReplayCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandLineTool.current.name,
            abstract: "Record and replay ad-mediation adapter sessions as fixtures.",
            discussion: """
                Exit status: 0 success; 1 a replay or diff found differences or contract breaches; 2 bad usage or unreadable input.

                Environment: ADREPLAY_RECORD (missing, all or never) is read by test suites that use AdReplay's cassettes and \
                fixture suites, not by this command: missing (the default off CI) records fixtures that do not exist yet, all \
                re-records every one, never (the default when CI is set) fails on a missing fixture. Any other value is an error.
                """,
            version: CommandLineTool.current.versionText,
            subcommands: [
                RecordCommand.self, ReplayCommand.self, InspectCommand.self, ExportCommand.self, DiffCommand.self, MigrateCommand.self,
                StatusCommand.self, ReadsCommand.self,
                VariantsCommand.self, ExploreCommand.self, CoverageCommand.self,
            ]
                + CommandLineTool.current.subcommands + [
                    ReplayWorkerCommand.self, ExploreWorkerCommand.self, RecordSessionCommand.self, ReadSessionCommand.self,
                ]
        )
    }

    /// The one funnel for errors and exit codes: ArgumentParser's own codes (64 for usage) become
    /// 2; our commands throw ``Failure`` with the design's codes.
    static func main() {
        do {
            // The environment is read before any command runs: a value out of range is refused
            // here, not turned into a default or a trap deep in a session.
            try checkEnvironment(ProcessInfo.processInfo.environment)
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch let failure as CommandFailure {
            if !failure.message.isEmpty { FileHandle.standardError.write(Data((failure.message + "\n").utf8)) }
            Foundation.exit(failure.code)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
    }
}

extension AdReplayCommand {
    /// The process's arguments with their own bytes: a path that is not UTF-8 is carried exactly
    /// (``FileSystemPath``), where `CommandLine.arguments` would replace its bytes with U+FFFD
    /// and name another file.
    static var arguments: [String] {
        (1..<Int(CommandLine.argc)).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return "" }
            return FileSystemPath.string(UnsafeBufferPointer(start: argument, count: strlen(argument)).map { UInt8(bitPattern: $0) })
        }
    }
}

/// Ends the command with a message on stderr and an exit status.
public struct CommandFailure: Error {
    public var message: String
    public var code: Int32

    public init(message: String, code: Int32) {
        self.message = message
        self.code = code
    }

    /// Unreadable input or a refused write: exit 2.
    public static func input(_ message: String) -> CommandFailure { CommandFailure(message: message, code: 2) }
    /// Differences or breaches were found: exit 1 (the report is already printed).
    public static let differences = CommandFailure(message: "", code: 1)
}

/// Short for ``CommandFailure`` inside the command line.
package typealias Failure = CommandFailure
