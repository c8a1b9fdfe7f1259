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
        let scenarioLines = zip(lines(expected.scenario), lines(actual.scenario))
        if expected.scenario != actual.scenario {
            differs = true
            print("scenarios differ:")
            for (left, right) in scenarioLines where left != right {
                print("  - \(left)")
                print("  + \(right)")
            }
        }
        if let diff = FixtureDiff.between(expected: expected.observation, actual: actual.observation) {
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

    /// The scenario's canonical JSON, one field per line, for a field-level comparison.
    private func lines(_ scenario: Scenario) -> [String] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let fields: [(String, any Encodable)] = [
            ("format", scenario.format), ("adapterClassName", scenario.adapterClassName), ("parameter", scenario.parameter),
            ("isTestRequest", scenario.isTestRequest), ("adSize", scenario.adSize), ("loaderOptions", scenario.loaderOptions),
            ("customNative", scenario.customNative), ("script", scenario.script),
        ]
        return fields.map { name, value in
            "\(name): " + ((try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "?")
        }
    }
}
