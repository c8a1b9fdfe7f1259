import AdReplay
import ArgumentParser

/// `--contract NAME` (repeatable): the opt-in contract rules a command checks too, for every
/// command that runs sessions (record, replay, explore and their workers).
struct ContractOptions: ParsableArguments {
    @Option(
        name: .customLong("contract"),
        help: ArgumentHelp(
            "Also check an opt-in contract rule, one no public source states: impressionOnce, rewardOnce, nothingAfterDismissal, presentAnswered, selfCounting or released (repeatable; see Sources/AdReplay/AdReplay.docc/Contracts.md).",
            valueName: "rule"), transform: Self.parse)
    var rules: [ContractRule] = []

    /// The rules as a set, as the engine takes them.
    var optIn: Set<ContractRule> { Set(rules) }

    /// The options again, for a child process: `--contract impressionOnce …`.
    var arguments: [String] {
        rules.compactMap(\.optInName).flatMap { ["--contract", $0] }
    }

    /// An opt-in contract rule (``ContractRule/optIn``) by name, or by the name a fixture and a
    /// report give it (`one impression per ad`): a user copying it from a bug report is understood.
    static func parse(_ text: String) throws -> ContractRule {
        if let rule = ContractRule(optInName: text) ?? ContractRule.optIn.first(where: { $0.description == text }) {
            return rule
        }
        let names = ContractRule.optIn.compactMap { rule in rule.optInName.map { "\($0) (\(rule.description))" } }.joined(separator: ", ")
        throw ValidationError("--contract takes an opt-in rule: \(names).")
    }
}
