import AdReplay
import ArgumentParser

/// `--format`, `--adapter`, `--parameter` and `--no-parameter`: which session a command records,
/// for every command that records new sessions (record, explore), checked the same way.
struct SessionOptions: ParsableArguments {
    @Option(help: ArgumentHelp(stringLiteral: CommandLineTool.current.formatsHelp), transform: CommandLineTool.parseFormat)
    var format: Scenario.Format

    @Option(help: "The adapter class (default: the tool's adapter for the format).")
    var adapter: String?

    @Option(help: "The server parameter (the network's ad unit; default: the tool's for the format).")
    var parameter: String?

    @Flag(help: "Send no server parameter (a missing ad unit).")
    var noParameter = false

    /// Before any other question: the adapter must exist, implement the format and have its
    /// network's plug-in, and the session needs a server parameter or `--no-parameter`; otherwise
    /// what is recorded would not be the truth about the adapter.
    func validate() throws {
        if noParameter && parameter != nil { throw ValidationError("--parameter and --no-parameter exclude each other.") }
        let tool = CommandLineTool.current
        _ = try tool.checkRecordable(format, adapter: adapter, parameter: serverParameter)
        if !noParameter, parameter == nil, tool.defaultParameters[format] == nil {
            throw ValidationError(
                "--parameter is needed for \(format.rawValue) (the server parameter, the network's ad unit), or --no-parameter.")
        }
    }

    /// The adapter class the session runs: `--adapter`, else the tool's for the format (nil for
    /// the host's own ads).
    func adapterName() throws -> String? {
        try adapter ?? CommandLineTool.current.defaultAdapter(for: format)
    }

    /// The server parameter the session sends: nil with `--no-parameter`.
    var serverParameter: String? {
        noParameter ? nil : parameter ?? CommandLineTool.current.defaultParameters[format]
    }

    /// The plug-in of the network the session's adapter talks to.
    func network() throws -> any NetworkPlugin {
        var probe = Scenario(format: format, adapterClassName: nil, parameter: nil, script: [])
        probe.adapterClassName = try adapterName()
        return CommandLineTool.current.registry.network(of: probe)
    }
}
