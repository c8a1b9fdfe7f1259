import Foundation

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

    /// An `ADREPLAY_RECORD` value that names no mode: a typo must not silently stop (or start)
    /// recording.
    public struct UnknownValue: Error, Equatable, CustomStringConvertible {
        public let value: String

        public init(value: String) {
            self.value = value
        }

        public var description: String {
            "ADREPLAY_RECORD is \"\(value.escapingControlCharacters)\", which is not a record mode; use missing, all or never."
        }
    }

    /// `ADREPLAY_RECORD` (missing, all, never; any case) wins; otherwise `.never` when `CI` is set
    /// to anything but "", "false" or "0", else `.missing`. Any other `ADREPLAY_RECORD` value is an
    /// error.
    public init(environment: [String: String]) throws(UnknownValue) {
        if let value = environment["ADREPLAY_RECORD"] {
            guard let mode = RecordMode(rawValue: value.lowercased()) else { throw UnknownValue(value: value) }
            self = mode
        } else if let ci = environment["CI"], !["", "0", "false"].contains(ci.lowercased()) {
            self = .never
        } else {
            self = .missing
        }
    }
}

extension RecordMode {
    /// The mode a scope set (``withRecordMode(_:operation:)``, the `.recordMode` trait), which
    /// wins over the environment's.
    @TaskLocal static var scoped: RecordMode?

    /// The mode in force where this runs: the innermost scope's (``withRecordMode(_:operation:)``
    /// or the `.recordMode(_:)` test trait), else the environment's (``init(environment:)``).
    public static func current(environment: [String: String] = ProcessInfo.processInfo.environment) throws(UnknownValue) -> RecordMode {
        if let scoped { return scoped }
        return try RecordMode(environment: environment)
    }

    /// Why `environment`'s `ADREPLAY_RECORD` names no record mode, or nil when it names one, is
    /// not set, or a scope sets the mode.
    static func invalid(in environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard scoped == nil else { return nil }
        do {
            _ = try RecordMode(environment: environment)
            return nil
        } catch {
            return "\(error)"
        }
    }
}

/// Runs `operation` with `mode` as the record mode of every fixture check and cassette inside it
/// that is not given a mode of its own; it wins over `ADREPLAY_RECORD` and `CI`. For XCTest; a
/// Swift Testing test or suite says `.recordMode(.all)` instead.
///
/// ```swift
/// func testRewarded() throws {
///     try withRecordMode(.all) {   // re-record this test's cassettes, then remove the line
///         _ = try Cassette.use(path, scenario: scenario, registry: registry)
///     }
/// }
/// ```
public func withRecordMode<Result>(_ mode: RecordMode, operation: () throws -> Result) rethrows -> Result {
    try RecordMode.$scoped.withValue(mode, operation: operation)
}
