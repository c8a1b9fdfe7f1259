import AdReplay
import AdReplayIsolation
import AdWorld
import ArgumentParser

/// A command-line tool built from AdReplay's command line: its name, the adapters and network
/// plug-ins it records and replays, and what `record` uses when an option is left out. A user's
/// executable is one call:
///
/// ```swift
/// var registry = AdapterRegistry()
/// registry.register(network: SeamPlugin<Pebble>())
/// registry.register(PebbleMediationAdapter.self)
/// AdReplayCommandLine.main(CommandLineTool(name: "pebble-replay", version: "1.0.0", registry: registry))
/// ```
///
/// It gets `record`, `replay`, `inspect`, `diff` and `migrate` for those adapters, with hints
/// that name the tool.
public struct CommandLineTool: Sendable {
    /// The executable's name, as help, hints and reports (JUnit, Markdown) say it.
    public var name: String
    /// The tool's own version, which `--version` prints with AdReplay's; nil for a tool that has
    /// none apart from AdReplay's.
    public var version: String?
    public var registry: AdapterRegistry
    /// The adapter class `record` uses for a format when `--adapter` is not given; without one,
    /// the only registered adapter of the right kind.
    public var defaultAdapters: [Scenario.Format: String]
    /// The server parameter (ad unit) `record` sends when `--parameter` is not given.
    public var defaultParameters: [Scenario.Format: String]
    /// The script `record` runs for a format when `--script` is not given (default: the
    /// format's own, e.g. `load; +1000 present; +10500 close` for rewarded), as `--script` takes
    /// it: `[.rewarded: "load; +1000 present; +18000 close"]`. A network whose native ads track
    /// themselves, say, gives a script that acts in ways its ads heed. One that is not a script
    /// is refused when `record` would run it, with the tool's name.
    public var defaultScripts: [Scenario.Format: String]
    /// More subcommands, after the standard ones.
    public var subcommands: [any ParsableCommand.Type]
    /// Whether the tool records the host's own custom native formats, which no adapter serves.
    public var recordsCustomNative: Bool
    /// The adapters' own Swift files or folders, as the tool was built from them: what `replay
    /// --coverage` reports on when `--coverage-sources` is not given.
    public var coverageSources: [String] = []

    /// The formats `record` and `explore` list, in `Scenario/Format` order: those the
    /// registered adapters were declared to implement (`AdapterRegistry/listedFormats(of:)`;
    /// an adapter registered without `formats:` lists every format of its API), and custom
    /// native when the tool records it. Nothing runs an adapter to find them.
    public var formats: [Scenario.Format] {
        let implemented = Set(registry.names.flatMap(registry.listedFormats(of:)))
        return Scenario.Format.allCases.filter { implemented.contains($0) || (recordsCustomNative && $0 == .customNative) }
    }

    /// A tool for `registry`'s adapters. `customNative` adds the host's own custom native
    /// formats, which no adapter serves, to what the tool records.
    public init(
        name: String, version: String? = nil, registry: AdapterRegistry, defaultAdapters: [Scenario.Format: String] = [:],
        defaultParameters: [Scenario.Format: String] = [:], defaultScripts: [Scenario.Format: String] = [:],
        customNative: Bool = false, subcommands: [any ParsableCommand.Type] = []
    ) {
        self.name = name
        self.version = version
        self.registry = registry
        self.defaultAdapters = defaultAdapters
        self.defaultParameters = defaultParameters
        self.defaultScripts = defaultScripts
        self.subcommands = subcommands
        recordsCustomNative = customNative
    }

    /// The tool whose command is running.
    @TaskLocal public static var current = CommandLineTool(name: "adreplay", registry: AdapterRegistry())

    /// What `--version` prints: `pebble-replay 1.0.0 (AdReplay 0.1.0)`, or, for a tool without a
    /// version of its own, `tiny-replay (AdReplay 0.1.0)`.
    var versionText: String {
        "\(name)\(version.map { " \($0)" } ?? "") (AdReplay \(ToolVersion.current))" + Self.toolchainLines
    }

    /// ``runningWithout(_:cachedThreadIDs:)`` for this process, looked at once and only when
    /// `--version` is asked for: the command's configuration (which holds the version text) is
    /// built several times in every run, and counting the cached thread ids opens each Swift
    /// library's file.
    private static let toolchainLines: String = {
        guard CommandLine.arguments.dropFirst().contains("--version") else { return "" }
        return runningWithout(ToolchainInternals.missing.map { ($0.name, $0.use) }, cachedThreadIDs: FreshProcess.cachedThreadIDs)
    }()

    /// The lines `--version` adds for each toolchain internal this process lacks (none where the
    /// toolchain is the one AdReplay was measured on): a fallback is never silent.
    package static func runningWithout(_ missing: [(name: String, use: String)], cachedThreadIDs: (symbol: String, found: Int)) -> String {
        var lines = missing.map { "\nruns without \($0.name): \($0.use)" }
        if cachedThreadIDs.found == 0 {
            lines.append(
                "\nruns without \(cachedThreadIDs.symbol): a fresh process's threads may never hand each other the Swift runtime's "
                    + "locks; use --shared-process if a replay hangs")
        }
        return lines.joined()
    }

    /// The script `record` runs for `format` without `--script`.
    func defaultScript(for format: Scenario.Format) throws -> [ScriptStep] {
        guard let text = defaultScripts[format] else { return Script.defaultSteps(for: format) }
        do {
            return try Script.parse(text)
        } catch {
            throw ValidationError("\(name)'s default script for \(format.rawValue) is not a script (\(error)); give --script.")
        }
    }

    /// The default script of `format` as help shows it: rendered as a recording writes it, or
    /// as the tool gave it when it is not a script.
    func defaultScriptText(for format: Scenario.Format) -> String {
        (try? defaultScript(for: format)).map(Script.render) ?? defaultScripts[format] ?? ""
    }

    /// `--format`'s help: the formats this tool records.
    var formatsHelp: String {
        "The ad format: \(formats.map(\.rawValue).joined(separator: ", "))."
    }

    /// Reads `--format`: any format's name; whether the tool records it is checked apart, so an
    /// adapter that does not implement it is named. Parsed by hand so that help lists only the
    /// tool's formats, not every format AdReplay knows.
    static func parseFormat(_ text: String) throws -> Scenario.Format {
        guard let format = Scenario.Format(rawValue: text) else {
            let formats = current.formats.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("\(current.name) records \(formats.isEmpty ? "none" : formats).")
        }
        return format
    }

    /// Refuses, before any other question, what cannot be recorded truthfully: an unknown
    /// adapter, an adapter for the host's own formats (which have none), a format no adapter of
    /// the tool implements, or what ``Recorder/refusal(of:)`` refuses (a network without its
    /// plug-in, a format the adapter does not implement). Returns the adapter to record.
    func checkRecordable(_ format: Scenario.Format, adapter: String?, parameter: String?) throws -> String? {
        if let adapter, !registry.names.contains(adapter) {
            throw ValidationError(
                "--adapter \(adapter.escapingControlCharacters): no adapter is registered as that; the known ones are \(registry.names.joined(separator: ", "))."
            )
        }
        if format == .customNative, adapter != nil {
            throw ValidationError("--adapter does not apply to customNative: the host's own ads have no adapter.")
        }
        let name = try adapter ?? defaultAdapter(for: format)
        if name == nil { try check(format) }
        if let name, !registry.implementsAPI(of: format, adapter: name) {
            let listed = registry.listedFormats(of: name).map(\.rawValue).joined(separator: ", ")
            throw ValidationError("\(name) does not implement \(format.rawValue) (it implements \(listed.isEmpty ? "none" : listed)).")
        }
        let scenario = Scenario(format: format, adapterClassName: name, parameter: parameter, script: [])
        if let refusal = Recorder(registry: registry).refusal(of: scenario) {
            throw ValidationError("\(refusal).")
        }
        return name
    }

    /// Refuses a format no registered adapter implements, naming the ones the tool records.
    func check(_ format: Scenario.Format) throws {
        guard !formats.contains(format) else { return }
        let known = formats.isEmpty ? "none" : formats.map(\.rawValue).joined(separator: ", ")
        throw ValidationError("--format \(format.rawValue): no adapter of \(name) implements it; it records \(known).")
    }

    /// The adapter `record` uses for `format`, or why there is none.
    func defaultAdapter(for format: Scenario.Format) throws -> String? {
        guard format != .customNative else { return nil }
        if let name = defaultAdapters[format] { return name }
        let candidates = registry.names.filter { registry.implementsAPI(of: format, adapter: $0) }
        // Of several, the one registered as implementing the format (its `formats:`) is its default.
        let declaring = candidates.filter { registry.declaredFormats(of: $0)?.contains(format) == true }
        if candidates.count > 1, declaring.count == 1, let only = declaring.first { return only }
        guard candidates.count == 1, let only = candidates.first else {
            let known = registry.names.isEmpty ? "none is registered" : "registered: \(registry.names.joined(separator: ", "))"
            throw ValidationError("--adapter is needed for \(format.rawValue) (\(known)).")
        }
        return only
    }
}
