import AdReplay
import ArgumentParser
import Foundation

/// `status`: what each fixture was recorded with, against what this tool has registered now.
struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "List each fixture's age, network SDK and adapter versions against the ones this tool registers.",
        discussion: """
            One line per fixture: CURRENT when it was recorded with the versions registered now (and, \
            for a live recording, within --max-age), OUTDATED with what changed otherwise, ERROR when \
            it cannot be read. A simulated recording has no age: it is the same bytes whenever it is \
            recorded again.
            Exit status: 0 all current; 1 some outdated; 2 unreadable input.
            """
    )

    @Argument(help: "Fixture files or folders (searched recursively for *.fixture.gz).")
    var paths: [String]

    // Unconditional: `--max-age -1` is a value to refuse with its range, not a missing value.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Count a live recording (record --upstream) older than this many days as outdated.", valueName: "days"),
        transform: wholeNumber(option: "--max-age", in: 0...Int.max, unit: " of days"))
    var maxAge: Int?

    func validate() throws {
    }

    func run() throws {
        let tool = CommandLineTool.current
        let files = try fixtureFiles(in: paths, toDo: "list")
        let today = try Today.day()
        var outdated = 0
        var unreadable: [String] = []
        for file in files {
            let fixture: Fixture
            do {
                fixture = try FixtureStore.read(file, networks: tool.registry.networks)
            } catch {
                print("ERROR \(file.escapingControlCharacters)")
                unreadable.append(error.description)
                continue
            }
            let status = Self.status(of: fixture, registry: tool.registry, today: today, maxAge: maxAge)
            if !status.changes.isEmpty { outdated += 1 }
            print(
                "\(status.changes.isEmpty ? "CURRENT" : "OUTDATED") \(file.escapingControlCharacters): \(status.facts.joined(separator: "; "))"
            )
            for change in status.changes { print("  \(change)") }
        }
        print(
            "\(files.count) fixture\(files.count == 1 ? "" : "s"): \(files.count - outdated - unreadable.count) current, \(outdated) outdated, \(unreadable.count) unreadable"
        )
        for sentence in unreadable { FileHandle.standardError.write(Data((sentence + "\n").utf8)) }
        if !unreadable.isEmpty { throw Failure(message: "", code: 2) }
        if outdated > 0 { throw Failure.differences }
    }

    /// What `fixture` was recorded with (`facts`) and what no longer holds (`changes`): the
    /// versions a replay would note (``Replayer/staleness(of:)``), and the age past `maxAge`.
    static func status(
        of fixture: Fixture, registry: AdapterRegistry, today: CalendarDay, maxAge: Int?
    )
        -> (facts: [String], changes: [String])
    {
        let environment = fixture.environment
        let network = registry.network(of: fixture.scenario)
        var facts = [
            environment.live.map { Today.describe($0, today: today) } ?? "simulated (\(environment.network.escapingControlCharacters))"
        ]
        facts.append("\(network.sdkName) \(environment.sdkVersion.escapingControlCharacters)")
        if let recorded = environment.adapterVersion {
            facts.append(
                "\((fixture.scenario.adapterClassName ?? "the default adapter").escapingControlCharacters) \(recorded.escapingControlCharacters)"
            )
        }
        var changes = Replayer(registry: registry).staleness(of: fixture)
        if let live = environment.live, let maxAge, live.isOutdated(today: today, maxAge: maxAge) {
            changes.append("older than --max-age \(maxAge): re-record it with record --upstream \(live.upstream.escapingControlCharacters)")
        }
        return (facts, changes)
    }
}
