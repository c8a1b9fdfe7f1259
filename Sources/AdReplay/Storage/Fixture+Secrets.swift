import Foundation

extension Fixture {
    /// What a configured secret becomes wherever it appears (the `{{secret}}` of HTTP plug-ins).
    public static let secretPlaceholder = "{{secret}}"

    /// The fixture with every plug-in's configured secret (``NetworkPlugin/secrets``) replaced by
    /// `{{secret}}` in every string it stores: the scenario (a parameter, an extra, a custom
    /// setting), every entry, the bug reports. The fixture itself when no plug-in has one.
    ///
    /// ```swift
    /// // record --parameter "$OSPREY_KEY" with OSPREY_KEY among Osprey's secrets:
    /// try fixture.hidingSecrets(registry.networks).scenario.parameter   // "{{secret}}"
    /// ```
    func hidingSecrets(_ networks: [any NetworkPlugin]) throws -> Fixture {
        let secrets = networks.flatMap(\.secrets).filter { !$0.isEmpty }
        guard !secrets.isEmpty else { return self }
        func hiding(_ text: String) -> String {
            secrets.reduce(text) { $0.replacingOccurrences(of: $1, with: Self.secretPlaceholder) }
        }
        func hiding(_ value: JSONValue) -> JSONValue {
            switch value {
            case .string(let text): .string(hiding(text))
            case .array(let items): .array(items.map(hiding))
            case .object(let members): .object(members.map { JSONValue.Member(key: hiding($0.key), value: hiding($0.value)) })
            default: value
            }
        }
        // A fixture that cannot be stored (a network's secret scan refuses an entry) is refused
        // where it is written, with the scan's sentence; nothing to hide before that.
        guard let stored = try? stored() else { return self }
        let hidden = hiding(stored)
        guard hidden != stored else { return self }
        return try Fixture(schema2: FieldReader(hidden, what: "the fixture"), networks: networks)
    }
}
