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
        var differs = false
        let scenarioChanges = FixtureDiff.scenarioChanges(expected: expected.scenario, actual: actual.scenario)
        if !scenarioChanges.isEmpty {
            differs = true
            print("scenarios differ:")
            for change in scenarioChanges { print("  ~ \(change)") }
        }
        let fidelity: Fixture.Fidelity = expected.fidelity == .complete && actual.fidelity == .complete ? .complete : .perSeam
        if let diff = FixtureDiff.between(expected: expected.observation, actual: actual.observation, fidelity: fidelity) {
            differs = true
            print("\(a) → \(b): \(diff.headline)")
            print(diff.rendered)
        }
        guard differs else {
            print("\(a) and \(b) record the same session")
            return
        }
        throw Failure.differences
    }
}
