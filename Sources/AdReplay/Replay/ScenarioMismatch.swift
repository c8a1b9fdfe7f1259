/// A test's scenario that no longer matches the one its fixture recorded: replaying would check
/// the adapter against a session the test no longer describes.
///
/// ```text
/// Fixtures/banner/fill.fixture.gz: the test's scenario differs from the recorded one:
///   parameter: "home-top" → "home-bottom"
///   script: "load; +1000 tap" → "load; +500 tap"
/// re-record it with ADREPLAY_RECORD=all, or give the test the recorded scenario back.
/// ```
public struct ScenarioMismatch: Error, Equatable, CustomStringConvertible {
    public let path: String
    /// Each differing field of the stored scenario: `parameter: "a" → "b"`.
    public let changes: [String]

    /// The fields of `recorded` and `wanted` that differ, or nil when they are the same.
    public init?(path: String, recorded: Scenario, wanted: Scenario) {
        guard recorded != wanted else { return nil }
        let old = (try? recorded.stored().objectMembers) ?? []
        let new = (try? wanted.stored().objectMembers) ?? []
        var changes: [String] = []
        var keys = old.map(\.key)
        for member in new where !keys.contains(member.key) { keys.append(member.key) }
        for key in keys {
            let before = old.first { $0.key == key }?.value
            let after = new.first { $0.key == key }?.value
            guard before != after else { continue }
            changes.append("\(key): \(before?.compact() ?? "(none)") → \(after?.compact() ?? "(none)")".escapingControlCharacters)
        }
        self.path = path
        self.changes = changes.isEmpty ? ["(the scenarios differ in a way their stored form does not show)"] : changes
    }

    public var description: String {
        (["\(path): the test's scenario differs from the recorded one:"] + changes.map { "  " + $0 }
            + ["re-record it with ADREPLAY_RECORD=all, or give the test the recorded scenario back."]).joined(separator: "\n")
    }
}
