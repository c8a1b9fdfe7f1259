import AdReplay
import ArgumentParser

/// A command-line tool built from AdReplay's command line: its name, the adapters and network
/// plug-ins it records and replays, and what `record` uses when an option is left out. A user's
/// executable is one call:
///
/// ```swift
/// var registry = AdapterRegistry()
/// registry.register(network: SeamPlugin<Pebble>())
/// registry.register(PebbleMediationAdapter.self)
/// AdReplayCommandLine.main(CommandLineTool(name: "pebble-replay", registry: registry))
/// ```
///
/// It gets `record`, `replay`, `inspect`, `diff` and `migrate` for those adapters, with hints
/// that name the tool.
public struct CommandLineTool: Sendable {
    /// The executable's name, as help and hints say it.
    public var name: String
    public var registry: AdapterRegistry
    /// The adapter class `record` uses for a format when `--adapter` is not given; without one,
    /// the only registered adapter of the right kind.
    public var defaultAdapters: [Scenario.Format: String]
    /// The server parameter (ad unit) `record` sends when `--parameter` is not given.
    public var defaultParameters: [Scenario.Format: String]
    /// More subcommands, after the standard ones.
    public var subcommands: [any ParsableCommand.Type]

    public init(name: String, registry: AdapterRegistry, defaultAdapters: [Scenario.Format: String] = [:],
                defaultParameters: [Scenario.Format: String] = [:], subcommands: [any ParsableCommand.Type] = []) {
        self.name = name
        self.registry = registry
        self.defaultAdapters = defaultAdapters
        self.defaultParameters = defaultParameters
        self.subcommands = subcommands
    }

    /// The tool whose command is running.
    @TaskLocal public static var current = CommandLineTool(name: "adreplay", registry: AdapterRegistry())

    /// The adapter `record` uses for `format`, or why there is none.
    func defaultAdapter(for format: Scenario.Format) throws -> String? {
        guard format != .customNative else { return nil }
        if let name = defaultAdapters[format] { return name }
        let candidates = registry.names.filter { registry.implementsAPI(of: format, adapter: $0) }
        guard candidates.count == 1, let only = candidates.first else {
            let known = registry.names.isEmpty ? "none is registered" : "registered: \(registry.names.joined(separator: ", "))"
            throw ValidationError("--adapter is needed for \(format.rawValue) (\(known)).")
        }
        return only
    }
}

