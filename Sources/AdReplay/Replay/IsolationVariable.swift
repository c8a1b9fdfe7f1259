/// `ADREPLAY_ISOLATION`: how the test helpers isolate a replay (AdReplayTesting's
/// `ReplayIsolation`: `fresh`, `shared` or `off`). The helpers read it; the command line checks
/// it at start-up with the other `ADREPLAY_*` variables, so that a typo in a CI job's environment
/// is said once, in the same sentence, rather than silently taken for the default.
package enum IsolationVariable {
    package static let name = "ADREPLAY_ISOLATION"

    /// The values it takes, the default first.
    package static let values = ["fresh", "shared", "off"]

    /// The value `environment` gives (lowercased; unset or empty: `fresh`), or the sentence that
    /// refuses it:
    /// `ADREPLAY_ISOLATION is "bogus", which is not an isolation; use fresh, shared or off.`
    package static func value(in environment: [String: String]) -> Result<String, Problem> {
        guard let text = environment[name], !text.isEmpty else { return .success(values[0]) }
        guard values.contains(text.lowercased()) else { return .failure(Problem(value: text)) }
        return .success(text.lowercased())
    }

    /// A value that names no isolation.
    package struct Problem: Error, Equatable, CustomStringConvertible {
        package let value: String

        package init(value: String) {
            self.value = value
        }

        package var description: String {
            "\(IsolationVariable.name) is \"\(value.escapingControlCharacters)\", which is not an isolation; use fresh, shared or off."
        }
    }
}
