import AdReplay
import ArgumentParser
import Foundation

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show the semantic difference between two fixtures.",
        discussion: "Exit status: 0 the same; 1 they differ; 2 unreadable input."
    )

    @Argument(help: "The expected fixture.")
    var a: String

    @Argument(help: "The actual fixture.")
    var b: String

    func run() throws {
        let expected = try readFixture(a)
        let actual = try readFixture(b)
        // Names and values from the files, and the paths, are shown escaped: none may forge a
        // line, steer the terminal or reorder what is read (an unknown network's name, say).
        let (shownA, shownB) = (a.escapingControlCharacters, b.escapingControlCharacters)
        var differs = false
        let scenarioChanges = FixtureDiff.scenarioChanges(expected: expected.scenario, actual: actual.scenario)
        if !scenarioChanges.isEmpty {
            differs = true
            print("scenarios differ:")
            for change in scenarioChanges { print("  ~ \(change)".escapingControlCharacters) }
        }
        let fidelity: Fixture.Fidelity = expected.fidelity == .complete && actual.fidelity == .complete ? .complete : .perSeam
        if let diff = FixtureDiff.between(expected: expected.observation, actual: actual.observation, fidelity: fidelity) {
            differs = true
            print("\(shownA) → \(shownB): \(diff.headline.escapingControlCharacters)")
            let names = (URL(fileURLWithPath: a).lastPathComponent, URL(fileURLWithPath: b).lastPathComponent)
            // Two files of one name (the same fixture in two folders) are told apart by their paths.
            let (labelA, labelB) = names.0 == names.1 ? (a, b) : names
            print(
                diff.rendered(expected: labelA, actual: labelB).split(separator: "\n", omittingEmptySubsequences: false)
                    .map { String($0).escapingControlCharacters }.joined(separator: "\n"))
        }
        // A bug report and the same session kept as an ordinary fixture are not the same file:
        // one fails a replay while the bug is there, the other passes.
        if expected.reproduces != actual.reproduces {
            differs = true
            func named(_ bugs: [Reproduction]) -> String {
                bugs.isEmpty ? "none (an ordinary fixture)" : bugs.map(\.description).joined(separator: "; ")
            }
            print("bug reports differ: \(named(expected.reproduces)) → \(named(actual.reproduces))".escapingControlCharacters)
        }
        guard differs else {
            print("\(shownA) and \(shownB) record the same session")
            return
        }
        throw Failure.differences
    }
}
