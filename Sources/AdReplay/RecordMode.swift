/// When a test suite may write fixtures.
///
/// ```swift
/// RecordMode(environment: ["CI": "true"])                  // .never
/// RecordMode(environment: ["ADREPLAY_RECORD": "all"])      // .all
/// ```
public enum RecordMode: String, Sendable, CaseIterable {
    /// Record fixtures that do not exist yet; replay the rest. The default off CI.
    case missing
    /// Re-record every fixture.
    case all
    /// Never record: a missing fixture is a failure. The default when `CI` is set.
    case never

    /// `ADREPLAY_RECORD` (missing, all, never) wins; otherwise `.never` when `CI` is set to
    /// anything but "false" or "0", else `.missing`. An unknown `ADREPLAY_RECORD` value is treated
    /// as `.never`, the safe choice.
    public init(environment: [String: String]) {
        if let value = environment["ADREPLAY_RECORD"] {
            self = RecordMode(rawValue: value.lowercased()) ?? .never
        } else if let ci = environment["CI"], !["", "0", "false"].contains(ci.lowercased()) {
            self = .never
        } else {
            self = .missing
        }
    }
}
