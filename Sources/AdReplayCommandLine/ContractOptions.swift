import AdReplay
import ArgumentParser

/// `--contract NAME` (repeatable): the opt-in contract rules a command checks too, for every
/// command that runs sessions (record, replay, explore and their workers).
struct ContractOptions: ParsableArguments {
    @Option(name: .customLong("contract"), help: ArgumentHelp(
        "Also check an opt-in contract rule, one no public source states: impressionOnce, rewardOnce, nothingAfterDismissal, presentAnswered, selfCounting or released (repeatable; see docs/contracts.md).",
        valueName: "rule"), transform: Self.parse)
    var rules: [ContractRule] = []

    /// The rules as a set, as the engine takes them.
    var optIn: Set<ContractRule> { Set(rules) }

    /// The options again, for a child process: `--contract impressionOnce …`.
    var arguments: [String] {
        rules.compactMap(\.optInName).flatMap { ["--contract", $0] }
    }

    /// An opt-in contract rule (``ContractRule/optIn``) by name.
    static func parse(_ text: String) throws -> ContractRule {
        guard let rule = ContractRule(optInName: text) else {
            let names = ContractRule.optIn.compactMap(\.optInName).joined(separator: ", ")
            throw ValidationError("--contract takes an opt-in rule: \(names).")
        }
        return rule
    }
}
