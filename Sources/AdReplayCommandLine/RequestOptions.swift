import ArgumentParser
import Mediation

/// `record`'s options for what else the app's request carries, handed to the adapter through
/// GMA's configuration members and stored in the fixture's scenario only when given.
struct RequestOptions: ParsableArguments {
    @Option(help: "The bid response of a bidding line (the adapter reads adConfiguration.bidResponse).")
    var bidResponse: String?

    @Option(help: ArgumentHelp("An extra the app registers, KEY=VALUE (repeatable; the adapter reads adConfiguration.extras).",
                               valueName: "key=value"),
            transform: RequestOptions.parseExtra)
    var extra: [Extra] = []

    @Option(help: "The app's child-directed tag, yes or no (the adapter reads adConfiguration.childDirectedTreatment; default: unset).")
    var childDirected: YesNo?

    struct Extra {
        let key: String
        let value: String
    }

    static func parseExtra(_ text: String) throws -> Extra {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
            throw ValidationError("--extra takes KEY=VALUE, e.g. placement=home, not \"\(text.escapingControlCharacters)\".")
        }
        return Extra(key: String(text[..<equals]), value: String(text[text.index(after: equals)...]))
    }

    func validate() throws {
        var seen: Set<String> = []
        for extra in self.extra where !seen.insert(extra.key).inserted {
            throw ValidationError("--extra \(extra.key.escapingControlCharacters) is given twice; give each key once.")
        }
    }

    /// The request the options describe, or nil when none was given (the fixture then stores none).
    var request: MediationRequest? {
        guard bidResponse != nil || !extra.isEmpty || childDirected != nil else { return nil }
        return MediationRequest(
            bidResponse: bidResponse,
            extras: extra.isEmpty ? nil : Dictionary(uniqueKeysWithValues: extra.map { ($0.key, $0.value) }),
            childDirectedTreatment: childDirected?.bool)
    }
}
